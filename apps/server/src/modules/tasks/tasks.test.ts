import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@kontor/core/time-tracking/local-date';
import { berlinToday } from '@kontor/core/scheduling/index';
import { taskStateMessages } from '@kontor/core/states/messages';
import { taskMessages, type BulkTaskResult, type TaskDetail } from '@kontor/core/schemas/tasks';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uploadTestImages } from '../../test/test-images.ts';

let t: TestApp;
let project: CreatedProject;
let other: CreatedProject;
let office: string;
let officeId: string;
let worker: { id: string; cookie: string };
let propertyId: string;
let otherPropertyId: string;

const today = berlinToday(Date.now());
const base = () => `/api/projects/${project.id}/tasks`;

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  cookie = office,
) {
  const res = await t.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
  return { status: res.statusCode, body: res.body ? res.json() : undefined };
}

async function newProperty(p: CreatedProject, cookie: string, name: string) {
  const res = await call('POST', `/api/projects/${p.id}/properties`, { name }, cookie);
  expect(res.status).toBe(201);
  return (res.body as { id: string }).id;
}

async function createTask(payload: object = {}) {
  const res = await call('POST', base(), { title: 'Treppenhaus reinigen', propertyId, ...payload });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as TaskDetail;
}

beforeAll(async () => {
  t = await createTestApp();
  project = await t.createProject({ modules: ['/properties', '/tasks'] });
  other = await t.createProject({ modules: ['/properties', '/tasks'] });
  const o = await t.member(project, 'office');
  office = o.cookie;
  officeId = o.id;
  worker = await t.member(project, 'worker');
  propertyId = await newProperty(project, office, 'Gartenweg 1');
  const otherOffice = await t.member(other, 'office');
  otherPropertyId = await newProperty(other, otherOffice.cookie, 'Fremdweg 2');
});
afterAll(() => t.close());

describe('creating a task', () => {
  it('starts created without staff and records who created it', async () => {
    const task = await createTask({ description: 'Alle Etagen' });
    expect(task.state).toBe('created');
    expect(task.description).toBe('Alle Etagen');
    expect(task.property).toEqual({ id: propertyId, name: 'Gartenweg 1' });
    expect(task.createdBy?.id).toBe(officeId);
    expect(task.history).toMatchObject([{ kind: 'state', state: 'created', by: { id: officeId } }]);
    expect(task.dueDate).toBeNull();
  });

  it('starts assigned with staff, with a due date from its schedule', async () => {
    const date = addDays(today, 3);
    const task = await createTask({
      assignedStaff: [worker.id, worker.id],
      schedule: { type: 'single', category: 'fixed', dates: [date] },
    });
    expect(task.state).toBe('assigned');
    expect(task.assignedStaff.map((s) => s.id)).toEqual([worker.id]);
    expect(task.dueDate).toBe(date);
    expect(task.history.map((h) => h.kind).sort()).toEqual(['staff', 'state']);
  });

  it('refuses a missing title and property with the spec messages', async () => {
    const res = await call('POST', base(), {});
    expect(res.status).toBe(400);
    expect(res.body.errors.title).toEqual([taskMessages.titleRequired]);
    expect(res.body.errors.propertyId).toEqual([taskMessages.propertyRequired]);
  });

  it('refuses a past date', async () => {
    const res = await call('POST', base(), {
      title: 'Alt',
      propertyId,
      schedule: { type: 'single', category: 'fixed', dates: [addDays(today, -2)] },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).some((k) => k.startsWith('schedule'))).toBe(true);
  });

  it("refuses another project's property, a non-member and an unknown ticket", async () => {
    const foreign = await call('POST', base(), { title: 'X', propertyId: otherPropertyId });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors.propertyId).toEqual([taskMessages.propertyNotFound]);
    const stranger = await t.member(other, 'worker');
    const staff = await call('POST', base(), {
      title: 'X',
      propertyId,
      assignedStaff: [stranger.id],
    });
    expect(staff.status).toBe(400);
    expect(staff.body.errors.assignedStaff).toEqual([taskMessages.staffNotMember]);
    const ticket = await call('POST', base(), { title: 'X', propertyId, ticketId: 'x'.repeat(10) });
    expect(ticket.status).toBe(400);
    expect(ticket.body.errors.ticketId).toEqual([taskMessages.ticketNotFound]);
  });

  it('refuses more than 10 images and 100 workers', async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => String(i).padStart(10, '0'));
    const res = await call('POST', base(), {
      title: 'X',
      propertyId,
      images: ids(11),
      assignedStaff: ids(101),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.images).toEqual([taskMessages.tooManyImages]);
    expect(res.body.errors.assignedStaff).toEqual([taskMessages.tooManyStaff]);
  });

  it("keeps images of the project and refuses another project's", async () => {
    const upload = async (p: CreatedProject, cookie: string) =>
      (await uploadTestImages(t, p.id, cookie))[0]!;
    const own = await upload(project, office);
    const task = await createTask({ images: [own] });
    expect(task.images).toEqual([own]);
    const otherAdmin = await t.member(other, 'admin');
    const foreign = await upload(other, otherAdmin.cookie);
    const res = await call('POST', base(), { title: 'X', propertyId, images: [foreign] });
    expect(res.status).toBe(400);
    expect(res.body.errors.images).toBeDefined();
  });
});

describe('editing a task', () => {
  it('changes fields with the version and answers 409 on a stale one', async () => {
    const task = await createTask();
    const ok = await call('PATCH', `${base()}/${task.id}`, { version: 0, title: 'Neu' });
    expect(ok.status).toBe(200);
    expect(ok.body.title).toBe('Neu');
    expect(ok.body.version).toBe(1);
    const stale = await call('PATCH', `${base()}/${task.id}`, { version: 0, title: 'Alt' });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe(taskMessages.conflict);
  });

  it('refuses the schedule while created (time editor only when assigned)', async () => {
    const task = await createTask();
    const res = await call('PATCH', `${base()}/${task.id}`, {
      version: 0,
      schedule: { type: 'single', category: 'fixed', dates: [today] },
    });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(taskStateMessages.editSchedule);
  });

  it('moves created ⇄ assigned when staff changes, with history', async () => {
    const task = await createTask();
    const assigned = await call('PUT', `${base()}/${task.id}/staff`, {
      version: 0,
      staff: [worker.id],
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.state).toBe('assigned');
    const back = await call('PUT', `${base()}/${task.id}/staff`, { version: 1, staff: [] });
    expect(back.body.state).toBe('created');
    const history = (back.body as TaskDetail).history;
    expect(history[0]).toMatchObject({ kind: 'state', state: 'created' });
    expect(history[1]).toMatchObject({ kind: 'staff', staff: [] });
    expect(history.filter((h) => h.kind === 'state').map((h) => h.state)).toEqual([
      'created',
      'assigned',
      'created',
    ]);
  });

  it('answers 404 for an unknown task and for a task of another project', async () => {
    expect((await call('GET', `${base()}/${'y'.repeat(10)}`)).status).toBe(404);
    const otherOffice = await t.member(other, 'office');
    const prop = await newProperty(other, otherOffice.cookie, 'Fremdweg 3');
    const res = await call(
      'POST',
      `/api/projects/${other.id}/tasks`,
      { title: 'B', propertyId: prop },
      otherOffice.cookie,
    );
    expect(res.status).toBe(201);
    const id = (res.body as TaskDetail).id;
    expect((await call('GET', `${base()}/${id}`)).status).toBe(404);
    expect((await call('PATCH', `${base()}/${id}`, { version: 0, title: 'x' })).status).toBe(404);
    expect((await call('DELETE', `${base()}/${id}`)).status).toBe(404);
  });
});

describe('the flow: execute, close, archive', () => {
  it('lets the assigned worker execute, then close and archive in bulk', async () => {
    const task = await createTask({ assignedStaff: [worker.id] });
    const done = await call('POST', `${base()}/${task.id}/execute`, { version: 0 }, worker.cookie);
    expect(done.status).toBe(200);
    expect(done.body.state).toBe('executed');
    expect(done.body.executedAt).toBeTruthy();

    const again = await call('POST', `${base()}/${task.id}/execute`, { version: 1 }, worker.cookie);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(taskMessages.notOpen);

    const edit = await call('PATCH', `${base()}/${task.id}`, { version: 1, title: 'Zu spät' });
    expect(edit.status).toBe(409);
    expect(edit.body.detail).toBe(taskStateMessages.editTitle);

    const early = await call('POST', `${base()}/archive`, { ids: [task.id] });
    expect(early.body).toEqual({
      applied: [],
      refused: [{ id: task.id, reason: taskStateMessages.archiveNotCompleted }],
    });
    const closed = await call('POST', `${base()}/close`, { ids: [task.id, 'z'.repeat(10)] });
    expect(closed.status).toBe(200);
    expect(closed.body as BulkTaskResult).toEqual({
      applied: [task.id],
      refused: [{ id: 'z'.repeat(10), reason: taskMessages.notFound }],
    });
    const archived = await call('POST', `${base()}/archive`, { ids: [task.id] });
    expect(archived.body.applied).toEqual([task.id]);
    const detail = (await call('GET', `${base()}/${task.id}`)).body as TaskDetail;
    expect(detail.state).toBe('archived');
    expect(detail.completedAt).toBeTruthy();
    expect(detail.history[0]).toMatchObject({
      kind: 'state',
      state: 'archived',
      by: { id: officeId },
    });
  });

  it('refuses to execute a created task or one assigned to someone else', async () => {
    const created = await createTask();
    const res = await call(
      'POST',
      `${base()}/${created.id}/execute`,
      { version: 0 },
      worker.cookie,
    );
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(taskMessages.reassigned);
    const colleague = await t.member(project, 'worker');
    const theirs = await createTask({ assignedStaff: [colleague.id] });
    const foreign = await call(
      'POST',
      `${base()}/${theirs.id}/execute`,
      { version: 0 },
      worker.cookie,
    );
    expect(foreign.status).toBe(409);
    expect(foreign.body.detail).toBe(taskMessages.reassigned);
  });

  it('lets a worker whose role lacks /tasks execute their own task, and nothing else', async () => {
    const roleId = await t.createRole(project, { type: 'worker', modules: [] });
    const user = await t.createUser();
    await t.addMember(project, user, roleId);
    const cookie = await t.login(user);
    const task = await createTask({ assignedStaff: [user.id] });
    expect((await call('GET', `${base()}/${task.id}`, undefined, cookie)).status).toBe(403);
    const res = await call('POST', `${base()}/${task.id}/execute`, { version: 0 }, cookie);
    expect(res.status).toBe(200);
    expect(res.body.state).toBe('executed');
  });

  it('refuses an empty selection with the spec message', async () => {
    const res = await call('POST', `${base()}/close`, { ids: [] });
    expect(res.status).toBe(400);
    expect(res.body.errors.ids).toEqual([taskMessages.selectionRequired]);
  });
});

describe('deleting a task', () => {
  it('removes it irreversibly', async () => {
    const task = await createTask({ assignedStaff: [worker.id] });
    expect((await call('DELETE', `${base()}/${task.id}`)).status).toBe(204);
    expect((await call('GET', `${base()}/${task.id}`)).status).toBe(404);
    expect((await call('DELETE', `${base()}/${task.id}`)).status).toBe(404);
  });
});
