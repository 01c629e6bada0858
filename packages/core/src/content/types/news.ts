import { bulkDeleteQuestion, defineContentType } from '../declaration.ts';

/** Spec 001 §2 News, §3 News, §5: title 5–90, text 30–240, date required. */
export const news = defineContentType({
  type: 'news',
  module: '/news',
  fields: {
    title: { kind: 'text', label: 'Titel', required: true, min: 5, max: 90 },
    image: { kind: 'image', label: 'Bild' },
    text: { kind: 'richText', label: 'Text', required: true, min: 30, max: 240 },
    date: { kind: 'date', label: 'Datum', required: true },
    categories: { kind: 'categories', label: 'Kategorien', multiple: true },
  },
  columns: { title: 'title', date: 'date', image: 'image' },
  status: false,
  fullText: ['text'],
  list: {
    columns: [
      { field: 'image', header: 'Bild', kind: 'image' },
      { field: 'title', header: 'Titel', kind: 'string', sortKey: 'title' },
      { field: 'date', header: 'Datum', kind: 'date', sortKey: 'date' },
      { field: 'text', header: 'Text', kind: 'texteditor' },
    ],
    pageSize: 10,
    sorts: ['-date', 'date', 'title', '-title'],
    filters: [{ param: 'category', label: 'Kategorie', kind: 'category', field: 'categories' }],
  },
  texts: {
    item: 'News',
    title: 'News',
    create: 'Neue News',
    search: 'Suche nach Titel',
    empty: 'Keine News vorhanden',
    emptyFiltered: 'Keine News gefunden',
    notFound: 'News nicht gefunden',
    created: 'News erstellt',
    deleted: 'News gelöscht',
    deleteSelected: { label: 'News löschen', message: bulkDeleteQuestion('News') },
  },
});
