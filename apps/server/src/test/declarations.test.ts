import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectMessages } from '@kontor/core/schemas/projects';
import type { Image } from '@kontor/core/schemas/images';
import { MODULES, buildApp } from '../app.ts';
import { queryRows } from '../db/sql.ts';
import { MINIMAL_PDF, testImage } from '../files/test-fixtures.ts';
import { setImageUsages } from '../lib/image-usages.ts';
import type { KontorModule } from '../lib/module-declarations.ts';
import type { CreatedProject } from '../lib/project-setup.ts';
import { requireModule } from '../plugins/access.ts';
import { modulePlugin } from '../plugins/module-plugin.ts';
import { multipartPayload } from './multipart.ts';
import { watchResponseStatuses } from './response-contract.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * A stand-in for the tasks module, declared like a real one: counted states, document owner
 * and an image list field. Nothing in the images or documents code knows about it.
 */
const probeTasks: KontorModule = {
  plugin: modulePlugin({ tag: 'probe', guard: requireModule('/tasks') }, async () => {}),
  counters: [
    {
      name: 'probe_tasks',
      table: 'probe_tasks',
      state: { column: 'state', counters: { open: 'open', done: 'done' } },
    },
  ],
  documentOwner: {
    type: 'task',
    label: 'a task',
    module: '/tasks',
    segment: 'probe-tasks',
    param: 'taskId',
    column: 'task_id',
    table: 'probe_tasks',
    notFound: 'Aufgabe nicht gefunden',
  },
  imageFields: [
    {
      // Not 'task': the real tasks module declares that element type.
      elementType: 'probe-task',
      field: 'images',
      label: 'Aufgabe',
      name: { table: 'probe_tasks', column: 'name' },
      column: { table: 'probe_tasks', name: 'images', projectColumn: 'project_id', many: true },
    },
  ],
};

let t: TestApp;
let app: FastifyInstance;
let watch: ReturnType<typeof watchResponseStatuses>;
let project: CreatedProject;
let tasksOnly: string;
let propertiesOnly: string;
let admin: string;

async function addTasks(projectId: string, rows: [string, string][]) {
  for (const [id, state] of rows) {
    await t.db.execute(
      sql`insert into probe_tasks (id, project_id, name, state) values (${id}, ${projectId}, ${`Aufgabe ${id}`}, ${state})`,
    );
  }
}

async function counters(projectId: string) {
  const rows = await queryRows<{ name: string; value: number | string }>(
    t.db,
    sql`select name, value from project_counters
        where project_id = ${projectId} and name like 'probe_tasks.%' order by name`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.value)]));
}

beforeAll(async () => {
  t = await createTestApp();
  project = await t.createProject({ modules: ['/properties', '/tasks', '/images'] });
  await t.db.execute(
    sql`create table probe_tasks (id text primary key, project_id text not null,
        name text not null, state text not null, images text[] not null default '{}')`,
  );
  // Rows from before the module existed: the first install counts them (backfill).
  await addTasks(project.id, [
    ['TASK000001', 'open'],
    ['TASK000002', 'open'],
    ['TASK000003', 'done'],
  ]);
  app = await buildApp(t.config, t.db, { logger: false, modules: [...MODULES, probeTasks] });
  watch = watchResponseStatuses(app);
  await app.ready();
  const login = async (modules: ('/tasks' | '/properties')[]) => {
    const user = await t.createUser();
    await t.addMember(project, user, await t.createRole(project, { modules }));
    return t.login(user);
  };
  tasksOnly = await login(['/tasks']);
  propertiesOnly = await login(['/properties']);
  admin = (await t.member(project, 'admin')).cookie;
});
afterAll(async () => {
  await app.close();
  watch.assertNone();
  await t.close();
});

describe('a module declared as data', () => {
  it('gets its counters installed with a backfill, then kept exact by the generic trigger', async () => {
    expect(await counters(project.id)).toEqual({ 'probe_tasks.done': 1, 'probe_tasks.open': 2 });
    await addTasks(project.id, [['TASK000004', 'open']]);
    await t.db.execute(sql`update probe_tasks set state = 'done' where state = 'open'`);
    await t.db.execute(sql`delete from probe_tasks where id = 'TASK000001'`);
    expect(await counters(project.id)).toEqual({ 'probe_tasks.done': 3, 'probe_tasks.open': 0 });
  });

  it('installs idempotently: a second start leaves triggers and counters alone', async () => {
    await t.db.execute(
      sql`update project_counters set value = 99 where name = 'probe_tasks.done' and project_id = ${project.id}`,
    );
    const again = await buildApp(t.config, t.db, {
      logger: false,
      modules: [...MODULES, probeTasks],
    });
    await again.close();
    // No backfill ran (it would have corrected the value).
    expect((await counters(project.id))['probe_tasks.done']).toBe(99);
    await t.db.execute(
      sql`update project_counters set value = 3 where name = 'probe_tasks.done' and project_id = ${project.id}`,
    );
  });

  it("gets documents, guarded by the owner's module through the record guard", async () => {
    const { payload, headers } = await multipartPayload([
      { field: 'name', value: 'Prüfbericht' },
      { field: 'file', fileName: 'bericht.pdf', bytes: MINIMAL_PDF },
    ]);
    const url = `/api/projects/${project.id}/probe-tasks/TASK000002/documents`;
    const created = await app.inject({
      method: 'POST',
      url,
      headers: { ...headers, cookie: tasksOnly },
      payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ type: 'task', taskId: 'TASK000002' });
    const listed = await app.inject({ url, headers: { cookie: tasksOnly } });
    expect(listed.json().items).toHaveLength(1);
    const fileUrl = created.json().file.url as string;
    expect((await app.inject({ url: fileUrl, headers: { cookie: tasksOnly } })).statusCode).toBe(
      200,
    );
    // '/properties' is not the module of a task's document.
    const denied = await app.inject({ url: fileUrl, headers: { cookie: propertiesOnly } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().detail).toBe(projectMessages.forbidden);
    const missing = await app.inject({ url, headers: { cookie: propertiesOnly } });
    expect(missing.statusCode).toBe(403);
    const unknownOwner = `/api/projects/${project.id}/probe-tasks/TASK999999/documents`;
    const notFound = await app.inject({ url: unknownOwner, headers: { cookie: tasksOnly } });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().detail).toBe('Aufgabe nicht gefunden');
  });

  it("resolves the document's module in the access query itself: one query for a refusal", async () => {
    const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const [document] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from documents where task_id = 'TASK000002'`,
    );
    const spy = vi.spyOn(client, 'query');
    try {
      const res = await app.inject({
        method: 'DELETE',
        url: `/api/projects/${project.id}/documents/${document!.id}`,
        headers: { cookie: propertiesOnly },
      });
      expect(res.statusCode).toBe(403);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it("shows up in images' connected elements and is cleared when the image is deleted", async () => {
    const { payload, headers } = await multipartPayload([
      { field: 'files', fileName: 'baustelle.png', bytes: await testImage('png') },
    ]);
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/images`,
      headers: { ...headers, cookie: admin },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const image = uploaded.json<{ items: Image[] }>().items[0]!;
    await t.db.execute(
      sql`update probe_tasks set images = array[${image.id}] where id = 'TASK000002'`,
    );
    await setImageUsages(
      t.db,
      project.id,
      { elementType: 'probe-task', elementId: 'TASK000002', field: 'images' },
      [image.id],
    );
    const shown = await app.inject({
      url: `/api/projects/${project.id}/images/${image.id}`,
      headers: { cookie: admin },
    });
    expect(shown.json<Image>().connectedElements.map((e) => e.label)).toEqual([
      'Aufgabe: Aufgabe TASK000002',
    ]);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/projects/${project.id}/images/${image.id}`,
      headers: { cookie: admin },
    });
    expect(deleted.statusCode).toBe(204);
    const [task] = await queryRows<{ images: string[] | string }>(
      t.db,
      sql`select images from probe_tasks where id = 'TASK000002'`,
    );
    expect(task!.images).toEqual([]);
  });
});
