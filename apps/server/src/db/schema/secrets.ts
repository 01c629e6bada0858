import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Secrets of the installation, generated on first use and shared by every instance (so a token
 * one instance signs, another can check): e.g. 'form-challenge', the HMAC key of the forms'
 * proof-of-work challenges (docs/forms.md).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
