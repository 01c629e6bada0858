import { and, count, desc, eq, isNull, lt, lte, type SQL } from 'drizzle-orm';
import type { Notification } from '@kontor/core/schemas/notifications';
import type { DbOrTx } from '../../db/database.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';

/** Whose messages: one member in one project. */
export interface Recipient {
  projectId: string;
  userId: string;
}

const mine = (r: Recipient) =>
  and(eq(notifications.projectId, r.projectId), eq(notifications.recipientId, r.userId));

/** Rows as the feed and the stream show them, newest first, filtered by `where`. */
export async function notificationRows(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
  order: 'newest' | 'oldest' = 'newest',
): Promise<(Notification & { projectId: string; recipientId: string })[]> {
  const rows = await db
    .select({
      id: notifications.id,
      seq: notifications.seq,
      projectId: notifications.projectId,
      recipientId: notifications.recipientId,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      urgent: notifications.urgent,
      linkType: notifications.linkType,
      linkId: notifications.linkId,
      actorId: notifications.actorId,
      actorName: users.name,
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(where)
    .orderBy(order === 'newest' ? desc(notifications.seq) : notifications.seq)
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    seq: row.seq,
    projectId: row.projectId,
    recipientId: row.recipientId,
    kind: row.kind,
    title: row.title,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    urgent: row.urgent,
    link: row.linkType && row.linkId ? { type: row.linkType, id: row.linkId } : null,
    actor: row.actorId && row.actorName ? { id: row.actorId, name: row.actorName } : null,
  }));
}

export function feedOf(db: DbOrTx, r: Recipient, before: number | undefined, limit: number) {
  const where = before === undefined ? mine(r) : and(mine(r), lt(notifications.seq, before));
  return notificationRows(db, where, limit);
}

/** Uses the partial index of unread rows. */
export async function unreadCount(db: DbOrTx, r: Recipient): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(r), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function markRead(db: DbOrTx, r: Recipient, upToSeq: number): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(mine(r), isNull(notifications.readAt), lte(notifications.seq, upToSeq)));
}

/** Whether a row was deleted (false: not the caller's, or gone). */
export async function deleteOne(db: DbOrTx, r: Recipient, id: string): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(mine(r), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function deleteAll(db: DbOrTx, r: Recipient): Promise<void> {
  await db.delete(notifications).where(mine(r));
}
