import { nextNightlyRun } from '@kontor/core/scheduling/index';
import type { LocalDate } from '@kontor/core/time-tracking/local-date';
import type { DbOrTx } from '../db/database.ts';
import { enqueueJobOnce } from './job-enqueue.ts';
import type { JobHandler } from './job-worker.ts';

/**
 * A job that runs once a night at a Berlin wall-clock minute. Each run first schedules the
 * next night (so a run that fails, or fails for good, still leaves it scheduled); the night is
 * the dedupe key, so instances starting together or a re-run schedule it once. The app starts
 * the chain when it is ready (`scheduleNightly`; a night already scheduled is left alone).
 */
export interface NightlyJob {
  kind: string;
  /** Minutes after midnight, Europe/Berlin. */
  minuteOfDay: number;
  /** The jobs list's label of one night's run. */
  label: (night: LocalDate) => string;
  maxAttempts?: number;
}

export function scheduleNightly(db: DbOrTx, job: NightlyJob, now = Date.now()): Promise<boolean> {
  const { night, at } = nextNightlyRun(now, job.minuteOfDay);
  return enqueueJobOnce(db, {
    kind: job.kind,
    payload: { night },
    label: job.label(night),
    runAt: new Date(at),
    maxAttempts: job.maxAttempts,
    dedupeKey: `${job.kind}:${night}`,
  });
}

/** The handler of a nightly job: schedules the next night, then does `work`. */
export function nightlyHandler(
  db: DbOrTx,
  job: NightlyJob,
  work: (now: number) => Promise<void>,
  now: () => number = Date.now,
): JobHandler {
  return {
    async run() {
      await scheduleNightly(db, job, now());
      await work(now());
    },
  };
}
