import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { berlinToday, dueDays, weekBounds, type TaskSchedule } from '@kontor/core/scheduling/index';
import type { LocalDate } from '@kontor/core/time-tracking/local-date';
import type { Db, DbOrTx } from '../../db/database.ts';
import { queryRows } from '../../db/sql.ts';
import type { JobHandler } from '../../jobs/job-worker.ts';
import { nightlyHandler, scheduleNightly, type NightlyJob } from '../../jobs/nightly-job.ts';

/**
 * The nightly refresh of interval tasks' due days (docs/decisions/0008): an interval task
 * stores the occurrence that was next when it was saved; once that has passed, the refresh
 * moves it to the next one, as saving the task would, so it leaves 'Überfällig'.
 */
export const TASK_DUE_REFRESH_JOB = 'tasks.refresh-due-days';

const BATCH_SIZE = 500;

const DUE_REFRESH: NightlyJob = {
  kind: TASK_DUE_REFRESH_JOB,
  /** 02:00 Berlin: after midnight (a new day), before the office opens. */
  minuteOfDay: 2 * 60,
  label: (night) => `Fälligkeiten der Intervall-Aufgaben (Nacht zum ${night})`,
  /** Backoff doubles from 30 s up to an hour, so ten attempts cover about four hours. */
  maxAttempts: 10,
};

/** Schedules the refresh for the next 02:00 unless it is scheduled already (jobs/nightly-job.ts). */
export function scheduleDueRefresh(db: DbOrTx, now = Date.now()): Promise<boolean> {
  return scheduleNightly(db, DUE_REFRESH, now);
}

interface DueRefreshOptions {
  now?: () => number;
  batchSize?: number;
}

export function dueRefreshJob(
  db: Db,
  log: FastifyBaseLogger,
  options: DueRefreshOptions = {},
): JobHandler {
  return nightlyHandler(
    db,
    DUE_REFRESH,
    async (now) => {
      const moved = await refreshDueDays(db, berlinToday(now), options.batchSize);
      log.info({ moved }, `Fälligkeiten aktualisiert: ${moved} Intervall-Aufgabe(n)`);
    },
    options.now,
  );
}

interface PassedTask {
  id: string;
  version: number;
  schedule: TaskSchedule;
  due_date: string | null;
  due_by: string | null;
}

/**
 * Recomputes the due days of active interval tasks whose stored due day has passed, in
 * batches of one statement each, so the trigger moves the tab counts along. Returns how many
 * tasks moved. A task saved in between (other version) keeps what its save computed.
 */
export async function refreshDueDays(
  db: Db,
  today: LocalDate,
  batchSize = BATCH_SIZE,
): Promise<number> {
  const bounds = weekBounds(today);
  let moved = 0;
  let after = '';
  for (;;) {
    const batch = await queryRows<PassedTask>(
      db,
      sql`select id, version, schedule, to_char(due_date, 'YYYY-MM-DD') as due_date,
            to_char(due_by, 'YYYY-MM-DD') as due_by
          from tasks
          where state in ('created', 'assigned') and schedule ->> 'type' = 'interval'
            and due_by < ${today}::date and id > ${after}
          order by id limit ${batchSize}`,
    );
    if (batch.length === 0) return moved;
    after = batch.at(-1)!.id;
    // An interval that has ended keeps its last occurrence (still overdue): nothing to write.
    const changes = batch
      .map((task) => ({
        id: task.id,
        version: task.version,
        old: task,
        ...dueDays(task.schedule, bounds),
      }))
      .filter((c) => c.dueDate !== c.old.due_date || c.dueBy !== c.old.due_by)
      .map(({ id, version, dueDate, dueBy }) => ({ id, version, dueDate, dueBy }));
    if (changes.length > 0) moved += await writeDueDays(db, changes);
  }
}

/** The version stays: due days are derived and every save recomputes them, so an open form stays valid. */
async function writeDueDays(
  db: Db,
  changes: { id: string; version: number; dueDate: string | null; dueBy: string | null }[],
): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update tasks t set due_date = c."dueDate", due_by = c."dueBy"
        from json_to_recordset(${JSON.stringify(changes)}::json)
          as c(id text, version int, "dueDate" date, "dueBy" date)
        where t.id = c.id and t.version = c.version and t.state in ('created', 'assigned')
        returning t.id`,
  );
  return rows.length;
}
