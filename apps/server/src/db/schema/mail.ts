import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Mails kept here (and logged) when no SMTP server is configured. */
export const outbox = pgTable('outbox', {
  id: text('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
