import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { FileStorage } from '../../files/storage.ts';
import type { JobHandler } from '../../jobs/job-worker.ts';
import { nightlyHandler, scheduleNightly, type NightlyJob } from '../../jobs/nightly-job.ts';
import { removeSubmissions, SUBMISSION_LIMIT } from './submissions.service.ts';

export const FORM_RETENTION_JOB = 'forms.delete-expired';
const BATCH_SIZE = 500;

const RETENTION: NightlyJob = {
  kind: FORM_RETENTION_JOB,
  /** 03:45 Berlin: after the messages' clean-up. */
  minuteOfDay: 3 * 60 + 45,
  label: (night) => `Abgelaufene Formulardaten löschen (Nacht zum ${night})`,
  maxAttempts: 10,
};

export const scheduleFormRetention = (db: Db, now = Date.now()) =>
  scheduleNightly(db, RETENTION, now);

/**
 * Deletes the submissions whose retention period ended before `now` (their `deleteAfter`),
 * with their stored files, in batches; also forgets the submission limits' old counters.
 * Returns how many submissions were deleted.
 */
export async function deleteExpiredSubmissions(
  deps: { db: Db; storage: FileStorage; log: FastifyBaseLogger },
  now: number,
  batchSize = BATCH_SIZE,
): Promise<number> {
  const before = new Date(now).toISOString();
  let deleted = 0;
  for (;;) {
    const batch = await removeSubmissions(
      deps,
      sql`s.id in (select id from form_submissions
        where delete_after < ${before}::timestamptz limit ${batchSize})`,
    );
    deleted += batch.length;
    if (batch.length < batchSize) break;
  }
  await deps.db.execute(sql`delete from login_throttle where key like 'form:%'
    and window_start < now() - make_interval(secs => ${SUBMISSION_LIMIT.windowSeconds})
    and (locked_until is null or locked_until < now())`);
  return deleted;
}

export function formRetentionJob(
  deps: { db: Db; storage: FileStorage; log: FastifyBaseLogger },
  options: { now?: () => number; batchSize?: number } = {},
): JobHandler {
  return nightlyHandler(
    deps.db,
    RETENTION,
    async (now) => {
      const deleted = await deleteExpiredSubmissions(deps, now, options.batchSize);
      deps.log.info({ deleted }, `Abgelaufene Formulardaten gelöscht: ${deleted}`);
    },
    options.now,
  );
}
