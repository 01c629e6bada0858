import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, createdBy, version } from './columns.ts';
import { users } from './users.ts';

export const projects = pgTable('projects', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  logo: text('logo'),
  /** E-mail and site settings (spec 001 §3 Project), validated by core's projectSettingsSchema. */
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
  createdBy: createdBy(),
});

export const modules = pgTable(
  'modules',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    path: text('path').notNull(),
    icon: text('icon').notNull(),
    position: integer('position').notNull(),
    subMenu: jsonb('sub_menu').$type<{ label: string; path: string }[]>().notNull().default([]),
    /** Settings, category and field definitions as data (core's module-admin schemas). */
    settings: jsonb('settings').$type<unknown>().notNull().default({ categories: [] }),
    categories: jsonb('categories').$type<unknown[]>().notNull().default([]),
    fields: jsonb('fields').$type<unknown[]>().notNull().default([]),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
  },
  // Each template once per project; the access guard looks modules up by (project, path).
  (t) => [uniqueIndex('modules_project_path_key').on(t.projectId, t.path)],
);

export const roles = pgTable(
  'roles',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: ['worker', 'office', 'admin'] }).notNull(),
    color: text('color').notNull().default('blue'),
    isDefault: boolean('is_default').notNull().default(false),
    moduleIds: text('module_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    index('roles_project_id_idx').on(t.projectId),
    uniqueIndex('roles_project_name_key').on(t.projectId, sql`lower(${t.name})`),
    // Target of the memberships FK: a member's role must belong to the same project.
    unique('roles_id_project_key').on(t.id, t.projectId),
    // At most one default role per project; a deferred trigger (migration) forbids none.
    uniqueIndex('roles_one_default_per_project')
      .on(t.projectId)
      .where(sql`${t.isDefault}`),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    roleId: text('role_id').notNull(),
    /** Image id of the member's staff portrait in this project. */
    portrait: text('portrait'),
    /**
     * 'Arbeiter': the staff pickers of this project offer the member. Per membership, so one
     * project never changes what another project sees of a shared account.
     */
    isWorker: boolean('is_worker').notNull().default(false),
    /**
     * The employment the vacation belongs to (§§ 4, 5 BUrlG; docs/decisions/0018): first and
     * last day. Without a start the user's first time record stands for it; without an end
     * the employment lasts.
     */
    employmentStart: date('employment_start', { mode: 'string' }),
    employmentEnd: date('employment_end', { mode: 'string' }),
    /** Topics the member is notified about (read with lib/notification-settings.ts). */
    notificationSettings: jsonb('notification_settings')
      .$type<Partial<Record<string, boolean>>>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.projectId], name: 'memberships_pkey' }),
    index('memberships_project_id_idx').on(t.projectId),
    foreignKey({
      name: 'memberships_role_same_project_fk',
      columns: [t.roleId, t.projectId],
      foreignColumns: [roles.id, roles.projectId],
    }),
    check(
      'memberships_employment_check',
      sql`${t.employmentEnd} is null or ${t.employmentStart} is null or ${t.employmentEnd} >= ${t.employmentStart}`,
    ),
  ],
);

/**
 * Per-project counters (e.g. 'properties.active'), kept exact by triggers so list pages can
 * show an unfiltered total without a count(*) over the whole table (docs/decisions/0002).
 */
export const projectCounters = pgTable(
  'project_counters',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.name], name: 'project_counters_pkey' })],
);
