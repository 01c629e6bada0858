import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES, contentTypeByType } from './content-types.ts';
import {
  createSchemaOf,
  itemSchemaOf,
  listQuerySchemaOf,
  sortsOf,
  updateSchemaOf,
} from './content-schemas.ts';
import { defaultValueOf } from './field-schemas.ts';
import { plainText } from './plain-text.ts';
import { updateToastOf } from './update-toasts.ts';

const type = (name: string) => contentTypeByType(name)!;
const IMG = 'ImageId123';
const DATE = '2026-11-23T10:00:00.000Z';
const long = (n: number) => 'x'.repeat(n);
const html = (n: number) => `<p><strong>${long(n)}</strong></p>`;

/** The messages a body gets, by field path ('' when it passes). */
function errorsOf(
  schema: { safeParse(v: unknown): { success: boolean; error?: unknown } },
  body: unknown,
) {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const issues = (result.error as { issues: { path: PropertyKey[]; message: string }[] }).issues;
  return Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]));
}

const online = (link: string) => ({ type: 'online', online: link });
const datedOnline = (link: string) => ({
  id: 'd1',
  start: DATE,
  end: null,
  label: 'Training',
  fullDay: false,
  place: online(link),
});
const weeklyOnline = (link: string) => ({
  id: 't1',
  weekday: 1,
  start: '18:00',
  end: '19:00',
  place: online(link),
});

const validArticle = { title: 'Sommerfest', image: IMG, text: '<p>Bericht</p>', date: DATE };

describe('create schemas follow spec 001 §5', () => {
  it.each([
    [
      'articles',
      {},
      { title: 'Pflichtfeld', image: 'Pflichtfeld', text: 'Pflichtfeld', date: 'Pflichtfeld' },
    ],
    ['articles', { ...validArticle, text: '<p> </p>' }, { text: 'Pflichtfeld' }],
    ['articles', validArticle, {}],
    ['calendar', { title: 'Fest' }, { title: 'Die Mindestlänge beträgt 5' }],
    ['calendar', { title: long(37) }, { title: 'Die Höchstlänge beträgt 36' }],
    ['calendar', { title: long(36) }, {}],
    ['calendar', { title: '   ' }, { title: 'Pflichtfeld' }],
    ['categories', { name: 'A' }, { name: 'Die Mindestlänge beträgt 2' }],
    ['categories', { name: 'AB' }, {}],
    ['downloads', { title: 'Satzung' }, { file: 'Pflichtfeld' }],
    [
      'downloads',
      { title: long(65), file: { name: 'a.pdf', url: 'https://verein.de/a.pdf' } },
      { title: 'Die Höchstlänge beträgt 64' },
    ],
    [
      'downloads',
      { title: 'Satzung', file: { name: 'a.pdf', url: 'javascript:alert(1)' } },
      { 'file.url': 'Bitte geben Sie eine gültige URL ein' },
    ],
    [
      'downloads',
      { title: 'Satzung', file: { name: 'a.pdf', url: '//evil.example/a.pdf' } },
      { 'file.url': 'Bitte geben Sie eine gültige URL ein' },
    ],
    [
      'events',
      { title: 'Turnier', text: html(30), dates: [datedOnline('javascript:alert(1)')] },
      { 'dates.0.place.online': 'Bitte geben Sie eine gültige URL ein' },
    ],
    [
      'events',
      { title: 'Turnier', text: html(30), dates: [datedOnline('https://meet.verein.de')] },
      {},
    ],
    [
      'groups',
      { title: 'Jugend', times: [weeklyOnline('data:text/html,x')] },
      { 'times.0.place.online': 'Bitte geben Sie eine gültige URL ein' },
    ],
    [
      'groups',
      { title: 'Jugend', times: [weeklyOnline('//evil.example')] },
      { 'times.0.place.online': 'Bitte geben Sie eine gültige URL ein' },
    ],
    ['events', { title: 'Turnier', text: html(29) }, { text: 'Die Mindestlänge beträgt 30' }],
    ['events', { title: 'Turnier', text: html(181) }, { text: 'Die Höchstlänge beträgt 180' }],
    ['events', { title: 'Turnier', text: html(30) }, {}],
    ['groups', { title: 'AB' }, { title: 'Die Mindestlänge beträgt 3' }],
    ['groups', { title: long(61) }, { title: 'Die Höchstlänge beträgt 60' }],
    ['locations', { name: 'Halle' }, {}],
    ['locations', { name: 'Hall' }, { name: 'Die Mindestlänge beträgt 5' }],
    ['news', { title: 'Neues', text: html(30) }, { date: 'Pflichtfeld' }],
    [
      'news',
      { title: 'Neues', text: html(241), date: DATE },
      { text: 'Die Höchstlänge beträgt 240' },
    ],
    [
      'persons',
      { name: 'Anna Muster', email: 'anna@' },
      { email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' },
    ],
    ['persons', { name: 'Anna Muster', email: 'anna@verein.de' }, {}],
    ['persons', { name: 'Anna Muster', email: '' }, {}],
    ['persons', { name: 'Anna' }, { name: 'Die Mindestlänge beträgt 5' }],
  ])('%s %j → %j', (name, body, expected) => {
    expect(errorsOf(createSchemaOf(type(name)), body)).toEqual(expected);
  });

  it('limits pickers: categories 10, persons 6, gallery 20', () => {
    const ids = (n: number) =>
      Array.from({ length: n }, (_, i) => `Id${String(i).padStart(8, '0')}`);
    const group = { title: 'Jugend' };
    const groups = createSchemaOf(type('groups'));
    expect(
      errorsOf(groups, { ...group, persons: ids(6), gallery: ids(20), categories: ids(10) }),
    ).toEqual({});
    expect(errorsOf(groups, { ...group, persons: ids(7) })).toEqual({
      persons: 'Es können höchstens 6 ausgewählt werden',
    });
    expect(errorsOf(groups, { ...group, gallery: ids(21) })).toEqual({
      gallery: 'Es können höchstens 20 ausgewählt werden',
    });
    expect(errorsOf(groups, { ...group, categories: ids(11) })).toEqual({
      categories: 'Es können höchstens 10 ausgewählt werden',
    });
  });

  it('refuses a colour outside the palette and weekly times that end before they start', () => {
    expect(
      errorsOf(createSchemaOf(type('categories')), { name: 'Jugend', color: 'orange' }),
    ).toEqual({
      color: 'Bitte eine Farbe aus der Palette wählen',
    });
    const time = { id: 't1', weekday: 1, start: '18:00', end: '17:00', place: null };
    expect(errorsOf(createSchemaOf(type('groups')), { title: 'Jugend', times: [time] })).toEqual({
      'times.0.end': 'Das Ende muss nach dem Beginn liegen',
    });
  });

  it('gives a new item no state: it starts as draft on the server', () => {
    const parsed = createSchemaOf(type('articles')).parse({ ...validArticle, state: 'published' });
    expect(parsed).not.toHaveProperty('state');
  });
});

describe('update schemas', () => {
  it('need the version, accept one field alone, keep the field rules', () => {
    const update = updateSchemaOf(type('news'));
    expect(errorsOf(update, { title: 'Neuer Titel' })).toHaveProperty('version');
    expect(errorsOf(update, { version: 0, title: 'Neuer Titel' })).toEqual({});
    expect(errorsOf(update, { version: 0, title: 'Neu' })).toEqual({
      title: 'Die Mindestlänge beträgt 5',
    });
    expect(errorsOf(update, { version: 0, date: null })).toHaveProperty('date');
  });

  it('offer the state only to types with a status', () => {
    expect(errorsOf(updateSchemaOf(type('groups')), { version: 1, state: 'published' })).toEqual(
      {},
    );
    expect(errorsOf(updateSchemaOf(type('groups')), { version: 1, state: 'archived' })).toEqual({
      state: 'Keinen korrekten Status übergeben',
    });
    expect(
      updateSchemaOf(type('news')).parse({ version: 1, state: 'published' }),
    ).not.toHaveProperty('state');
  });
});

describe('list query schemas', () => {
  it.each([
    ['articles', 10, '-date'],
    ['calendar', 10, '-date'],
    ['news', 10, '-date'],
    ['persons', 10, 'name'],
    ['groups', 10, 'title'],
    ['locations', 10, 'name'],
  ])('%s: page size %i, sorted by %s', (name, pageSize, sort) => {
    expect(listQuerySchemaOf(type(name)).parse({})).toMatchObject({ page: 1, pageSize, sort });
  });

  it('accepts the declared sorts and filters, refuses others', () => {
    const persons = listQuerySchemaOf(type('persons'));
    expect(persons.parse({ sort: '-email', pageSize: '50', category: 'Cat0000001' })).toMatchObject(
      {
        sort: '-email',
        pageSize: 50,
        category: 'Cat0000001',
      },
    );
    expect(persons.safeParse({ sort: 'date' }).success).toBe(false);
    expect(persons.safeParse({ pageSize: '30' }).success).toBe(false);
    expect(listQuerySchemaOf(type('categories')).parse({ group: 'sport' })).toMatchObject({
      group: 'sport',
    });
    expect(listQuerySchemaOf(type('articles')).parse({ state: 'draft' })).toMatchObject({
      state: 'draft',
    });
  });

  it('offers every type the common sorts', () => {
    for (const t of CONTENT_TYPES) expect(sortsOf(t)).toContain('-updatedAt');
  });
});

describe('declarations', () => {
  it('name only declared fields in columns, full text and typed columns', () => {
    for (const t of CONTENT_TYPES) {
      const known = new Set([...Object.keys(t.fields), 'id', 'state', 'updatedBy']);
      for (const column of t.list.columns)
        expect(known, `${t.type}.${column.field}`).toContain(column.field);
      for (const f of [...t.fullText, ...Object.values(t.columns)])
        expect(t.fields).toHaveProperty(f!);
      expect(t.fields[t.columns.title]!.kind).toBe('text');
      if (t.columns.date) expect(t.fields[t.columns.date]!.kind).toBe('date');
    }
  });

  it('answer an item built from the defaults with the item schema', () => {
    for (const t of CONTENT_TYPES) {
      const fields = Object.fromEntries(
        Object.entries(t.fields).map(([k, f]) => [k, defaultValueOf(f)]),
      );
      const item = {
        id: 'Item000001',
        ...fields,
        ...(t.status ? { state: 'draft' } : {}),
        data: {},
        refs: {},
        createdAt: DATE,
        updatedAt: DATE,
        createdBy: null,
        updatedBy: null,
        version: 0,
      };
      expect(itemSchemaOf(t).parse(item), t.type).toEqual(item);
    }
  });

  it('ask the spec questions before deleting', () => {
    expect(type('articles').texts.deleteSelected.message(3)).toBe(
      'Sind sich Sicher, dass sie 3 Berichte löschen möchten?',
    );
    expect(type('articles').texts.deleteSelected.message(1)).toBe(
      'Sind sich Sicher, dass sie diesen Eintrag löschen möchten?',
    );
    expect(type('groups').texts.deleteSelected.label).toBe('Gruppen löschen');
    expect(type('calendar').texts.deleteSelected.label).toBe('Eintrag löschen');
  });

  it.each([
    ['articles', 'title', 'Text aktualisiert'],
    ['articles', 'gallery', 'Bilder aktualisiert'],
    ['articles', 'state', 'Status aktualisiert'],
    ['articles', 'author', 'Person aktualisiert'],
    ['groups', 'persons', 'Personen aktualisiert'],
    ['groups', 'times', 'Zeiten aktualisiert'],
    ['groups', 'team', 'Team aktualisiert'],
    ['events', 'dates', 'Termin aktualisiert'],
    ['news', 'date', 'Datum aktualisiert'],
    ['locations', 'coordinates', 'GeoPoint aktualisiert'],
    ['categories', 'color', 'Farbe geändert'],
    ['news', 'categories', 'Kategorie aktualisiert'],
    ['persons', 'start_age', 'Wert aktualisiert'],
  ])('%s.%s changed → %s', (name, field, toast) => {
    expect(updateToastOf(type(name), field)).toBe(toast);
  });
});

describe('plainText', () => {
  it.each([
    ['<h1>Titel</h1><p>Text&nbsp;&amp; mehr</p>', 'Titel Text & mehr'],
    ['<ul><li>a</li><li>b</li></ul>', 'a b'],
    ['', ''],
  ])('%s → %s', (input, expected) => expect(plainText(input)).toBe(expected));
});
