import {
  NOTIFICATION_FEED_LIMIT,
  type Notification,
  type NotificationFeed,
} from '@kontor/core/schemas/notifications';

/**
 * The feed kept in the browser (spec 001 §4/§9): newest first by `seq`, one entry per id, at
 * most 30 — an arrival beyond that pushes the oldest out. Pure, so the live stream, the
 * mutations and the tests share it.
 */
export function mergeNotifications(
  feed: NotificationFeed | undefined,
  incoming: readonly Notification[],
): { feed: NotificationFeed; added: Notification[] } {
  const byId = new Map<string, Notification>();
  for (const item of feed?.items ?? []) byId.set(item.id, item);
  const added: Notification[] = [];
  for (const item of incoming) {
    if (byId.has(item.id)) continue;
    byId.set(item.id, item);
    added.push(item);
  }
  const items = [...byId.values()].sort((a, b) => b.seq - a.seq).slice(0, NOTIFICATION_FEED_LIMIT);
  const newlyUnread = added.filter((item) => !item.read).length;
  return { feed: { items, unread: (feed?.unread ?? 0) + newlyUnread }, added };
}

/** The highest `seq` the browser has seen (the stream's `since` after a reload); 0 for none. */
export function highestSeq(feed: NotificationFeed | undefined): number {
  return (feed?.items ?? []).reduce((max, item) => Math.max(max, item.seq), 0);
}

/** After 'read up to `upToSeq`': those items read, the unread count from the server's answer. */
export function markedRead(
  feed: NotificationFeed | undefined,
  upToSeq: number,
  unread: number,
): NotificationFeed | undefined {
  if (!feed) return feed;
  return {
    items: feed.items.map((item) =>
      item.seq <= upToSeq && !item.read ? { ...item, read: true } : item,
    ),
    unread,
  };
}

/** After one message was opened: it is read, the unread count from the server's answer. */
export function markedOneRead(
  feed: NotificationFeed | undefined,
  id: string,
  unread: number,
): NotificationFeed | undefined {
  if (!feed) return feed;
  return {
    items: feed.items.map((item) =>
      item.id === id && !item.read ? { ...item, read: true } : item,
    ),
    unread,
  };
}

/**
 * The 'Ungelesen' list: what was read meanwhile leaves it (opened, 'Alle als gelesen', read in
 * another tab), so it never shows a read message.
 */
export function onlyUnread(feed: NotificationFeed): NotificationFeed {
  if (feed.items.every((item) => !item.read)) return feed;
  return { ...feed, items: feed.items.filter((item) => !item.read) };
}

/** Without one item (deleted); the count drops when it was unread. */
export function withoutNotification(
  feed: NotificationFeed | undefined,
  id: string,
): NotificationFeed | undefined {
  if (!feed) return feed;
  const gone = feed.items.find((item) => item.id === id);
  if (!gone) return feed;
  return {
    items: feed.items.filter((item) => item.id !== id),
    unread: Math.max(0, feed.unread - (gone.read ? 0 : 1)),
  };
}

/** Whether any shown item is still unread (then there is something to mark read). */
export function hasUnread(items: readonly Notification[]): boolean {
  return items.some((item) => !item.read);
}
