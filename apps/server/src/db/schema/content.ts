import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, createdBy, updatedAt, version } from './columns.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Every content type's items (docs/decisions/0009-content-items-table.md): typed columns for
 * what lists sort, filter and search by, the other declared fields in `fields`, custom fields
 * in `data`.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    date: timestamp('date', { withTimezone: true }),
    image: text('image'),
    /** 'draft' or 'published'; types without a status are always 'published'. */
    state: text('state', { enum: ['draft', 'published'] })
      .notNull()
      .default('published'),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** The visible text of the type's full-text fields (rich text without markup). */
    searchText: text('search_text').notNull().default(''),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('german', title), 'A') || setweight(to_tsvector('german', search_text), 'B')`,
    ),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: createdBy(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('content_items_by_date').on(t.projectId, t.type, t.date.desc(), t.id.desc()),
    index('content_items_by_title').on(t.projectId, t.type, sql`lower(${t.title})`, t.id),
    index('content_items_by_created').on(t.projectId, t.type, t.createdAt.desc(), t.id.desc()),
    index('content_items_search').using('gin', t.search),
    index('content_items_categories').using('gin', t.categories),
    // Persons sort by e-mail (spec 001 §2); other JSON fields are not sortable.
    index('content_items_persons_by_email')
      .on(t.projectId, sql`lower(${t.fields}->>'email')`, t.id)
      .where(sql`${t.type} = 'persons'`),
  ],
);

/**
 * The deploy hook of a project (spec 001 §7). Its URL belongs to the project settings; until
 * the settings screen stores it there, it lives here (docs/content.md "Deploy hook").
 * `pending`: a call is queued and later edits join it (the debounce).
 */
export const deployHooks = pgTable('deploy_hooks', {
  projectId: text('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  url: text('url'),
  pending: boolean('pending').notNull().default(false),
  /** When 'Jetzt veröffentlichen' last queued a call: at most one a minute (the throttle). */
  publishedAt: timestamp('published_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/** One call of a deploy hook: when, the answer's status (null: no answer) and how long. */
export const deployDeliveries = pgTable(
  'deploy_deliveries',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    status: integer('status'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    attempt: integer('attempt').notNull(),
  },
  (t) => [index('deploy_deliveries_project').on(t.projectId, t.startedAt.desc())],
);
