import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, createdBy } from './columns.ts';
import { projects, roles } from './projects.ts';

/**
 * An invitation to join a project (spec 001 §4). Only the SHA-256 of the link's token is
 * stored; a resend replaces it, so the older link stops working. Accepted and deleted rows
 * stay, so an old link can say what became of it.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    roleId: text('role_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    createdBy: createdBy(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_key').on(t.tokenHash),
    index('invitations_project_id_idx').on(t.projectId),
    // One open invitation per address and project.
    uniqueIndex('invitations_open_email_key')
      .on(t.projectId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.deletedAt} is null`),
    foreignKey({
      name: 'invitations_role_same_project_fk',
      columns: [t.roleId, t.projectId],
      foreignColumns: [roles.id, roles.projectId],
    }),
  ],
);
