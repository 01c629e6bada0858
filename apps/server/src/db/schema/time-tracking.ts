import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SurchargeBody } from '@kontor/core/schemas/time-tracking';
import type { AbsenceState } from '@kontor/core/states/absence-states';
import type { AbsenceType, Surcharge, TimeSettings } from '@kontor/core/time-tracking/index';
import { createdAt, createdBy, updatedAt, version } from './columns.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

const projectId = () =>
  text('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });
const userId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A holiday with its date per year (spec: Holiday.dates), filled offline by 'Daten aktualisieren'. */
export const holidays = pgTable(
  'holidays',
  {
    id: text('id').primaryKey(),
    projectId: projectId(),
    name: text('name').notNull(),
    dates: jsonb('dates').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('holidays_project_name_key').on(t.projectId, t.name)],
);

/** Feiertag-Template: a named set of holidays a record uses. */
export const holidayTemplates = pgTable(
  'holiday_templates',
  {
    id: text('id').primaryKey(),
    projectId: projectId(),
    name: text('name').notNull(),
    holidayIds: text('holiday_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('holiday_templates_project_name_key').on(t.projectId, sql`lower(${t.name})`),
    unique('holiday_templates_id_project_key').on(t.id, t.projectId),
  ],
);

/**
 * A record of one user within one year (spec: Record), from the first of its start month to the
 * end of its end month; a contract change mid-year is a second record. Saldo and vacation are
 * derived by the engine; a record with a former record carries that one's closing values (on
 * read), its own initial values are then unused. Records of a user never share a month: an
 * exclusion constraint (hand-written in the migration) guards it.
 */
export const timeRecords = pgTable(
  'time_records',
  {
    id: text('id').primaryKey(),
    projectId: projectId(),
    userId: userId(),
    year: integer('year').notNull(),
    startMonth: smallint('start_month').notNull().default(1),
    endMonth: smallint('end_month').notNull().default(12),
    timeSettings: jsonb('time_settings').$type<TimeSettings>().notNull(),
    /** Minutes. */
    initialSaldo: integer('initial_saldo').notNull().default(0),
    /** Days. */
    initialVacation: real('initial_vacation').notNull().default(0),
    holidayTemplateId: text('holiday_template_id'),
    formerRecordId: text('former_record_id'),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('time_records_user_idx').on(t.projectId, t.userId, t.year),
    check(
      'time_records_months_check',
      sql`${t.startMonth} between 1 and 12 and ${t.endMonth} between ${t.startMonth} and 12`,
    ),
    unique('time_records_id_project_key').on(t.id, t.projectId),
    index('time_records_project_year_idx').on(t.projectId, t.year),
    foreignKey({
      name: 'time_records_template_fk',
      columns: [t.holidayTemplateId, t.projectId],
      foreignColumns: [holidayTemplates.id, holidayTemplates.projectId],
    }),
  ],
);

export type TimeEntryType = 'work' | 'absence';
export interface StoredBreak {
  id: string;
  /** Instants: minutes since 1970-01-01T00:00Z (the engine's unit). */
  start: number;
  end: number;
}

/**
 * A time entry (work, or a part absence) on the local day it starts. Two entries of a user
 * never overlap: an exclusion constraint (hand-written in the migration) guards it.
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: text('id').primaryKey(),
    projectId: projectId(),
    userId: userId(),
    recordId: text('record_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    type: text('type').$type<TimeEntryType>().notNull(),
    /** Part absences only. */
    absenceType: text('absence_type').$type<AbsenceType>(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    breaks: jsonb('breaks').$type<StoredBreak[]>().notNull().default([]),
    comment: text('comment').notNull().default(''),
    /** Made by the time clock from a shift with an event that arrived late: when it arrived. */
    lateReceivedAt: timestamp('late_received_at', { withTimezone: true }),
    /**
     * § 17 MiLoG: when and by whom the entry was first recorded; set on create, never changed
     * (a trigger refuses it). Null for entries from before (migration) and imported ones: unknown.
     */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).defaultNow(),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('time_entries_user_date_idx').on(t.projectId, t.userId, t.date),
    foreignKey({
      name: 'time_entries_record_fk',
      columns: [t.recordId, t.projectId],
      foreignColumns: [timeRecords.id, timeRecords.projectId],
    }).onDelete('cascade'),
  ],
);

/** The states of core's absence state machine; a text column, so a new state needs no migration. */
export type { AbsenceState };

/** A full-day absence over a range of dates (spec: Absence). */
export const absences = pgTable(
  'absences',
  {
    id: text('id').primaryKey(),
    projectId: projectId(),
    userId: userId(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    type: text('type').$type<AbsenceType>().notNull(),
    state: text('state').$type<AbsenceState>().notNull().default('created'),
    comment: text('comment').notNull().default(''),
    /** Why it was refused ('Abgelehnt'); null otherwise (cleared when submitted again). */
    refusalReason: text('refusal_reason'),
    year: integer('year').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: text('approved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('absences_project_start_idx').on(t.projectId, t.startDate),
    index('absences_user_idx').on(t.projectId, t.userId, t.startDate),
    unique('absences_id_project_key').on(t.id, t.projectId),
  ],
);

/**
 * The days an approved absence generated (spec §4: on approval daily entries of type absence
 * are generated); one per user and date, so two approved absences never share a day, except
 * that a certified illness may fall on a vacation day (§ 9 BUrlG: the day counts as illness).
 * Triggers (hand-written in migration 0021) keep time entries off these days under concurrency.
 */
export const absenceDays = pgTable(
  'absence_days',
  {
    absenceId: text('absence_id')
      .notNull()
      .references(() => absences.id, { onDelete: 'cascade' }),
    projectId: projectId(),
    userId: userId(),
    date: date('date', { mode: 'string' }).notNull(),
    type: text('type').$type<AbsenceType>().notNull(),
  },
  (t) => [
    uniqueIndex('absence_days_user_day_key')
      .on(t.projectId, t.userId, t.date)
      .where(sql`${t.type} <> 'illness'`),
    uniqueIndex('absence_days_user_illness_key')
      .on(t.projectId, t.userId, t.date)
      .where(sql`${t.type} = 'illness'`),
  ],
);

/** A surcharge (Zuschlag); archiving sets an end date and active false. */
export const surcharges = pgTable(
  'surcharges',
  {
    id: text('id').primaryKey(),
    projectId: projectId(),
    name: text('name').notNull(),
    short: text('short').notNull().default(''),
    description: text('description').notNull().default(''),
    color: text('color').notNull().default('blue'),
    type: text('type').$type<Surcharge['type']>().notNull(),
    value: real('value').notNull(),
    time: jsonb('time').$type<Surcharge['time']>(),
    days: jsonb('days').$type<SurchargeBody['days']>(),
    onlyIfStartedBeforeMidnight: boolean('only_if_started_before_midnight')
      .notNull()
      .default(false),
    continuesUntilFourNextDay: boolean('continues_until_four_next_day').notNull().default(false),
    group: text('group'),
    active: boolean('active').notNull().default(true),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    connectedRecords: text('connected_records')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('surcharges_project_idx').on(t.projectId, t.active)],
);

/**
 * 'Monatsdaten aktualisieren': one run of the wizard, worked off by a job; `done` of `total`
 * employees is the progress the screen shows.
 */
export const monthResets = pgTable('month_resets', {
  id: text('id').primaryKey(),
  projectId: projectId(),
  year: smallint('year').notNull(),
  month: smallint('month').notNull(),
  userIds: text('user_ids').array().notNull(),
  mode: text('mode', { enum: ['fill', 'replace'] }).notNull(),
  state: text('state', { enum: ['pending', 'running', 'done', 'failed'] })
    .notNull()
    .default('pending'),
  total: integer('total').notNull(),
  done: integer('done').notNull().default(0),
  /** Days written (planned times) over all employees. */
  days: integer('days').notNull().default(0),
  /** Employees whose month got at least one day (those without a record are skipped). */
  employees: integer('employees').notNull().default(0),
  createdBy: createdBy(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
