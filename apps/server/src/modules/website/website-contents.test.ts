import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMessages } from '@kontor/core/schemas/projects';
import { websiteMessages, type WebsiteContent } from '@kontor/core/schemas/website';
import { deployHooks } from '../../db/schema/content.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { jsonCall, type JsonMethod } from '../../test/json-call.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uploadTestImages } from '../../test/test-images.ts';

let t: TestApp;
let a: CreatedProject;
let b: CreatedProject;
let superuser: string;
let officeA: string;
let officeB: string;
let imageA: string;
let imageB: string;

const url = (p: CreatedProject, rest = '') => `/api/projects/${p.id}/website/contents${rest}`;
const call = (cookie: string, method: JsonMethod, path: string, payload?: unknown) =>
  jsonCall(t, cookie, method, path, payload);

const table = {
  columns: [
    { id: 'c1', name: 'Tag', textAlign: 'left' },
    { id: 'c2', name: '  ', textAlign: 'right' },
  ],
  rows: [{ id: 'r1', data: { c1: 'Montag' } }],
  settings: { title: 'Training', description: '', footer: '', showHeader: true },
};

async function create(body: Record<string, unknown>, p = a): Promise<WebsiteContent> {
  const res = await call(superuser, 'POST', url(p), body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as WebsiteContent;
}

beforeAll(async () => {
  t = await createTestApp();
  a = await t.createProject({ name: 'Verein A', modules: ['/website', '/images', '/categories'] });
  b = await t.createProject({ name: 'Verein B', modules: ['/website', '/images'] });
  superuser = (await t.superuser()).cookie;
  officeA = (await t.member(a, 'office')).cookie;
  officeB = (await t.member(b, 'office')).cookie;
  imageA = (await uploadTestImages(t, a.id, superuser))[0]!;
  imageB = (await uploadTestImages(t, b.id, superuser))[0]!;
});
afterAll(() => t.close());

describe('website contents: create', () => {
  it('creates an inactive table component and drops blank column names', async () => {
    const created = await create({
      name: 'Trainingszeiten',
      contentId: 'training',
      body: { kind: 'table', table },
    });
    expect(created.active).toBe(false);
    expect(created.kind).toBe('table');
    expect(created.body.kind === 'table' && created.body.table.columns.map((c) => c.name)).toEqual([
      'Tag',
    ]);
    expect(created.createdBy?.name).toBeTruthy();
  });

  it('refuses a member who is not a superuser with 403 before reading the body', async () => {
    const res = await call(officeA, 'POST', url(a), { nonsense: true });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe(websiteMessages.superuserOnly);
  });

  it('answers missing name, id and kind with the spec messages', async () => {
    const res = await call(superuser, 'POST', url(a), { name: '', contentId: '', body: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors.name).toContain(websiteMessages.nameRequired);
    expect(res.body.errors.contentId).toContain(websiteMessages.idRequired);
    expect(JSON.stringify(res.body.errors)).toContain(websiteMessages.typeRequired);
  });

  it("answers a taken content id (any case) with 400 'ID ist bereits vergeben'", async () => {
    await create({ name: 'FAQ', contentId: 'Fragen', body: { kind: 'faq', faq: [] } });
    const res = await call(superuser, 'POST', url(a), {
      name: 'Noch eine',
      contentId: 'FRAGEN',
      body: { kind: 'text', text: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.contentId).toEqual([websiteMessages.idTaken]);
  });

  it('lets exactly one of two concurrent creates with the same id win (unique index)', async () => {
    const body = (n: number) => ({
      name: `Parallel ${n}`,
      contentId: 'parallel',
      body: { kind: 'text', text: '' },
    });
    const results = await Promise.all(
      [1, 2, 3].map((n) => call(superuser, 'POST', url(a), body(n))),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 400, 400]);
    for (const r of results.filter((r) => r.status === 400)) {
      expect(r.body.errors.contentId).toEqual([websiteMessages.idTaken]);
    }
  });

  it('sanitizes rich text of texts and faq answers', async () => {
    const text = await create({
      name: 'Willkommen',
      contentId: 'willkommen',
      body: { kind: 'text', text: '<p onclick="x()">Hallo<script>alert(1)</script></p>' },
    });
    expect(text.body).toEqual({ kind: 'text', text: '<p>Hallo</p>' });
    const faq = await create({
      name: 'Häufige Fragen',
      contentId: 'faq-2',
      body: {
        kind: 'faq',
        faq: [{ id: 'q1', question: 'Wann?', answer: '<img src=x onerror=y>Jetzt' }],
      },
    });
    expect(faq.body.kind === 'faq' && faq.body.faq[0]!.answer).not.toMatch(/onerror|<img/);
  });

  it("refuses another project's image, a foreign category and a non-http video URL", async () => {
    const foreign = await call(superuser, 'POST', url(a), {
      name: 'Bild',
      contentId: 'bild-fremd',
      body: { kind: 'image', image: imageB },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors['body.image']).toBeDefined();
    const category = await call(superuser, 'POST', url(a), {
      name: 'Text',
      contentId: 'text-kategorie',
      body: { kind: 'text', text: '' },
      categories: ['ZZZZZZZZZZ'],
    });
    expect(category.status).toBe(400);
    expect(category.body.errors.categories).toEqual([websiteMessages.categoryMissing]);
    const video = await call(superuser, 'POST', url(a), {
      name: 'Video',
      contentId: 'video-js',
      body: { kind: 'video', url: 'javascript:alert(1)' },
    });
    expect(video.status).toBe(400);
    expect(video.body.detail).toMatch(/[äöüÄÖÜß]|Eingabe|ungültig/);
  });

  it('answers bodies of the wrong shape with 400 and a German message', async () => {
    for (const body of [
      null,
      [],
      { name: 1 },
      { name: 'X', contentId: 'a b', body: { kind: 'table' } },
    ]) {
      const res = await call(superuser, 'POST', url(a), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.detail).toBeTruthy();
    }
  });
});

describe('website contents: list, change, delete', () => {
  it('lists components (faq, table) and contents (text, image, video, table) apart', async () => {
    const video = await create({
      name: 'Imagefilm',
      contentId: 'film',
      body: { kind: 'video', url: 'https://video.example/film' },
    });
    const components = await call(officeA, 'GET', `${url(a)}?area=components&pageSize=100`);
    const kinds = new Set((components.body.items as WebsiteContent[]).map((i) => i.kind));
    expect([...kinds].sort()).toEqual(['faq', 'table']);
    const contents = await call(officeA, 'GET', `${url(a)}?area=contents&pageSize=100`);
    const ids = (contents.body.items as WebsiteContent[]).map((i) => i.id);
    expect(ids).toContain(video.id);
    expect((contents.body.items as WebsiteContent[]).some((i) => i.kind === 'faq')).toBe(false);
    const searched = await call(officeA, 'GET', `${url(a)}?area=contents&search=imagef`);
    expect(searched.body.items.map((i: WebsiteContent) => i.id)).toEqual([video.id]);
    expect(searched.body.total).toBe(1);
  });

  it('lets a member toggle active and rename, with optimistic locking', async () => {
    const item = await create({
      name: 'Zeiten',
      contentId: 'zeiten',
      body: { kind: 'text', text: '' },
    });
    const on = await call(officeA, 'PATCH', url(a, `/${item.id}`), {
      version: item.version,
      active: true,
      name: 'Öffnungszeiten',
    });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({
      active: true,
      name: 'Öffnungszeiten',
      version: item.version + 1,
    });
    const stale = await call(officeA, 'PATCH', url(a, `/${item.id}`), {
      version: item.version,
      active: false,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe(websiteMessages.conflict);
  });

  it('lets only superusers change the content id; the kind never changes', async () => {
    const item = await create({
      name: 'Kontakt',
      contentId: 'kontakt',
      body: { kind: 'text', text: '' },
    });
    const denied = await call(officeA, 'PATCH', url(a, `/${item.id}`), {
      version: item.version,
      contentId: 'kontakt-neu',
    });
    expect(denied.status).toBe(403);
    expect(denied.body.detail).toBe(websiteMessages.superuserOnly);
    // The same id is no change: a member saving the whole form passes.
    const same = await call(officeA, 'PATCH', url(a, `/${item.id}`), {
      version: item.version,
      contentId: 'kontakt',
    });
    expect(same.status).toBe(200);
    const renamed = await call(superuser, 'PATCH', url(a, `/${item.id}`), {
      version: item.version + 1,
      contentId: 'kontakt-neu',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.contentId).toBe('kontakt-neu');
    const taken = await call(superuser, 'PATCH', url(a, `/${item.id}`), {
      version: item.version + 2,
      contentId: 'TRAINING',
    });
    expect(taken.status).toBe(400);
    expect(taken.body.errors.contentId).toEqual([websiteMessages.idTaken]);
    const kind = await call(officeA, 'PATCH', url(a, `/${item.id}`), {
      version: item.version + 2,
      body: { kind: 'video', url: '' },
    });
    expect(kind.status).toBe(400);
    expect(kind.body.errors.body).toEqual([websiteMessages.kindFixed]);
  });

  it('deletes, then answers 404 in German', async () => {
    const item = await create({ name: 'Weg', contentId: 'weg', body: { kind: 'text', text: '' } });
    expect((await call(officeA, 'DELETE', url(a, `/${item.id}`))).status).toBe(204);
    const gone = await call(officeA, 'GET', url(a, `/${item.id}`));
    expect(gone.status).toBe(404);
    expect(gone.body.detail).toBe(websiteMessages.contentNotFound);
  });

  it('queues the deploy hook after a write', async () => {
    await t.db.insert(deployHooks).values({ projectId: a.id, url: 'https://build.example/hook' });
    await create({ name: 'Neu', contentId: 'deploy-probe', body: { kind: 'text', text: '' } });
    const [hook] = await t.db.select().from(deployHooks).where(eq(deployHooks.projectId, a.id));
    expect(hook?.pending).toBe(true);
  });
});

describe('website contents: isolation', () => {
  it("keeps project B's member out of project A's contents and A's ids out of B", async () => {
    const item = await create({
      name: 'Geheim',
      contentId: 'geheim',
      body: { kind: 'text', text: '' },
    });
    for (const [method, path] of [
      ['GET', url(a, '?area=contents')],
      ['GET', url(a, `/${item.id}`)],
      ['PATCH', url(a, `/${item.id}`)],
      ['DELETE', url(a, `/${item.id}`)],
    ] as const) {
      const res = await call(
        officeB,
        method,
        path,
        method === 'PATCH' ? { version: 0, active: true } : undefined,
      );
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.detail).toBe(projectMessages.notFound);
    }
    // Through B's own URL, A's item does not exist.
    const viaB = await call(officeB, 'PATCH', url(b, `/${item.id}`), { version: 0, active: true });
    expect(viaB.status).toBe(404);
    expect(viaB.body.detail).toBe(websiteMessages.contentNotFound);
    const list = await call(officeB, 'GET', url(b, '?area=contents'));
    expect(list.body.items.map((i: WebsiteContent) => i.id)).not.toContain(item.id);
  });
});

describe('website settings', () => {
  const settings = (p: CreatedProject) => `/api/projects/${p.id}/website/settings`;

  it('saves colours and logos in the project settings, beside the domain', async () => {
    const saved = await call(officeA, 'PATCH', settings(a), {
      primaryColor: '#112233',
      logo: imageA,
      logoSquare: imageA,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      primaryColor: '#112233',
      secondaryColor: '',
      tertiaryColor: '',
      logo: imageA,
      logoSquare: imageA,
      domain: '',
    });
    // The administration's project settings show the same colour; saving them keeps the logos.
    const admin = await call(superuser, 'GET', `/api/projects/${a.id}/admin/settings`);
    expect(admin.status).toBe(200);
    expect(admin.body.site.primaryColor).toBe('#112233');
    const back = await call(superuser, 'PUT', `/api/projects/${a.id}/admin/settings`, {
      ...admin.body,
      site: { ...admin.body.site, domain: 'verein-a.de', secondaryColor: '#445566' },
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const after = await call(officeA, 'GET', settings(a));
    expect(after.body).toEqual({
      primaryColor: '#112233',
      secondaryColor: '#445566',
      tertiaryColor: '',
      logo: imageA,
      logoSquare: imageA,
      domain: 'verein-a.de',
    });
    // The domain is read here, never written: it belongs to the project settings.
    const ignored = await call(officeA, 'PATCH', settings(a), { domain: 'fremd.de' });
    expect(ignored.status).toBe(200);
    expect(ignored.body.domain).toBe('verein-a.de');
  });

  it('refuses a bad colour and a foreign logo in German; B cannot read A', async () => {
    const colour = await call(officeA, 'PATCH', settings(a), { primaryColor: 'rot' });
    expect(colour.status).toBe(400);
    expect(colour.body.errors.primaryColor).toEqual(['Bitte eine Farbe im Format #RRGGBB angeben']);
    const logo = await call(officeA, 'PATCH', settings(a), { logo: imageB });
    expect(logo.status).toBe(400);
    expect(logo.body.errors.logo).toBeDefined();
    const foreign = await call(officeB, 'GET', settings(a));
    expect(foreign.status).toBe(404);
  });
});

describe('public contents', () => {
  const pub = (p: CreatedProject, contentId: string) =>
    `/api/public/projects/${p.id}/website/contents/${contentId}`;

  it('answers active contents only, with image URLs, ETag and 304', async () => {
    const item = await create({
      name: 'Titelbild',
      contentId: 'titelbild',
      body: { kind: 'image', image: imageA },
    });
    expect((await t.app.inject({ url: pub(a, 'titelbild') })).statusCode).toBe(404);
    await call(superuser, 'PATCH', url(a, `/${item.id}`), { version: item.version, active: true });
    const res = await t.app.inject({ url: pub(a, 'TITELBILD') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json();
    expect(body).toMatchObject({ contentId: 'titelbild', kind: 'image' });
    expect(body.image.url).toBe(`/api/public/projects/${a.id}/website/images/${imageA}`);
    const again = await t.app.inject({
      url: pub(a, 'titelbild'),
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const file = await t.app.inject({ url: body.image.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    // An image the website does not show stays private.
    const [unused] = await uploadTestImages(t, a.id, superuser);
    expect(
      (await t.app.inject({ url: `/api/public/projects/${a.id}/website/images/${unused}` }))
        .statusCode,
    ).toBe(404);
  });

  it("never serves another project's content or image through a project's address", async () => {
    const item = await create(
      { name: 'B-Text', contentId: 'b-text', body: { kind: 'text', text: '<p>B</p>' } },
      b,
    );
    await call(superuser, 'PATCH', url(b, `/${item.id}`), { version: item.version, active: true });
    expect((await t.app.inject({ url: pub(b, 'b-text') })).json().html).toBe('<p>B</p>');
    const cross = await t.app.inject({ url: pub(a, 'b-text') });
    expect(cross.statusCode).toBe(404);
    expect(cross.json().detail).toBe(websiteMessages.contentNotFound);
    expect(
      (await t.app.inject({ url: `/api/public/projects/${b.id}/website/images/${imageA}` }))
        .statusCode,
    ).toBe(404);
  });

  it('answers 404 for a project without the website module', async () => {
    const other = await t.createProject({ name: 'Ohne Webseite', modules: ['/images'] });
    const res = await t.app.inject({ url: pub(other, 'titelbild') });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(projectMessages.notFound);
  });
});
