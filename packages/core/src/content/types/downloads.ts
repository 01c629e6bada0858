import { bulkDeleteQuestion, defineContentType } from '../declaration.ts';

/** Spec 001 §2 Downloads, §3 Download, §5: title 5–64, file required. */
export const downloads = defineContentType({
  type: 'downloads',
  module: '/downloads',
  fields: {
    title: { kind: 'text', label: 'Titel', required: true, min: 5, max: 64 },
    info: { kind: 'text', label: 'Info', multiline: true, max: 2000 },
    file: { kind: 'file', label: 'Datei', required: true },
    image: { kind: 'image', label: 'Bild' },
    categories: { kind: 'categories', label: 'Kategorien', multiple: true },
  },
  columns: { title: 'title', image: 'image' },
  status: false,
  fullText: ['info'],
  list: {
    columns: [
      { field: 'image', header: 'Bild', kind: 'image' },
      { field: 'title', header: 'Titel', kind: 'string', sortKey: 'title' },
      { field: 'info', header: 'Info', kind: 'textfield' },
      { field: 'file', header: 'Datei', kind: 'file' },
    ],
    pageSize: 10,
    sorts: ['title', '-title'],
    filters: [{ param: 'category', label: 'Kategorie', kind: 'category', field: 'categories' }],
  },
  texts: {
    item: 'Download',
    title: 'Downloads',
    create: 'Neuer Download',
    search: 'Suche nach Titel',
    empty: 'Keine Downloads vorhanden',
    emptyFiltered: 'Keine Downloads gefunden',
    notFound: 'Download nicht gefunden',
    created: 'Download erstellt',
    deleted: 'Download gelöscht',
    deleteSelected: { label: 'Downloads löschen', message: bulkDeleteQuestion('Downloads') },
  },
});
