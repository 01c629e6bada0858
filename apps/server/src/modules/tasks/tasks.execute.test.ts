import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageMessages } from '@kontor/core/schemas/images';
import { projectMessages } from '@kontor/core/schemas/projects';
import { taskMessages, type TaskDetail } from '@kontor/core/schemas/tasks';
import { queryRows } from '../../db/sql.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { jsonCall, type JsonMethod } from '../../test/json-call.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uploadTestImages } from '../../test/test-images.ts';

/** 'Als ausgeführt melden' from the worker app: comment and photos with the step. */
let t: TestApp;
let a: CreatedProject;
let b: CreatedProject;
let office: { id: string; cookie: string };
let worker: { id: string; cookie: string };
let colleague: { id: string; cookie: string };
let officeB: { id: string; cookie: string };
let propertyId: string;

const call = (cookie: string, method: JsonMethod, url: string, payload?: unknown) =>
  jsonCall(t, cookie, method, url, payload);

const tasksOf = (p: CreatedProject) => `/api/projects/${p.id}/tasks`;
const execute = (taskId: string, payload: unknown, who = worker, p = a) =>
  call(who.cookie, 'POST', `${tasksOf(p)}/${taskId}/execute`, payload);

async function newTask(staff = [worker.id], images: string[] = []) {
  const res = await call(office.cookie, 'POST', tasksOf(a), {
    title: 'Treppenhaus reinigen',
    propertyId,
    assignedStaff: staff,
    images,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as TaskDetail;
}

const upload = (p: CreatedProject, cookie: string, count: number) =>
  uploadTestImages(t, p.id, cookie, count);

beforeAll(async () => {
  t = await createTestApp();
  a = await t.createProject({ modules: ['/properties', '/tasks', '/images'] });
  b = await t.createProject({ modules: ['/properties', '/tasks', '/images'] });
  office = await t.member(a, 'office');
  worker = await t.member(a, 'worker');
  colleague = await t.member(a, 'worker');
  officeB = await t.member(b, 'office');
  const res = await call(office.cookie, 'POST', `/api/projects/${a.id}/properties`, {
    name: 'Gartenweg 1',
  });
  propertyId = res.body.id;
});
afterAll(() => t.close());

describe("'Als ausgeführt melden' with comment and photos", () => {
  it('executes the task, stores the comment and adds the photos, in one step', async () => {
    const [plan] = await upload(a, office.cookie, 1);
    const task = await newTask([worker.id], [plan!]);
    const photos = await upload(a, worker.cookie, 2);
    const res = await execute(task.id, {
      version: task.version,
      comment: '  Alles sauber, Glühbirne im 2. OG getauscht.  ',
      images: photos,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const detail = res.body as TaskDetail;
    expect(detail.state).toBe('executed');
    expect(detail.executedAt).toBeTruthy();
    expect(detail.images).toEqual([plan, ...photos]);
    expect(detail.history[0]).toMatchObject({
      kind: 'state',
      state: 'executed',
      by: { id: worker.id },
    });
    const comments = await call(office.cookie, 'GET', `${tasksOf(a)}/${task.id}/comments`);
    expect(comments.body.items).toEqual([
      expect.objectContaining({
        text: 'Alles sauber, Glühbirne im 2. OG getauscht.',
        createdBy: expect.objectContaining({ id: worker.id }),
      }),
    ]);
    const usages = await queryRows<{ imageId: string }>(
      t.db,
      sql`select image_id as "imageId" from image_usages
          where element_type = 'task' and element_id = ${task.id} and field = 'images'
          order by image_id`,
    );
    expect(usages.map((u) => u.imageId)).toEqual([plan!, ...photos].sort());
  });

  it('takes a report without comment and photos', async () => {
    const task = await newTask();
    const res = await execute(task.id, { version: task.version });
    expect(res.status).toBe(200);
    expect(res.body.images).toEqual([]);
    const comments = await call(office.cookie, 'GET', `${tasksOf(a)}/${task.id}/comments`);
    expect(comments.body.items).toEqual([]);
  });

  it('takes a stale version while the task is still the caller’s and open', async () => {
    const task = await newTask();
    const edited = await call(office.cookie, 'PATCH', `${tasksOf(a)}/${task.id}`, {
      version: task.version,
      description: 'Auch den Keller',
    });
    expect(edited.status).toBe(200);
    const res = await execute(task.id, { version: task.version, comment: 'Erledigt' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ state: 'executed', description: 'Auch den Keller' });
  });

  it('refuses with 409 a task reassigned to someone else, and stores nothing', async () => {
    const task = await newTask();
    const moved = await call(office.cookie, 'PUT', `${tasksOf(a)}/${task.id}/staff`, {
      version: task.version,
      staff: [colleague.id],
    });
    expect(moved.status).toBe(200);
    const res = await execute(task.id, { version: task.version, comment: 'Fertig' });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(taskMessages.reassigned);
    // Without any staff the task fell back to 'created': still not the caller's.
    const none = await call(office.cookie, 'PUT', `${tasksOf(a)}/${task.id}/staff`, {
      version: moved.body.version,
      staff: [],
    });
    expect(none.body.state).toBe('created');
    expect((await execute(task.id, { version: 0 })).body.detail).toBe(taskMessages.reassigned);
    const comments = await call(office.cookie, 'GET', `${tasksOf(a)}/${task.id}/comments`);
    expect(comments.body.items).toEqual([]);
  });

  it('refuses with 409 a task already executed or closed', async () => {
    const task = await newTask();
    expect((await execute(task.id, { version: task.version })).status).toBe(200);
    const again = await execute(task.id, { version: task.version, comment: 'Nochmal' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(taskMessages.notOpen);
    await call(office.cookie, 'POST', `${tasksOf(a)}/close`, { ids: [task.id] });
    const closed = await execute(task.id, { version: 2 });
    expect(closed.status).toBe(409);
    expect(closed.body.detail).toBe(taskMessages.notOpen);
  });

  it("refuses another project's images and rolls the step back", async () => {
    const task = await newTask();
    const foreign = await upload(b, officeB.cookie, 1);
    const res = await execute(task.id, { version: task.version, comment: 'x', images: foreign });
    expect(res.status).toBe(400);
    expect(res.body.errors.images).toEqual([imageMessages.notFound]);
    const detail = await call(office.cookie, 'GET', `${tasksOf(a)}/${task.id}`);
    expect(detail.body).toMatchObject({ state: 'assigned', images: [] });
    const comments = await call(office.cookie, 'GET', `${tasksOf(a)}/${task.id}/comments`);
    expect(comments.body.items).toEqual([]);
  });

  it('refuses photos beyond the images a task may hold', async () => {
    const task = await newTask([worker.id], await upload(a, office.cookie, 5));
    const res = await execute(task.id, { version: 0, images: await upload(a, worker.cookie, 6) });
    expect(res.status).toBe(400);
    expect(res.body.errors.images).toEqual([taskMessages.tooManyImages]);
  });

  it('answers bad input with 400 and a German message', async () => {
    const task = await newTask();
    const url = (id: string) => `${tasksOf(a)}/${id}/execute`;
    const ids = Array.from({ length: 11 }, (_, i) => `img${String(i).padStart(7, '0')}`);
    const cases: [unknown, string, string][] = [
      [{ version: 0, comment: 'x'.repeat(2001) }, 'comment', taskMessages.executeCommentTooLong],
      [{ version: 0, images: ids }, 'images', taskMessages.executePhotosTooMany],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call(worker.cookie, 'POST', url(task.id), payload);
      expect(res.status, field).toBe(400);
      expect(res.body.errors[field]).toEqual([message]);
    }
    for (const payload of [
      null,
      [],
      [1, 2],
      42,
      { version: 0, comment: null },
      { version: 0, images: 'a' },
    ]) {
      const res = await call(worker.cookie, 'POST', url(task.id), payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.detail).toMatch(/[äöüÄÖÜß]|Ungültig|Bitte|Eingabe|Anfrage/);
    }
    expect((await call(office.cookie, 'GET', `${tasksOf(a)}/${task.id}`)).body.state).toBe(
      'assigned',
    );
  });

  it("keeps projects apart: A's worker cannot execute B's task", async () => {
    const propertyB = await call(officeB.cookie, 'POST', `/api/projects/${b.id}/properties`, {
      name: 'Fremdweg 2',
    });
    const workerB = await t.member(b, 'worker');
    const taskB = await call(officeB.cookie, 'POST', tasksOf(b), {
      title: 'B',
      propertyId: propertyB.body.id,
      assignedStaff: [workerB.id],
    });
    const res = await execute(taskB.body.id, { version: 0 }, worker, b);
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe(projectMessages.notFound);
    // Through A's URL, B's task is unknown.
    const viaA = await execute(taskB.body.id, { version: 0 });
    expect(viaA.status).toBe(404);
    expect(viaA.body.detail).toBe(taskMessages.notFound);
  });
});
