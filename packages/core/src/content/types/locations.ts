import { bulkDeleteQuestion, defineContentType } from '../declaration.ts';

/** Spec 001 §2 Locations ('Orte'), §3 Location with GeoPoint, §5: name 5–90. */
export const locations = defineContentType({
  type: 'locations',
  module: '/locations',
  fields: {
    name: { kind: 'text', label: 'Name', required: true, min: 5, max: 90 },
    label: { kind: 'text', label: 'Bezeichnung', max: 100 },
    image: { kind: 'image', label: 'Bild' },
    address: { kind: 'text', label: 'Adresse', max: 300 },
    description: { kind: 'text', label: 'Beschreibung', multiline: true, max: 2000 },
    coordinates: { kind: 'geopoint', label: 'Koordinaten' },
    categories: { kind: 'categories', label: 'Kategorien', multiple: true },
  },
  columns: { title: 'name', image: 'image' },
  status: false,
  fullText: ['address', 'description'],
  list: {
    columns: [
      { field: 'image', header: 'Bild', kind: 'image' },
      { field: 'name', header: 'Name', kind: 'string', sortKey: 'name' },
      { field: 'address', header: 'Adresse', kind: 'string' },
      { field: 'description', header: 'Beschreibung', kind: 'textfield' },
      { field: 'coordinates', header: 'Koordinaten', kind: 'geopoint' },
    ],
    pageSize: 10,
    sorts: ['name', '-name'],
    filters: [{ param: 'category', label: 'Kategorie', kind: 'category', field: 'categories' }],
  },
  texts: {
    item: 'Ort',
    title: 'Orte',
    create: 'Neuer Ort',
    search: 'Suche nach Name',
    empty: 'Keine Orte vorhanden',
    emptyFiltered: 'Keine Orte gefunden',
    notFound: 'Ort nicht gefunden',
    created: 'Ort erstellt',
    deleted: 'Ort gelöscht',
    deleteSelected: { label: 'Orte löschen', message: bulkDeleteQuestion('Orte') },
  },
});
