import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { EmploymentType, PayKind } from '@kontor/core/payroll/employment';
import { createdAt, createdBy, updatedAt, version } from './columns.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

/**
 * An employee's payroll master data in a project (docs/payroll.md): the Personalnummer, unique
 * in the project. Apart from the membership, so a member who leaves keeps number and wages
 * (payroll records outlive the employment).
 */
export const payrollEmployees = pgTable(
  'payroll_employees',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** DATEV LODAS: 1–99999. */
    personnelNumber: integer('personnel_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId], name: 'payroll_employees_pkey' }),
    uniqueIndex('payroll_employees_personnel_number_key').on(t.projectId, t.personnelNumber),
    check(
      'payroll_employees_personnel_number_check',
      sql`${t.personnelNumber} between 1 and 99999`,
    ),
  ],
);

/**
 * The pay history: each row holds from `valid_from` until a later row. Append-only: a trigger
 * (migration) refuses any change but the one-time delete mark of a row; a correction is a new
 * row of the same day, and the later recorded row counts (core `effectiveWages`).
 */
export const payrollWages = pgTable(
  'payroll_wages',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    userId: text('user_id').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    employmentType: text('employment_type').$type<EmploymentType>().notNull(),
    kind: text('kind').$type<PayKind>().notNull(),
    /** Cents per hour (hourly) or per month (monthly). */
    amountCents: integer('amount_cents').notNull(),
    /** Monthly salary: the contractual hours per month it pays for. */
    monthlyHours: doublePrecision('monthly_hours'),
    note: text('note').notNull().default(''),
    /** When it was recorded. */
    createdAt: createdAt(),
    /** The order of recording: of two rows of one day the later recorded one counts. */
    sequence: bigint('sequence', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    createdBy: createdBy(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: text('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('payroll_wages_employee_idx').on(t.projectId, t.userId, t.validFrom),
    foreignKey({
      name: 'payroll_wages_employee_fk',
      columns: [t.projectId, t.userId],
      foreignColumns: [payrollEmployees.projectId, payrollEmployees.userId],
    }).onDelete('cascade'),
    check(
      'payroll_wages_employment_type_check',
      sql`${t.employmentType} in ('fullTime', 'partTime', 'minijob', 'shortTerm', 'workingStudent')`,
    ),
    check(
      'payroll_wages_kind_check',
      sql`(${t.kind} = 'hourly' and ${t.monthlyHours} is null) or (${t.kind} = 'monthly' and ${t.monthlyHours} > 0)`,
    ),
    check('payroll_wages_amount_check', sql`${t.amountCents} > 0`),
  ],
);
