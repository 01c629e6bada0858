/** German texts shared by every content type (spec 001 §5 "Generic form fields", §8). */
export const contentMessages = {
  required: 'Pflichtfeld',
  minLength: (n: number) => `Die Mindestlänge beträgt ${n}`,
  maxLength: (n: number) => `Die Höchstlänge beträgt ${n}`,
  minValue: (n: number) => `Der Mindestwert beträgt ${n}`,
  maxValue: (n: number) => `Der Höchstwert beträgt ${n}`,
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  pattern: 'Das Format ist ungültig',
  url: 'Bitte geben Sie eine gültige URL ein',
  date: 'Bitte ein gültiges Datum angeben',
  maxItems: (n: number) => `Es können höchstens ${n} ausgewählt werden`,
  imageId: 'Ungültige Bild-ID',
  color: 'Bitte eine Farbe aus der Palette wählen',
  selection: 'Bitte mindestens einen Eintrag auswählen',
  stateUnknown: 'Keinen korrekten Status übergeben',
  deleteOneTitle: 'Eintrag löschen',
  deleteOneMessage: 'Sind sich Sicher, dass sie diesen Eintrag löschen möchten?',
  deleteConfirm: 'Löschen',
  fileGone: 'Die Datei wurde nicht gefunden. Bitte laden Sie sie erneut hoch.',
  conflict:
    'Der Eintrag wurde inzwischen von jemand anderem geändert. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  referenceMissing: 'Der gewählte Eintrag existiert in diesem Projekt nicht',
  saved: 'Daten aktualisiert',
} as const;

/** Spec 001 §4: article and group state. */
export const CONTENT_STATES = ['draft', 'published'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];
export const CONTENT_STATE_LABELS: Record<ContentState, { label: string; color: string }> = {
  draft: { label: 'Entwurf', color: 'blue' },
  published: { label: 'Veröffentlicht', color: 'green' },
};

/** Spec 001 §8: the per-type update toasts, by the kind of field that changed. */
export const UPDATE_TOASTS = {
  text: 'Text aktualisiert',
  images: 'Bilder aktualisiert',
  event: 'Termin aktualisiert',
  date: 'Datum aktualisiert',
  geopoint: 'GeoPoint aktualisiert',
  state: 'Status aktualisiert',
  person: 'Person aktualisiert',
  persons: 'Personen aktualisiert',
  times: 'Zeiten aktualisiert',
  color: 'Farbe geändert',
  team: 'Team aktualisiert',
  content: 'Inhalt aktualisiert',
  category: 'Kategorie aktualisiert',
  value: 'Wert aktualisiert',
} as const;
