import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMessages } from '@kontor/core/schemas/projects';
import { websiteMessages, type PageElement } from '@kontor/core/schemas/website';
import { deployHooks } from '../../db/schema/content.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertImage } from '../../test/test-images.ts';
import { insertContentItem, insertTableContent } from './website-test-helpers.ts';

let t: TestApp;
let a: CreatedProject;
let b: CreatedProject;
let superuser: string;
let admin: string;
let adminB: string;

const pagesOf = (project: CreatedProject) => `/api/projects/${project.id}/website/pages`;

async function createPage(project: CreatedProject, path: string, title = 'Kontakt') {
  const res = await t.app.inject({
    method: 'POST',
    url: pagesOf(project),
    headers: { cookie: superuser },
    payload: { path, title },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; version: number }>();
}

function patch(project: CreatedProject, id: string, payload: object, cookie = admin) {
  return t.app.inject({
    method: 'PATCH',
    url: `${pagesOf(project)}/${id}`,
    headers: { cookie },
    payload,
  });
}

const insertContent = (projectId: string, type: string, title: string) =>
  insertContentItem(t.db, projectId, type, title);
const insertTable = (projectId: string) => insertTableContent(t.db, projectId);

beforeAll(async () => {
  t = await createTestApp();
  const modules = ['/website', '/downloads', '/categories', '/images'] as const;
  a = await t.createProject({ name: 'Verein A', modules: [...modules] });
  b = await t.createProject({ name: 'Verein B', modules: [...modules] });
  superuser = (await t.superuser()).cookie;
  admin = (await t.member(a, 'admin')).cookie;
  adminB = (await t.member(b, 'admin')).cookie;
});
afterAll(() => t.close());

describe('website pages', () => {
  it('only superusers create pages; a taken path is refused beside the field', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: pagesOf(a),
      headers: { cookie: admin },
      payload: { path: '/verein', title: 'Verein' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(websiteMessages.superuserOnly);

    const page = await createPage(a, '/verein', 'Verein');
    expect(page).toMatchObject({ path: '/verein', title: 'Verein', elements: [], version: 0 });
    const taken = await t.app.inject({
      method: 'POST',
      url: pagesOf(a),
      headers: { cookie: superuser },
      payload: { path: '/verein', title: 'Noch einmal' },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors.path).toEqual([websiteMessages.pathTaken]);
    // Another project may use the same path.
    await createPage(b, '/verein', 'Verein B');
  });

  it('lists pages 10 at a time, searched by title or path', async () => {
    for (let i = 0; i < 11; i++) await createPage(a, `/liste/seite-${i}`, `Liste ${i}`);
    const first = await t.app.inject({ url: pagesOf(a), headers: { cookie: admin } });
    expect(first.statusCode).toBe(200);
    expect(first.json().items).toHaveLength(10);
    expect(first.json().pageSize).toBe(10);
    const byPath = await t.app.inject({
      url: `${pagesOf(a)}?search=seite-1`,
      headers: { cookie: admin },
    });
    expect(
      byPath
        .json()
        .items.map((p: { path: string }) => p.path)
        .sort(),
    ).toEqual(['/liste/seite-1', '/liste/seite-10']);
    const byTitle = await t.app.inject({
      url: `${pagesOf(a)}?search=${encodeURIComponent('liste 3')}`,
      headers: { cookie: admin },
    });
    expect(byTitle.json()).toMatchObject({ total: 1, items: [{ title: 'Liste 3' }] });
    expect(byTitle.json().items[0].createdBy).toMatchObject({ id: expect.any(String) });
  });

  it('only superusers change the path, with 409 on a stale version', async () => {
    const page = await createPage(a, '/pfad', 'Pfad');
    const denied = await patch(a, page.id, { version: 0, path: '/neu' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().errors.path).toEqual([websiteMessages.superuserOnly]);
    // The same path is no change, and the rest of the body is saved.
    const same = await patch(a, page.id, { version: 0, path: '/pfad', subtitle: 'Unter' });
    expect(same.statusCode, same.body).toBe(200);
    const moved = await patch(a, page.id, { version: 1, path: '/neu' }, superuser);
    expect(moved.json()).toMatchObject({ path: '/neu', version: 2 });
    const stale = await patch(a, page.id, { version: 1, title: 'Alt' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(websiteMessages.conflict);
    const taken = await patch(a, page.id, { version: 2, path: '/verein' }, superuser);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors.path).toEqual([websiteMessages.pathTaken]);
  });

  it('checks every reference against the project and names the field', async () => {
    const page = await createPage(a, '/referenzen', 'Referenzen');
    const imageB = await insertImage(t.db, b.id);
    const downloadB = await insertContent(b.id, 'downloads', 'Satzung B');
    const categoryB = await insertContent(b.id, 'categories', 'Jugend B');
    const newsA = await insertContent(a.id, 'news', 'Kein Download');
    const tableB = await insertTable(b.id);
    const cases: [object, string, string][] = [
      [{ image: imageB }, 'image', 'Bild nicht gefunden'],
      [{ documents: [downloadB] }, 'documents', websiteMessages.documentNotFound],
      [{ documents: [newsA] }, 'documents', websiteMessages.documentNotFound],
      [{ categories: [categoryB] }, 'categories', websiteMessages.categoryNotFound],
      [
        {
          elements: [
            { id: 'e1', type: 'divider' },
            { id: 'e2', type: 'table', tableRef: tableB },
          ],
        },
        'elements.1.tableRef',
        websiteMessages.tableNotFound,
      ],
      [
        { elements: [{ id: 'e1', type: 'image', image: imageB }] },
        'elements.0.image',
        'Bild nicht gefunden',
      ],
      [
        {
          elements: [
            { id: 'e1', type: 'text' },
            { id: 'e1', type: 'divider' },
          ],
        },
        'elements.1.id',
        websiteMessages.elementIdTaken,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await patch(a, page.id, { version: 0, ...body });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field], field).toEqual([message]);
    }
  });

  it('answers bad input with German 4xx, never 500', async () => {
    const page = await createPage(a, '/eingaben', 'Eingaben');
    const bad: [object, string][] = [
      [{ version: 0, elements: [{ id: 'v', type: 'video', url: 'javascript:alert(1)' }] }, 'URL'],
      [{ version: 0, elements: [{ id: 'l', type: 'link', url: 'ftp://x.de' }] }, 'URL'],
      [{ version: 0, elements: [{ id: 'x', type: 'widget' }] }, ''],
      [{ version: 0, documents: Array.from({ length: 11 }, () => 'AAAAAAAAAA') }, 'Höchstens'],
      [{ version: 0, path: 'kein-pfad' }, 'Pfad'],
      [{ version: 'eins' }, ''],
      [{ version: 0, elements: 'nein' }, ''],
    ];
    for (const [payload, word] of bad) {
      const res = await patch(a, page.id, payload, superuser);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().detail).toMatch(/[äöüÄÖÜß]|Bitte|ungültig/);
      if (word) expect(JSON.stringify(res.json().errors)).toContain(word);
    }
    const missing = await t.app.inject({
      url: `${pagesOf(a)}/ZZZZZZZZZZ`,
      headers: { cookie: admin },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(websiteMessages.webpageNotFound);
  });

  it('stores the ordered elements with rich text sanitized, and queues the deploy hook', async () => {
    await t.db.insert(deployHooks).values({ projectId: a.id, url: 'https://hooks.example/deploy' });
    const page = await createPage(a, '/inhalt', 'Inhalt');
    await t.db.update(deployHooks).set({ pending: false }).where(eq(deployHooks.projectId, a.id));
    const elements = [
      { id: 'e2', type: 'divider' },
      { id: 'e1', type: 'text', text: '<p onclick="x()">Hallo<script>alert(1)</script></p>' },
    ];
    const res = await patch(a, page.id, { version: 0, elements });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ elements: PageElement[] }>().elements;
    expect(saved.map((e) => e.id)).toEqual(['e2', 'e1']);
    expect(saved[0]).toMatchObject({ divider: { size: 'medium', showLine: false }, active: true });
    expect(saved[1]).toMatchObject({ text: '<p>Hallo</p>' });
    const [hook] = await t.db.select().from(deployHooks).where(eq(deployHooks.projectId, a.id));
    expect(hook?.pending).toBe(true);
  });

  it('deletes a page (superusers only)', async () => {
    const page = await createPage(a, '/weg', 'Weg');
    const url = `${pagesOf(a)}/${page.id}`;
    const denied = await t.app.inject({ method: 'DELETE', url, headers: { cookie: admin } });
    expect(denied.statusCode).toBe(403);
    const gone = await t.app.inject({ method: 'DELETE', url, headers: { cookie: superuser } });
    expect(gone.statusCode).toBe(204);
    const again = await t.app.inject({ url, headers: { cookie: admin } });
    expect(again.statusCode).toBe(404);
  });

  it("keeps projects apart: A's member can neither read nor change B's pages", async () => {
    const pageB = await createPage(b, '/geheim', 'Geheim');
    const urlB = `${pagesOf(b)}/${pageB.id}`;
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { version: 0, title: 'Übernommen' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.app.inject({ method, url: urlB, headers: { cookie: admin }, payload });
      expect(res.statusCode, method).toBe(404);
      expect(res.json().detail).toBe(projectMessages.notFound);
    }
    // A's page id under A's project, asked by B's admin, is as unknown.
    const pageA = await createPage(a, '/nur-a', 'Nur A');
    const cross = await patch(b, pageA.id, { version: 0, title: 'X' }, adminB);
    expect(cross.statusCode).toBe(404);
    const list = await t.app.inject({ url: pagesOf(b), headers: { cookie: adminB } });
    expect(list.json().items.map((p: { path: string }) => p.path)).not.toContain('/nur-a');
  });
});
