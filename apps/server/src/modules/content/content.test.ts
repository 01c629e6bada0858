import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSchemaOf } from '@kontor/core/content/content-schemas';
import { CONTENT_TYPES, contentTypeByType } from '@kontor/core/content/content-types';
import { projectMessages } from '@kontor/core/schemas/projects';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DATE, insertImage, sampleBodies } from './content-test-helpers.ts';

let t: TestApp;
let project: CreatedProject;
let other: CreatedProject;
let cookie: string;
let image: string;
const ALL = CONTENT_TYPES.map((type) => type.module);

const url = (type: string, rest = '', p = project) => `/api/projects/${p.id}/${type}${rest}`;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({ method, url: path, headers: { cookie }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  project = await t.createProject({ modules: [...ALL, '/images'] });
  other = await t.createProject({ modules: [...ALL] });
  cookie = (await t.member(project, 'admin')).cookie;
  image = await insertImage(t.db, project.id);
});
afterAll(() => t.close());

describe('every declared content type', () => {
  it.each(CONTENT_TYPES.map((type) => [type.type]))(
    '%s: create, list with total, get, update, delete',
    async (name) => {
      const type = contentTypeByType(name)!;
      const body = sampleBodies(image)[name]!;
      const created = await call('POST', url(name), body);
      expect(created.statusCode, created.body).toBe(201);
      const item = created.json();
      expect(item).toMatchObject({ ...body, version: 0, data: {}, refs: {} });
      if (type.status) expect(item.state).toBe('draft');

      const list = await call('GET', url(name));
      expect(list.statusCode).toBe(200);
      // Decision 0005: PostgreSQL's JSON text parses with the schema to exactly itself.
      expect(pageSchemaOf(type).parse(list.json())).toEqual(list.json());
      expect(list.json()).toMatchObject({ total: 1, page: 1, pageSize: type.list.pageSize });
      expect(list.json().items[0]).toEqual(item);

      const titleKey = type.columns.title;
      const changed = await call('PATCH', url(name, `/${item.id}`), {
        version: 0,
        [titleKey]: 'Geänderter Titel',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ [titleKey]: 'Geänderter Titel', version: 1 });
      expect((await call('GET', url(name, `/${item.id}`))).json()).toEqual(changed.json());

      expect((await call('DELETE', url(name, `/${item.id}`))).statusCode).toBe(204);
      const gone = await call('GET', url(name, `/${item.id}`));
      expect(gone.statusCode).toBe(404);
      expect(gone.json().detail).toBe(type.texts.notFound);
      expect((await call('GET', url(name))).json().total).toBe(0);
    },
  );
});

describe("every type's image field", () => {
  const usagesOf = async (id: string) =>
    (await call('GET', `/api/projects/${project.id}/images/${id}`)).json().connectedElements;

  it.each(CONTENT_TYPES.filter((type) => type.columns.image).map((type) => [type.type]))(
    '%s: recorded as a connected element, removed with the image field and the item',
    async (name) => {
      const type = contentTypeByType(name)!;
      const field = type.columns.image!;
      const own = await insertImage(t.db, project.id);
      const created = await call('POST', url(name), { ...sampleBodies(image)[name], [field]: own });
      expect(created.statusCode, created.body).toBe(201);
      const item = created.json();
      const title = item[type.columns.title];
      expect(await usagesOf(own)).toEqual([
        { type: name, id: item.id, label: `${type.texts.item}: ${title}` },
      ]);

      const cleared = await call('PATCH', url(name, `/${item.id}`), { version: 0, [field]: null });
      // Articles require their image; the others drop the usage with the field.
      if ((type.fields[field] as { required?: boolean }).required) {
        expect(cleared.statusCode).toBe(400);
      } else {
        expect(cleared.statusCode, cleared.body).toBe(200);
        expect(await usagesOf(own)).toEqual([]);
        await call('PATCH', url(name, `/${item.id}`), { version: 1, [field]: own });
        expect(await usagesOf(own)).toHaveLength(1);
      }
      expect((await call('DELETE', url(name, `/${item.id}`))).statusCode).toBe(204);
      expect(await usagesOf(own)).toEqual([]);
    },
  );
});

describe('bad input', () => {
  it.each([
    ['?sort=bogus', 'sort'],
    ['?pageSize=30', 'pageSize'],
    ['?category=kurz', 'category'],
    ['?state=archived', 'state'],
    [`?search=${'x'.repeat(101)}`, 'search'],
  ])('list %s → 400 beside %s', async (query, field) => {
    const res = await call('GET', `${url('articles')}${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
  });

  it('searches with operators and quotes without failing', async () => {
    for (const search of ["O'Brien & | ! (", '"Sommer fest" -regen', ':*', '\\%_']) {
      const res = await call('GET', `${url('articles')}?search=${encodeURIComponent(search)}`);
      expect(res.statusCode, search).toBe(200);
    }
  });

  it('answers an unknown item with the type’s German 404', async () => {
    const res = await call('PATCH', url('news', '/Missing001'), {
      version: 0,
      title: 'Neuer Titel',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('News nicht gefunden');
  });
});

describe('stored links are http(s) only', () => {
  const time = (online: string) => ({
    id: 't1',
    weekday: 2,
    start: '17:00',
    end: '18:30',
    place: { type: 'online', online },
  });
  const dated = (online: string) => ({
    id: 'd1',
    start: DATE,
    end: null,
    label: 'Lauf',
    fullDay: false,
    place: { type: 'online', online },
  });
  const refused = 'Bitte geben Sie eine gültige URL ein';

  it.each([
    ['groups', { title: 'Bambini', times: [time('javascript:alert(1)')] }, 'times.0.place.online'],
    ['groups', { title: 'Bambini', times: [time('//evil.example/x')] }, 'times.0.place.online'],
    ['events', { title: 'Stadtlauf', dates: [dated('data:text/html,x')] }, 'dates.0.place.online'],
    [
      'downloads',
      { title: 'Satzung des Vereins', file: { name: 'a.pdf', url: '//evil.example/a.pdf' } },
      'file.url',
    ],
    [
      'downloads',
      { title: 'Satzung des Vereins', file: { name: 'a.pdf', url: 'javascript:alert(1)' } },
      'file.url',
    ],
  ])('%s: refuses %j beside %s', async (name, body, field) => {
    const base = sampleBodies(image)[name]!;
    const created = await call('POST', url(name), { ...base, ...body });
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toEqual({ [field]: [refused] });
    // And on update.
    const item = (await call('POST', url(name), base)).json();
    const changed = await call('PATCH', url(name, `/${item.id}`), { version: 0, ...body });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errors).toEqual({ [field]: [refused] });
  });

  it('keeps an http(s) online link', async () => {
    const body = { title: 'Online-Training', times: [time('https://meet.verein.example/raum')] };
    const created = await call('POST', url('groups'), body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().times[0].place.online).toBe('https://meet.verein.example/raum');
  });
});

describe('module permissions', () => {
  it("a role without a type's module gets 403 on its routes, one with it gets through", async () => {
    const newsOnly = await t.createRole(project, { modules: ['/news'] });
    const editor = (await t.member(project, { id: newsOnly })).cookie;
    const get = (type: string) => t.app.inject({ url: url(type), headers: { cookie: editor } });
    expect((await get('news')).statusCode).toBe(200);
    for (const type of CONTENT_TYPES.filter((c) => c.type !== 'news')) {
      const res = await get(type.type);
      expect(res.statusCode, type.type).toBe(403);
      expect(res.json().detail).toBe(projectMessages.forbidden);
    }
  });
});

describe('articles', () => {
  const article = (title: string, text: string, date = DATE) =>
    call('POST', url('articles'), { title, image, text, date }).then((r) => r.json());

  it('answers missing required fields with the spec message beside each field', async () => {
    const res = await call('POST', url('articles'), { title: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      title: ['Pflichtfeld'],
      image: ['Pflichtfeld'],
      text: ['Pflichtfeld'],
      date: ['Pflichtfeld'],
    });
  });

  it('stores rich text clean: no <script>, no onerror=', async () => {
    const created = await article(
      'Sicherheit',
      '<h2>Hallo</h2><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)" onclick="x()">Link</a><p>Text</p>',
    );
    expect(created.text).toBe('<h2>Hallo</h2><a>Link</a><p>Text</p>');
    const updated = await call('PATCH', url('articles', `/${created.id}`), {
      version: 0,
      text: '<p onmouseover="x()">Neu<script src="https://evil.example/x.js"></script></p>',
    });
    expect(updated.json().text).toBe('<p>Neu</p>');
    const stored = await call('GET', url('articles', `/${created.id}`));
    expect(stored.body).not.toMatch(/script|onerror|onmouseover|javascript:/);
  });

  it('sorts by date descending, pages by 10, counts the total', async () => {
    const before = (await call('GET', url('articles'))).json().total;
    for (let day = 1; day <= 12; day++) {
      await article(
        `Bericht Nummer ${day}`,
        '<p>Text</p>',
        `2025-01-${String(day).padStart(2, '0')}T08:00:00.000Z`,
      );
    }
    const first = (await call('GET', url('articles'))).json();
    expect(first.total).toBe(before + 12);
    expect(first.items).toHaveLength(10);
    const dates = first.items.map((i: { date: string }) => i.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const byTitle = (
      await call('GET', `${url('articles')}?sort=title&pageSize=20&search=Nummer`)
    ).json();
    expect(byTitle.total).toBe(12);
    expect(byTitle.items[0].title).toBe('Bericht Nummer 1');
  });

  it('finds German word forms in titles and texts, title hits first', async () => {
    const inText = await article(
      'Sportfest',
      '<p>Die Vereine veröffentlichten ihre Berichte über Spiele.</p>',
    );
    const inTitle = await article('Berichte vom Turnier', '<p>Nichts weiter.</p>');
    const res = (await call('GET', `${url('articles')}?search=Bericht&pageSize=50`)).json();
    const ids = res.items.map((i: { id: string }) => i.id);
    expect(ids).toContain(inText.id);
    expect(ids.indexOf(inTitle.id)).toBeLessThan(ids.indexOf(inText.id));
    const verein = (await call('GET', `${url('articles')}?search=Verein`)).json();
    expect(verein.items.map((i: { id: string }) => i.id)).toEqual([inText.id]);
  });

  it('publishes through the state, refuses a stale version with 409', async () => {
    const created = await article('Zum Veröffentlichen', '<p>Text</p>');
    const published = await call('PATCH', url('articles', `/${created.id}`), {
      version: 0,
      state: 'published',
    });
    expect(published.json()).toMatchObject({ state: 'published', version: 1 });
    const stale = await call('PATCH', url('articles', `/${created.id}`), {
      version: 0,
      title: 'Alt',
    });
    expect(stale.statusCode).toBe(409);
    const drafts = (await call('GET', `${url('articles')}?state=published`)).json();
    expect(drafts.items.map((i: { id: string }) => i.id)).toContain(created.id);
    expect(drafts.items.every((i: { state: string }) => i.state === 'published')).toBe(true);
  });

  it('filters by category; refuses a category or image of another project', async () => {
    const category = (await call('POST', url('categories'), { name: 'Fußball' })).json();
    const tagged = await call('POST', url('articles'), {
      title: 'Mit Kategorie',
      image,
      text: '<p>x</p>',
      date: DATE,
      categories: [category.id],
    });
    expect(tagged.statusCode).toBe(201);
    const filtered = (await call('GET', `${url('articles')}?category=${category.id}`)).json();
    expect(filtered.items.map((i: { id: string }) => i.id)).toEqual([tagged.json().id]);
    expect(filtered.total).toBe(1);

    const foreignCookie = (await t.member(other, 'admin')).cookie;
    const foreign = await t.app.inject({
      method: 'POST',
      url: url('categories', '', other),
      headers: { cookie: foreignCookie },
      payload: { name: 'Fremd' },
    });
    const refused = await call('POST', url('articles'), {
      title: 'Fremde Kategorie',
      image,
      text: '<p>x</p>',
      date: DATE,
      categories: [foreign.json().id],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.categories).toEqual([
      'Der gewählte Eintrag existiert in diesem Projekt nicht',
    ]);
    const foreignImage = await insertImage(t.db, other.id);
    const badImage = await call('POST', url('articles'), {
      title: 'Fremdes Bild',
      image: foreignImage,
      text: '<p>x</p>',
      date: DATE,
    });
    expect(badImage.statusCode).toBe(400);
    expect(badImage.json().errors).toHaveProperty('image');
    const team = [{ id: 'm1', name: 'Torwart', description: '', image: foreignImage }];
    const badTeam = await call('POST', url('groups'), { title: 'Erste Mannschaft', team });
    expect(badTeam.statusCode).toBe(400);
    expect(badTeam.json().errors).toHaveProperty('team');
  });

  it("shows as the image's connected element, and deleting the image clears it", async () => {
    const own = await insertImage(t.db, project.id);
    const created = await call('POST', url('articles'), {
      title: 'Mit Bild',
      image: own,
      text: '<p>x</p>',
      date: DATE,
    });
    const images = (await call('GET', `/api/projects/${project.id}/images?pageSize=100`)).json();
    const used = images.items.find((i: { id: string }) => i.id === own);
    expect(used.connectedElements).toEqual([
      { type: 'articles', id: created.json().id, label: 'Beitrag: Mit Bild' },
    ]);
    expect((await call('DELETE', `/api/projects/${project.id}/images/${own}`)).statusCode).toBe(
      204,
    );
    expect((await call('GET', url('articles', `/${created.json().id}`))).json().image).toBeNull();
  });

  it('records gallery and team images as connected elements; deleting one removes it there', async () => {
    const [first, second] = [
      await insertImage(t.db, project.id),
      await insertImage(t.db, project.id),
    ];
    const created = await call('POST', url('groups'), {
      title: 'Bambini',
      gallery: [first, second],
      team: [
        { id: 'm1', name: 'Lena', description: '', image: first },
        { id: 'm2', name: 'Tom', description: '', image: second },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const images = (await call('GET', `/api/projects/${project.id}/images?pageSize=100`)).json();
    const used = images.items.find((i: { id: string }) => i.id === first);
    expect(used.connectedElements).toEqual([
      { type: 'groups', id, label: 'Gruppe (Galerie): Bambini' },
      { type: 'groups', id, label: 'Gruppe (Mannschaft): Bambini' },
    ]);

    expect((await call('DELETE', `/api/projects/${project.id}/images/${first}`)).statusCode).toBe(
      204,
    );
    const after = (await call('GET', url('groups', `/${id}`))).json();
    expect(after.gallery).toEqual([second]);
    expect(after.team.map((m: { image: string | null }) => m.image)).toEqual([null, second]);

    // A later change of the gallery replaces what it records.
    await call('PATCH', url('groups', `/${id}`), { version: after.version, gallery: [] });
    const again = (await call('GET', `/api/projects/${project.id}/images?pageSize=100`)).json();
    expect(again.items.find((i: { id: string }) => i.id === second).connectedElements).toEqual([
      { type: 'groups', id, label: 'Gruppe (Mannschaft): Bambini' },
    ]);
  });

  it('names the author in the list (refs), one look-up per row', async () => {
    const author = (await call('POST', url('persons'), { name: 'Erika Autorin' })).json();
    const created = await call('POST', url('articles'), {
      title: 'Mit Autorin',
      image,
      text: '<p>x</p>',
      date: '2030-01-01T00:00:00.000Z',
      author: author.id,
    });
    expect(created.json().refs).toEqual({ [author.id]: 'Erika Autorin' });
    const page = (await call('GET', url('articles'))).json();
    expect(page.items[0]).toMatchObject({
      author: author.id,
      refs: { [author.id]: 'Erika Autorin' },
    });
    const trainers = (
      await call('POST', url('groups'), { title: 'Jugend A', persons: [author.id] })
    ).json();
    expect(trainers.refs).toEqual({ [author.id]: 'Erika Autorin' });
  });

  it('deletes the selected rows and names the ones not found', async () => {
    const a = await article('Löschen A', '<p>x</p>');
    const b = await article('Löschen B', '<p>x</p>');
    const foreignCookie = (await t.member(other, 'admin')).cookie;
    const res = await call('POST', url('articles', '/delete'), { ids: [a.id, b.id, 'Missing001'] });
    expect(res.json()).toEqual({
      applied: [a.id, b.id],
      refused: [{ id: 'Missing001', reason: 'Beitrag nicht gefunden' }],
    });
    const empty = await call('POST', url('articles', '/delete'), { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.ids).toEqual(['Bitte mindestens einen Eintrag auswählen']);
    // Another project's member cannot delete here.
    const denied = await t.app.inject({
      method: 'POST',
      url: url('articles', '/delete'),
      headers: { cookie: foreignCookie },
      payload: { ids: [a.id] },
    });
    expect(denied.statusCode).toBe(404);
    expect(denied.json().detail).toBe(projectMessages.notFound);
  });
});
