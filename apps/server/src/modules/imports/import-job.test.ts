import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importMessages, type ImportRun } from '@kontor/core/schemas/imports';
import { importRuns, importSources } from '../../db/schema/imports.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { projects } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';
import { openSecret } from '../../lib/sealed-secrets.ts';
import {
  COMPANY,
  holdUsersAfter,
  importTestApp,
  MASTER_KEY,
  until,
  USERS,
  userId,
  type ImportTestApp,
} from './imports-test-setup.ts';

let t: ImportTestApp;

beforeAll(async () => {
  t = await importTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  // Each test imports into a fresh project (the runs of a test do not see another's).
  await t.db.delete(importRuns);
  await t.db.delete(projects).where(eq(projects.name, COMPANY));
  await t.db.delete(users).where(sql`${users.email} like '%@sonne.example'`);
});

const start = async (dryRun = false) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: { cookie: t.admin },
    payload: { ...t.source, dryRun },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ImportRun>();
};
const runRow = async (id: string) =>
  (await t.db.select().from(importRuns).where(eq(importRuns.id, id)))[0]!;
const jobOf = async (id: string) =>
  (
    await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, (await runRow(id)).jobId!))
  )[0];
const userRows = (projectId: string) =>
  t.db
    .select()
    .from(importSources)
    .where(and(eq(importSources.projectId, projectId), eq(importSources.className, '_User')));

describe('the import job', () => {
  it('resumes after the worker was stopped mid-run, from the last committed page', async () => {
    const gate = holdUsersAfter(t.parse, userId(10));
    const { id } = await start();
    await gate.reached;
    // The server stops while the third page of users is on its way.
    const stopped = t.app.jobs.stop();
    gate.open();
    await stopped;

    const paused = await runRow(id);
    expect(paused).toMatchObject({ state: 'running', finishedAt: null });
    expect(paused.classes._User).toMatchObject({ read: 10, lastObjectId: userId(10), done: false });
    expect(paused.classes._User!.total).toBe(USERS + 2);
    // The job is handed back (the attempt not counted); the key stays sealed for it.
    expect(await jobOf(id)).toMatchObject({ state: 'pending', attempts: 0, lockedBy: null });
    expect(paused.masterKeySealed).not.toContain(MASTER_KEY);
    expect(await openSecret(t.db, paused.masterKeySealed!, id)).toBe(MASTER_KEY);
    // Sealed for this run only: it does not open as another's.
    expect(await openSecret(t.db, paused.masterKeySealed!, 'ZZZZZZZZZZ')).toBeUndefined();

    await t.app.jobs.start();
    await t.drainJobs();
    const done = await runRow(id);
    expect(done).toMatchObject({ state: 'done', masterKeySealed: null });
    expect(done.classes._User).toMatchObject({
      read: USERS + 2,
      created: USERS + 1,
      skipped: 1,
      done: true,
    });
    const rows = await userRows(done.projectId!);
    expect(rows).toHaveLength(USERS + 1);
    expect(new Set(rows.map((r) => r.sourceId)).size).toBe(USERS + 1);
    expect(await jobOf(id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('stops at the next object when cancelled and marks the run cancelled, key deleted', async () => {
    const gate = holdUsersAfter(t.parse, userId(5));
    const { id } = await start();
    await gate.reached;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/imports/${id}/cancel`,
      headers: { cookie: t.admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'running', cancelRequested: true });
    gate.open();
    await t.drainJobs();
    const cancelled = await runRow(id);
    expect(cancelled).toMatchObject({ state: 'cancelled', masterKeySealed: null });
    expect(cancelled.classes._User).toMatchObject({ read: 5, done: false });
    expect(await userRows(cancelled.projectId!)).toHaveLength(5);
    expect(await jobOf(id)).toMatchObject({ state: 'done' });

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/imports/${id}/cancel`,
      headers: { cookie: t.admin },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(importMessages.notRunning);
  });

  it('is cancelled by another instance through its watch of the run', async () => {
    const gate = holdUsersAfter(t.parse, userId(5));
    const { id } = await start();
    await gate.reached;
    // As another instance's 'Abbrechen' does: only the row changes.
    await t.db
      .update(importRuns)
      .set({ cancelRequestedAt: new Date() })
      .where(eq(importRuns.id, id));
    // The job looks every 20 ms while it waits for the page.
    await until(() => t.cancelsSeen.has(id));
    gate.open();
    await t.drainJobs();
    expect(await runRow(id)).toMatchObject({ state: 'cancelled', masterKeySealed: null });
    expect((await runRow(id)).classes._User).toMatchObject({ read: 5 });
  });

  it('cancels a run whose job has not started at once, and removes the job', async () => {
    await t.app.jobs.stop();
    try {
      const { id } = await start();
      const jobId = (await runRow(id)).jobId!;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/imports/${id}/cancel`,
        headers: { cookie: t.admin },
      });
      expect(res.json()).toMatchObject({ state: 'cancelled', cancelRequested: true });
      expect(await runRow(id)).toMatchObject({ masterKeySealed: null });
      expect(await t.db.select().from(jobs).where(eq(jobs.id, jobId))).toEqual([]);
    } finally {
      await t.app.jobs.start();
    }
  });

  it('refuses a second run while one is running', async () => {
    const gate = holdUsersAfter(t.parse, userId(5));
    await start();
    await gate.reached;
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: { cookie: t.admin },
      payload: { ...t.source, dryRun: true },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe(importMessages.alreadyRunning);
    gate.open();
    await t.drainJobs();
  });

  it('does a dry run as a job: the report is kept, nothing else is written', async () => {
    const run = await start(true);
    await t.drainJobs();
    const row = await runRow(run.id);
    expect(row).toMatchObject({
      state: 'done',
      dryRun: true,
      projectId: null,
      projectName: COMPANY,
      masterKeySealed: null,
    });
    expect(row.classes._User).toMatchObject({ read: USERS + 2, created: USERS + 1, done: true });
    expect(await t.db.select().from(projects).where(eq(projects.name, COMPANY))).toEqual([]);
    const findings = await t.app.inject({
      url: `/api/imports/${run.id}/findings?kind=skipped`,
      headers: { cookie: t.admin },
    });
    expect(findings.json()).toMatchObject({ total: 1, items: [{ sourceId: 'Ukaputt001' }] });
  });

  it('answers beside a running dry run and shows its progress (on the embedded database it runs on a copy)', async () => {
    const gate = holdUsersAfter(t.parse, userId(10));
    const run = await start(true);
    await gate.reached;
    // Without the copy, PGlite would hold every query here until the dry run ends.
    await until(async () => (await runRow(run.id)).classes._User?.read === 10);
    const screen = await t.app.inject({
      url: `/api/imports/${run.id}`,
      headers: { cookie: t.admin },
    });
    expect(screen.statusCode).toBe(200);
    expect(screen.json()).toMatchObject({ state: 'running', dryRun: true });
    gate.open();
    await t.drainJobs();
    expect(await runRow(run.id)).toMatchObject({ state: 'done', projectId: null });
    expect((await runRow(run.id)).classes._User).toMatchObject({ read: USERS + 2, done: true });
    expect(await t.db.select().from(projects).where(eq(projects.name, COMPANY))).toEqual([]);
  });
});
