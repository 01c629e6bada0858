import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '@kontor/core/ids';
import { nextNightlyRun } from '@kontor/core/scheduling/index';
import { jobs } from '../../db/schema/jobs.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { enqueueJob } from '../../jobs/job-enqueue.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import {
  deleteOldNotifications,
  NOTIFICATION_RETENTION_JOB,
  READ_RETENTION_DAYS,
  UNREAD_RETENTION_DAYS,
} from './notifications.retention.ts';

let t: TestApp;
let project: CreatedProject;
let member: TestUser;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  project = await t.createProject();
  member = await t.member(project, 'worker');
});
afterAll(() => t.close());

/** A message created `ageDays` before `now`, read or not; returns its id. */
async function message(now: number, ageDays: number, read: boolean) {
  const id = newId();
  const createdAt = new Date(now - ageDays * DAY);
  await t.db.insert(notifications).values({
    id,
    projectId: project.id,
    recipientId: member.id,
    kind: 'task-assigned',
    title: 'Neue Aufgabe',
    body: `${ageDays} Tage alt`,
    createdAt,
    readAt: read ? createdAt : null,
  });
  return id;
}

async function remaining(ids: string[]) {
  const rows = await t.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(inArray(notifications.id, ids));
  return new Set(rows.map((r) => r.id));
}

describe('deleting old messages', () => {
  it('deletes read messages after 90 days and any after 365, in batches', async () => {
    const now = Date.now();
    const kept = [
      await message(now, READ_RETENTION_DAYS - 1, true),
      await message(now, READ_RETENTION_DAYS + 1, false),
      await message(now, UNREAD_RETENTION_DAYS - 1, false),
      await message(now, 0, true),
    ];
    const gone = [
      await message(now, READ_RETENTION_DAYS + 1, true),
      await message(now, 200, true),
      await message(now, UNREAD_RETENTION_DAYS + 1, false),
      await message(now, UNREAD_RETENTION_DAYS + 30, false),
      await message(now, UNREAD_RETENTION_DAYS + 1, true),
    ];
    // Batches of two: five old rows take three statements.
    expect(await deleteOldNotifications(t.db, now, 2)).toBe(gone.length);
    expect(await remaining([...kept, ...gone])).toEqual(new Set(kept));
    expect(await deleteOldNotifications(t.db, now)).toBe(0);
  });

  it('runs as a nightly job that schedules its next night first', async () => {
    const next = nextNightlyRun(Date.now(), 3 * 60 + 30);
    const pending = () =>
      t.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, NOTIFICATION_RETENTION_JOB), eq(jobs.state, 'pending')));
    // The app scheduled the chain when it became ready.
    expect((await pending()).map((j) => j.dedupeKey)).toEqual([
      `${NOTIFICATION_RETENTION_JOB}:${next.night}`,
    ]);
    const old = await message(Date.now(), UNREAD_RETENTION_DAYS + 2, false);
    // Tonight's run, due now: it deletes and leaves exactly one run for the next night.
    await t.db.delete(jobs).where(eq(jobs.kind, NOTIFICATION_RETENTION_JOB));
    await enqueueJob(t.db, { kind: NOTIFICATION_RETENTION_JOB, payload: {}, label: 'Test' });
    await t.drainJobs();
    expect(await remaining([old])).toEqual(new Set());
    const after = await pending();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      dedupeKey: `${NOTIFICATION_RETENTION_JOB}:${next.night}`,
      runAt: new Date(next.at),
    });
  });
});
