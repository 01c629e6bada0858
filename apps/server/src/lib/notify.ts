import { and, eq, inArray, sql } from 'drizzle-orm';
import { newId } from '@kontor/core/ids';
import {
  NOTIFICATION_TOPIC_OF,
  type NotificationKind,
  type NotificationLink,
} from '@kontor/core/schemas/notifications';
import type { DbOrTx } from '../db/database.ts';
import { notifications, pushSubscriptions } from '../db/schema/notifications.ts';
import { memberships } from '../db/schema/projects.ts';
import { enqueueJob } from '../jobs/job-enqueue.ts';
import { withDefaults } from './notification-settings.ts';

/** Channel a NOTIFY after a message commit wakes every instance's delivery on. */
export const NOTIFICATIONS_CHANNEL = 'kontor_notifications';

/** The job that sends new messages by Web Push (modules/notifications/push.service.ts). */
export const NOTIFICATION_PUSH_JOB = 'notification-push';
export interface NotificationPushJob {
  notificationIds: string[];
  /** Only to these subscriptions (a retry of the deliveries that failed). */
  subscriptionIds?: string[];
}

export interface NotificationEvent {
  projectId: string;
  kind: NotificationKind;
  /** Who caused it; never notified about their own action. Null for the system. */
  actorId: string | null;
  /** Candidates; those who are not members or switched the kind's topic off are left out. */
  recipientIds: readonly string[];
  title: string;
  body: string;
  link: NotificationLink | null;
  /** Web Push also during a worker's rest time (§ 5 ArbZG). */
  urgent?: boolean;
}

/**
 * Stores one message per recipient, in the transaction of the event that causes it (pass
 * that transaction), so a message exists exactly when its event committed. Returns the ids
 * of the recipients that got one.
 *
 * The lock makes `seq` follow commit order: without it a transaction that drew a lower `seq`
 * could commit after a reader's cursor passed a higher one, and that message would never be
 * delivered live (docs/decisions/0017-notification-delivery.md). It is taken last, just
 * before the insert, and held only until the commit.
 *
 * Recipients with a device subscribed to Web Push get one 'notification-push' job for their
 * new messages, stored in the same transaction (no job when nobody has a subscription).
 */
export async function notify(tx: DbOrTx, event: NotificationEvent): Promise<string[]> {
  const candidates = [...new Set(event.recipientIds)].filter((id) => id !== event.actorId);
  if (candidates.length === 0) return [];
  const members = await tx
    .select({ userId: memberships.userId, settings: memberships.notificationSettings })
    .from(memberships)
    .where(
      and(eq(memberships.projectId, event.projectId), inArray(memberships.userId, candidates)),
    );
  const topic = NOTIFICATION_TOPIC_OF[event.kind];
  const recipients = members
    .filter((member) => topic === null || withDefaults(member.settings)[topic])
    .map((member) => member.userId);
  if (recipients.length === 0) return [];
  const subscribed = await withPushSubscription(tx, event.projectId, recipients);

  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('notifications-seq'))`);
  const inserted = await tx
    .insert(notifications)
    .values(
      recipients.map((recipientId) => ({
        id: newId(),
        projectId: event.projectId,
        recipientId,
        kind: event.kind,
        title: event.title,
        body: event.body,
        linkType: event.link?.type ?? null,
        linkId: event.link?.id ?? null,
        actorId: event.actorId,
        urgent: event.urgent ?? false,
      })),
    )
    .returning({ id: notifications.id, recipientId: notifications.recipientId });
  await tx.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, '')`);
  const pushed = inserted.filter((n) => subscribed.has(n.recipientId)).map((n) => n.id);
  if (pushed.length > 0) {
    const payload: NotificationPushJob = { notificationIds: pushed };
    await enqueueJob(tx, {
      kind: NOTIFICATION_PUSH_JOB,
      payload,
      label: `Push-Benachrichtigung: ${event.title} (${pushed.length})`,
    });
  }
  return recipients;
}

/** The recipients with a device subscribed to Web Push in the project (one indexed query). */
async function withPushSubscription(tx: DbOrTx, projectId: string, userIds: string[]) {
  const rows = await tx
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.projectId, projectId), inArray(pushSubscriptions.userId, userIds)),
    );
  return new Set(rows.map((row) => row.userId));
}
