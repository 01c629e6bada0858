import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinToday, weekBounds } from '@kontor/core/scheduling/index';
import type { TaskDetail, TaskPageAnswer } from '@kontor/core/schemas/tasks';
import { addDays } from '@kontor/core/time-tracking/local-date';
import { queryRows } from '../../db/sql.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let project: CreatedProject;
let office: string;
let worker: { id: string; cookie: string };
let propertyId: string;
let secondPropertyId: string;
const ids: Record<string, string> = {};

const today = berlinToday(Date.now());
const { nextWeekStart } = weekBounds(today);
const base = () => `/api/projects/${project.id}/tasks`;

async function create(name: string, payload: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: base(),
    headers: { cookie: office },
    payload: { title: name, propertyId, ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  ids[name] = res.json<TaskDetail>().id;
}

async function list(query = '') {
  const res = await t.app.inject({ url: `${base()}?${query}`, headers: { cookie: office } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TaskPageAnswer>();
}

const titles = (page: TaskPageAnswer) => page.items.map((i) => i.title).sort();
const fixed = (date: string) => ({ type: 'single', category: 'fixed', dates: [date] });

beforeAll(async () => {
  t = await createTestApp();
  project = await t.createProject({ modules: ['/properties', '/tasks'] });
  office = (await t.member(project, 'office')).cookie;
  worker = await t.member(project, 'worker');
  const property = async (name: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/properties`,
      headers: { cookie: office },
      payload: { name },
    });
    return res.json<{ id: string }>().id;
  };
  propertyId = await property('Gartenweg 1');
  secondPropertyId = await property('Bergstraße 2');
  await create('Ohne Datum', {});
  await create('Heute', { schedule: fixed(today), assignedStaff: [worker.id] });
  await create('Turnus', { schedule: { type: 'single', category: 'opportunity', dates: [today] } });
  await create('Später', { schedule: fixed(addDays(nextWeekStart, 1)) });
  await create('Heizung warten', { schedule: fixed(today), propertyId: secondPropertyId });
  await create('Versäumt', { schedule: fixed(today) });
  // A date that has passed since the task was saved (the API refuses past dates).
  const past = addDays(today, -10);
  await t.db.execute(
    sql`update tasks set due_date = ${past}, due_by = ${past} where id = ${ids['Versäumt']!}`,
  );
});
afterAll(() => t.close());

describe('task list', () => {
  it('puts active tasks into the tabs and counts every tab and page', async () => {
    const page = await list();
    expect(titles(page)).toEqual(['Heizung warten', 'Heute', 'Turnus']);
    expect(page.total).toBe(3);
    expect(page.counts).toEqual({
      pages: { active: 6, executed: 0, completed: 0, archived: 0 },
      tabs: { thisWeek: 3, overdue: 1, fromNextWeek: 1, noDate: 1 },
    });
    expect(titles(await list('tab=overdue'))).toEqual(['Versäumt']);
    expect(titles(await list('tab=fromNextWeek'))).toEqual(['Später']);
    expect(titles(await list('tab=noDate'))).toEqual(['Ohne Datum']);
  });

  it('keeps the counters equal to an exact count through state changes and deletes', async () => {
    const exact = async () => (await list(`propertyId=${propertyId}`)).counts;
    const executed = await t.app.inject({
      method: 'POST',
      url: `${base()}/${ids['Heute']!}/execute`,
      headers: { cookie: worker.cookie },
      payload: { version: 0 },
    });
    expect(executed.statusCode).toBe(200);
    const counted = (await list()).counts;
    expect(counted.pages).toMatchObject({ active: 5, executed: 1 });
    expect(counted.tabs).toEqual({ thisWeek: 2, overdue: 1, fromNextWeek: 1, noDate: 1 });
    // The filtered counts are exact; on property 1 they miss only 'Heizung warten'.
    const filtered = await exact();
    expect(filtered.tabs).toEqual({ ...counted.tabs, thisWeek: 1 });
    const executedPage = await list('status=executed');
    expect(titles(executedPage)).toEqual(['Heute']);
    expect(executedPage.total).toBe(1);
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from task_due_counts where count = 0`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('filters by task, property, staff and German full-text search', async () => {
    expect(titles(await list(`task=${ids['Turnus']!}`))).toEqual(['Turnus']);
    const byProperty = await list(`propertyId=${secondPropertyId}`);
    expect(titles(byProperty)).toEqual(['Heizung warten']);
    expect(byProperty.counts.pages.active).toBe(1);
    expect(titles(await list(`status=executed&staffId=${worker.id}`))).toEqual(['Heute']);
    expect((await list(`staffId=${worker.id}`)).items).toEqual([]);
    // Stemming: 'Heizungen' finds 'Heizung'.
    expect(titles(await list(`search=${encodeURIComponent('Heizungen')}`))).toEqual([
      'Heizung warten',
    ]);
  });

  it('pages by 10 and sorts by due date', async () => {
    for (let i = 0; i < 11; i++)
      await create(`Serie ${i}`, { schedule: fixed(addDays(nextWeekStart, 20 - i)) });
    const first = await list('tab=fromNextWeek&pageSize=10');
    expect(first.items).toHaveLength(10);
    expect(first.total).toBe(12);
    const dates = first.items.map((i) => i.dueDate!);
    expect(dates).toEqual([...dates].sort());
    const second = await list('tab=fromNextWeek&pageSize=10&page=2');
    expect(second.items.map((i) => i.title)).toEqual(['Serie 1', 'Serie 0']);
  });

  it('refuses an unknown tab with a 400', async () => {
    const res = await t.app.inject({ url: `${base()}?tab=nie`, headers: { cookie: office } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.tab).toBeDefined();
  });
});
