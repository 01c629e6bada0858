import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import type { TicketState } from '@kontor/core/states/index';
import { createdAt, createdBy, updatedAt, version } from './columns.ts';
import { commentTable } from './comment-table.ts';
import { projects } from './projects.ts';
import { properties } from './properties.ts';

export const tickets = pgTable(
  'tickets',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    propertyId: text('property_id').notNull(),
    state: text('state').$type<TicketState>().notNull(),
    archived: boolean('archived').notNull().default(false),
    /** The list page (archived, else the state): one column for the declared counters. */
    page: text('page').generatedAlwaysAs(sql`case when archived then 'archived' else state end`),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    unique('tickets_id_project_key').on(t.id, t.projectId),
    index('tickets_list_idx').on(t.projectId, t.page, t.createdAt, t.id),
    foreignKey({
      name: 'tickets_property_fk',
      columns: [t.propertyId, t.projectId],
      foreignColumns: [properties.id, properties.projectId],
    }),
  ],
);

/** Comments on a ticket, shown newest first (lib/comments.ts). */
export const ticketComments = commentTable('ticket_comments', 'ticket_id', () => [
  tickets.id,
  tickets.projectId,
]);
