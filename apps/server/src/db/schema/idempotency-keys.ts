import { customType, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * The first answer to a state-changing request per user and `Idempotency-Key`, so the worker
 * app's replayed outbox gets it again instead of a second write
 * (docs/decisions/0015-idempotency-keys.md, plugins/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The project of the route (null for a route without one). */
    projectId: text('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    /** The route pattern ('/api/projects/:projectId/images'). */
    route: text('route').notNull(),
    /** SHA-256 of method, URL and body (plugins/idempotency.ts: requestHash). */
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['pending', 'done'] }).notNull(),
    status: integer('status'),
    /** The answer's content-type and location. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    body: bytea('body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    // The sweep of expired rows (plugins/idempotency.ts).
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
