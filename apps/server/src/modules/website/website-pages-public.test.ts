import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMessages } from '@kontor/core/schemas/projects';
import { websiteMessages } from '@kontor/core/schemas/website';
import { projects } from '../../db/schema/projects.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uploadTestImages } from '../../test/test-images.ts';
import { insertContentItem, insertTableContent } from './website-test-helpers.ts';

let t: TestApp;
let a: CreatedProject;
let b: CreatedProject;
let superuser: string;
let cover: string;
let logo: string;
let download: string;
let category: string;
let table: string;

const site = (project: CreatedProject) => `/api/public/projects/${project.id}/website`;
const pageAt = (project: CreatedProject, path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `${site(project)}/page?path=${encodeURIComponent(path)}`, headers });

async function buildPage(project: CreatedProject, path: string, body: object) {
  const base = `/api/projects/${project.id}/website/pages`;
  const created = await t.app.inject({
    method: 'POST',
    url: base,
    headers: { cookie: superuser },
    payload: { path, title: 'Über uns' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const saved = await t.app.inject({
    method: 'PATCH',
    url: `${base}/${created.json().id}`,
    headers: { cookie: superuser },
    payload: { version: 0, ...body },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json<{ id: string; version: number }>();
}

beforeAll(async () => {
  t = await createTestApp();
  const modules = ['/website', '/downloads', '/categories', '/images'] as const;
  a = await t.createProject({ name: 'Verein A', modules: [...modules] });
  b = await t.createProject({ name: 'Verein B', modules: ['/images'] });
  superuser = (await t.superuser()).cookie;
  [cover, logo] = (await uploadTestImages(t, a.id, superuser, 2)) as [string, string];
  await t.db
    .update(projects)
    .set({
      settings: {
        site: { primaryColor: '#112233', secondaryColor: 42, logo, logoSquare: 'XXXXXXXXXX' },
      },
    })
    .where(eq(projects.id, a.id));
  download = await insertContentItem(t.db, a.id, 'downloads', 'Satzung', {
    file: { name: 'satzung.pdf', url: `/api/projects/${a.id}/documents/DDDDDDDDDD/file` },
  });
  category = await insertContentItem(t.db, a.id, 'categories', 'Jugend');
  table = await insertTableContent(t.db, a.id);
  await buildPage(a, '/verein/ueber-uns', {
    subtitle: 'Seit 1920',
    image: cover,
    documents: [download],
    categories: [category],
    elements: [
      { id: 'e3', type: 'link', url: 'https://verein.example', text: 'Verein' },
      { id: 'e1', type: 'text', text: '<p>Willkommen</p>' },
      { id: 'e2', type: 'divider', active: false },
      { id: 'e4', type: 'table', tableRef: table },
      { id: 'e5', type: 'image', image: cover, text: 'Vereinsheim' },
    ],
  });
});
afterAll(() => t.close());

describe('public website API', () => {
  it('gives the site settings read defensively and the list of pages', async () => {
    const res = await t.app.inject({ url: site(a) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json();
    expect(body.settings).toEqual({
      primaryColor: '#112233',
      secondaryColor: '',
      tertiaryColor: '',
      logo: { url: `${site(a)}/images/${logo}`, alt: 'foto-1.png' },
      favicon: null,
    });
    expect(body.pages).toEqual([
      expect.objectContaining({ path: '/verein/ueber-uns', title: 'Über uns' }),
    ]);
  });

  it('gives a page: active elements in order, every reference resolved', async () => {
    const res = await pageAt(a, '/verein/ueber-uns');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({
      path: '/verein/ueber-uns',
      subtitle: 'Seit 1920',
      image: { url: `${site(a)}/images/${cover}`, alt: 'foto-0.png' },
      documents: [
        {
          id: download,
          title: 'Satzung',
          url: `/api/public/projects/${a.id}/documents/DDDDDDDDDD/file`,
        },
      ],
      categories: [{ id: category, name: 'Jugend' }],
    });
    expect(page.elements.map((e: { id: string }) => e.id)).toEqual(['e3', 'e1', 'e4', 'e5']);
    expect(page.elements[1]).toEqual({
      id: 'e1',
      name: '',
      type: 'text',
      html: '<p>Willkommen</p>',
    });
    expect(page.elements[2].table.rows).toEqual([{ id: 'r1', data: { c1: 'bis 18' } }]);
    expect(page.elements[3].image.url).toBe(`${site(a)}/images/${cover}`);
    expect(page).not.toHaveProperty('version');
    expect(page).not.toHaveProperty('createdBy');
  });

  it('answers 304 to a current ETag and a new body after a change', async () => {
    const first = await pageAt(a, '/verein/ueber-uns');
    const etag = String(first.headers.etag);
    const again = await pageAt(a, '/verein/ueber-uns', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const siteFirst = await t.app.inject({ url: site(a) });
    const siteAgain = await t.app.inject({
      url: site(a),
      headers: { 'if-none-match': String(siteFirst.headers.etag) },
    });
    expect(siteAgain.statusCode).toBe(304);

    const [row] = await t.app
      .inject({ url: `/api/projects/${a.id}/website/pages`, headers: { cookie: superuser } })
      .then((r) => r.json().items);
    const current = await t.app.inject({
      url: `/api/projects/${a.id}/website/pages/${row.id}`,
      headers: { cookie: superuser },
    });
    const reordered = [...current.json().elements].reverse();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/projects/${a.id}/website/pages/${row.id}`,
      headers: { cookie: superuser },
      payload: { version: current.json().version, elements: reordered },
    });
    const changed = await pageAt(a, '/verein/ueber-uns', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().elements.map((e: { id: string }) => e.id)).toEqual([
      'e5',
      'e4',
      'e1',
      'e3',
    ]);
  });

  it('answers unknown pages, bad paths and projects without the website in German', async () => {
    const missing = await pageAt(a, '/gibt-es-nicht');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(websiteMessages.pageNotFound);
    const bad = await pageAt(a, 'kein pfad');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toContain(websiteMessages.pathInvalid);
    // B has no website module: its site and a page under B's id are unknown.
    for (const url of [site(b), `${site(b)}/page?path=/verein/ueber-uns`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().detail).toBe(projectMessages.notFound);
    }
  });
});
