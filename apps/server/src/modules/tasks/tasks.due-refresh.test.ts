import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { berlinToday, nextNightlyRun } from '@kontor/core/scheduling/index';
import type { TaskDetail, TaskPageAnswer } from '@kontor/core/schemas/tasks';
import { addDays } from '@kontor/core/time-tracking/local-date';
import { jobs } from '../../db/schema/jobs.ts';
import { enqueueJob, enqueueJobOnce } from '../../jobs/job-enqueue.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { scheduleDueRefresh, TASK_DUE_REFRESH_JOB } from './tasks.due-refresh.ts';

let t: TestApp;
let project: CreatedProject;
let office: string;
let propertyId: string;

const today = berlinToday(Date.now());
const base = () => `/api/projects/${project.id}/tasks`;

async function create(title: string, schedule: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: base(),
    headers: { cookie: office },
    payload: { title, propertyId, schedule },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TaskDetail>().id;
}

async function list(query: string) {
  const res = await t.app.inject({ url: `${base()}?${query}`, headers: { cookie: office } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TaskPageAnswer>();
}

const titles = async (tab: string) => (await list(`tab=${tab}`)).items.map((i) => i.title).sort();

/** Pretends the task was saved `days` ago: its interval started then, and so did its due day. */
async function savedDaysAgo(id: string, days: number, endDate: string | null = null) {
  const start = addDays(today, -days);
  await t.db.execute(sql`update tasks set
      schedule = jsonb_set(jsonb_set(schedule, '{interval,startDate}', to_jsonb(${start}::text)),
        '{interval,endDate}', coalesce(to_jsonb(${endDate}::text), 'null'::jsonb)),
      due_date = ${start}, due_by = ${start}
    where id = ${id}`);
}

const weekly = (category: 'fixed' | 'opportunity') => ({
  type: 'interval',
  category,
  interval: { startDate: today, number: 1, unit: 'weeks', endDate: null },
});

const pendingRefreshJobs = () =>
  t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, TASK_DUE_REFRESH_JOB), eq(jobs.state, 'pending')));

/** The refresh, due now, as the nightly job would start it. */
const runRefreshNow = (options: { maxAttempts?: number } = {}) =>
  enqueueJob(t.db, { kind: TASK_DUE_REFRESH_JOB, payload: {}, label: 'Test', ...options });

beforeAll(async () => {
  t = await createTestApp({ jobs: { retryBaseMs: 10 } });
  project = await t.createProject({ modules: ['/properties', '/tasks'] });
  office = (await t.member(project, 'office')).cookie;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${project.id}/properties`,
    headers: { cookie: office },
    payload: { name: 'Lindenallee 3' },
  });
  propertyId = res.json<{ id: string }>().id;
});
afterAll(() => t.close());

describe('nightly refresh of interval tasks', () => {
  beforeEach(async () => {
    await t.db.execute(sql`delete from tasks where project_id = ${project.id}`);
  });

  it("moves an interval task whose occurrence passed from 'Überfällig' to its next date's tab", async () => {
    // Weekly since 14 days ago: that occurrence passed, today's is the next one.
    await savedDaysAgo(await create('Treppenhaus wischen', weekly('fixed')), 14);
    // Ended a week ago: its last occurrence stays overdue.
    await savedDaysAgo(await create('Winterdienst', weekly('fixed')), 28, addDays(today, -7));
    // Not an interval: a single missed date stays overdue.
    const single = await create('Zähler ablesen', {
      type: 'single',
      category: 'fixed',
      dates: [today],
    });
    const past = addDays(today, -3);
    await t.db.execute(
      sql`update tasks set due_date = ${past}, due_by = ${past} where id = ${single}`,
    );
    // Opportunity weekly since 21 days ago: this week's occurrence is due until Sunday.
    await savedDaysAgo(await create('Laub fegen', weekly('opportunity')), 21);

    expect(await titles('overdue')).toEqual([
      'Laub fegen',
      'Treppenhaus wischen',
      'Winterdienst',
      'Zähler ablesen',
    ]);
    const before = (await list('')).counts.tabs;

    await runRefreshNow();
    await t.drainJobs();

    expect(await titles('overdue')).toEqual(['Winterdienst', 'Zähler ablesen']);
    expect(await titles('thisWeek')).toEqual(['Laub fegen', 'Treppenhaus wischen']);
    const page = await list('');
    expect(page.counts.tabs).toEqual({
      ...before,
      overdue: before.overdue - 2,
      thisWeek: before.thisWeek + 2,
    });
    // The trigger-kept counts equal an exact count (a filter makes the list count rows).
    expect((await list(`propertyId=${propertyId}`)).counts).toEqual(page.counts);
    // Both are due today again: the fixed one on the day, the opportunity one in this week.
    expect(page.items.map((i) => [i.title, i.dueDate])).toEqual([
      ['Laub fegen', today],
      ['Treppenhaus wischen', today],
    ]);
  });

  it('keeps one pending refresh for the next night, also after two more start-ups', async () => {
    const next = nextNightlyRun(Date.now(), 2 * 60);
    for (let i = 0; i < 2; i++) await (await createTestApp({ database: t.database })).close();
    // Instances starting at the same moment: the unique key lets one insert win.
    expect(
      (await Promise.all([scheduleDueRefresh(t.db), scheduleDueRefresh(t.db)])).sort(),
    ).toEqual([false, false]);
    await runRefreshNow();
    await t.drainJobs();
    const pending = await pendingRefreshJobs();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      dedupeKey: `${TASK_DUE_REFRESH_JOB}:${next.night}`,
      runAt: new Date(next.at),
      attempts: 0,
    });
  });

  it('leaves the next night scheduled and the tasks as they were when a batch fails', async () => {
    const id = await create('Treppenhaus wischen', weekly('fixed'));
    await savedDaysAgo(id, 14);
    // Tonight's job is the one running; the next night is not scheduled yet.
    await t.db.delete(jobs).where(eq(jobs.kind, TASK_DUE_REFRESH_JOB));
    await enqueueJobOnce(t.db, {
      kind: TASK_DUE_REFRESH_JOB,
      payload: {},
      label: 'Heute Nacht',
      maxAttempts: 1,
      dedupeKey: `${TASK_DUE_REFRESH_JOB}:heute`,
    });
    await t.db.execute(sql`create function fail_task_update() returns trigger language plpgsql
      as $$ begin raise exception 'Datenbank nicht erreichbar'; end $$`);
    await t.db.execute(sql`create trigger fail_task_update before update on tasks
      for each row execute function fail_task_update()`);
    try {
      await t.drainJobs();
    } finally {
      await t.db.execute(sql`drop trigger fail_task_update on tasks`);
      await t.db.execute(sql`drop function fail_task_update()`);
    }

    const [failed] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${TASK_DUE_REFRESH_JOB}:heute`));
    expect(failed).toMatchObject({
      state: 'failed',
      lastError: expect.stringContaining('update tasks'),
    });
    const pending = await pendingRefreshJobs();
    expect(pending.map((j) => j.dedupeKey)).toEqual([
      `${TASK_DUE_REFRESH_JOB}:${nextNightlyRun(Date.now(), 2 * 60).night}`,
    ]);
    expect(await titles('overdue')).toEqual(['Treppenhaus wischen']);
  });
});
