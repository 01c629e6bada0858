import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems } from '../../../db/schema/content.ts';
import { documents, imageUsages, images } from '../../../db/schema/files.ts';
import { formSubmissionFiles, formSubmissions, forms } from '../../../db/schema/forms.ts';
import { jobs } from '../../../db/schema/jobs.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { modules } from '../../../db/schema/projects.ts';
import { webpages, websiteContents } from '../../../db/schema/website.ts';
import { createProjectWithDefaults } from '../../../lib/project-setup.ts';
import { insertImage } from '../../../test/test-images.ts';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { users } from '../../../db/schema/users.ts';
import type { ClassImporter, ImportedFile, ParseObject } from '../contract.ts';
import { testImportContext, type TestImportContext } from '../test-context.ts';
import { contentImporters } from './content-classes.ts';

const PARSE_FILE_URL = 'https://parse.verein.example/files/app/satzung.pdf';
const IMAGE_PATH = 'bilder/sommerfest.jpg';
const FILES: Record<string, ImportedFile> = {
  [PARSE_FILE_URL]: {
    fileKey: 'import/satzung.pdf',
    fileName: 'satzung.pdf',
    contentType: 'application/pdf',
    size: 1234,
    sha256: 'a'.repeat(64),
  },
  [IMAGE_PATH]: {
    fileKey: 'import/sommerfest.jpg',
    fileName: 'sommerfest.jpg',
    contentType: 'image/jpeg',
    size: 4321,
    width: 800,
    height: 600,
    sha256: 'b'.repeat(64),
  },
};

let database: TestDatabase;
let projectId: string;
let moduleIds: Record<string, string>;
let ctx: TestImportContext;
let imageId: string;
let userId: string;

const importerOf = (className: string): ClassImporter =>
  contentImporters.find((i) => i.className === className)!;

const stamp = { createdAt: '2026-03-01T09:00:00.000Z', updatedAt: '2026-03-02T09:00:00.000Z' };
const parse = (objectId: string, fields: Record<string, unknown>): ParseObject => ({
  objectId,
  ...stamp,
  ...fields,
});
const pointer = (className: string, objectId: string) => ({
  __type: 'Pointer',
  className,
  objectId,
});

/** Runs one importer as the runner does: the earlier Kontor id in, the id map updated. */
async function run(className: string, object: ParseObject) {
  const existingId = ctx.known.get(className)?.get(object.objectId);
  const outcome = await importerOf(className).upsert(object, existingId, ctx);
  if (outcome.kind !== 'skipped') ctx.remember(className, object.objectId, outcome.kontorId);
  return outcome;
}

const notesOf = (sourceId: string) =>
  ctx.notes.filter((n) => n.sourceId === sourceId).map((n) => n.message);

async function item(id: string) {
  const [row] = await database.db.select().from(contentItems).where(eq(contentItems.id, id));
  return row!;
}

beforeAll(async () => {
  database = await openTestDatabase();
  const project = await database.db.transaction((tx) =>
    createProjectWithDefaults(tx, {
      name: 'Turnverein Nord',
      modules: [
        '/articles',
        '/calendar',
        '/categories',
        '/downloads',
        '/events',
        '/groups',
        '/locations',
        '/news',
        '/persons',
        '/website',
        '/forms',
      ],
      createdBy: null,
    }),
  );
  projectId = project.id;
  moduleIds = project.moduleIds;
  ctx = testImportContext(database.db, projectId, FILES);
  imageId = await insertImage(database.db, projectId);
  ctx.remember('Image', 'imgParse01', imageId);
  userId = 'usrParse01';
  await database.db
    .insert(users)
    .values({ id: userId, email: 'vorstand@verein.example', name: 'Vorstand', passwordHash: '' });
  ctx.remember('_User', 'usrParse01', userId);
});
afterAll(() => database.close());

describe('content importers: dependency order', () => {
  it('lists every class once, Module first, each after the classes it depends on', () => {
    const names = contentImporters.map((i) => i.className);
    expect(names[0]).toBe('Module');
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining([
        'Article',
        'Date',
        'Category',
        'Download',
        'Event',
        'Form',
        'Data',
        'Group',
        'Location',
        'News',
        'Person',
        'Content',
        'Webpage',
        'Message',
      ]),
    );
    contentImporters.forEach((importer, index) => {
      for (const dependency of importer.dependsOn) {
        const at = names.indexOf(dependency);
        if (at >= 0) expect(at, `${importer.className} after ${dependency}`).toBeLessThan(index);
      }
    });
    expect(importerOf('Article').dependsOn).toContain('Category');
    expect(importerOf('Data').dependsOn).toContain('Form');
  });
});

describe('Module', () => {
  const articlesModule = parse('modArticle', {
    name: 'Berichte',
    path: '/articles',
    fields: [
      { id: 'f1', type: 'url', label: 'Link', name: 'data.link' },
      { id: 'f2', type: 'texteditor', label: 'Zusatz', name: 'data.extra' },
      { id: 'f3', type: 'select', label: 'Kaputt', name: 'data.broken', select_options: [] },
    ],
    categories: [
      {
        id: 'c1',
        label: 'Sparte',
        key: 'sparte',
        is_multi: true,
        position: 0,
        category_ids: ['catParse01'],
      },
    ],
    settings: { categories: [{ id: 's1', label: 'Jugend Fußball', position: 0 }] },
  });

  it("updates the project's module of the template's path, with fields, categories and settings", async () => {
    const outcome = await run('Module', articlesModule);
    expect(outcome).toEqual({ kind: 'created', kontorId: moduleIds['/articles'] });
    const [row] = await database.db
      .select()
      .from(modules)
      .where(eq(modules.id, moduleIds['/articles']!));
    expect(row!.name).toBe('Berichte');
    expect(row!.fields).toEqual([
      expect.objectContaining({ id: 'f1', type: 'url', name: 'data.link' }),
      expect.objectContaining({ id: 'f2', type: 'texteditor', name: 'data.extra' }),
    ]);
    expect(row!.categories).toEqual([
      expect.objectContaining({ key: 'sparte', isMulti: true, categoryIds: ['catParse01'] }),
    ]);
    expect(row!.settings).toEqual({
      categories: [{ id: 's1', label: 'Jugend Fußball', value: 'jugend-fussball', position: 0 }],
    });
    expect(notesOf('modArticle')).toEqual([
      'Felddefinition „Kaputt“ wurde nicht übernommen: Optionen sind ein Pflichtfeld.',
    ]);
  });

  it('an update changes the same row', async () => {
    const outcome = await run('Module', { ...articlesModule, name: 'Beiträge des Vereins' });
    expect(outcome).toEqual({ kind: 'updated', kontorId: moduleIds['/articles'] });
    const rows = await database.db
      .select()
      .from(modules)
      .where(and(eq(modules.projectId, projectId), eq(modules.path, '/articles')));
    expect(rows.map((r) => r.name)).toEqual(['Beiträge des Vereins']);
  });

  it('creates a module the project lacks and skips a path Kontor has no template for', async () => {
    const created = await run(
      'Module',
      parse('modTrainin', { name: 'E-Jugend', path: '/training-group' }),
    );
    expect(created).toEqual({ kind: 'created', kontorId: 'modTrainin' });
    const [row] = await database.db.select().from(modules).where(eq(modules.id, 'modTrainin'));
    // The template's predefined age range (spec 001 §2).
    expect(row!.fields).toEqual([
      expect.objectContaining({ name: 'data.start_age' }),
      expect.objectContaining({ name: 'data.end_age' }),
    ]);
    expect(await run('Module', parse('modShop001', { name: 'Shop', path: '/shop' }))).toEqual({
      kind: 'skipped',
      reason: 'Für den Modulpfad „/shop“ gibt es in Kontor keine Vorlage.',
    });
  });
});

interface ItemCase {
  className: string;
  type: string;
  object: ParseObject;
  expected: Record<string, unknown>;
  change: Record<string, unknown>;
  changed: Record<string, unknown>;
}

const ITEM_CASES: ItemCase[] = [
  {
    className: 'Category',
    type: 'categories',
    object: parse('catParse01', {
      name: 'Jugend',
      description: 'Alles für die Jugend',
      color: 'green-tint',
      category_id: 'sparte',
      image: 'imgParse01',
    }),
    expected: {
      title: 'Jugend',
      image: 'IMAGE',
      fields: expect.objectContaining({ group: 'sparte', color: 'green-tint' }),
    },
    change: { name: 'Jugendabteilung' },
    changed: { title: 'Jugendabteilung' },
  },
  {
    className: 'Person',
    type: 'persons',
    object: parse('perParse01', {
      name: 'Anna Muster',
      email: 'anna@verein.example',
      portrait: 'imgParse01',
    }),
    expected: {
      title: 'Anna Muster',
      image: 'IMAGE',
      fields: expect.objectContaining({ email: 'anna@verein.example' }),
    },
    change: { email: 'anna.muster@verein.example' },
    changed: { fields: expect.objectContaining({ email: 'anna.muster@verein.example' }) },
  },
  {
    className: 'Location',
    type: 'locations',
    object: parse('locParse01', {
      name: 'Sporthalle Nord',
      address: 'Hallenweg 1, 12345 Nordstadt',
      coordinates: { __type: 'GeoPoint', latitude: 52.5, longitude: 13.4 },
    }),
    expected: {
      title: 'Sporthalle Nord',
      fields: expect.objectContaining({ coordinates: { latitude: 52.5, longitude: 13.4 } }),
    },
    change: { name: 'Sporthalle Nordstadt' },
    changed: { title: 'Sporthalle Nordstadt' },
  },
  {
    className: 'Article',
    type: 'articles',
    object: parse('artParse01', {
      title: 'Sommerfest 2026',
      text: '<p>Ein <strong>schöner</strong> Tag<script>alert(1)</script></p>',
      date: { __type: 'Date', iso: '2026-06-01T10:00:00.000Z' },
      state: 'published',
      image: IMAGE_PATH,
      gallery: ['imgParse01'],
      categories: ['catParse01'],
      author: { objectId: 'perParse01', label: 'Anna Muster' },
      data: {
        link: 'https://verein.example/fest',
        extra: '<p>Mehr</p><img src=x onerror=alert(1)>',
      },
    }),
    expected: {
      title: 'Sommerfest 2026',
      state: 'published',
      date: new Date('2026-06-01T10:00:00.000Z'),
      categories: ['catParse01'],
      fields: expect.objectContaining({
        text: '<p>Ein <strong>schöner</strong> Tag</p>',
        gallery: ['IMAGE'],
        author: 'perParse01',
      }),
      data: { link: 'https://verein.example/fest', extra: '<p>Mehr</p>' },
    },
    change: { state: 'draft' },
    changed: { state: 'draft' },
  },
  {
    className: 'Date',
    type: 'calendar',
    object: parse('datParse01', {
      title: 'Jahreshauptversammlung',
      date: { start: { __type: 'Date', iso: '2026-04-10T18:00:00.000Z' } },
      description: 'Im Vereinsheim',
    }),
    expected: { title: 'Jahreshauptversammlung', date: new Date('2026-04-10T18:00:00.000Z') },
    change: { title: 'Jahreshauptversammlung 2026' },
    changed: { title: 'Jahreshauptversammlung 2026' },
  },
  {
    className: 'Download',
    type: 'downloads',
    object: parse('dwnParse01', {
      title: 'Satzung des Vereins',
      info: 'Stand 2026',
      file: { __type: 'File', name: 'satzung.pdf', url: PARSE_FILE_URL },
    }),
    expected: {
      title: 'Satzung des Vereins',
      fields: expect.objectContaining({
        file: {
          name: 'satzung.pdf',
          url: expect.stringMatching(/^\/api\/projects\/.+\/documents\/.+\/file$/),
        },
      }),
    },
    change: { title: 'Satzung (neu)' },
    changed: { title: 'Satzung (neu)' },
  },
  {
    className: 'Event',
    type: 'events',
    object: parse('evtParse01', {
      title: 'Stadtlauf',
      text: '<p>Der Stadtlauf führt durch die ganze Altstadt.</p>',
      location: pointer('Location', 'locParse01'),
      dates: [
        {
          id: 'd1',
          start: '2026-09-12T08:00:00.000Z',
          end: '2026-09-12T12:00:00.000Z',
          label: 'Start',
          full_day: false,
          place: { type: 'location', location: 'locParse01' },
        },
      ],
    }),
    expected: {
      title: 'Stadtlauf',
      fields: expect.objectContaining({
        location: 'locParse01',
        dates: [
          {
            id: 'd1',
            start: '2026-09-12T08:00:00.000Z',
            end: '2026-09-12T12:00:00.000Z',
            label: 'Start',
            fullDay: false,
            place: { type: 'location', location: 'locParse01' },
          },
        ],
      }),
    },
    change: { title: 'Stadtlauf 2026' },
    changed: { title: 'Stadtlauf 2026' },
  },
  {
    className: 'Group',
    type: 'groups',
    object: parse('grpParse01', {
      title: 'Bambini',
      state: 'published',
      persons: [pointer('Person', 'perParse01')],
      times: [{ id: 't1', weekday: 2, start: '17:00', end: '18:30' }],
      team: [{ id: 'm1', name: 'Max', description: 'Tor', image: 'imgParse01' }],
      module: pointer('Module', 'modGroups1'),
    }),
    expected: {
      title: 'Bambini',
      state: 'published',
      fields: expect.objectContaining({
        persons: ['perParse01'],
        times: [{ id: 't1', weekday: 2, start: '17:00', end: '18:30', place: null }],
        team: [{ id: 'm1', name: 'Max', description: 'Tor', image: 'IMAGE' }],
      }),
    },
    change: { title: 'Bambini (U7)' },
    changed: { title: 'Bambini (U7)' },
  },
  {
    className: 'News',
    type: 'news',
    object: parse('nwsParse01', {
      title: 'Neuer Vorstand',
      text: '<p>Der Verein hat einen neuen Vorstand gewählt.</p>',
      date: '2026-05-05T10:00:00.000Z',
      categories: ['catParse01'],
    }),
    expected: { title: 'Neuer Vorstand', categories: ['catParse01'] },
    change: { title: 'Neuer Vorstand gewählt' },
    changed: { title: 'Neuer Vorstand gewählt' },
  },
];

/** 'IMAGE' in an expectation stands for the test's image id (also inside objectContaining). */
function withImage(value: unknown): unknown {
  if (value === 'IMAGE') return imageId;
  if (Array.isArray(value)) return value.map(withImage);
  const sample = (value as { sample?: unknown } | null)?.sample;
  if (sample && typeof sample === 'object')
    return expect.objectContaining(withImage(sample) as object);
  if (value && typeof value === 'object' && value.constructor === Object)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withImage(v)]));
  return value;
}

describe.each(ITEM_CASES)('$className → content item $type', (c) => {
  it('creates the Kontor row with the Parse id', async () => {
    if (c.className === 'Group') ctx.remember('Module', 'modGroups1', moduleIds['/groups']!);
    const outcome = await run(c.className, c.object);
    expect(outcome).toEqual({ kind: 'created', kontorId: c.object.objectId });
    const row = await item(c.object.objectId);
    expect(row).toMatchObject({ projectId, type: c.type, ...(withImage(c.expected) as object) });
    expect(row.createdAt.toISOString()).toBe(stamp.createdAt);
  });

  it('an update changes it', async () => {
    const outcome = await run(c.className, { ...c.object, ...c.change });
    expect(outcome).toEqual({ kind: 'updated', kontorId: c.object.objectId });
    expect(await item(c.object.objectId)).toMatchObject(c.changed);
  });
});

describe('content items: references, images and links', () => {
  it('an image path becomes one image of the project, also when named twice', async () => {
    const article = await item('artParse01');
    const [image] = await database.db.select().from(images).where(eq(images.id, article.image!));
    expect(image).toMatchObject({ projectId, fileKey: 'import/sommerfest.jpg', width: 800 });
    await run(
      'News',
      parse('nwsParse02', { title: 'Bilder vom Fest', text: '<p>x</p>', image: IMAGE_PATH }),
    );
    expect((await item('nwsParse02')).image).toBe(article.image);
    const usages = await database.db
      .select()
      .from(imageUsages)
      .where(eq(imageUsages.imageId, article.image!));
    expect(usages.map((u) => u.elementType).sort()).toEqual(['articles', 'news']);
  });

  it('a broken optional pointer is left out and noted; a missing file is noted', async () => {
    const outcome = await run(
      'Article',
      parse('artParse02', {
        title: 'Ohne Autor',
        text: '<p>Text</p>',
        author: { objectId: 'perGone001' },
        categories: ['catGone001', 'catParse01'],
        image: 'bilder/weg.jpg',
      }),
    );
    expect(outcome.kind).toBe('created');
    const row = await item('artParse02');
    expect(row.fields.author).toBeNull();
    expect(row.categories).toEqual(['catParse01']);
    expect(row.image).toBeNull();
    expect(notesOf('artParse02')).toEqual([
      'Bild: Die Datei „bilder/weg.jpg“ war nicht erreichbar.',
      'Kategorie: Category catGone001 wurde nicht gefunden und nicht verknüpft.',
      'Autor: Person perGone001 wurde nicht gefunden und nicht verknüpft.',
    ]);
  });

  it('an unsafe link (javascript:) is noted and not stored', async () => {
    await run(
      'Download',
      parse('dwnParse02', {
        title: 'Gefährlicher Link',
        file: { name: 'x.pdf', url: 'javascript:alert(1)' },
      }),
    );
    expect((await item('dwnParse02')).fields.file).toBeNull();
    await run(
      'Article',
      parse('artParse03', {
        title: 'Link im Zusatzfeld',
        text: '',
        data: { link: 'javascript:alert(1)' },
      }),
    );
    expect((await item('artParse03')).data).toEqual({});
    await run(
      'Event',
      parse('evtParse02', {
        title: 'Online-Treffen',
        text: '<p><a href="javascript:alert(1)">hier</a></p>',
        dates: [
          {
            id: 'd1',
            start: '2026-10-01T18:00:00.000Z',
            place: { type: 'online', online: 'javascript:alert(1)' },
          },
        ],
      }),
    );
    const event = await item('evtParse02');
    expect(event.fields.text).toBe('<p><a>hier</a></p>');
    expect(event.fields.dates).toEqual([expect.objectContaining({ id: 'd1', place: null })]);
    const refused = '„javascript:alert(1)“ ist keine http(s)-Adresse und wurde nicht übernommen.';
    expect(notesOf('dwnParse02')).toContain(`Datei: ${refused}`);
    expect(notesOf('artParse03')).toContain(`Feld „Link“: ${refused}`);
    expect(notesOf('evtParse02')).toContain(`Termin 1 (Online-Link): ${refused}`);
  });

  it('a field Kontor has no place for is reported, never dropped silently', async () => {
    await run(
      'Person',
      parse('perParse02', { name: 'Bernd Beispiel', shoe_size: 44, data: { nickname: 'Bernie' } }),
    );
    expect(notesOf('perParse02')).toEqual([
      'Feld „shoe_size“ hat in Kontor keinen Platz und wurde nicht übernommen.',
      'Feld „data.nickname“ ist im Modul /persons nicht definiert und wurde nicht übernommen.',
    ]);
  });

  it("a download's Parse file becomes its document", async () => {
    const rows = await database.db
      .select()
      .from(documents)
      .where(eq(documents.downloadId, 'dwnParse01'));
    expect(rows).toEqual([
      expect.objectContaining({ type: 'download', fileKey: 'import/satzung.pdf', projectId }),
    ]);
    expect((await item('dwnParse01')).fields.file).toEqual({
      name: 'satzung.pdf',
      url: `/api/projects/${projectId}/documents/${rows[0]!.id}/file`,
    });
  });
});

describe('links between classes', () => {
  it("a category with a Kontor id of its own is renamed in the modules' category definitions", async () => {
    await run(
      'Module',
      parse('modEvents1', {
        name: 'Events',
        path: '/events',
        categories: [{ id: 'c1', label: 'Art', key: 'art', position: 0, category_ids: ['cat7'] }],
      }),
    );
    // 'cat7' is no 10-character id, so the category gets another one (decision 0001).
    const outcome = await run('Category', parse('cat7', { name: 'Feste' }));
    expect(outcome).toEqual({ kind: 'created', kontorId: 'cat7xxxxxx' });
    const [row] = await database.db
      .select()
      .from(modules)
      .where(eq(modules.id, moduleIds['/events']!));
    expect(row!.categories).toEqual([expect.objectContaining({ categoryIds: ['cat7xxxxxx'] })]);
  });

  it("a group goes to the type of its module ('/training-group')", async () => {
    const outcome = await run(
      'Group',
      parse('grpParse02', {
        title: 'E-Jugend',
        module: pointer('Module', 'modTrainin'),
        data: { start_age: 9, end_age: 'zehn' },
      }),
    );
    expect(outcome.kind).toBe('created');
    expect(await item('grpParse02')).toMatchObject({
      type: 'training-group',
      data: { start_age: 9 },
    });
    expect(notesOf('grpParse02')).toEqual([
      'Feld „Endalter“: „zehn“ ist keine Zahl und wurde nicht übernommen.',
    ]);
  });
});

describe('Content and Webpage', () => {
  const video = parse('cntParse01', {
    name: 'Vereinsvideo',
    content_id: 'vereinsvideo',
    type: 'video',
    active: true,
    content: 'https://video.example/verein',
    categories: ['catParse01'],
    created_by: pointer('_User', 'usrParse01'),
  });
  const table = parse('cntParse02', {
    name: 'Beiträge',
    content_id: 'beitraege',
    type: 'table',
    content: {
      columns: [
        { id: 'c1', name: 'Gruppe' },
        { id: 'c2', name: 'Beitrag', textAlign: 'right' },
      ],
      rows: [{ id: 'r1', data: { c1: 'Kinder', c2: '5 €' } }],
      settings: { title: 'Beiträge 2026' },
    },
  });
  const page = parse('pagParse01', {
    path: '/verein',
    title: 'Unser Verein',
    subtitle: 'Seit 1901',
    image: 'imgParse01',
    documents: ['dwnParse01'],
    categories: ['catParse01'],
    content: [
      {
        id: 'e2',
        name: 'Link',
        position: 2,
        type: 'link',
        url: 'javascript:alert(1)',
        text: 'Klick',
      },
      {
        id: 'e1',
        name: 'Text',
        position: 1,
        type: 'text',
        text: '<p>Hallo</p><script>x</script>',
        active: true,
      },
      { id: 'e3', name: 'Tabelle', position: 3, type: 'table', table_ref: 'cntParse02' },
      { id: 'e4', name: 'Foto', position: 4, type: 'image', image: 'imgParse01' },
    ],
  });

  it('creates contents with the Parse id and their bodies', async () => {
    expect(await run('Content', video)).toEqual({ kind: 'created', kontorId: 'cntParse01' });
    expect(await run('Content', table)).toEqual({ kind: 'created', kontorId: 'cntParse02' });
    const [row] = await database.db
      .select()
      .from(websiteContents)
      .where(eq(websiteContents.id, 'cntParse01'));
    expect(row).toMatchObject({
      projectId,
      kind: 'video',
      active: true,
      contentId: 'vereinsvideo',
      body: { kind: 'video', url: 'https://video.example/verein' },
      categories: ['catParse01'],
      createdBy: userId,
    });
  });

  it('an update changes a content; a taken content id or an unsafe video link is not stored', async () => {
    expect(
      await run('Content', { ...video, name: 'Video des Vereins', content: 'javascript:alert(1)' }),
    ).toEqual({
      kind: 'updated',
      kontorId: 'cntParse01',
    });
    const [row] = await database.db
      .select()
      .from(websiteContents)
      .where(eq(websiteContents.id, 'cntParse01'));
    expect(row).toMatchObject({ name: 'Video des Vereins', body: { kind: 'video', url: '' } });
    expect(notesOf('cntParse01')).toContain(
      'Video: „javascript:alert(1)“ ist keine http(s)-Adresse und wurde nicht übernommen.',
    );
    expect(
      await run(
        'Content',
        parse('cntParse03', { ...video, objectId: 'cntParse03', content_id: 'VereinsVideo' }),
      ),
    ).toEqual({
      kind: 'skipped',
      reason: 'ID „VereinsVideo“ ist bereits vergeben.',
    });
  });

  it('creates a page with its elements in order, the link refused, the table reference resolved', async () => {
    expect(await run('Webpage', page)).toEqual({ kind: 'created', kontorId: 'pagParse01' });
    const [row] = await database.db.select().from(webpages).where(eq(webpages.id, 'pagParse01'));
    expect(row).toMatchObject({
      path: '/verein',
      title: 'Unser Verein',
      image: imageId,
      documents: ['dwnParse01'],
      categories: ['catParse01'],
    });
    expect(row!.elements).toEqual([
      expect.objectContaining({ id: 'e1', type: 'text', text: '<p>Hallo</p>' }),
      expect.objectContaining({ id: 'e2', type: 'link', url: '', text: 'Klick' }),
      expect.objectContaining({ id: 'e3', type: 'table', tableRef: 'cntParse02' }),
      expect.objectContaining({ id: 'e4', type: 'image', image: imageId }),
    ]);
    // Cover and image element are connected elements of the image, as the page service records.
    const usages = await database.db
      .select({ field: imageUsages.field })
      .from(imageUsages)
      .where(eq(imageUsages.elementId, 'pagParse01'));
    expect(usages.map((u) => u.field).sort()).toEqual(['elements', 'image']);
    expect(notesOf('pagParse01')).toEqual([
      'Element „Link“: „javascript:alert(1)“ ist keine http(s)-Adresse und wurde nicht übernommen.',
    ]);
    expect(await run('Webpage', { ...page, title: 'Über uns' })).toEqual({
      kind: 'updated',
      kontorId: 'pagParse01',
    });
    const [changed] = await database.db
      .select()
      .from(webpages)
      .where(eq(webpages.id, 'pagParse01'));
    expect(changed!.title).toBe('Über uns');
  });
});

describe('Form and Data', () => {
  const form = parse('frmParse01', {
    name: 'Mitgliedsantrag',
    description: 'Werden Sie Mitglied',
    fields: [
      { id: 'f1', name: 'name', label: 'Name', type: 'text', required: true },
      { id: 'f2', name: 'email', label: 'E-Mail', type: 'email', required: true },
      {
        id: 'f3',
        name: 'newsletter',
        label: 'Newsletter',
        type: 'checkbox',
        description: 'Ja, bitte',
      },
      { id: 'f4', name: 'anhang', label: 'Anhang', type: 'file' },
    ],
    settings: {
      notification: true,
      recipients: [{ id: 'r1', name: 'Vorstand', email: 'vorstand@verein.example' }],
      response: true,
      notification_text: 'Danke!',
      sender_email: 'info@verein.example',
      static_form: false,
    },
  });

  it('a form arrives with its fields and settings, and its submissions with it', async () => {
    expect(await run('Form', form)).toEqual({ kind: 'created', kontorId: 'frmParse01' });
    const [row] = await database.db.select().from(forms).where(eq(forms.id, 'frmParse01'));
    expect(row!.fields.map((f) => f.name)).toEqual(['name', 'email', 'newsletter', 'anhang']);
    expect(row!.settings).toMatchObject({
      notification: true,
      recipients: [{ id: 'r1', name: 'Vorstand', email: 'vorstand@verein.example' }],
      response: true,
      notificationText: 'Danke!',
      senderEmail: 'info@verein.example',
      retentionDays: 180,
    });
    const submission = parse('subParse01', {
      createdAt: new Date(Date.now() - 86_400_000).toISOString(),
      reference_id: 'frmParse01',
      data: {
        name: 'Clara Neu',
        email: 'Clara@Beispiel.example',
        newsletter: true,
        anhang: { __type: 'File', name: 'satzung.pdf', url: PARSE_FILE_URL },
      },
    });
    expect(await run('Data', submission)).toEqual({ kind: 'created', kontorId: 'subParse01' });
    const [stored] = await database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, 'subParse01'));
    expect(stored).toMatchObject({
      formId: 'frmParse01',
      projectId,
      email: 'clara@beispiel.example',
      data: {
        name: 'Clara Neu',
        email: 'Clara@Beispiel.example',
        newsletter: 'ja',
        anhang: 'satzung.pdf',
      },
    });
    const files = await database.db
      .select()
      .from(formSubmissionFiles)
      .where(eq(formSubmissionFiles.submissionId, 'subParse01'));
    expect(files).toEqual([
      expect.objectContaining({ fieldName: 'anhang', fileKey: 'import/satzung.pdf' }),
    ]);
  });

  it('an update changes form and submission', async () => {
    expect(await run('Form', { ...form, name: 'Aufnahmeantrag' })).toEqual({
      kind: 'updated',
      kontorId: 'frmParse01',
    });
    const [row] = await database.db.select().from(forms).where(eq(forms.id, 'frmParse01'));
    expect(row!.name).toBe('Aufnahmeantrag');
  });

  it('a submission of a form that is not there is skipped with the reason', async () => {
    expect(
      await run('Data', parse('subParse02', { reference_id: 'frmGone001', data: { name: 'X' } })),
    ).toEqual({
      kind: 'skipped',
      reason: 'Das Formular der Einsendung (Form frmGone001) wurde nicht gefunden.',
    });
  });

  it('an old submission is imported and the report says it falls under the retention', async () => {
    await run(
      'Data',
      parse('subParse03', { reference_id: pointer('Form', 'frmParse01'), data: { name: 'Alt' } }),
    );
    expect(notesOf('subParse03')).toEqual([
      'Die Einsendung ist älter als die Aufbewahrungsfrist des Formulars (180 Tage) und wird in der nächsten Nacht gelöscht.',
    ]);
  });
});

describe('Message', () => {
  it('a message of a known kind becomes its recipient’s notification; others are skipped', async () => {
    const message = parse('msgParse01', {
      type: 'member-joined',
      user: pointer('_User', 'usrParse01'),
      content: 'Anna Muster ist dem Projekt beigetreten.',
      is_read: true,
    });
    expect(await run('Message', message)).toEqual({ kind: 'created', kontorId: 'msgParse01' });
    const [row] = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, 'msgParse01'));
    expect(row).toMatchObject({
      recipientId: userId,
      kind: 'member-joined',
      readAt: new Date(stamp.updatedAt),
    });
    expect(await run('Message', { ...message, is_read: false })).toEqual({
      kind: 'updated',
      kontorId: 'msgParse01',
    });
    expect(
      await run(
        'Message',
        parse('msgParse02', { type: 'chat', user: 'usrParse01', content: 'Hallo' }),
      ),
    ).toEqual({
      kind: 'skipped',
      reason: 'Nachrichtentyp „chat“ hat in Kontor keine Entsprechung.',
    });
    expect(
      await run(
        'Message',
        parse('msgParse03', { type: 'member-joined', user: 'usrGone001', content: 'x' }),
      ),
    ).toEqual({
      kind: 'skipped',
      reason: 'Der Empfänger der Nachricht (_User usrGone001) wurde nicht gefunden.',
    });
  });
});

describe('quiet import', () => {
  it('queued no mail, no deploy hook and no push', async () => {
    expect(await database.db.select().from(jobs)).toEqual([]);
  });
});
