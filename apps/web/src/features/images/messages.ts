import { imageMessages } from '@kontor/core/schemas/images';

/** Texts of the images module (spec 001 §2 "Images", §8). */
export const messages = {
  ...imageMessages,
  title: 'Bilder',
  description: 'Alle Bilder des Projekts',
  preview: 'Vorschau',
  date: 'Datum',
  name: 'Name',
  descriptionColumn: 'Beschreibung',
  connected: 'Verknüpfte Elemente',
  search: 'Suche nach Name',
  emptySearch: 'Keine Bilder gefunden',
  delete: 'Löschen',
  deleteTitle: 'Bild löschen',
  deleted: 'Bild gelöscht',
  list: {
    title: 'Bilder',
    description: 'Alle Bilder des Projekts',
    create: imageMessages.uploadTab,
    search: 'Suche nach Name',
    empty: imageMessages.noImages,
    emptyFiltered: 'Keine Bilder gefunden',
  },
  deleteSelected: {
    label: 'Löschen',
    title: 'Ausgewählte Bilder löschen',
    message: (count: number) =>
      count === 1
        ? 'Soll das ausgewählte Bild gelöscht werden?'
        : `Sollen die ${count} ausgewählten Bilder gelöscht werden?`,
    confirmLabel: 'Löschen',
    successMessage: (count: number) => (count === 1 ? 'Bild gelöscht' : `${count} Bilder gelöscht`),
  },
  inUse: {
    title: 'Das Bild wird noch verwendet',
    one: 'Beim Löschen wird es an dieser Stelle entfernt:',
    many: (count: number) => `Beim Löschen wird es an diesen ${count} Stellen entfernt:`,
    selected: (count: number) =>
      count === 1
        ? 'Ein ausgewähltes Bild wird noch verwendet. Beim Löschen wird es hier entfernt:'
        : `${count} ausgewählte Bilder werden noch verwendet. Beim Löschen werden sie hier entfernt:`,
  },
  uploadHint: 'Bis zu 20 Dateien auf einmal: JPEG, PNG, GIF oder WebP, höchstens 20 MB pro Datei',
} as const;
