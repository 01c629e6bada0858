import { formMessages } from '@kontor/core/schemas/forms';

/** Texts of the Daten tab (spec 001 §2 Forms) and its 'Datenschutz' section. */
export const formDataMessages = {
  table: 'Daten',
  date: 'Datum',
  empty: formMessages.noData,
  csv: 'CSV exportieren',
  open: (date: string) => `Einsendung vom ${date} öffnen`,
  detail: {
    title: 'Einsendung',
    number: 'Nummer',
    received: 'Eingegangen am',
    email: 'Absender (E-Mail)',
    consent: 'Einwilligung',
    consentGiven: (version: number) => `Erteilt (Fassung ${version})`,
    noConsent: 'Nicht abgefragt',
    deletedFields: 'Antworten gelöschter Felder',
    deletedFieldsHint:
      'Diese Felder gibt es im Formular nicht mehr; ihre Antworten bleiben erhalten.',
    empty: '–',
    notFound: formMessages.submissionNotFound,
  },
  deleteData: {
    label: formMessages.deleteData,
    title: formMessages.deleteData,
    message: (n: number) =>
      n === 1
        ? 'Möchten Sie diesen Eintrag wirklich löschen? Diese Aktion kann nicht rückgängig gemacht werden.'
        : `Möchten Sie diese ${n} Einträge wirklich löschen? Diese Aktion kann nicht rückgängig gemacht werden.`,
    confirmLabel: 'Löschen',
    done: (n: number) => (n === 1 ? '1 Eintrag gelöscht' : `${n} Einträge gelöscht`),
  },
  privacy: {
    title: 'Datenschutz',
    description:
      'Auskunft und Löschung für eine Person: alle Einsendungen dieser E-Mail-Adresse in allen Formularen des Projekts.',
    email: 'E-Mail-Adresse',
    export: 'Daten exportieren',
    erase: 'Alle Daten dieser Adresse löschen',
    eraseTitle: 'Alle Daten dieser Adresse löschen',
    eraseMessage: (email: string) =>
      `Möchten Sie alle Einsendungen von ${email} mit ihren Dateien löschen? Diese Aktion kann nicht rückgängig gemacht werden.`,
    erased: (n: number) =>
      n === 0
        ? 'Keine Daten zu dieser Adresse vorhanden'
        : n === 1
          ? '1 Einsendung gelöscht'
          : `${n} Einsendungen gelöscht`,
  },
} as const;
