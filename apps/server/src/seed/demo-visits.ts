import { sql } from 'drizzle-orm';
import { newId } from '@kontor/core/ids';
import { berlinToday } from '@kontor/core/scheduling/index';
import { toInstant } from '@kontor/core/time-tracking/berlin-time';
import { formatDate } from '@kontor/core/time-tracking/format';
import { addDays, type LocalDate } from '@kontor/core/time-tracking/local-date';
import { visitDueDate, weekMondayOf, workerWeek, type TourEntry } from '@kontor/core/tours/index';
import type { DbOrTx } from '../db/database.ts';
import { queryRows } from '../db/sql.ts';
import { serviceVisits } from '../db/schema/tours.ts';
import {
  absenceCheck,
  absenceSpansSql,
  holidayMap,
  tourHolidaysSql,
  type AbsenceSpan,
} from '../lib/tour-calendar.ts';

/** How many past weeks get confirmed visits (the current week's past days too). */
export const DEMO_VISIT_WEEKS = 4;
/** Every n-th past visit stays undone, so the office sees 'nicht erledigt' now and then. */
export const DEMO_MISSED_EVERY = 9;

const COMMENTS = ['', '', 'Alles in Ordnung', 'Mieter informiert', 'Streugut nachgefüllt'];

export interface DemoVisitEntry extends TourEntry {
  id: string;
  /** "Service · Objekt", the start of a confirmed visit's label. */
  name: string;
}

/** Between 07:00 and 15:00 Berlin time on the visit's day (an any-day visit: its Wednesday). */
function doneAt(date: LocalDate, anyDay: boolean, n: number): Date {
  const day = anyDay ? addDays(date, 2) : date;
  return new Date(toInstant(day, 7 * 60 + ((n * 37) % 480)) * 60_000);
}

/**
 * The workers' past visits confirmed done by whoever performs them (a substitute for an
 * absent worker), expanded by core's tour rules with the project's tour holidays and approved
 * absences: the last weeks and this week's days before today. Written directly, in the seed's
 * transaction (the tours' read side uses prepared statements outside transactions).
 */
export async function seedDemoVisits(
  db: DbOrTx,
  projectId: string,
  entries: readonly DemoVisitEntry[],
  workerIds: readonly string[],
) {
  const today = berlinToday(Date.now());
  const first = addDays(weekMondayOf(today), -7 * DEMO_VISIT_WEEKS);
  const members = sql`select user_id from memberships where project_id = ${projectId}`;
  const [calendar] = await queryRows<{ holidays: [LocalDate, string][]; absences: AbsenceSpan[] }>(
    db,
    sql`select ${tourHolidaysSql(projectId)} as holidays,
      ${absenceSpansSql(projectId, members, first, today)} as absences`,
  );
  const context = {
    holidays: holidayMap(calendar?.holidays ?? []),
    isAbsent: absenceCheck(calendar?.absences ?? []),
  };
  const rows: (typeof serviceVisits.$inferInsert)[] = [];
  const seen = new Set<string>();
  for (let monday = first; monday <= today; monday = addDays(monday, 7)) {
    for (const workerId of workerIds) {
      for (const visit of workerWeek(entries, workerId, monday, context)) {
        const key = `${visit.entry.id}@${visit.plannedDate}`;
        if (visit.coveredBy || visit.uncovered || visit.skipped || seen.has(key)) continue;
        if (visitDueDate(visit) >= today) continue;
        seen.add(key);
        if (seen.size % DEMO_MISSED_EVERY === 0) continue;
        rows.push({
          id: newId(),
          projectId,
          entryId: visit.entry.id,
          plannedDate: visit.plannedDate,
          doneAt: doneAt(visit.date, visit.anyDay, seen.size),
          doneBy: workerId,
          comment: COMMENTS[seen.size % COMMENTS.length],
          label: `${visit.entry.name} · ${formatDate(visit.plannedDate)}`,
        });
      }
    }
  }
  if (rows.length > 0) await db.insert(serviceVisits).values(rows);
  return rows.length;
}
