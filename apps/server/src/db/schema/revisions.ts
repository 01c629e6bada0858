import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Change revisions: a number per scope that triggers raise on every write that changes what a
 * cached answer shows ('tasks:<projectId>' for a project's task lists, 'users' for names).
 * A cached answer is served only while the revisions it was read with are unchanged
 * (docs/decisions/0011-task-list-cache.md). No foreign key: a deleted project's row is inert.
 */
export const changeRevisions = pgTable('change_revisions', {
  scope: text('scope').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull(),
});
