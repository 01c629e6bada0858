import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { NotificationKind, NotificationLink } from '@kontor/core/schemas/notifications';
import { createdAt } from './columns.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

/**
 * One message per recipient ('Nachrichten'), written in the transaction of its event by
 * lib/notify.ts. `seq` orders all messages of the installation: each instance reads new rows
 * after its cursor and a browser resumes with `Last-Event-ID` = the last `seq` it saw
 * (docs/decisions/0017-notification-delivery.md: why `seq` follows commit order).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    linkType: text('link_type').$type<NotificationLink['type']>(),
    linkId: text('link_id'),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    urgent: boolean('urgent').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('notifications_seq_key').on(t.seq),
    // The feed of one member, newest first.
    index('notifications_recipient_idx').on(t.projectId, t.recipientId, t.seq.desc()),
    // The bell's unread count.
    index('notifications_unread_idx')
      .on(t.projectId, t.recipientId)
      .where(sql`${t.readAt} is null`),
    check(
      'notifications_link_check',
      sql`(${t.linkType} is null) = (${t.linkId} is null) and (${t.linkType} is null or ${t.linkType} in ('task', 'ticket', 'absence', 'form-submission'))`,
    ),
  ],
);

/** A browser or phone that receives Web Push for a member of a project ('Installation'). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [
    unique('push_subscriptions_endpoint_key').on(t.projectId, t.endpoint),
    index('push_subscriptions_user_idx').on(t.projectId, t.userId),
  ],
);

/** The installation's VAPID key pair, generated on first start (one row, id 'vapid'). */
export const pushKeys = pgTable(
  'push_keys',
  {
    id: text('id').primaryKey(),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('push_keys_single_check', sql`${t.id} = 'vapid'`)],
);
