import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/sql.ts';
import type { JobHandler } from '../../jobs/job-worker.ts';
import { nightlyHandler, scheduleNightly, type NightlyJob } from '../../jobs/nightly-job.ts';

/**
 * How long messages are kept (docs/notifications.md): a read message 90 days, any message a
 * year. The feed shows the newest 30, so older rows only cost space; the limits keep the
 * table, and the unread count of someone who never reads, bounded.
 */
export const READ_RETENTION_DAYS = 90;
export const UNREAD_RETENTION_DAYS = 365;

export const NOTIFICATION_RETENTION_JOB = 'notifications.delete-old';

const BATCH_SIZE = 5000;

const RETENTION: NightlyJob = {
  kind: NOTIFICATION_RETENTION_JOB,
  /** 03:30 Berlin: after the tasks' 02:00 refresh, long before the office opens. */
  minuteOfDay: 3 * 60 + 30,
  label: (night) => `Alte Nachrichten löschen (Nacht zum ${night})`,
  maxAttempts: 10,
};

export const scheduleNotificationRetention = (db: Db, now = Date.now()) =>
  scheduleNightly(db, RETENTION, now);

/**
 * Deletes read messages created more than 90 days before `now` and any created more than 365
 * days before, in batches (short statements, no long lock on the table). Returns how many.
 */
export async function deleteOldNotifications(
  db: Db,
  now: number,
  batchSize = BATCH_SIZE,
): Promise<number> {
  const day = 24 * 60 * 60 * 1000;
  const readBefore = new Date(now - READ_RETENTION_DAYS * day).toISOString();
  const anyBefore = new Date(now - UNREAD_RETENTION_DAYS * day).toISOString();
  let deleted = 0;
  for (;;) {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`delete from notifications where id in (
            select id from notifications
            where created_at < ${anyBefore}::timestamptz
              or (read_at is not null and created_at < ${readBefore}::timestamptz)
            limit ${batchSize})
          returning id`,
    );
    deleted += rows.length;
    if (rows.length < batchSize) return deleted;
  }
}

export function notificationRetentionJob(
  db: Db,
  log: FastifyBaseLogger,
  options: { now?: () => number; batchSize?: number } = {},
): JobHandler {
  return nightlyHandler(
    db,
    RETENTION,
    async (now) => {
      const deleted = await deleteOldNotifications(db, now, options.batchSize);
      log.info({ deleted }, `Alte Nachrichten gelöscht: ${deleted}`);
    },
    options.now,
  );
}
