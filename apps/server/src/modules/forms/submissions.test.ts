import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '@kontor/core/ids';
import { formMessages } from '@kontor/core/schemas/forms';
import { projectMessages } from '@kontor/core/schemas/projects';
import { formSubmissionFiles, formSubmissions } from '../../db/schema/forms.ts';
import { MINIMAL_PDF } from '../../files/test-fixtures.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { multipartPayload } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertForm } from './form-fixtures.ts';
import { nextNightlyRun } from '@kontor/core/scheduling/index';
import { jobs } from '../../db/schema/jobs.ts';
import { deleteExpiredSubmissions, FORM_RETENTION_JOB } from './form-retention.ts';

let t: TestApp;
let a: CreatedProject;
let b: CreatedProject;
let office: string;
let officeOfB: string;
let worker: string;
let address = 0;

beforeAll(async () => {
  t = await createTestApp();
  a = await t.createProject({ name: 'Verein A', modules: ['/forms'] });
  b = await t.createProject({ name: 'Verein B', modules: ['/forms'] });
  office = (await t.member(a, 'office')).cookie;
  officeOfB = (await t.member(b, 'office')).cookie;
  worker = (await t.member(a, 'worker')).cookie;
});
afterAll(() => t.close());

const FIELDS = [
  { name: 'name', type: 'text' as const, required: true },
  { name: 'email', type: 'email' as const },
  { name: 'anhang', type: 'file' as const },
];

async function submit(form: { id: string; projectId: string }, values: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/projects/${form.projectId}/forms/${form.id}`,
    remoteAddress: `198.51.100.${++address}`,
    payload: values,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

async function submitWithFile(
  form: { id: string; projectId: string },
  name: string,
  email = 'datei@example.de',
) {
  const body = await multipartPayload([
    { field: 'name', value: name },
    { field: 'email', value: email },
    { field: 'anhang', fileName: 'beleg.pdf', bytes: MINIMAL_PDF },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/projects/${form.projectId}/forms/${form.id}`,
    remoteAddress: `198.51.100.${++address}`,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

const api = (cookie: string, projectId: string, path: string, init: object = {}) =>
  t.app.inject({ url: `/api/projects/${projectId}/forms${path}`, headers: { cookie }, ...init });

describe('the Daten tab', () => {
  it("pages by 10, newest first, with the form's fields as columns", async () => {
    const form = await insertForm(t.db, a.id, { fields: FIELDS });
    const ids: string[] = [];
    for (let i = 1; i <= 12; i++) ids.push(await submit(form, { name: `Person ${i}` }));
    // A submission with a key of a field deleted since.
    const [first] = await t.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, ids[0]!));
    await t.db
      .update(formSubmissions)
      .set({ data: { ...first!.data, alt: 'x' }, createdAt: new Date(Date.now() - 60_000) })
      .where(eq(formSubmissions.id, ids[0]!));
    const res = await api(office, a.id, `/${form.id}/submissions`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    const columns = [
      { name: 'name', label: 'name', type: 'text' },
      { name: 'email', label: 'email', type: 'email' },
      { name: 'anhang', label: 'anhang', type: 'file' },
    ];
    expect(page).toMatchObject({ total: 12, page: 1, pageSize: 10, columns });
    expect(page.items).toHaveLength(10);
    expect(page.items[0].data).toEqual({ name: 'Person 12' });
    const last = (await api(office, a.id, `/${form.id}/submissions?page=2`)).json();
    expect(last.items.map((i: { id: string }) => i.id)).toEqual([ids[1], ids[0]]);
    // The deleted field's answer stays in the data (the detail view), not a column.
    expect(last.columns).toEqual(columns);
    expect(last.items[1].data).toEqual({ name: 'Person 1', alt: 'x' });
  });

  it("'Daten löschen' deletes the chosen submissions with their files, only of this form", async () => {
    const form = await insertForm(t.db, a.id, { fields: FIELDS });
    const otherForm = await insertForm(t.db, a.id, { fields: FIELDS });
    const withFile = await submitWithFile(form, 'Mit Datei');
    const kept = await submit(form, { name: 'Bleibt' });
    const foreign = await submit(otherForm, { name: 'Anderes Formular' });
    const [file] = await t.db
      .select()
      .from(formSubmissionFiles)
      .where(eq(formSubmissionFiles.submissionId, withFile));
    expect(await t.app.storage.head(file!.fileKey)).not.toBeNull();
    const unknown = newId();
    const res = await api(office, a.id, `/${form.id}/submissions/delete`, {
      method: 'POST',
      payload: { ids: [withFile, foreign, unknown] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      applied: [withFile],
      refused: [
        { id: foreign, reason: formMessages.submissionNotFound },
        { id: unknown, reason: formMessages.submissionNotFound },
      ],
    });
    expect(await t.app.storage.head(file!.fileKey)).toBeNull();
    const left = await t.db.select({ id: formSubmissions.id }).from(formSubmissions);
    expect(left.map((r) => r.id)).toEqual(expect.arrayContaining([kept, foreign]));
    expect(left.map((r) => r.id)).not.toContain(withFile);
    const empty = await api(office, a.id, `/${form.id}/submissions/delete`, {
      method: 'POST',
      payload: { ids: [] },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('serves an uploaded file as an attachment, only below its own form and submission', async () => {
    const form = await insertForm(t.db, a.id, { fields: FIELDS });
    const id = await submitWithFile(form, 'Datei');
    const page = (await api(office, a.id, `/${form.id}/submissions`)).json();
    const file = page.items[0].files[0];
    expect(file).toMatchObject({ contentType: 'application/pdf', size: MINIMAL_PDF.length });
    const res = await api(office, a.id, `/${form.id}/submissions/${id}/files/${file.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(MINIMAL_PDF)).toBe(true);
    const otherForm = await insertForm(t.db, a.id, { fields: FIELDS });
    const wrong = await api(office, a.id, `/${otherForm.id}/submissions/${id}/files/${file.id}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().detail).toBe(formMessages.fileNotFound);
  });
});

describe("the submitters' rights (GDPR)", () => {
  it('exports everything one address submitted in the project, across forms, as a download', async () => {
    const contact = await insertForm(t.db, a.id, { name: 'Kontakt', fields: FIELDS });
    const course = await insertForm(t.db, a.id, { name: 'Kursanmeldung', fields: FIELDS });
    await submit(contact, { name: 'Max', email: 'Max@Example.de' });
    await submit(course, { name: 'Max', email: 'max@example.de' });
    await submit(contact, { name: 'Erika', email: 'erika@example.de' });
    const inB = await insertForm(t.db, b.id, { fields: FIELDS });
    await submit(inB, { name: 'Max in B', email: 'max@example.de' });
    const res = await api(office, a.id, '/submitters/export?email=MAX@example.de');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="formulardaten.json"/,
    );
    const body = res.json();
    expect(body.email).toBe('max@example.de');
    expect(body.submissions.map((s: { formName: string }) => s.formName)).toEqual([
      'Kontakt',
      'Kursanmeldung',
    ]);
    expect(body.submissions[0]).toMatchObject({ formId: contact.id, data: { name: 'Max' } });
    const bad = await api(office, a.id, '/submitters/export?email=kein-mail');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toEqual([formMessages.emailInvalid]);
  });

  it("deletes everything of one address in this project (with files), nothing of others'", async () => {
    const form = await insertForm(t.db, a.id, { fields: FIELDS });
    const withFile = await submitWithFile(form, 'Datei', 'loeschen@example.de');
    await submit(form, { name: 'Noch einmal', email: 'LOESCHEN@example.de' });
    const keep = await submit(form, { name: 'Andere', email: 'andere@example.de' });
    const inB = await insertForm(t.db, b.id, { fields: FIELDS });
    const keepB = await submit(inB, { name: 'In B', email: 'loeschen@example.de' });
    const [file] = await t.db
      .select()
      .from(formSubmissionFiles)
      .where(eq(formSubmissionFiles.submissionId, withFile));
    const res = await api(office, a.id, '/submitters/delete', {
      method: 'POST',
      payload: { email: 'Loeschen@Example.de' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });
    expect(await t.app.storage.head(file!.fileKey)).toBeNull();
    const left = (await t.db.select({ id: formSubmissions.id }).from(formSubmissions)).map(
      (r) => r.id,
    );
    expect(left).toEqual(expect.arrayContaining([keep, keepB]));
    expect(left).not.toContain(withFile);
  });
});

describe('access', () => {
  it("project A's staff cannot read or change project B's submissions", async () => {
    const formB = await insertForm(t.db, b.id, { fields: FIELDS });
    const idB = await submitWithFile(formB, 'Geheim');
    const [fileB] = await t.db
      .select()
      .from(formSubmissionFiles)
      .where(eq(formSubmissionFiles.submissionId, idB));
    // In B's path: not a member.
    for (const [path, init] of [
      [`/${formB.id}/submissions`, {}],
      [`/${formB.id}/submissions/${idB}/files/${fileB!.id}`, {}],
      [`/${formB.id}/submissions/delete`, { method: 'POST', payload: { ids: [idB] } }],
      ['/submitters/export?email=datei@example.de', {}],
      ['/submitters/delete', { method: 'POST', payload: { email: 'datei@example.de' } }],
    ] as const) {
      const res = await api(office, b.id, path, init);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().detail).toBe(projectMessages.notFound);
    }
    // In A's own path, naming B's records: not found.
    const list = await api(office, a.id, `/${formB.id}/submissions`);
    expect(list.statusCode).toBe(404);
    const file = await api(office, a.id, `/${formB.id}/submissions/${idB}/files/${fileB!.id}`);
    expect(file.statusCode).toBe(404);
    const deleted = await api(office, a.id, `/${formB.id}/submissions/delete`, {
      method: 'POST',
      payload: { ids: [idB] },
    });
    expect(deleted.statusCode).toBe(404);
    const exported = (await api(office, a.id, '/submitters/export?email=datei@example.de')).json();
    expect(exported.submissions.map((s: { id: string }) => s.id)).not.toContain(idB);
    const erased = await api(office, a.id, '/submitters/delete', {
      method: 'POST',
      payload: { email: 'datei@example.de' },
    });
    expect(erased.statusCode).toBe(200);
    const still = await api(officeOfB, b.id, `/${formB.id}/submissions`);
    expect(still.json().items.map((s: { id: string }) => s.id)).toEqual([idB]);
  });

  it("a role without '/forms' gets 403", async () => {
    const form = await insertForm(t.db, a.id, { fields: FIELDS });
    const res = await api(worker, a.id, `/${form.id}/submissions`);
    expect(res.statusCode).toBe(403);
  });
});

describe('retention', () => {
  it('runs nightly: the app schedules the next night once', async () => {
    const next = nextNightlyRun(Date.now(), 3 * 60 + 45);
    const pending = await t.db.select().from(jobs).where(eq(jobs.kind, FORM_RETENTION_JOB));
    expect(pending.map((j) => [j.state, j.dedupeKey])).toEqual([
      ['pending', `${FORM_RETENTION_JOB}:${next.night}`],
    ]);
  });

  it('deletes submissions past their deletion date with their files, and keeps the rest', async () => {
    const form = await insertForm(t.db, a.id, { fields: FIELDS, settings: { retentionDays: 30 } });
    const old = await submitWithFile(form, 'Alt');
    const fresh = await submit(form, { name: 'Neu' });
    const [file] = await t.db
      .select()
      .from(formSubmissionFiles)
      .where(eq(formSubmissionFiles.submissionId, old));
    await t.db
      .update(formSubmissions)
      .set({ deleteAfter: new Date(Date.now() - 1000) })
      .where(eq(formSubmissions.id, old));
    const deps = { db: t.db, storage: t.app.storage, log: t.app.log };
    // Tomorrow's run would find the fresh one still within its 30 days.
    expect(await deleteExpiredSubmissions(deps, Date.now() + 86_400_000, 1)).toBe(1);
    expect(await t.app.storage.head(file!.fileKey)).toBeNull();
    const left = (await t.db.select({ id: formSubmissions.id }).from(formSubmissions)).map(
      (r) => r.id,
    );
    expect(left).toContain(fresh);
    expect(left).not.toContain(old);
    expect(await deleteExpiredSubmissions(deps, Date.now() + 31 * 86_400_000)).toBeGreaterThan(0);
    expect(await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, fresh))).toEqual(
      [],
    );
  });
});
