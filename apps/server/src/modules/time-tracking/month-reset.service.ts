import { and, eq, sql } from 'drizzle-orm';
import { newId } from '@kontor/core/ids';
import {
  monthResetMessages,
  type MonthResetBody,
  type MonthResetView,
} from '@kontor/core/schemas/time-tracking-api';
import type { Db } from '../../db/database.ts';
import { monthResets } from '../../db/schema/time-tracking.ts';
import { enqueueJob } from '../../jobs/job-enqueue.ts';
import type { JobHandler } from '../../jobs/job-worker.ts';
import { HttpProblem } from '../../lib/problem.ts';
import * as entries from './entries.service.ts';
import * as overviews from './overviews.service.ts';
import { assertStaff, type TimeAccess } from './time-access.ts';

export const MONTH_RESET_JOB = 'time-tracking.month-reset';

type ResetRow = typeof monthResets.$inferSelect;

const view = (row: ResetRow): MonthResetView => ({
  id: row.id,
  state: row.state,
  done: row.done,
  total: row.total,
  days: row.days,
  employees: row.employees,
});

/** 'Monatsdaten aktualisieren': stores the wizard's choice and queues the job (staff only). */
export async function start(db: Db, access: TimeAccess, body: MonthResetBody) {
  assertStaff(access);
  const userIds = [...new Set(body.userIds)];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(monthResets)
      .values({
        id: newId(),
        projectId: access.projectId,
        year: body.year,
        month: body.month,
        userIds,
        mode: body.mode,
        total: userIds.length,
        createdBy: access.userId,
      })
      .returning();
    await enqueueJob(tx, {
      kind: MONTH_RESET_JOB,
      payload: { resetId: row!.id },
      label: `Monatsdaten ${body.month}/${body.year} (${userIds.length} Mitarbeiter)`,
    });
    return view(row!);
  });
}

export async function get(db: Db, access: TimeAccess, id: string) {
  assertStaff(access);
  const [row] = await db
    .select()
    .from(monthResets)
    .where(and(eq(monthResets.projectId, access.projectId), eq(monthResets.id, id)));
  if (!row) throw new HttpProblem(404, monthResetMessages.notFound);
  return view(row);
}

/** What the change history says of the days a run writes or replaces. */
const RESET_REASON = 'Monatsdaten aktualisieren';

/**
 * One employee's month: every working day that may take a time gets the planned day of the
 * record (the full-day entry the time slide-in writes), through the same checks as a saved
 * time. Only days that are over (before today in Berlin) are booked: planned time on a day
 * still to come would be a payroll error. 'replace' first removes the day's times; 'fill'
 * leaves days with times alone. An employee without a record for the year is skipped.
 * Returns the days written.
 */
async function resetEmployee(db: Db, access: TimeAccess, row: ResetRow, userId: string) {
  let month;
  try {
    month = await overviews.month(db, access, userId, row.year, row.month);
  } catch (error) {
    if (error instanceof HttpProblem && error.status < 500) return 0;
    throw error;
  }
  let written = 0;
  const today = overviews.berlinToday();
  for (const day of month.days) {
    if (day.date >= today) break;
    if (!day.isWorkingDay || !day.canAddTime || day.holiday || day.target <= 0) continue;
    if (row.mode === 'fill' && day.entries.length > 0) continue;
    for (const entry of day.entries) await entries.remove(db, access, entry.id, RESET_REASON);
    await entries.create(
      db,
      access,
      {
        userId,
        date: day.date,
        type: 'work',
        fullDay: true,
        endsNextDay: false,
        breaks: [],
        comment: '',
      },
      RESET_REASON,
    );
    written += 1;
  }
  return written;
}

/**
 * The job: works through the employees, counting progress after each. A retried attempt
 * starts again from the first employee; 'fill' skips what an earlier attempt wrote, 'replace'
 * writes the same planned days again.
 */
export function monthResetJobHandler(db: Db): JobHandler {
  return {
    async run(payload) {
      const { resetId } = payload as { resetId: string };
      const [row] = await db
        .update(monthResets)
        .set({ state: 'running', done: 0, days: 0, employees: 0, updatedAt: sql`now()` })
        .where(eq(monthResets.id, resetId))
        .returning();
      if (!row) return;
      const access: TimeAccess = {
        projectId: row.projectId,
        userId: row.createdBy ?? '',
        staff: true,
      };
      try {
        for (const userId of row.userIds) {
          const days = await resetEmployee(db, access, row, userId);
          await db
            .update(monthResets)
            .set({
              done: sql`${monthResets.done} + 1`,
              days: sql`${monthResets.days} + ${days}`,
              employees: sql`${monthResets.employees} + ${days > 0 ? 1 : 0}`,
              updatedAt: sql`now()`,
            })
            .where(eq(monthResets.id, resetId));
        }
        await db.update(monthResets).set({ state: 'done' }).where(eq(monthResets.id, resetId));
      } catch (error) {
        await db.update(monthResets).set({ state: 'failed' }).where(eq(monthResets.id, resetId));
        throw error;
      }
    },
  };
}
