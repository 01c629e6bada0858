import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { memberships, projects } from './projects.ts';

/**
 * A worker's secret iCal feed URL (tours). Only the token's SHA-256 is stored; rotating
 * revokes the old row and adds a new one, so at most one is live per worker and project.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash),
    uniqueIndex('calendar_feeds_live_key')
      .on(t.projectId, t.userId)
      .where(sql`${t.revokedAt} is null`),
    index('calendar_feeds_user_idx').on(t.userId),
    // Leaving the project ends the feed with the membership.
    foreignKey({
      name: 'calendar_feeds_member_fk',
      columns: [t.userId, t.projectId],
      foreignColumns: [memberships.userId, memberships.projectId],
    }).onDelete('cascade'),
  ],
);
