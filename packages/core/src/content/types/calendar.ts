import { bulkDeleteQuestion, defineContentType } from '../declaration.ts';

/** Spec 001 §2 Calendar entries ('Kalender', class Dates), §3 Date entry, §5: title 5–36. */
export const calendar = defineContentType({
  type: 'calendar',
  module: '/calendar',
  fields: {
    title: { kind: 'text', label: 'Titel', required: true, min: 5, max: 36 },
    label: { kind: 'text', label: 'Bezeichnung', max: 100 },
    date: { kind: 'date', label: 'Datum' },
    image: { kind: 'image', label: 'Bild' },
    description: { kind: 'text', label: 'Beschreibung', multiline: true, max: 2000 },
    categories: { kind: 'categories', label: 'Kategorien', multiple: true },
  },
  columns: { title: 'title', date: 'date', image: 'image' },
  status: false,
  fullText: ['description'],
  list: {
    columns: [
      { field: 'image', header: 'Bild', kind: 'image' },
      { field: 'title', header: 'Titel', kind: 'string', sortKey: 'title' },
      { field: 'date', header: 'Datum', kind: 'date', sortKey: 'date' },
      { field: 'description', header: 'Beschreibung', kind: 'textfield' },
    ],
    pageSize: 10,
    sorts: ['-date', 'date', 'title', '-title'],
    filters: [{ param: 'category', label: 'Kategorie', kind: 'category', field: 'categories' }],
  },
  texts: {
    item: 'Eintrag',
    title: 'Kalender',
    create: 'Neuer Eintrag',
    search: 'Suche nach Titel',
    empty: 'Keine Einträge vorhanden',
    emptyFiltered: 'Keine Einträge gefunden',
    notFound: 'Eintrag nicht gefunden',
    created: 'Eintrag erstellt',
    deleted: 'Eintrag gelöscht',
    deleteSelected: { label: 'Eintrag löschen', message: bulkDeleteQuestion('Einträge') },
  },
});
