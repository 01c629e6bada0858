import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '@kontor/core/ids';
import type { AbsenceType } from '@kontor/core/time-tracking/index';
import type { Tx } from '../../db/database.ts';
import { absenceDays, absences, timeEntries } from '../../db/schema/time-tracking.ts';
import { isCheckViolation, isUniqueViolation } from '../../lib/pg-errors.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, thisYear, timeProject, withRecords, type Caller } from './time-fixtures.ts';

// The rules of decision 0012 written past the API: the database holds them by itself.
let t: TestApp;
let worker: Caller;
let projectId: string;
let recordId: string;

beforeAll(async () => {
  t = await createTestApp();
  const p = await timeProject(t);
  worker = p.worker;
  projectId = p.project.id;
  const { records } = await withRecords(caller(t, p.project), p.admin, [worker]);
  recordId = records[worker.id]!;
});
afterAll(() => t.close());

const day = (monthDay: string) => `${thisYear()}-${monthDay}`;

const entryOn = (date: string) =>
  t.db.insert(timeEntries).values({
    id: newId(),
    projectId,
    userId: worker.id,
    recordId,
    date,
    type: 'work',
    startAt: new Date(`${date}T06:00:00Z`),
    endAt: new Date(`${date}T10:00:00Z`),
  });

/** An approved absence of one day with its generated day, as the approval writes them. */
async function approvedDay(db: Tx | TestApp['db'], date: string, type: AbsenceType) {
  const id = newId();
  await db.insert(absences).values({
    id,
    projectId,
    userId: worker.id,
    startDate: date,
    endDate: date,
    type,
    state: 'approved',
    year: thisYear(),
  });
  await db.insert(absenceDays).values({ absenceId: id, projectId, userId: worker.id, date, type });
}

const failure = (write: PromiseLike<unknown>) =>
  Promise.resolve(write).then(
    () => null,
    (e: unknown) => e,
  );

describe('time entries and absence days (decision 0012)', () => {
  it('refuses a time on a day of approved vacation or illness, not on other absences', async () => {
    await approvedDay(t.db, day('06-02'), 'vacation');
    await approvedDay(t.db, day('06-03'), 'illness');
    await approvedDay(t.db, day('06-04'), 'compensation_times');
    for (const date of [day('06-02'), day('06-03')]) {
      expect(
        isCheckViolation(await failure(entryOn(date)), 'time_entries_not_on_absence_day'),
      ).toBe(true);
    }
    expect(await failure(entryOn(day('06-04')))).toBeNull();
  });

  it('refuses an absence day on a day with time', async () => {
    await entryOn(day('06-09'));
    const error = await failure(approvedDay(t.db, day('06-09'), 'payed_absence'));
    expect(isCheckViolation(error, 'absence_days_free_of_time')).toBe(true);
  });

  it('makes a time wait for a vacation being approved, then refuses it', async () => {
    // The approval's transaction holds the vacation day uncommitted while the time is written
    // from another connection. On PostgreSQL the time's trigger must wait for the per-user
    // lock (a lock wait appears) and, after the commit, see the day; without the lock it would
    // not see the uncommitted day and be stored. PGlite runs one statement at a time anyway.
    const date = day('06-16');
    let settled = false;
    let entry: Promise<unknown> | undefined;
    await t.db.transaction(async (tx) => {
      await approvedDay(tx, date, 'vacation');
      entry = failure(entryOn(date)).finally(() => (settled = true));
      if (!process.env.TEST_DATABASE_URL) return;
      for (;;) {
        const [waiting] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(sql`pg_stat_activity`)
          .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
        if (settled || waiting!.n > 0) break;
      }
    });
    expect(isCheckViolation(await entry, 'time_entries_not_on_absence_day')).toBe(true);
  });

  it('lets an illness share a day only with a vacation (§ 9 BUrlG)', async () => {
    await approvedDay(t.db, day('06-23'), 'vacation');
    expect(await failure(approvedDay(t.db, day('06-23'), 'illness'))).toBeNull();
    for (const type of ['illness', 'vacation', 'compensation_times'] as const) {
      expect(isUniqueViolation(await failure(approvedDay(t.db, day('06-23'), type))), type).toBe(
        true,
      );
    }
    await approvedDay(t.db, day('06-24'), 'payed_absence');
    expect(isUniqueViolation(await failure(approvedDay(t.db, day('06-24'), 'illness')))).toBe(true);
  });
});
