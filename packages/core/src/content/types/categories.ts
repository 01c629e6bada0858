import { bulkDeleteQuestion, defineContentType } from '../declaration.ts';

/**
 * Spec 001 §2 Categories: tabs are the module's category groups (`group` holds the group's
 * key, the spec's category_id); §3 Category; §5: name required, min 2.
 */
export const categories = defineContentType({
  type: 'categories',
  module: '/categories',
  fields: {
    name: { kind: 'text', label: 'Name', required: true, min: 2, max: 100 },
    description: { kind: 'text', label: 'Beschreibung', multiline: true, max: 2000 },
    image: { kind: 'image', label: 'Bild' },
    color: { kind: 'color', label: 'Farbe' },
    group: { kind: 'text', label: 'Kategoriegruppe', max: 100 },
  },
  columns: { title: 'name', image: 'image' },
  status: false,
  fullText: ['description'],
  list: {
    columns: [
      { field: 'image', header: 'Bild', kind: 'image' },
      { field: 'id', header: 'ID', kind: 'id' },
      { field: 'name', header: 'Name', kind: 'string', sortKey: 'name' },
      { field: 'description', header: 'Beschreibung', kind: 'textfield' },
      { field: 'color', header: 'Farbe', kind: 'color' },
    ],
    pageSize: 10,
    sorts: ['name', '-name'],
    filters: [{ param: 'group', label: 'Kategoriegruppe', kind: 'equals', field: 'group' }],
  },
  texts: {
    item: 'Kategorie',
    title: 'Kategorien',
    create: 'Neue Kategorie',
    search: 'Suche nach Name',
    empty: 'Keine Kategorien vorhanden',
    emptyFiltered: 'Keine Kategorien gefunden',
    notFound: 'Kategorie nicht gefunden',
    created: 'Kategorie erstellt',
    deleted: 'Kategorie gelöscht',
    deleteSelected: { label: 'Kategorien löschen', message: bulkDeleteQuestion('Kategorien') },
  },
});
