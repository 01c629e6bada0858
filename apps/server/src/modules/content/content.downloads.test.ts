import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentMessages } from '@kontor/core/content/messages';
import type { Document } from '@kontor/core/schemas/documents';
import { queryRows } from '../../db/sql.ts';
import { MINIMAL_PDF } from '../../files/test-fixtures.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { multipartPayload } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A download's file goes through the shared documents code: uploaded before the download is
// saved, attached on save, replaced and deleted with it, public while the download is.

let t: TestApp;
let a: CreatedProject;
let b: CreatedProject;
let cookieA: string;
let cookieB: string;

const downloads = (p: CreatedProject) => `/api/projects/${p.id}/downloads`;

async function uploadFile(p = a, cookie = cookieA, name = 'Satzung') {
  const { payload, headers } = await multipartPayload([
    { field: 'name', value: name },
    { field: 'file', bytes: MINIMAL_PDF, fileName: 'satzung.pdf' },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `${downloads(p)}/files`,
    headers: { ...headers, cookie },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Document>();
}

const createDownload = (file: Document['file'], p = a, cookie = cookieA) =>
  t.app.inject({
    method: 'POST',
    url: downloads(p),
    headers: { cookie },
    payload: { title: 'Satzung des Vereins', file },
  });

const get = (url: string, cookie?: string) =>
  t.app.inject({ url, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  t = await createTestApp();
  a = await t.createProject({ modules: ['/downloads', '/properties'] });
  b = await t.createProject({ modules: ['/downloads'] });
  cookieA = (await t.member(a, 'office')).cookie;
  cookieB = (await t.member(b, 'office')).cookie;
});
afterAll(() => t.close());

describe('download files through the documents code', () => {
  it('uploads a file before the download exists and attaches it on save', async () => {
    const document = await uploadFile();
    expect(document).toMatchObject({ type: 'download', downloadId: null });
    const created = await createDownload(document.file);
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json<{ id: string; file: Document['file'] }>();
    expect(item.file.url).toBe(`/api/projects/${a.id}/documents/${document.id}/file`);

    const attached = await get(`${downloads(a)}/${item.id}/documents`, cookieA);
    expect(attached.json<{ items: Document[] }>().items.map((d) => d.downloadId)).toEqual([
      item.id,
    ]);
    const file = await get(document.file.url, cookieA);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('refuses a file another download holds, or one of another project, beside the field', async () => {
    const document = await uploadFile();
    expect((await createDownload(document.file)).statusCode).toBe(201);
    const again = await createDownload(document.file);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ file: [contentMessages.fileGone] });

    const foreign = await uploadFile(b, cookieB);
    const stolen = await createDownload({
      name: 'fremd.pdf',
      url: `/api/projects/${b.id}/documents/${foreign.id}/file`,
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors).toEqual({ file: [contentMessages.fileGone] });
    const moved = await createDownload({
      name: 'fremd.pdf',
      url: `/api/projects/${a.id}/documents/${foreign.id}/file`,
    });
    expect(moved.statusCode).toBe(400);
  });

  it('deletes the replaced file on update and the file with the download', async () => {
    const first = await uploadFile();
    const item = (await createDownload(first.file)).json<{ id: string }>();
    const second = await uploadFile(a, cookieA, 'Satzung 2026');
    const updated = await t.app.inject({
      method: 'PATCH',
      url: `${downloads(a)}/${item.id}`,
      headers: { cookie: cookieA },
      payload: { version: 0, file: second.file },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await get(first.file.url, cookieA)).statusCode).toBe(404);
    expect((await get(second.file.url, cookieA)).statusCode).toBe(200);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${downloads(a)}/${item.id}`,
      headers: { cookie: cookieA },
    });
    expect(removed.statusCode).toBe(204);
    expect((await get(second.file.url, cookieA)).statusCode).toBe(404);
  });

  it('serves the file of a saved download without a session, and nothing else', async () => {
    const document = await uploadFile();
    const item = (await createDownload(document.file)).json<{ id: string }>();
    const publicItem = await get(`/api/public/projects/${a.id}/downloads/${item.id}`);
    expect(publicItem.statusCode).toBe(200);
    const publicUrl = `/api/public/projects/${a.id}/documents/${document.id}/file`;
    expect(publicItem.json().file.url).toBe(publicUrl);
    const file = await get(publicUrl);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(MINIMAL_PDF)).toBe(true);

    // Not yet attached, another project's address, a property's document: not public.
    const loose = await uploadFile();
    expect((await get(`/api/public/projects/${a.id}/documents/${loose.id}/file`)).statusCode).toBe(
      404,
    );
    expect(
      (await get(`/api/public/projects/${b.id}/documents/${document.id}/file`)).statusCode,
    ).toBe(404);
    const property = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${a.id}/properties`,
      headers: { cookie: cookieA },
      payload: { name: 'Lindenstraße 4' },
    });
    const { payload, headers } = await multipartPayload([
      { field: 'name', value: 'Mietvertrag' },
      { field: 'file', bytes: MINIMAL_PDF, fileName: 'mietvertrag.pdf' },
    ]);
    const contract = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${a.id}/properties/${property.json().id}/documents`,
      headers: { ...headers, cookie: cookieA },
      payload,
    });
    expect(contract.statusCode).toBe(201);
    expect(
      (await get(`/api/public/projects/${a.id}/documents/${contract.json().id}/file`)).statusCode,
    ).toBe(404);
  });

  it('removes an upload never saved after a day, and keeps the attached ones', async () => {
    // The documents module's job kind (documents.cleanup.ts).
    const UNATTACHED_CLEANUP_JOB = 'documents.remove-unattached';
    const loose = await uploadFile();
    const kept = await uploadFile();
    expect((await createDownload(kept.file)).statusCode).toBe(201);
    const [job] = await queryRows<{ hours: number }>(
      t.db,
      sql`select extract(epoch from run_at - now()) / 3600 as hours from jobs
          where kind = ${UNATTACHED_CLEANUP_JOB} and payload ->> 'documentId' = ${loose.id}`,
    );
    expect(Number(job?.hours)).toBeGreaterThan(23);

    // A day later (the jobs brought forward): the loose upload is gone, the download's file stays.
    await t.db.execute(
      sql`update jobs set run_at = now() where kind = ${UNATTACHED_CLEANUP_JOB} and state = 'pending'`,
    );
    await t.drainJobs();
    expect((await get(loose.file.url, cookieA)).statusCode).toBe(404);
    expect((await get(kept.file.url, cookieA)).statusCode).toBe(200);
  });

  it('lets only members with the downloads module upload', async () => {
    const { payload, headers } = await multipartPayload([
      { field: 'name', value: 'Satzung' },
      { field: 'file', bytes: MINIMAL_PDF, fileName: 'satzung.pdf' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `${downloads(a)}/files`,
      headers: { ...headers, cookie: cookieB },
      payload,
    });
    expect(res.statusCode).toBe(404);
  });
});
