import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { CostType } from '@kontor/core/schemas/services';
import type { HolidayRule, ServiceSchedule } from '@kontor/core/tours/service-schedule';
import { createdAt, createdBy, updatedAt, version } from './columns.ts';
import { memberships, projects } from './projects.ts';
import { properties } from './properties.ts';

/** Who a staff row names: an assigned worker, or a substitute (first available takes over). */
export type StaffKind = 'worker' | 'substitute';

/** The service catalogue ('Leistungseinstellungen'); deactivated, never deleted. */
export const services = pgTable(
  'services',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    /** Minutes one visit usually takes; null = not set. */
    defaultDuration: integer('default_duration'),
    costType: text('cost_type').$type<CostType>().notNull(),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    unique('services_id_project_key').on(t.id, t.projectId),
    // The catalogue and the matrix's columns are read in title order.
    index('services_project_title_idx').on(t.projectId, sql`lower(${t.title})`, t.id),
  ],
);

/**
 * The ordered staff of a service or an entry: `position` counts from 0 within its kind (the
 * first available substitute takes over). The FK to memberships makes "must be a member of
 * the project" a constraint; being a worker is checked in lib/memberships.ts.
 */
function staffTable(
  name: string,
  ownerColumn: string,
  owner: () => [id: AnyPgColumn, projectId: AnyPgColumn],
) {
  return pgTable(
    name,
    {
      ownerId: text(ownerColumn).notNull(),
      projectId: text('project_id').notNull(),
      userId: text('user_id').notNull(),
      kind: text('kind').$type<StaffKind>().notNull(),
      position: integer('position').notNull(),
    },
    (t) => [
      primaryKey({ columns: [t.ownerId, t.kind, t.userId], name: `${name}_pkey` }),
      unique(`${name}_position_key`).on(t.ownerId, t.kind, t.position),
      // A worker's tour: the entries they work on or stand in for, in one index range.
      index(`${name}_project_user_idx`).on(t.projectId, t.userId, t.kind),
      check(`${name}_kind_check`, sql`${t.kind} in ('worker', 'substitute')`),
      foreignKey({
        name: `${name}_owner_fk`,
        columns: [t.ownerId, t.projectId],
        foreignColumns: owner(),
      }).onDelete('cascade'),
      foreignKey({
        name: `${name}_member_fk`,
        columns: [t.userId, t.projectId],
        foreignColumns: [memberships.userId, memberships.projectId],
      }).onDelete('cascade'),
    ],
  );
}

export const serviceStaff = staffTable('service_staff', 'service_id', () => [
  services.id,
  services.projectId,
]);

/**
 * A service at a property ('Leistungsverzeichnis') with its schedule (core's
 * serviceScheduleSchema). Stored only when the dialog is confirmed: no draft rows
 * (docs/decisions/0013-no-service-drafts.md).
 */
export const serviceEntries = pgTable(
  'service_entries',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    propertyId: text('property_id').notNull(),
    serviceId: text('service_id').notNull(),
    active: boolean('active').notNull().default(true),
    schedule: jsonb('schedule').$type<ServiceSchedule>().notNull(),
    holidayRule: text('holiday_rule').$type<HolidayRule>().notNull().default('skip'),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    unique('service_entries_id_project_key').on(t.id, t.projectId),
    // A property has each service once; this decides when two dialogs race.
    unique('service_entries_property_service_key').on(t.propertyId, t.serviceId),
    // The matrix reads a project's entries at once; "is this service used" reads by service.
    index('service_entries_project_service_idx').on(t.projectId, t.serviceId),
    foreignKey({
      name: 'service_entries_property_fk',
      columns: [t.propertyId, t.projectId],
      foreignColumns: [properties.id, properties.projectId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'service_entries_service_fk',
      columns: [t.serviceId, t.projectId],
      foreignColumns: [services.id, services.projectId],
    }),
  ],
);

/** An entry's own workers and substitutes. */
export const serviceEntryStaff = staffTable('service_entry_staff', 'entry_id', () => [
  serviceEntries.id,
  serviceEntries.projectId,
]);
