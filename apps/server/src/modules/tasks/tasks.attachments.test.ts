import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentMessages, type Comment, type CommentList } from '@kontor/core/schemas/comments';
import type { Document } from '@kontor/core/schemas/documents';
import type { TaskDetail } from '@kontor/core/schemas/tasks';
import { documents } from '../../db/schema/files.ts';
import { MINIMAL_PDF } from '../../files/test-fixtures.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { multipartPayload } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let project: CreatedProject;
let office: { id: string; cookie: string };
let propertiesOnly: string;
let taskId: string;
let propertyId: string;

const tasksUrl = () => `/api/projects/${project.id}/tasks`;

beforeAll(async () => {
  t = await createTestApp();
  project = await t.createProject({ modules: ['/properties', '/tasks'] });
  office = await t.member(project, 'office');
  const user = await t.createUser();
  await t.addMember(project, user, await t.createRole(project, { modules: ['/properties'] }));
  propertiesOnly = await t.login(user);
  const property = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${project.id}/properties`,
    headers: { cookie: office.cookie },
    payload: { name: 'Gartenweg 1' },
  });
  propertyId = property.json<{ id: string }>().id;
  const task = await t.app.inject({
    method: 'POST',
    url: tasksUrl(),
    headers: { cookie: office.cookie },
    payload: { title: 'Dach prüfen', propertyId },
  });
  taskId = task.json<TaskDetail>().id;
});
afterAll(() => t.close());

const comment = (text: unknown, id = taskId) =>
  t.app.inject({
    method: 'POST',
    url: `${tasksUrl()}/${id}/comments`,
    headers: { cookie: office.cookie },
    payload: { text },
  });

describe('task comments', () => {
  it('lists comments newest first with their author', async () => {
    expect((await comment('Erster')).statusCode).toBe(201);
    const second = await comment('  Zweiter  ');
    expect(second.json<Comment>()).toMatchObject({ text: 'Zweiter', createdBy: { id: office.id } });
    const res = await t.app.inject({
      url: `${tasksUrl()}/${taskId}/comments`,
      headers: { cookie: office.cookie },
    });
    expect(res.json<CommentList>().items.map((c) => c.text)).toEqual(['Zweiter', 'Erster']);
  });

  it('refuses an empty comment and answers 404 for an unknown task', async () => {
    const empty = await comment('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.text).toEqual([commentMessages.textRequired]);
    expect((await comment('Hallo', 'x'.repeat(10))).statusCode).toBe(404);
    const list = await t.app.inject({
      url: `${tasksUrl()}/${'x'.repeat(10)}/comments`,
      headers: { cookie: office.cookie },
    });
    expect(list.statusCode).toBe(404);
  });
});

describe('task documents (declared owner, no code in the documents module)', () => {
  it('attaches a document to a task, guarded by /tasks', async () => {
    const url = `${tasksUrl()}/${taskId}/documents`;
    const { payload, headers } = await multipartPayload([
      { field: 'name', value: 'Angebot' },
      { field: 'file', bytes: MINIMAL_PDF, fileName: 'angebot.pdf' },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, cookie: office.cookie },
      payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const listed = await t.app.inject({ url, headers: { cookie: office.cookie } });
    expect(listed.statusCode).toBe(200);
    expect(JSON.stringify(listed.json())).toContain('Angebot');
    const denied = await t.app.inject({ url, headers: { cookie: propertiesOnly } });
    expect(denied.statusCode).toBe(403);
    const unknown = await t.app.inject({
      url: `${tasksUrl()}/${'x'.repeat(10)}/documents`,
      headers: { cookie: office.cookie },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('deleting a task', () => {
  it('deletes its documents and their files with it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: tasksUrl(),
      headers: { cookie: office.cookie },
      payload: { title: 'Zaun streichen', propertyId },
    });
    const id = created.json<TaskDetail>().id;
    const { payload, headers } = await multipartPayload([
      { field: 'name', value: 'Farbkarte' },
      { field: 'file', bytes: MINIMAL_PDF, fileName: 'farbkarte.pdf' },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `${tasksUrl()}/${id}/documents`,
      headers: { ...headers, cookie: office.cookie },
      payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const document = upload.json<Document>();
    const [row] = await t.db.select().from(documents).where(eq(documents.id, document.id));
    expect(await t.app.storage.get(row!.fileKey)).not.toBeNull();

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${tasksUrl()}/${id}`,
      headers: { cookie: office.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await t.db.select().from(documents).where(eq(documents.id, document.id))).toEqual([]);
    expect(await t.app.storage.get(row!.fileKey)).toBeNull();
    const file = await t.app.inject({ url: document.file.url, headers: { cookie: office.cookie } });
    expect(file.statusCode).toBe(404);
  });
});
