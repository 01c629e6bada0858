import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, createdBy, version } from './columns.ts';
import { memberships, projects } from './projects.ts';

export const properties = pgTable(
  'properties',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyNumber: integer('key_number'),
    info: text('info').notNull().default(''),
    address: text('address').notNull().default(''),
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    uniqueIndex('properties_project_name_key').on(t.projectId, sql`lower(${t.name})`),
    index('properties_list_name_idx').on(t.projectId, t.archived, sql`lower(${t.name})`, t.id),
    index('properties_list_created_idx').on(t.projectId, t.archived, t.createdAt, t.id),
    unique('properties_id_project_key').on(t.id, t.projectId),
  ],
);

/** Assigned staff; the FK to memberships makes "must be a member of the project" a constraint. */
export const propertyStaff = pgTable(
  'property_staff',
  {
    propertyId: text('property_id').notNull(),
    projectId: text('project_id').notNull(),
    userId: text('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.userId], name: 'property_staff_pkey' }),
    index('property_staff_project_user_idx').on(t.projectId, t.userId),
    foreignKey({
      name: 'property_staff_property_fk',
      columns: [t.propertyId, t.projectId],
      foreignColumns: [properties.id, properties.projectId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'property_staff_member_fk',
      columns: [t.userId, t.projectId],
      foreignColumns: [memberships.userId, memberships.projectId],
    }).onDelete('cascade'),
  ],
);
