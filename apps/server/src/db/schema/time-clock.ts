import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { ClockEventKind } from '@kontor/core/schemas/worker-app';
import { projects } from './projects.ts';
import { timeEntries } from './time-tracking.ts';
import { users } from './users.ts';

/**
 * The time clock's events (worker app): each with the device's time and the time it reached
 * the server. A device numbers its events; a number it already used is a replay, which the
 * unique key refuses also under concurrency. The 'out' that closed a shift names its entry.
 */
export const clockEvents = pgTable(
  'clock_events',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ClockEventKind>().notNull(),
    deviceTime: timestamp('device_time', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    deviceId: text('device_id').notNull(),
    deviceSeq: integer('device_seq').notNull(),
    entryId: text('entry_id').references(() => timeEntries.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('clock_events_device_seq_key').on(t.projectId, t.userId, t.deviceId, t.deviceSeq),
    // The last events of a user (state, running shift).
    index('clock_events_user_time_idx').on(
      t.projectId,
      t.userId,
      t.deviceTime.desc(),
      t.receivedAt.desc(),
    ),
    check('clock_events_kind_check', sql`${t.kind} in ('in', 'break-start', 'break-end', 'out')`),
  ],
);
