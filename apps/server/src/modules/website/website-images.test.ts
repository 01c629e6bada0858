import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '@kontor/core/ids';
import type { ConnectedElement } from '@kontor/core/schemas/images';
import { websiteMessages } from '@kontor/core/schemas/website';
import { MIGRATIONS_DIR } from '../../db/database.ts';
import { imageUsages } from '../../db/schema/files.ts';
import { webpages, websiteContents } from '../../db/schema/website.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { jsonCall, type JsonMethod } from '../../test/json-call.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertImage } from '../../test/test-images.ts';
import { insertContentItem } from './website-test-helpers.ts';

/**
 * The website's images as connected elements (image_usages): page covers and image elements,
 * image contents and the site's logos are recorded, replaced and cleared like any image field.
 */
let t: TestApp;
let a: CreatedProject;
let b: CreatedProject;
let superuser: string;
let office: string;
let officeB: string;

const call = (cookie: string, method: JsonMethod, path: string, payload?: unknown) =>
  jsonCall(t, cookie, method, path, payload);
const api = (p: CreatedProject, rest: string) => `/api/projects/${p.id}${rest}`;

/** Where the image is used, as the images list shows it. */
async function usagesOf(image: string, p = a): Promise<ConnectedElement[]> {
  const res = await call(superuser, 'GET', api(p, `/images/${image}`));
  expect(res.status).toBe(200);
  return res.body.connectedElements;
}

async function deleteImage(image: string) {
  expect((await call(superuser, 'DELETE', api(a, `/images/${image}`))).status).toBe(204);
}

const imageElement = (id: string, image: string | null, active = true) => ({
  id,
  type: 'image' as const,
  name: '',
  image,
  text: '',
  active,
});

beforeAll(async () => {
  t = await createTestApp();
  const modules = ['/website', '/images', '/categories'] as const;
  a = await t.createProject({ name: 'Verein A', modules: [...modules] });
  b = await t.createProject({ name: 'Verein B', modules: [...modules] });
  superuser = (await t.superuser()).cookie;
  office = (await t.member(a, 'office')).cookie;
  officeB = (await t.member(b, 'office')).cookie;
});
afterAll(() => t.close());

describe('page images', () => {
  async function page(path: string, title: string) {
    const res = await call(superuser, 'POST', api(a, '/website/pages'), { path, title });
    expect(res.status).toBe(201);
    return res.body as { id: string; version: number };
  }

  it('records the image elements (active or not) beside the cover; a new list replaces them', async () => {
    const [cover, shown, hidden] = [
      await insertImage(t.db, a.id),
      await insertImage(t.db, a.id),
      await insertImage(t.db, a.id),
    ];
    const { id } = await page('/verein', 'Unser Verein');
    const saved = await call(office, 'PATCH', api(a, `/website/pages/${id}`), {
      version: 0,
      image: cover,
      elements: [
        { id: 't1', type: 'text', text: '<p>Hallo</p>' },
        imageElement('i1', shown),
        imageElement('i2', hidden, false),
        imageElement('i3', shown),
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const label = { type: 'webpage', id, label: 'Seite: Unser Verein' };
    expect(await usagesOf(cover)).toEqual([label]);
    expect(await usagesOf(shown)).toEqual([label]);
    expect(await usagesOf(hidden)).toEqual([label]);

    // Taking the image out of the element, and the element off the page, removes the usages.
    const changed = await call(office, 'PATCH', api(a, `/website/pages/${id}`), {
      version: 1,
      elements: [imageElement('i1', null)],
    });
    expect(changed.status).toBe(200);
    expect(await usagesOf(shown)).toEqual([]);
    expect(await usagesOf(hidden)).toEqual([]);
    // The cover was not part of the change and stays recorded.
    expect(await usagesOf(cover)).toEqual([label]);
  });

  it('deleting an image empties the elements showing it and keeps the rest of the page', async () => {
    const [gone, kept] = [await insertImage(t.db, a.id), await insertImage(t.db, a.id)];
    const { id } = await page('/galerie', 'Galerie');
    await call(office, 'PATCH', api(a, `/website/pages/${id}`), {
      version: 0,
      elements: [imageElement('i1', gone), imageElement('i2', kept), imageElement('i3', gone)],
    });
    await deleteImage(gone);
    const after = await call(office, 'GET', api(a, `/website/pages/${id}`));
    expect(
      after.body.elements.map((e: { id: string; image: string | null }) => [e.id, e.image]),
    ).toEqual([
      ['i1', null],
      ['i2', kept],
      ['i3', null],
    ]);
    expect(await usagesOf(kept)).toEqual([{ type: 'webpage', id, label: 'Seite: Galerie' }]);
  });

  it('deleting the page removes its usages', async () => {
    const [cover, shown] = [await insertImage(t.db, a.id), await insertImage(t.db, a.id)];
    const { id } = await page('/weg', 'Bald weg');
    await call(office, 'PATCH', api(a, `/website/pages/${id}`), {
      version: 0,
      image: cover,
      elements: [imageElement('i1', shown)],
    });
    expect((await call(superuser, 'DELETE', api(a, `/website/pages/${id}`))).status).toBe(204);
    expect(await usagesOf(cover)).toEqual([]);
    expect(await usagesOf(shown)).toEqual([]);
  });
});

describe('image contents', () => {
  it('records the image of an image content, replaced on change, removed with the content', async () => {
    const [first, second] = [await insertImage(t.db, a.id), await insertImage(t.db, a.id)];
    const created = await call(superuser, 'POST', api(a, '/website/contents'), {
      name: 'Titelbild',
      contentId: 'titelbild',
      body: { kind: 'image', image: first },
    });
    expect(created.status).toBe(201);
    const { id } = created.body;
    const label = { type: 'website-content', id, label: 'Inhalt: Titelbild' };
    expect(await usagesOf(first)).toEqual([label]);

    const changed = await call(office, 'PATCH', api(a, `/website/contents/${id}`), {
      version: 0,
      body: { kind: 'image', image: second },
    });
    expect(changed.status).toBe(200);
    expect(await usagesOf(first)).toEqual([]);
    expect(await usagesOf(second)).toEqual([label]);

    // A change that leaves the body alone keeps what it records.
    await call(office, 'PATCH', api(a, `/website/contents/${id}`), { version: 1, name: 'Kopf' });
    expect(await usagesOf(second)).toEqual([{ ...label, label: 'Inhalt: Kopf' }]);

    await deleteImage(second);
    const after = await call(office, 'GET', api(a, `/website/contents/${id}`));
    expect(after.body.body).toEqual({ kind: 'image', image: null });

    await call(office, 'PATCH', api(a, `/website/contents/${id}`), {
      version: 2,
      body: { kind: 'image', image: first },
    });
    expect((await call(office, 'DELETE', api(a, `/website/contents/${id}`))).status).toBe(204);
    expect(await usagesOf(first)).toEqual([]);
  });

  it("refuses another project's image and category, recording nothing", async () => {
    const imageB = await insertImage(t.db, b.id);
    const categoryB = await insertContentItem(t.db, b.id, 'categories', 'Jugend B');
    const image = await call(superuser, 'POST', api(a, '/website/contents'), {
      name: 'Fremd',
      contentId: 'fremd',
      body: { kind: 'image', image: imageB },
    });
    expect(image.status).toBe(400);
    expect(image.body.errors['body.image']).toEqual(['Bild nicht gefunden']);
    const category = await call(superuser, 'POST', api(a, '/website/contents'), {
      name: 'Fremd',
      contentId: 'fremd',
      body: { kind: 'text', text: '' },
      categories: [categoryB],
    });
    expect(category.status).toBe(400);
    expect(category.body.errors.categories).toEqual([websiteMessages.categoryMissing]);
    expect(await usagesOf(imageB, b)).toEqual([]);
  });
});

describe('site logos', () => {
  const settings = (p: CreatedProject) => api(p, '/website/settings');

  it('records logo and favicon, keeps them on a change of colours only, clears them on delete', async () => {
    const [logo, favicon] = [await insertImage(t.db, a.id), await insertImage(t.db, a.id)];
    const saved = await call(office, 'PATCH', settings(a), { logo, logoSquare: favicon });
    expect(saved.status).toBe(200);
    expect(await usagesOf(logo)).toEqual([
      { type: 'project', id: a.id, label: 'Logo der Webseite' },
    ]);
    expect(await usagesOf(favicon)).toEqual([
      { type: 'project', id: a.id, label: 'Favicon der Webseite' },
    ]);

    const colours = await call(office, 'PATCH', settings(a), { primaryColor: '#123456' });
    expect(colours.body).toMatchObject({ primaryColor: '#123456', logo, logoSquare: favicon });
    expect(await usagesOf(logo)).toHaveLength(1);

    const cleared = await call(office, 'PATCH', settings(a), { logoSquare: null });
    expect(cleared.body).toMatchObject({ logo, logoSquare: null });
    expect(await usagesOf(favicon)).toEqual([]);

    await deleteImage(logo);
    const after = await call(office, 'GET', settings(a));
    expect(after.body).toMatchObject({ logo: null, primaryColor: '#123456' });
  });

  it("refuses B's image as A's logo, and B's member cannot change A's settings", async () => {
    const imageB = await insertImage(t.db, b.id);
    const refused = await call(office, 'PATCH', settings(a), { logo: imageB });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.logo).toEqual(['Bild nicht gefunden']);
    expect(await usagesOf(imageB, b)).toEqual([]);
    const own = await insertImage(t.db, a.id);
    expect((await call(officeB, 'PATCH', settings(a), { logo: own })).status).toBe(404);
    expect(await usagesOf(own)).toEqual([]);
  });
});

describe('migration website_image_usages', () => {
  const statements = readFileSync(
    path.join(MIGRATIONS_DIR, '0041_website_image_usages.sql'),
    'utf8',
  ).split('--> statement-breakpoint');

  it('records what was saved before: page elements, image contents and site logos', async () => {
    const p = await t.createProject({ name: 'Verein Alt', modules: ['/website', '/images'] });
    const [shown, content, logo] = [
      await insertImage(t.db, p.id),
      await insertImage(t.db, p.id),
      await insertImage(t.db, p.id),
    ];
    const foreign = await insertImage(t.db, b.id);
    const pageId = newId();
    // Written as before: straight into the tables, nothing recorded.
    await t.db.insert(webpages).values({
      id: pageId,
      projectId: p.id,
      path: '/alt',
      title: 'Alte Seite',
      elements: [
        imageElement('i1', shown),
        imageElement('i2', foreign),
        imageElement('i3', 'ZZZZZZZZZZ'),
        { id: 't1', type: 'text' as const, name: '', active: true, text: '' },
      ],
    });
    const contentId = newId();
    await t.db.insert(websiteContents).values({
      id: contentId,
      projectId: p.id,
      name: 'Altes Bild',
      contentId: 'alt',
      kind: 'image',
      body: { kind: 'image', image: content },
    });
    await t.db.execute(sql`update projects set settings = jsonb_set(settings, '{site}',
      ${JSON.stringify({ logo, logoSquare: foreign })}::jsonb) where id = ${p.id}`);

    await t.db.transaction(async (tx) => {
      for (const statement of statements) await tx.execute(sql.raw(statement));
      // A second run finds everything recorded.
      for (const statement of statements) await tx.execute(sql.raw(statement));
    });

    expect(await usagesOf(shown, p)).toEqual([
      { type: 'webpage', id: pageId, label: 'Seite: Alte Seite' },
    ]);
    expect(await usagesOf(content, p)).toEqual([
      { type: 'website-content', id: contentId, label: 'Inhalt: Altes Bild' },
    ]);
    expect(await usagesOf(logo, p)).toEqual([
      { type: 'project', id: p.id, label: 'Logo der Webseite' },
    ]);
    const rows = await t.db
      .select()
      .from(imageUsages)
      .where(sql`${imageUsages.projectId} = ${p.id}`);
    expect(rows).toHaveLength(3);
  });
});
