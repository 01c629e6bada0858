import { documentMessages } from '@kontor/core/schemas/documents';
import { imageMessages } from '@kontor/core/schemas/images';

/** Texts of the documents lists (spec 000 §2 property 'Dokumente', task 'Dokumente'). */
export const messages = {
  ...documentMessages,
  tooLarge: imageMessages.tooLarge,
  unsupported: imageMessages.unsupported,
  title: 'Dokumente',
  name: 'Name',
  file: 'Datei',
  filePlaceholder: 'PDF, DOC oder DOCX auswählen',
  type: 'Typ',
  createdBy: 'Erstellt von',
  date: 'Datum',
  unknownUser: 'Unbekannt',
  save: 'Speichern',
  cancel: 'Abbrechen',
  delete: 'Löschen',
  deleteTitle: 'Dokument löschen',
  download: 'Herunterladen',
} as const;
