import { bulkDeleteQuestion, defineContentType } from '../declaration.ts';

/** Spec 001 §2 Articles ('Beiträge'), §3 Article, §5 create form: title, image, text, date required. */
export const articles = defineContentType({
  type: 'articles',
  module: '/articles',
  fields: {
    title: { kind: 'text', label: 'Titel', required: true, max: 200 },
    image: { kind: 'image', label: 'Bild', required: true },
    text: { kind: 'richText', label: 'Text', required: true },
    date: { kind: 'date', label: 'Datum', required: true },
    gallery: { kind: 'gallery', label: 'Galerie', max: 20 },
    categories: { kind: 'categories', label: 'Kategorien', multiple: true },
    author: { kind: 'person', label: 'Autor' },
  },
  columns: { title: 'title', date: 'date', image: 'image' },
  status: true,
  fullText: ['text'],
  list: {
    columns: [
      { field: 'image', header: 'Bild', kind: 'image' },
      { field: 'date', header: 'Datum', kind: 'date', sortKey: 'date' },
      { field: 'title', header: 'Titel', kind: 'string', sortKey: 'title' },
      { field: 'text', header: 'Text', kind: 'texteditor' },
      { field: 'state', header: 'Status', kind: 'state' },
      { field: 'gallery', header: 'Galerie', kind: 'gallery' },
      { field: 'author', header: 'Autor', kind: 'person' },
    ],
    pageSize: 10,
    sorts: ['-date', 'date', 'title', '-title'],
    filters: [{ param: 'category', label: 'Kategorie', kind: 'category', field: 'categories' }],
  },
  texts: {
    item: 'Beitrag',
    title: 'Beiträge',
    create: 'Neuer Beitrag',
    search: 'Suche nach Titel',
    empty: 'Keine Beiträge vorhanden',
    emptyFiltered: 'Keine Beiträge gefunden',
    notFound: 'Beitrag nicht gefunden',
    created: 'Beitrag erstellt',
    deleted: 'Beitrag gelöscht',
    deleteSelected: { label: 'Berichte löschen', message: bulkDeleteQuestion('Berichte') },
  },
});
