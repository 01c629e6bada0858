import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomFieldDefinition } from '@kontor/core/content/custom-fields';
import { MODULES } from '../../app.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CONTENT_MODULES, contentModules } from './content.module.ts';
import { DATE, insertImage } from './content-test-helpers.ts';

/** Hand-made field definitions of the articles module; 'note' is internal. */
const DEFINITIONS: CustomFieldDefinition[] = [
  { id: 'f1', type: 'input', label: 'Untertitel', name: 'data.subtitle' },
  { id: 'f2', type: 'textarea', label: 'Interne Notiz', name: 'data.note', internal: true },
];

let t: TestApp;
let a: CreatedProject;
let b: CreatedProject;
let cookieA: string;
let cookieB: string;

async function article(
  project: CreatedProject,
  cookie: string,
  body: Record<string, unknown>,
  publish: boolean,
) {
  const image = await insertImage(t.db, project.id);
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${project.id}/articles`,
    headers: { cookie },
    payload: { image, text: '<p>Text</p>', date: DATE, ...body },
  });
  expect(created.statusCode, created.body).toBe(201);
  if (!publish) return created.json();
  const published = await t.app.inject({
    method: 'PATCH',
    url: `/api/projects/${project.id}/articles/${created.json().id}`,
    headers: { cookie },
    payload: { version: 0, state: 'published' },
  });
  return published.json();
}

const publicList = (project: CreatedProject, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/public/projects/${project.id}/articles${query}`, headers });

let draft: { id: string };
let published: { id: string };
let categorised: { id: string };
let category: { id: string };

beforeAll(async () => {
  t = await createTestApp({
    modules: [
      ...MODULES.filter((m) => !CONTENT_MODULES.includes(m)),
      ...contentModules({
        customFields: async (_db, _p, module) => (module === '/articles' ? DEFINITIONS : []),
      }),
    ],
  });
  a = await t.createProject({ modules: ['/articles', '/categories', '/images'] });
  b = await t.createProject({ modules: ['/articles', '/images'] });
  cookieA = (await t.member(a, 'admin')).cookie;
  cookieB = (await t.member(b, 'admin')).cookie;
  const data = { subtitle: 'Für alle', note: 'Nur für den Vorstand' };
  draft = await article(a, cookieA, { title: 'Noch geheim', data }, false);
  published = await article(a, cookieA, { title: 'Öffentlich', data }, true);
  await article(b, cookieB, { title: 'Anderes Projekt' }, true);
  category = (
    await t.app.inject({
      method: 'POST',
      url: `/api/projects/${a.id}/categories`,
      headers: { cookie: cookieA },
      payload: { name: 'Jugend' },
    })
  ).json();
  categorised = await article(
    a,
    cookieA,
    { title: 'Jugendbericht', categories: [category.id] },
    true,
  );
});
afterAll(() => t.close());

describe('public read API', () => {
  it('answers without a session with published items of the project only', async () => {
    const res = await publicList(a);
    expect(res.statusCode).toBe(200);
    const ids = res.json().items.map((i: { id: string }) => i.id);
    expect(ids.sort()).toEqual([published.id, categorised.id].sort());
    expect(res.json().total).toBe(2);
    expect(res.body).not.toContain('Noch geheim');
    expect(res.body).not.toContain('Anderes Projekt');
  });

  it('never answers a draft or another project’s item by id', async () => {
    expect(
      (await t.app.inject({ url: `/api/public/projects/${a.id}/articles/${draft.id}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/public/projects/${b.id}/articles/${published.id}` }))
        .statusCode,
    ).toBe(404);
    const own = await t.app.inject({
      url: `/api/public/projects/${a.id}/articles/${published.id}`,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().title).toBe('Öffentlich');
  });

  it('never shows a custom field marked internal, nor staff names or versions', async () => {
    const item = (
      await t.app.inject({ url: `/api/public/projects/${a.id}/articles/${published.id}` })
    ).json();
    expect(item.data).toEqual({ subtitle: 'Für alle' });
    expect(item).not.toHaveProperty('createdBy');
    expect(item).not.toHaveProperty('version');
    expect(JSON.stringify((await publicList(a)).json())).not.toContain('Nur für den Vorstand');
    // The editors still see it.
    const staff = await t.app.inject({
      url: `/api/projects/${a.id}/articles/${published.id}`,
      headers: { cookie: cookieA },
    });
    expect(staff.json().data).toEqual({ subtitle: 'Für alle', note: 'Nur für den Vorstand' });
  });

  it('checks custom fields with the module definitions on the editor API', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/projects/${a.id}/articles/${draft.id}`,
      headers: { cookie: cookieA },
      payload: { version: 0, data: { subtitle: 'x'.repeat(20_001) } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['data.subtitle']).toEqual(['Die Höchstlänge beträgt 20000']);
  });

  it('filters by category and pages', async () => {
    const res = (await publicList(a, `?category=${category.id}`)).json();
    expect(res.items.map((i: { id: string }) => i.id)).toEqual([categorised.id]);
    const paged = (await publicList(a, '?pageSize=10&page=2')).json();
    expect(paged).toMatchObject({ items: [], total: 2, page: 2, pageSize: 10 });
  });

  it('sends an ETag and Cache-Control, and 304 for a current copy', async () => {
    const first = await publicList(a);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await publicList(a, '', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await article(a, cookieA, { title: 'Ganz neu' }, true);
    const changed = await publicList(a, '', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers 404 for a project without the module', async () => {
    expect(
      (await t.app.inject({ url: `/api/public/projects/${b.id}/categories` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/public/projects/XXXXXXXXXX/articles` })).statusCode,
    ).toBe(404);
  });
});
