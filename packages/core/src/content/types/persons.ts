import { bulkDeleteQuestion, defineContentType } from '../declaration.ts';

/** Spec 001 §2 Persons, §3 Person, §5: name 5–36, e-mail in a valid format. */
export const persons = defineContentType({
  type: 'persons',
  module: '/persons',
  fields: {
    name: { kind: 'text', label: 'Name', required: true, min: 5, max: 36 },
    label: { kind: 'text', label: 'Bezeichnung', max: 100 },
    portrait: { kind: 'image', label: 'Porträt' },
    email: { kind: 'text', label: 'E-Mail', format: 'email', max: 254 },
    categories: { kind: 'categories', label: 'Kategorien', multiple: true },
  },
  columns: { title: 'name', image: 'portrait' },
  status: false,
  fullText: ['label', 'email'],
  list: {
    columns: [
      { field: 'portrait', header: 'Porträt', kind: 'image' },
      { field: 'name', header: 'Name', kind: 'string', sortKey: 'name' },
      { field: 'email', header: 'E-Mail', kind: 'string', sortKey: 'email' },
    ],
    pageSize: 10,
    sorts: ['name', '-name', 'email', '-email'],
    filters: [{ param: 'category', label: 'Kategorie', kind: 'category', field: 'categories' }],
  },
  texts: {
    item: 'Person',
    title: 'Personen',
    create: 'Neue Person',
    search: 'Suche nach Name',
    empty: 'Keine Personen vorhanden',
    emptyFiltered: 'Keine Personen gefunden',
    notFound: 'Person nicht gefunden',
    created: 'Person erstellt',
    deleted: 'Person gelöscht',
    deleteSelected: { label: 'Personen löschen', message: bulkDeleteQuestion('Personen') },
  },
});
