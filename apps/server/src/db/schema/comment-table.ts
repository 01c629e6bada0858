import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdBy } from './columns.ts';

/**
 * The comments table of one kind of record (tasks, tickets), read by lib/comments.ts by name:
 * `<name>(id, <ownerColumn>, project_id, text, created_by, created_at)`, deleted with its owner.
 * `created_at` is the clock time, so comments of one transaction keep their order.
 */
export function commentTable(
  name: string,
  ownerColumn: string,
  owner: () => [id: AnyPgColumn, projectId: AnyPgColumn],
) {
  const prefix = `${name}_${ownerColumn.replace(/_id$/, '')}`;
  return pgTable(
    name,
    {
      id: text('id').primaryKey(),
      ownerId: text(ownerColumn).notNull(),
      projectId: text('project_id').notNull(),
      text: text('text').notNull(),
      createdBy: createdBy(),
      createdAt: timestamp('created_at', { withTimezone: true })
        .notNull()
        .default(sql`clock_timestamp()`),
    },
    (t) => [
      index(`${prefix}_idx`).on(t.ownerId, t.createdAt),
      foreignKey({
        name: `${prefix}_fk`,
        columns: [t.ownerId, t.projectId],
        foreignColumns: owner(),
      }).onDelete('cascade'),
    ],
  );
}
