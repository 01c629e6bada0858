import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContentBody, PageElement } from '@kontor/core/schemas/website';
import { createdAt, createdBy, updatedAt, version } from './columns.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

/** 'Komponenten' and 'Inhalte' of the website (spec 001 §3 Content; docs/website.md). */
export const websiteContents = pgTable(
  'website_contents',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** How the website refers to it; unique per project ('ID ist bereits vergeben'). */
    contentId: text('content_id').notNull(),
    kind: text('kind', { enum: ['faq', 'table', 'text', 'image', 'video'] }).notNull(),
    active: boolean('active').notNull().default(false),
    body: jsonb('body').$type<ContentBody>().notNull(),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: createdBy(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('website_contents_content_id').on(t.projectId, sql`lower(${t.contentId})`),
    index('website_contents_by_kind').on(t.projectId, t.kind, t.createdAt.desc(), t.id.desc()),
  ],
);

/** A page of the website: side-panel fields and its ordered elements (spec 001 §3 Webpage). */
export const webpages = pgTable(
  'webpages',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    image: text('image'),
    documents: text('documents')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    elements: jsonb('elements').$type<PageElement[]>().notNull().default([]),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: createdBy(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('webpages_path').on(t.projectId, t.path),
    index('webpages_by_created').on(t.projectId, t.createdAt.desc(), t.id.desc()),
  ],
);
