import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { HistoryAction, HistoryEntity } from '@kontor/core/time-tracking/change-history';

/**
 * The change history of time entries, absences and records (docs/time-tracking.md, 'Change
 * history'): append-only, one hash chain per project. Rows are written only by the triggers on
 * those tables (hand-written in the migration, `time_history_append`), in the transaction of the
 * change; a trigger refuses every UPDATE and DELETE. No foreign keys: a row outlives its entry,
 * the employee and the actor (names are kept as they were), and nothing cascades into it.
 */
export const timeHistory = pgTable(
  'time_history',
  {
    projectId: text('project_id').notNull(),
    /** 1, 2, … per project: the chain's order. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    entity: text('entity').$type<HistoryEntity>().notNull(),
    entityId: text('entity_id').notNull(),
    /** The employee whose time, absence or record it is. */
    userId: text('user_id').notNull(),
    action: text('action').$type<HistoryAction>().notNull(),
    /** Who changed it (the request's user, set per transaction as `kontor.actor_id`); null: system. */
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    reason: text('reason'),
    /** The days the row concerns, old and new together: the inspection's period filter. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** The previous row's hash (null for the first row of a project). */
    prevHash: text('prev_hash'),
    /** sha256 hex of prev_hash and the row's canonical content (`time_history_content`). */
    hash: text('hash').notNull(),
  },
  (t) => [
    primaryKey({ name: 'time_history_pkey', columns: [t.projectId, t.seq] }),
    index('time_history_entity_idx').on(t.projectId, t.entityId, t.seq),
    index('time_history_user_period_idx').on(t.projectId, t.userId, t.periodStart),
    check('time_history_entity_check', sql`${t.entity} in ('entry', 'absence', 'record')`),
    check('time_history_action_check', sql`${t.action} in ('create', 'update', 'delete')`),
  ],
);

/**
 * The last verification of each project's chain (the nightly job and `npm run verify:history`):
 * the head it found intact, so rows cut off the end are noticed, and the break it reported, so
 * the admins hear about a break once, not every night.
 */
export const timeHistoryChecks = pgTable('time_history_checks', {
  projectId: text('project_id').primaryKey(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  rows: integer('rows').notNull(),
  headSeq: bigint('head_seq', { mode: 'number' }),
  headHash: text('head_hash'),
  brokenSeq: bigint('broken_seq', { mode: 'number' }),
  brokenCount: integer('broken_count').notNull().default(0),
});
