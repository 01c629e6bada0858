import {
  and,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  lte,
  max,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Notification, NotificationFeedFilter } from '@kontor/core/schemas/notifications';
import type { DbOrTx } from '../../db/database.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { memberships } from '../../db/schema/projects.ts';
import { sessions, users } from '../../db/schema/users.ts';

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

export function feedOf(
  db: DbOrTx,
  r: Recipient,
  { before, limit, filter }: { before?: number; limit: number; filter: NotificationFeedFilter },
) {
  const where = and(
    mine(r),
    before === undefined ? undefined : lt(notifications.seq, before),
    filter === 'unread' ? isNull(notifications.readAt) : undefined,
  );
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

/** Marks one message read; whether it is the caller's (an already read one counts). */
export async function markOneRead(db: DbOrTx, r: Recipient, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(mine(r), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length > 0;
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

// ── Live delivery (delivery-hub.ts, the stream route) ──

/** The newest `seq` (0 when there is none): where an instance's delivery starts. */
export async function lastSeq(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ seq: max(notifications.seq) }).from(notifications);
  return row?.seq ?? 0;
}

/** All projects' and recipients' rows after `cursor`, oldest first (one read for all streams). */
export function rowsAfter(db: DbOrTx, cursor: number, limit: number) {
  return notificationRows(db, gt(notifications.seq, cursor), limit, 'oldest');
}

/** What a resumed stream missed: the newest `limit` rows after `since`, oldest first. */
export async function missedSince(db: DbOrTx, r: Recipient, since: number, limit: number) {
  const rows = await notificationRows(db, and(mine(r), gt(notifications.seq, since)), limit);
  return rows.reverse();
}

/**
 * Of the given (session, project) pairs, those whose session is still valid and whose user is
 * still a member of the project, as `${tokenHash} ${projectId}`: one query for all open streams.
 */
export async function liveSessions(
  db: DbOrTx,
  tokenHashes: readonly string[],
): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const rows = await db
    .select({ tokenHash: sessions.tokenHash, projectId: memberships.projectId })
    .from(sessions)
    .innerJoin(memberships, eq(memberships.userId, sessions.userId))
    .where(and(inArray(sessions.tokenHash, [...tokenHashes]), gt(sessions.expiresAt, new Date())));
  return new Set(rows.map((row) => `${row.tokenHash} ${row.projectId}`));
}
