import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/**
 * Background work (docs/decisions/0007-job-queue.md). A worker claims a due row with
 * FOR UPDATE SKIP LOCKED and holds it until `locked_until`; a row still `running` after
 * that belonged to a worker that died and is claimed again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** What the job is about for the failed-jobs list, without secrets (the payload may hold a reset link). */
    label: text('label').notNull(),
    state: text('state', { enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** Set for a job that may exist only once (e.g. one nightly run per night); see enqueueJobOnce. */
    dedupeKey: text('dedupe_key').unique('jobs_dedupe_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`state = 'pending'`),
    index('jobs_running_idx')
      .on(t.lockedUntil)
      .where(sql`state = 'running'`),
    index('jobs_state_idx').on(t.state, t.updatedAt),
  ],
);
