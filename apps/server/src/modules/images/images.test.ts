import { sql } from 'drizzle-orm';
import { newId } from '@kontor/core/ids';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  imageMessages,
  tooManyFilesMessage,
  type Image,
  type ImagePage,
} from '@kontor/core/schemas/images';
import { projectMessages } from '@kontor/core/schemas/projects';
import { EXECUTABLES, MINIMAL_PDF, noiseImage, testImage } from '../../files/test-fixtures.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { queryRows } from '../../db/sql.ts';
import { contentItems } from '../../db/schema/content.ts';
import { httpMessages } from '../../plugins/messages.ts';
import { multipartPayload, type FormPart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let project: CreatedProject;
let other: CreatedProject;
let admin: string;
let otherAdmin: string;

const GPS_EXIF = { IFD0: { Artist: 'Anna Beispiel' }, IFD3: { GPSLatitudeRef: 'N' } };

const png = (width = 64, height = 48) => testImage('png', width, height);
const imageFile = (fileName: string, bytes: Buffer): FormPart => ({
  field: 'files',
  fileName,
  bytes,
});

async function upload(projectId: string, cookie: string, parts: FormPart[]) {
  const { payload, headers } = await multipartPayload(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/images`,
    headers: { ...headers, cookie },
    payload,
  });
}

async function uploadOne(projectId = project.id, cookie = admin, name = 'bild.png') {
  const res = await upload(projectId, cookie, [imageFile(name, await png())]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ items: Image[] }>().items[0]!;
}

const get = (url: string, cookie: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...headers, cookie } });

async function listPage(query: string) {
  const res = await get(`/api/projects/${project.id}/images?pageSize=10${query}`, admin);
  expect(res.statusCode).toBe(200);
  return res.json<ImagePage>();
}

/** Every key in storage below a project's folder and its thumbnails. */
async function storedKeys(projectId: string) {
  return [
    ...(await t.app.storage.list(`${projectId}/`)),
    ...(await t.app.storage.list(`thumbs/${projectId}/`)),
  ];
}

beforeAll(async () => {
  t = await createTestApp();
  project = await t.createProject({ modules: ['/properties', '/images'] });
  other = await t.createProject({ modules: ['/properties', '/images'] });
  admin = (await t.member(project, 'admin')).cookie;
  otherAdmin = (await t.member(other, 'admin')).cookie;
});
afterAll(() => t.close());

describe('image upload', () => {
  it('stores several images as records with their size and lists them newest first', async () => {
    const res = await upload(project.id, admin, [
      imageFile('Straße.png', await png(80, 40)),
      imageFile('Bäume.jpg', await testImage('jpeg')),
    ]);
    expect(res.statusCode).toBe(201);
    const items = res.json<{ items: Image[] }>().items;
    expect(items.map((image) => [image.name, image.width, image.height])).toEqual([
      ['Straße.png', 80, 40],
      ['Bäume.jpg', 64, 48],
    ]);
    expect(items[0]!.id).toHaveLength(10);
    expect(items[0]!.file.url).toBe(`/api/projects/${project.id}/images/${items[0]!.id}/file`);

    const latest = await uploadOne(project.id, admin, 'neuestes.png');
    const page = (
      await get(`/api/projects/${project.id}/images?pageSize=10`, admin)
    ).json<ImagePage>();
    expect(page.items[0]!.id).toBe(latest.id);
    expect(page.total).toBeGreaterThanOrEqual(3);
    const found = await get(`/api/projects/${project.id}/images?search=STRA`, admin);
    expect(found.json<ImagePage>().items.map((image) => image.name)).toEqual(['Straße.png']);
    expect(items[0]!.file.name).toBe('Strasse.png');
  });

  it('uses the given name for every image of the request', async () => {
    const res = await upload(project.id, admin, [
      { field: 'name', value: 'Eingang Nord' },
      imageFile('a.png', await png()),
    ]);
    expect(res.json<{ items: Image[] }>().items[0]!.name).toBe('Eingang Nord');
  });

  it('re-encodes images without EXIF or GPS data', async () => {
    const original = await noiseImage(40, 30).withExif(GPS_EXIF).jpeg().toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(project.id, admin, [imageFile('gps.jpg', original)]);
    const image = res.json<{ items: Image[] }>().items[0]!;
    const file = await get(image.file.url, admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(40);
  });

  it.each([
    ['a renamed executable', 'bild.png', EXECUTABLES.elf],
    ['a Windows executable', 'foto.jpg', EXECUTABLES.pe],
    ['a PDF (a document, not an image)', 'scan.png', MINIMAL_PDF],
    ['text named like a picture', 'bild.gif', Buffer.from('kein Bild, nur Text')],
  ])('refuses %s with "Datei nicht unterstützt." and stores nothing', async (_, name, bytes) => {
    const before = await storedKeys(project.id);
    const res = await upload(project.id, admin, [imageFile(name, bytes)]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      detail: 'Datei nicht unterstützt.',
      errors: { file: ['Datei nicht unterstützt.'] },
    });
    expect(await storedKeys(project.id)).toEqual(before);
  });

  it('refuses a file over 20 MB', async () => {
    const before = await storedKeys(project.id);
    const big = Buffer.concat([await png(), Buffer.alloc(20 * 1024 * 1024)]);
    const res = await upload(project.id, admin, [imageFile('riesig.png', big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe(imageMessages.tooLarge);
    expect(await storedKeys(project.id)).toEqual(before);
  });

  it('refuses an empty file and a request without files', async () => {
    const empty = await upload(project.id, admin, [imageFile('leer.png', Buffer.alloc(0))]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe(imageMessages.emptyFile);
    const none = await upload(project.id, admin, [{ field: 'name', value: 'ohne Datei' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ file: [imageMessages.fileMissing] });
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/images`,
      headers: { cookie: admin },
      payload: { files: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('refuses more than 20 files and keeps none of them', async () => {
    const before = await storedKeys(project.id);
    const bytes = await png(16, 16);
    const files = Array.from({ length: 21 }, (_, i) => imageFile(`bild-${i}.png`, bytes));
    const res = await upload(project.id, admin, files);
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe(tooManyFilesMessage(20));
    expect(await storedKeys(project.id)).toEqual(before);
  });

  it('is all or nothing: one bad file drops the good ones of the same request', async () => {
    const before = await storedKeys(project.id);
    const res = await upload(project.id, admin, [
      imageFile('gut.png', await png()),
      imageFile('schlecht.png', EXECUTABLES.macho),
    ]);
    expect(res.statusCode).toBe(415);
    expect(await storedKeys(project.id)).toEqual(before);
  });

  it('deletes the stored files when saving the records fails', async () => {
    const before = await storedKeys(project.id);
    const res = await upload(project.id, admin, [
      imageFile('gut.png', await png()),
      { field: 'name', value: 'x'.repeat(201) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ name: [imageMessages.nameTooLong] });
    expect(await storedKeys(project.id)).toEqual(before);
  });

  it('answers a cut-off or garbled form with 400 and keeps nothing of it', async () => {
    const before = await storedKeys(project.id);
    const { payload, headers } = await multipartPayload([
      imageFile('ganz.png', await png()),
      imageFile('abgebrochen.png', await png(200, 200)),
    ]);
    const send = (body: Buffer | string, contentType = headers['content-type']!) =>
      t.app.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/images`,
        headers: { cookie: admin, 'content-type': contentType },
        payload: body,
      });
    const cut = await send(payload.subarray(0, payload.length - 200));
    expect(cut.statusCode).toBe(400);
    expect(cut.json().detail).toBe(httpMessages.brokenUpload);
    const noBoundary = await send('x', 'multipart/form-data');
    expect(noBoundary.statusCode).toBe(400);
    expect(await storedKeys(project.id)).toEqual(before);
  });

  it("records the project's module an upload came from, refuses any other module id", async () => {
    const own = project.moduleIds['/properties']!;
    const ok = await upload(project.id, admin, [
      { field: 'moduleId', value: own },
      imageFile('modul.png', await png()),
    ]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<{ items: Image[] }>().items[0]!.module).toBe(own);
    const before = await storedKeys(project.id);
    const total = (await listPage('')).total;
    for (const moduleId of [other.moduleIds['/properties']!, 'ZZZZZZZZZZ', 'kein-modul']) {
      const res = await upload(project.id, admin, [
        { field: 'moduleId', value: moduleId },
        imageFile('fremd.png', await png()),
      ]);
      expect(res.statusCode, moduleId).toBe(400);
      expect(res.json().errors).toEqual({ moduleId: [imageMessages.moduleNotFound] });
    }
    expect(await storedKeys(project.id)).toEqual(before);
    expect((await listPage('')).total).toBe(total);
  });

  it("takes the unfiltered total from the project's images counter, filtered ones counted", async () => {
    const exact = async () => {
      const [row] = await queryRows<{ n: number | string; counter: number | string | null }>(
        t.db,
        sql`select (select count(*) from images where project_id = ${project.id}) as n,
          (select value from project_counters
            where project_id = ${project.id} and name = 'images.total') as counter`,
      );
      return { n: Number(row!.n), counter: Number(row!.counter) };
    };
    await uploadOne();
    const counted = await exact();
    expect(counted.counter).toBe(counted.n);
    expect((await listPage('')).total).toBe(counted.n);
    // The answer follows the counter (no count(*) per unfiltered page) ...
    await t.db.execute(
      sql`update project_counters set value = value + 1000
          where project_id = ${project.id} and name = 'images.total'`,
    );
    expect((await listPage('')).total).toBe(counted.n + 1000);
    // ... while a filtered list counts exactly.
    expect((await listPage('&search=png')).total).toBeLessThanOrEqual(counted.n);
    await t.db.execute(
      sql`update project_counters set value = value - 1000
          where project_id = ${project.id} and name = 'images.total'`,
    );
  });

  it('keeps path-traversal names inside the project folder', async () => {
    const image = await uploadOne(project.id, admin, '../../../etc/passwd.png');
    expect(image.file.name).toBe('passwd.png');
    const keys = await t.app.storage.list(`${project.id}/`);
    expect(keys.filter((key) => key.endsWith('-passwd.png'))).toHaveLength(1);
    for (const key of keys) expect(key.split('/')).toHaveLength(2);
  });
});

describe('thumbnails and files', () => {
  it('renders a thumbnail once, caches it for good and answers 304 to its ETag', async () => {
    const res = await upload(project.id, admin, [imageFile('gross.png', await png(800, 600))]);
    const image = res.json<{ items: Image[] }>().items[0]!;
    const url = `/api/projects/${project.id}/images/${image.id}/thumbnail?w=256`;
    const first = await get(url, admin);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect((await sharp(first.rawPayload).metadata()).width).toBe(256);
    const again = await get(url, admin, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const cropped = await get(`${url.replace('w=256', 'w=128&h=72&crop=true')}`, admin);
    const meta = await sharp(cropped.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([128, 72]);
  });

  it('asks for a width or height', async () => {
    const image = await uploadOne();
    const res = await get(`/api/projects/${project.id}/images/${image.id}/thumbnail`, admin);
    expect(res.statusCode).toBe(400);
  });
});

describe('changing and deleting images', () => {
  it('renames with the version and refuses a stale one', async () => {
    const image = await uploadOne();
    const url = `/api/projects/${project.id}/images/${image.id}`;
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url, headers: { cookie: admin }, payload });
    const renamed = await patch({ version: 0, name: 'Hof', description: 'Innenhof' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Hof', description: 'Innenhof', version: 1 });
    const stale = await patch({ version: 0, name: 'Alt' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(imageMessages.conflict);
    const blank = await patch({ version: 1, name: '  ' });
    expect(blank.json().errors).toEqual({ name: [imageMessages.nameRequired] });
  });

  it('shows where an image is used and clears logo and portrait when it is deleted', async () => {
    const image = await uploadOne();
    const member = await t.member(project, 'admin');
    const setLogo = await t.app.inject({
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      headers: { cookie: member.cookie },
      payload: { logo: image.id },
    });
    expect(setLogo.json().logo).toBe(image.id);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/projects/${project.id}/members/me`,
      headers: { cookie: member.cookie },
      payload: { portrait: image.id },
    });
    const used = await get(`/api/projects/${project.id}/images/${image.id}`, admin);
    expect(
      used
        .json<Image>()
        .connectedElements.map((element) => element.label)
        .sort(),
    ).toEqual([`Profilbild: ${member.name}`, 'Projektlogo']);

    const thumb = `/api/projects/${project.id}/images/${image.id}/thumbnail?w=64`;
    expect((await get(thumb, admin)).statusCode).toBe(200);
    expect((await storedKeys(project.id)).filter((key) => key.includes(image.id))).toHaveLength(2);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${project.id}/images/${image.id}`,
      headers: { cookie: admin },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await storedKeys(project.id)).filter((key) => key.includes(image.id))).toEqual([]);
    expect((await get(thumb, admin)).statusCode).toBe(404);
    const detail = await get(`/api/projects/${project.id}`, admin);
    expect(detail.json().logo).toBeNull();
    const members = await get(`/api/projects/${project.id}/members`, admin);
    const me = members.json<{ id: string; portrait: string | null }[]>();
    expect(me.find((m) => m.id === member.id)?.portrait).toBeNull();
  });
});

describe('categories of an image', () => {
  async function category(projectId: string, title: string) {
    const id = newId();
    await t.db
      .insert(contentItems)
      .values({ id, projectId, type: 'categories', title, fields: {} });
    return id;
  }

  it("are the project's own: another project's category or an unknown id is refused", async () => {
    const image = await uploadOne();
    const own = await category(project.id, 'Außenanlagen');
    const foreign = await category(other.id, 'Fremd');
    const url = `/api/projects/${project.id}/images/${image.id}`;
    for (const categories of [[foreign], [own, 'ZZZZZZZZZZ']]) {
      const refused = await t.app.inject({
        method: 'PATCH',
        url,
        headers: { cookie: admin },
        payload: { version: image.version, categories },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.categories).toEqual([imageMessages.categoryNotFound]);
    }
    const saved = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { cookie: admin },
      payload: { version: image.version, categories: [own, own] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Image>().categories).toEqual([own]);
  });
});

describe("another project's images", () => {
  let foreign: Image;
  beforeAll(async () => {
    foreign = await uploadOne(other.id, otherAdmin, 'fremd.png');
  });

  it('are not found through this project, in any route', async () => {
    const base = `/api/projects/${project.id}/images/${foreign.id}`;
    for (const url of [base, `${base}/file`, `${base}/thumbnail?w=64`]) {
      const res = await get(url, admin);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().detail).toBe(imageMessages.notFound);
    }
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: base,
        headers: { cookie: admin },
        ...(method === 'PATCH' ? { payload: { version: 0, name: 'Übernommen' } } : {}),
      });
      expect(res.statusCode, method).toBe(404);
    }
    const byIds = await get(`/api/projects/${project.id}/images/by-ids?ids=${foreign.id}`, admin);
    expect(byIds.json()).toEqual({ items: [] });
    // Still there for its own project.
    expect((await get(`${base.replace(project.id, other.id)}/file`, otherAdmin)).statusCode).toBe(
      200,
    );
  });

  it("cannot become this project's logo or a portrait", async () => {
    const logo = await t.app.inject({
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      headers: { cookie: admin },
      payload: { logo: foreign.id },
    });
    expect(logo.statusCode).toBe(400);
    expect(logo.json().errors).toEqual({ logo: [imageMessages.notFound] });
    const portrait = await t.app.inject({
      method: 'PATCH',
      url: `/api/projects/${project.id}/members/me`,
      headers: { cookie: admin },
      payload: { portrait: foreign.id },
    });
    expect(portrait.statusCode).toBe(400);
    expect(portrait.json().errors).toEqual({ portrait: [imageMessages.notFound] });
  });

  it('cannot be uploaded into by a member of another project', async () => {
    const res = await upload(project.id, otherAdmin, [imageFile('x.png', await png())]);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(projectMessages.notFound);
  });
});

describe('roles', () => {
  it('without the images module: picker upload and reads work, browsing and managing do not', async () => {
    const worker = await t.member(project, 'worker');
    const mine = await uploadOne(project.id, worker.cookie, 'vom-einsatz.png');
    const base = `/api/projects/${project.id}/images`;
    expect((await get(`${base}/${mine.id}`, worker.cookie)).statusCode).toBe(200);
    expect((await get(`${base}/by-ids?ids=${mine.id}`, worker.cookie)).json().items).toHaveLength(
      1,
    );
    expect((await get(`${base}/${mine.id}/thumbnail?w=64`, worker.cookie)).statusCode).toBe(200);

    const list = await get(base, worker.cookie);
    expect(list.statusCode).toBe(403);
    expect(list.json().detail).toBe(projectMessages.forbidden);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${base}/${mine.id}`,
      headers: { cookie: worker.cookie },
    });
    expect(removed.statusCode).toBe(403);
  });
});
