import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskDetail, TaskPageAnswer } from '@kontor/core/schemas/tasks';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { list as cachedTaskList } from './tasks.service.ts';

// The task list answer is kept in memory and served again while the project's revision is
// unchanged (decision 0011). Every write the page shows must make the next read a fresh one.

let t: TestApp;
let project: CreatedProject;
let other: CreatedProject;
let office: string;
let worker: { id: string; cookie: string };
let propertyId: string;
let taskId: string;

const base = (p = project) => `/api/projects/${p.id}/tasks`;

async function noDatePage(cookie = office, p = project) {
  const res = await t.app.inject({ url: `${base(p)}?tab=noDate`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TaskPageAnswer>();
}

async function call(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: { cookie: office }, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.body ? res.json() : null;
}

/** The page twice: the second read must come from memory, unchanged. */
async function servedFromMemory() {
  const first = await noDatePage();
  const { stats } = cachedTaskList.cacheOf(t.app);
  const hits = stats.hits;
  const again = await noDatePage();
  expect(stats.hits).toBe(hits + 1);
  expect(again).toEqual(first);
  return first;
}

const version = async () => (await noDatePage()).items.find((i) => i.id === taskId)?.version ?? -1;

beforeAll(async () => {
  t = await createTestApp();
  project = await t.createProject({ modules: ['/properties', '/tasks'] });
  other = await t.createProject({ modules: ['/properties', '/tasks'] });
  office = (await t.member(project, 'office')).cookie;
  worker = await t.member(project, 'worker');
  propertyId = (
    await call('POST', `/api/projects/${project.id}/properties`, { name: 'Gartenweg 1' })
  ).id;
  taskId = (await call('POST', base(), { title: 'Hecke schneiden', propertyId })).id;
});
afterAll(() => t.close());

describe('task list cache', () => {
  it('serves a repeated read from memory', async () => {
    const page = await servedFromMemory();
    expect(page.items.map((i) => i.title)).toEqual(['Hecke schneiden']);
  });

  it('reads afresh after a task is created, changed or deleted', async () => {
    await servedFromMemory();
    const second = (await call('POST', base(), { title: 'Laub fegen', propertyId })) as TaskDetail;
    expect((await noDatePage()).counts.tabs.noDate).toBe(2);

    await servedFromMemory();
    await call('PATCH', `${base()}/${second.id}`, { version: 0, title: 'Laub rechen' });
    expect((await noDatePage()).items.map((i) => i.title)).toContain('Laub rechen');

    await servedFromMemory();
    await call('DELETE', `${base()}/${second.id}`);
    expect((await noDatePage()).items.map((i) => i.title)).toEqual(['Hecke schneiden']);
  });

  it('reads afresh when the staff, a property name or a user name changes', async () => {
    await servedFromMemory();
    await call('PUT', `${base()}/${taskId}/staff`, {
      version: await version(),
      staff: [worker.id],
    });
    const assigned = await t.app.inject({ url: base(), headers: { cookie: office } });
    expect(assigned.json<TaskPageAnswer>().counts.tabs.noDate).toBe(1);
    await call('PUT', `${base()}/${taskId}/staff`, { version: await version(), staff: [] });

    await servedFromMemory();
    await t.db.execute(sql`update properties set name = 'Gartenweg 1a' where id = ${propertyId}`);
    expect((await noDatePage()).items[0]?.property.name).toBe('Gartenweg 1a');

    await call('PUT', `${base()}/${taskId}/staff`, {
      version: await version(),
      staff: [worker.id],
    });
    const page = async () =>
      (
        await t.app.inject({ url: `${base()}?tab=noDate`, headers: { cookie: office } })
      ).json<TaskPageAnswer>();
    await page();
    await t.db.execute(sql`update users set name = 'Wera Winter' where id = ${worker.id}`);
    expect((await page()).items[0]?.assignedStaff.map((s) => s.name)).toEqual(['Wera Winter']);
  });

  it("keeps each project's answer apart and still checks access on every read", async () => {
    await servedFromMemory();
    const foreign = await t.app.inject({
      url: `${base(other)}?tab=noDate`,
      headers: { cookie: office },
    });
    expect(foreign.statusCode).toBe(404);
    const otherOffice = (await t.member(other, 'office')).cookie;
    expect((await noDatePage(otherOffice, other)).items).toEqual([]);
  });
});
