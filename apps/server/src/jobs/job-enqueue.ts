import { sql } from 'drizzle-orm';
import { newId } from '@kontor/core/ids';
import type { DbOrTx } from '../db/database.ts';
import { jobs } from '../db/schema/jobs.ts';

/** Channel a NOTIFY on enqueue wakes the workers on (every instance listens). */
export const JOBS_CHANNEL = 'kontor_jobs';

export interface NewJob {
  kind: string;
  payload: unknown;
  /** Shown in the jobs list; never a secret. */
  label: string;
  maxAttempts?: number;
  runAt?: Date;
}

export const DEFAULT_MAX_ATTEMPTS = 5;

/**
 * Stores a job; pass the transaction of the write it belongs to, so the job exists exactly
 * when that write committed. The NOTIFY is delivered on commit and wakes a worker at once.
 */
export async function enqueueJob(db: DbOrTx, job: NewJob): Promise<string> {
  const id = newId();
  await db.insert(jobs).values({
    id,
    kind: job.kind,
    payload: job.payload,
    label: job.label,
    maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    ...(job.runAt ? { runAt: job.runAt } : {}),
  });
  await notifyWorkers(db);
  return id;
}

/** Wakes the workers of every instance (on commit, inside a transaction). */
export async function notifyWorkers(db: DbOrTx) {
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
}

/**
 * Stores a job unless one with the same `dedupeKey` exists (any state; the unique key decides
 * between instances enqueueing at the same moment). Returns whether it was stored.
 */
export async function enqueueJobOnce(
  db: DbOrTx,
  job: NewJob & { dedupeKey: string },
): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values({
      id: newId(),
      kind: job.kind,
      payload: job.payload,
      label: job.label,
      maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      dedupeKey: job.dedupeKey,
      ...(job.runAt ? { runAt: job.runAt } : {}),
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  if (inserted.length > 0) await notifyWorkers(db);
  return inserted.length > 0;
}
