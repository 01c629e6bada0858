import {
  notificationMessages,
  type NotificationFeed,
  type NotificationFeedQuery,
  type UnreadCount,
} from '@kontor/core/schemas/notifications';
import type { Db } from '../../db/database.ts';
import { HttpProblem } from '../../lib/problem.ts';
import * as repo from './notifications.repository.ts';
import type { Recipient } from './notifications.repository.ts';

export async function feed(
  db: Db,
  r: Recipient,
  query: NotificationFeedQuery,
): Promise<NotificationFeed> {
  const [rows, unread] = await Promise.all([repo.feedOf(db, r, query), repo.unreadCount(db, r)]);
  return { items: rows.map(({ projectId: _p, recipientId: _r, ...item }) => item), unread };
}

export async function unread(db: Db, r: Recipient): Promise<UnreadCount> {
  return { unread: await repo.unreadCount(db, r) };
}

export async function markRead(db: Db, r: Recipient, upToSeq: number): Promise<UnreadCount> {
  await repo.markRead(db, r, upToSeq);
  return unread(db, r);
}

/** One message read (the user opened it); 404 when it is not the caller's. */
export async function markOneRead(db: Db, r: Recipient, id: string): Promise<UnreadCount> {
  if (!(await repo.markOneRead(db, r, id)))
    throw new HttpProblem(404, notificationMessages.notFound);
  return unread(db, r);
}

export async function remove(db: Db, r: Recipient, id: string): Promise<void> {
  if (!(await repo.deleteOne(db, r, id))) throw new HttpProblem(404, notificationMessages.notFound);
}

export async function removeAll(db: Db, r: Recipient): Promise<void> {
  await repo.deleteAll(db, r);
}
