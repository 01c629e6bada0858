import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Columns most tables share; functions, because a column builder belongs to one table. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** The user who created the row; deleting a user keeps a tombstone row ('Gelöschter Nutzer', docs/people.md), so this stays set. */
export const createdBy = () =>
  text('created_by').references(() => users.id, { onDelete: 'set null' });
/** Optimistic locking: an update names the version it read and increments it. */
export const version = () => integer('version').notNull().default(0);
