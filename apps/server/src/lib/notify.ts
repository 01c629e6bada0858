import { and, eq, inArray, sql } from 'drizzle-orm';
import { newId } from '@kontor/core/ids';
import {
  NOTIFICATION_TOPIC_OF,
  type NotificationKind,
  type NotificationLink,
} from '@kontor/core/schemas/notifications';
import type { DbOrTx } from '../db/database.ts';
import { notifications } from '../db/schema/notifications.ts';
import { memberships } from '../db/schema/projects.ts';
import { withDefaults } from './notification-settings.ts';

/** Channel a NOTIFY after a message commit wakes every instance's delivery on. */
export const NOTIFICATIONS_CHANNEL = 'kontor_notifications';

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

  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('notifications-seq'))`);
  await tx.insert(notifications).values(
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
  );
  await tx.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, '')`);
  return recipients;
}
