import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages, type Document } from '@kontor/core/schemas/documents';
import { MAX_UPLOAD_BYTES, imageMessages } from '@kontor/core/schemas/images';
import { projectMessages } from '@kontor/core/schemas/projects';
import { propertyMessages } from '@kontor/core/schemas/properties';
import { documents } from '../../db/schema/files.ts';
import { EXECUTABLES, MINIMAL_PDF, officeOpenXml, testImage } from '../../files/test-fixtures.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { multipartPayload, type FormPart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let a: CreatedProject;
let b: CreatedProject;
let cookieA: string;
let cookieB: string;
let propertyA: string;
let propertyB: string;

async function createProperty(project: CreatedProject, cookie: string, name: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${project.id}/properties`,
    headers: { cookie },
    payload: { name },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

beforeAll(async () => {
  t = await createTestApp();
  a = await t.createProject({ name: 'Projekt A' });
  b = await t.createProject({ name: 'Projekt B' });
  cookieA = (await t.member(a, 'office')).cookie;
  cookieB = (await t.member(b, 'office')).cookie;
  propertyA = await createProperty(a, cookieA, 'Lindenstraße 4');
  propertyB = await createProperty(b, cookieB, 'Geheimweg 9');
});
afterAll(() => t.close());

const documentsUrl = (projectId: string, propertyId: string) =>
  `/api/projects/${projectId}/properties/${propertyId}/documents`;
const documentUrl = (projectId: string, documentId: string) =>
  `/api/projects/${projectId}/documents/${documentId}`;

interface FormInput {
  name?: string;
  file?: { bytes: Buffer; fileName: string };
}

/** The form as the web client sends it: the name first, then the file. */
function multipart({ name, file }: FormInput) {
  const parts: FormPart[] = [];
  if (name !== undefined) parts.push({ field: 'name', value: name });
  if (file) parts.push({ field: 'file', ...file });
  return multipartPayload(parts);
}

async function upload(
  input: FormInput,
  opts: { project?: CreatedProject; property?: string; cookie?: string } = {},
) {
  const { payload, headers } = await multipart(input);
  return t.app.inject({
    method: 'POST',
    url: documentsUrl((opts.project ?? a).id, opts.property ?? propertyA),
    headers: { ...headers, cookie: opts.cookie ?? cookieA },
    payload,
  });
}

const remove = (projectId: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: documentUrl(projectId, id), headers: { cookie: cookieA } });
const get = (url: string, cookie = cookieA, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...headers, cookie } });

const pdf = (fileName = 'Mietvertrag.pdf') => ({ bytes: MINIMAL_PDF, fileName });

/** Everything project A has in storage. */
const storedKeys = () => t.app.storage.list(`${a.id}/`);

async function fileKeyOf(id: string) {
  const [row] = await t.db.select().from(documents).where(eq(documents.id, id));
  return row!.fileKey;
}

describe('property documents', () => {
  it('adds a document, lists it newest first and serves the same bytes with ETag and 304', async () => {
    const first = await upload({ name: '  Mietvertrag 2024 ', file: pdf('Mietvertrag Größe.pdf') });
    expect(first.statusCode).toBe(201);
    const doc = first.json<Document>();
    expect(doc).toMatchObject({
      name: 'Mietvertrag 2024',
      file: { name: 'Mietvertrag-Groesse.pdf', url: `${documentUrl(a.id, doc.id)}/file` },
      contentType: 'application/pdf',
      size: MINIMAL_PDF.length,
      type: 'object',
      propertyId: propertyA,
      taskId: null,
    });
    expect(doc.createdBy?.name).toMatch(/^Testnutzer/);

    const docx = officeOpenXml('docx');
    const second = await upload({
      name: 'Hausordnung',
      file: { bytes: docx, fileName: 'ho.docx' },
    });
    expect(second.statusCode).toBe(201);

    const list = await get(documentsUrl(a.id, propertyA));
    expect(list.statusCode).toBe(200);
    const items = list.json<{ items: Document[] }>().items;
    expect(items.map((d) => d.name).slice(0, 2)).toEqual(['Hausordnung', 'Mietvertrag 2024']);
    expect(items[1]).toEqual(doc);

    const file = await get(doc.file.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(MINIMAL_PDF)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(
      /^inline; filename="Mietvertrag-Groesse.pdf"/,
    );
    expect(file.headers['cache-control']).toBe('private, no-cache');
    const etag = String(file.headers.etag);
    expect(etag).toMatch(/^(W\/)?".+"$/);

    const cached = await get(doc.file.url, cookieA, { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);

    const word = await get(second.json<Document>().file.url);
    expect(word.rawPayload.equals(docx)).toBe(true);
    expect(word.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('deletes the record and its file', async () => {
    const doc = (await upload({ name: 'Alt', file: pdf() })).json<Document>();
    const key = await fileKeyOf(doc.id);
    expect(await t.app.storage.head(key)).not.toBeNull();

    const res = await remove(a.id, doc.id);
    expect(res.statusCode).toBe(204);
    expect(await t.app.storage.head(key)).toBeNull();
    const file = await get(doc.file.url);
    expect(file.statusCode).toBe(404);
    expect(file.json().detail).toBe(documentMessages.notFound);
    const again = await remove(a.id, doc.id);
    expect(again.statusCode).toBe(404);
  });

  it('requires a name and stores nothing without one', async () => {
    const before = await storedKeys();
    for (const name of [undefined, '   ', 'x'.repeat(201)]) {
      const res = await upload({ name, file: pdf() });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        name: [
          name === undefined || name.trim() === ''
            ? documentMessages.nameRequired
            : documentMessages.nameTooLong,
        ],
      });
    }
    expect(await storedKeys()).toEqual(before);
  });

  it('requires a file and names both fields when both are wrong', async () => {
    const noFile = await upload({ name: 'Ohne Datei' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toEqual({ file: [documentMessages.fileMissing] });

    const nothing = await upload({});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors).toEqual({
      file: [documentMessages.fileMissing],
      name: [documentMessages.nameRequired],
    });

    const both = await upload({
      name: ' ',
      file: { bytes: await testImage('png'), fileName: 'a.pdf' },
    });
    expect(both.statusCode).toBe(415);
    expect(both.json().errors).toEqual({
      file: [imageMessages.unsupported],
      name: [documentMessages.nameRequired],
    });
  });

  it('decides the type by content: renamed executables and images are refused with 415', async () => {
    const before = await storedKeys();
    const files = [
      { bytes: EXECUTABLES.pe, fileName: 'x.pdf' },
      { bytes: EXECUTABLES.elf, fileName: 'vertrag.docx' },
      { bytes: await testImage('png'), fileName: 'scan.png' },
      { bytes: await testImage('jpeg'), fileName: 'scan.pdf' },
    ];
    for (const file of files) {
      const res = await upload({ name: 'Verdächtig', file });
      expect(res.statusCode, file.fileName).toBe(415);
      expect(res.json().detail).toBe('Datei nicht unterstützt.');
      expect(res.json().errors.file).toEqual(['Datei nicht unterstützt.']);
    }
    expect(await storedKeys()).toEqual(before);
  });

  it('keeps a path-traversal file name inside the project folder', async () => {
    const res = await upload({ name: 'Pfad', file: pdf('../../x.pdf') });
    expect(res.statusCode).toBe(201);
    const doc = res.json<Document>();
    expect(doc.file.name).toBe('x.pdf');
    const key = await fileKeyOf(doc.id);
    expect(key).toBe(`${a.id}/${doc.id}-x.pdf`);
    expect(await t.app.storage.head(key)).not.toBeNull();
  });

  it('refuses a file over 20 MB with 413 and stores nothing', async () => {
    const before = await storedKeys();
    const big = Buffer.concat([
      MINIMAL_PDF,
      Buffer.alloc(MAX_UPLOAD_BYTES + 1 - MINIMAL_PDF.length),
    ]);
    const res = await upload({ name: 'Groß', file: { bytes: big, fileName: 'gross.pdf' } });
    expect(res.statusCode).toBe(413);
    expect(res.json().errors.file).toEqual([imageMessages.tooLarge]);
    expect(await storedKeys()).toEqual(before);
  });

  it("answers 404 for another project's property and stores nothing", async () => {
    const before = await storedKeys();
    const list = await get(documentsUrl(a.id, propertyB));
    expect(list.statusCode).toBe(404);
    expect(list.json().detail).toBe(propertyMessages.notFound);
    const post = await upload({ name: 'Fremd', file: pdf() }, { property: propertyB });
    expect(post.statusCode).toBe(404);
    expect(post.json().detail).toBe(propertyMessages.notFound);
    expect(await storedKeys()).toEqual(before);
    expect(await t.app.storage.list(`${b.id}/`)).toEqual([]);
  });

  it("answers 404 for another project's document (file and delete)", async () => {
    const created = await upload(
      { name: 'Geheim', file: pdf() },
      { project: b, property: propertyB, cookie: cookieB },
    );
    const doc = created.json<Document>();
    const file = await get(`${documentUrl(a.id, doc.id)}/file`);
    expect(file.statusCode).toBe(404);
    expect(file.json().detail).toBe(documentMessages.notFound);
    const del = await remove(a.id, doc.id);
    expect(del.statusCode).toBe(404);
    const own = await get(doc.file.url, cookieB);
    expect(own.statusCode).toBe(200);
    expect(await t.app.storage.head(await fileKeyOf(doc.id))).not.toBeNull();
  });

  it('checks session and membership before looking at a malformed document id', async () => {
    const url = documentUrl(a.id, 'kurz');
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    const outsider = await t.app.inject({ method: 'DELETE', url, headers: { cookie: cookieB } });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().detail).toBe(projectMessages.notFound);
    const member = await t.app.inject({ method: 'DELETE', url, headers: { cookie: cookieA } });
    expect(member.statusCode).toBe(404);
    expect(member.json().detail).toBe(documentMessages.notFound);
  });

  it("answers 403 to a role without '/properties' and 401 without a session", async () => {
    const doc = (await upload({ name: 'Intern', file: pdf() })).json<Document>();
    const worker = (await t.member(a, 'worker')).cookie;
    const postForm = await multipart({ name: 'Versuch', file: pdf() });
    const requests = [
      { method: 'GET', url: documentsUrl(a.id, propertyA) },
      { method: 'POST', url: documentsUrl(a.id, propertyA), form: postForm },
      { method: 'GET', url: doc.file.url },
      { method: 'DELETE', url: documentUrl(a.id, doc.id) },
    ] as const;
    for (const request of requests) {
      const { method, url } = request;
      const form = 'form' in request ? request.form : { headers: {}, payload: undefined };
      const send = (cookie?: string) =>
        t.app.inject({
          method,
          url,
          headers: { ...form.headers, ...(cookie ? { cookie } : {}) },
          payload: form.payload,
        });
      const forbidden = await send(worker);
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json().detail).toBe(projectMessages.forbidden);
      expect((await send()).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await t.app.storage.head(await fileKeyOf(doc.id))).not.toBeNull();
  });

  it('deletes the stored file again when the insert fails (property deleted meanwhile)', async () => {
    const doomed = await createProperty(a, cookieA, 'Abrissweg 1');
    // Deletes the property right before the row goes in, as a concurrent delete would.
    await t.db
      .execute(sql`create function delete_owner_first() returns trigger language plpgsql as $$
      begin delete from properties where id = new.property_id; return new; end $$`);
    await t.db.execute(sql`create trigger delete_owner_first before insert on documents
      for each row when (new.name = 'Abriss') execute function delete_owner_first()`);
    try {
      const before = await storedKeys();
      const res = await upload({ name: 'Abriss', file: pdf() }, { property: doomed });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe(propertyMessages.notFound);
      expect(await storedKeys()).toEqual(before);
    } finally {
      await t.db.execute(sql`drop trigger delete_owner_first on documents`);
      await t.db.execute(sql`drop function delete_owner_first()`);
    }
  });
});
