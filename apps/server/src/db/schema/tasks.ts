import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { TaskSchedule } from '@kontor/core/scheduling/index';
import type { TaskState } from '@kontor/core/states/index';
import { createdAt, createdBy, updatedAt, version } from './columns.ts';
import { commentTable } from './comment-table.ts';
import { memberships, projects } from './projects.ts';
import { properties } from './properties.ts';
import { users } from './users.ts';

export const tasks = pgTable(
  'tasks',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    propertyId: text('property_id').notNull(),
    ticketId: text('ticket_id'),
    state: text('state').$type<TaskState>().notNull(),
    schedule: jsonb('schedule').$type<TaskSchedule>(),
    /** The date the task is due by (core `dueDate`), computed on write; null without dates. */
    dueDate: date('due_date', { mode: 'string' }),
    /** The last day the task is not overdue: the due date (fixed) or its week's Sunday (opportunity). */
    dueBy: date('due_by', { mode: 'string' }),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    executedAt: timestamp('executed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    unique('tasks_id_project_key').on(t.id, t.projectId),
    // A ticket gets one task ('Aufgabe hinzufügen'); this decides when two race.
    unique('tasks_ticket_key').on(t.ticketId),
    // In the list's order, so a page reads its 20 rows off the index instead of sorting the
    // page's tasks (tasks.list.repository.ts); the active page (two states) has its own.
    index('tasks_list_order_idx').on(
      t.projectId,
      t.state,
      t.dueDate,
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    index('tasks_active_order_idx')
      .on(t.projectId, t.dueDate, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`state in ('created', 'assigned')`),
    foreignKey({
      name: 'tasks_property_fk',
      columns: [t.propertyId, t.projectId],
      foreignColumns: [properties.id, properties.projectId],
    }),
  ],
);

/** Assigned workers; the FK to memberships makes "must be a member of the project" a constraint. */
export const taskStaff = pgTable(
  'task_staff',
  {
    taskId: text('task_id').notNull(),
    projectId: text('project_id').notNull(),
    userId: text('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.userId], name: 'task_staff_pkey' }),
    index('task_staff_project_user_idx').on(t.projectId, t.userId),
    foreignKey({
      name: 'task_staff_task_fk',
      columns: [t.taskId, t.projectId],
      foreignColumns: [tasks.id, tasks.projectId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'task_staff_member_fk',
      columns: [t.userId, t.projectId],
      foreignColumns: [memberships.userId, memberships.projectId],
    }).onDelete('cascade'),
  ],
);

/** State and staff changes of a task: who, when, what (shown in the info slide-in). */
export const taskHistory = pgTable(
  'task_history',
  {
    id: text('id').primaryKey(),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['state', 'staff'] }).notNull(),
    /** The new state, or the new staff's user ids. */
    state: text('state').$type<TaskState>(),
    staff: text('staff').array(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('task_history_task_idx').on(t.taskId, t.at)],
);

/**
 * Active tasks per due day, kept by a trigger (migration `tasks`), so the four tabs of
 * 'Aktive Aufgaben' are sums over a few days instead of a count over the project
 * (docs/decisions/0008-task-tab-counts.md). Undated tasks have the row with null days.
 */
export const taskDueCounts = pgTable(
  'task_due_counts',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }),
    dueBy: date('due_by', { mode: 'string' }),
    count: integer('count').notNull(),
  },
  (t) => [unique('task_due_counts_key').on(t.projectId, t.dueDate, t.dueBy).nullsNotDistinct()],
);

/** Comments on a task, shown newest first. */
export const taskComments = commentTable('task_comments', 'task_id', () => [
  tasks.id,
  tasks.projectId,
]);
