import { bulkDeleteQuestion, defineContentType } from '../declaration.ts';

/** Spec 001 §2 Events, §3 Event and Dated event, §5: title 5–36, text 30–180 required. */
export const events = defineContentType({
  type: 'events',
  module: '/events',
  fields: {
    title: { kind: 'text', label: 'Titel', required: true, min: 5, max: 36 },
    text: { kind: 'richText', label: 'Text', required: true, min: 30, max: 180 },
    description: { kind: 'text', label: 'Beschreibung', multiline: true, max: 2000 },
    image: { kind: 'image', label: 'Bild' },
    dates: { kind: 'dates', label: 'Termine' },
    location: { kind: 'location', label: 'Ort' },
    categories: { kind: 'categories', label: 'Kategorien', multiple: true },
  },
  columns: { title: 'title', image: 'image' },
  status: false,
  fullText: ['text', 'description'],
  list: {
    columns: [
      { field: 'image', header: 'Bild', kind: 'image' },
      { field: 'title', header: 'Titel', kind: 'string', sortKey: 'title' },
      { field: 'description', header: 'Beschreibung', kind: 'textfield' },
      { field: 'dates', header: 'Termine', kind: 'dates' },
    ],
    pageSize: 10,
    sorts: ['-createdAt', 'title', '-title'],
    filters: [{ param: 'category', label: 'Kategorie', kind: 'category', field: 'categories' }],
  },
  texts: {
    item: 'Event',
    title: 'Events',
    create: 'Neues Event',
    search: 'Suche nach Titel',
    empty: 'Keine Events vorhanden',
    emptyFiltered: 'Keine Events gefunden',
    notFound: 'Event nicht gefunden',
    created: 'Event erstellt',
    deleted: 'Event gelöscht',
    deleteSelected: { label: 'Events löschen', message: bulkDeleteQuestion('Events') },
  },
});
