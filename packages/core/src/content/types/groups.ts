import { bulkDeleteQuestion, defineContentType } from '../declaration.ts';

/**
 * Spec 001 §2 Groups ('Trainingsgruppe'), §3 Group, Team, Weekly time, §4 state, §5: title
 * 3–60. Persons are the trainers ('Übungsleiter'), team the squad ('Mannschaft').
 */
const groupType = <T extends string, M extends '/groups' | '/training-group'>(type: T, module: M) =>
  defineContentType({
    type,
    module,
    fields: {
      title: { kind: 'text', label: 'Titel', required: true, min: 3, max: 60 },
      label: { kind: 'text', label: 'Bezeichnung', max: 100 },
      image: { kind: 'image', label: 'Bild' },
      times: { kind: 'times', label: 'Zeiten' },
      persons: { kind: 'persons', label: 'Übungsleiter', max: 6 },
      team: { kind: 'team', label: 'Mannschaft' },
      gallery: { kind: 'gallery', label: 'Galerie', max: 20 },
      categories: { kind: 'categories', label: 'Kategorien', multiple: true },
    },
    columns: { title: 'title', image: 'image' },
    status: true,
    fullText: ['label'],
    list: {
      columns: [
        { field: 'image', header: 'Bild', kind: 'image' },
        { field: 'title', header: 'Titel', kind: 'string', sortKey: 'title' },
        { field: 'times', header: 'Zeiten', kind: 'times' },
        { field: 'persons', header: 'Übungsleiter', kind: 'persons' },
        { field: 'team', header: 'Mannschaft', kind: 'team' },
        { field: 'state', header: 'Status', kind: 'state' },
        { field: 'updatedBy', header: 'Bearbeitet von', kind: 'user' },
      ],
      pageSize: 10,
      sorts: ['title', '-title'],
      filters: [{ param: 'category', label: 'Kategorie', kind: 'category', field: 'categories' }],
    },
    texts: {
      item: 'Gruppe',
      title: 'Trainingsgruppe',
      create: 'Neue Gruppe',
      search: 'Suche nach Titel',
      empty: 'Keine Gruppen vorhanden',
      emptyFiltered: 'Keine Gruppen gefunden',
      notFound: 'Gruppe nicht gefunden',
      created: 'Gruppe erstellt',
      deleted: 'Gruppe gelöscht',
      deleteSelected: { label: 'Gruppen löschen', message: bulkDeleteQuestion('Gruppen') },
    },
  });

export const groups = groupType('groups', '/groups');

/**
 * Spec 001 §2 '/training-group': the same class Group as its own module, whose age range
 * fields 'Startalter' and 'Endalter' come predefined (module-admin `predefinedFields`).
 */
export const trainingGroups = groupType('training-group', '/training-group');
