import { describe, expect, it } from 'vitest';
import { NOTIFICATION_FEED_LIMIT, type Notification } from '@kontor/core/schemas/notifications';
import {
  hasUnread,
  highestSeq,
  markedOneRead,
  markedRead,
  mergeNotifications,
  onlyUnread,
  withoutNotification,
} from './notification-cache.ts';

const note = (seq: number, read = false): Notification => ({
  id: `n${seq}`,
  seq,
  kind: 'task-assigned',
  title: 'Neue Aufgabe',
  body: `Aufgabe ${seq}`,
  createdAt: new Date(Date.UTC(2026, 10, 26, 8, 0, seq)).toISOString(),
  read,
  urgent: false,
  link: { type: 'task', id: `t${seq}` },
  actor: null,
});

const seqs = (items: readonly Notification[]) => items.map((item) => item.seq);

describe('mergeNotifications', () => {
  it('puts an arrival first and raises the unread count', () => {
    const { feed, added } = mergeNotifications({ items: [note(2), note(1, true)], unread: 1 }, [
      note(3),
    ]);
    expect(seqs(feed.items)).toEqual([3, 2, 1]);
    expect(feed.unread).toBe(2);
    expect(added.map((item) => item.id)).toEqual(['n3']);
  });

  it('ignores a message it already holds (a replay after a reconnect) and does not count it twice', () => {
    const before = { items: [note(5), note(4)], unread: 2 };
    const { feed, added } = mergeNotifications(before, [note(5), note(4), note(6)]);
    expect(seqs(feed.items)).toEqual([6, 5, 4]);
    expect(feed.unread).toBe(3);
    expect(added).toHaveLength(1);
  });

  it('dedupes within one batch too', () => {
    const { feed } = mergeNotifications({ items: [], unread: 0 }, [note(1), note(1)]);
    expect(seqs(feed.items)).toEqual([1]);
    expect(feed.unread).toBe(1);
  });

  it('orders by seq whatever order the messages come in', () => {
    const { feed } = mergeNotifications({ items: [note(4)], unread: 1 }, [
      note(2),
      note(7),
      note(5),
    ]);
    expect(seqs(feed.items)).toEqual([7, 5, 4, 2]);
  });

  it('keeps at most 30, dropping the oldest', () => {
    const full = Array.from({ length: NOTIFICATION_FEED_LIMIT }, (_, i) => note(30 - i, true));
    const { feed } = mergeNotifications({ items: full, unread: 0 }, [note(31), note(32)]);
    expect(feed.items).toHaveLength(NOTIFICATION_FEED_LIMIT);
    expect(feed.items[0]?.seq).toBe(32);
    expect(feed.items.at(-1)?.seq).toBe(3);
  });

  it('does not count a message that arrives read', () => {
    const { feed } = mergeNotifications({ items: [], unread: 4 }, [note(9, true)]);
    expect(feed.unread).toBe(4);
  });

  it('starts a feed when none is cached', () => {
    const { feed } = mergeNotifications(undefined, [note(1)]);
    expect(feed).toEqual({ items: [note(1)], unread: 1 });
  });
});

describe('highestSeq', () => {
  it('is the newest seq held, 0 for none', () => {
    expect(highestSeq({ items: [note(3), note(8), note(5)], unread: 0 })).toBe(8);
    expect(highestSeq({ items: [], unread: 0 })).toBe(0);
    expect(highestSeq(undefined)).toBe(0);
  });
});

describe('markedRead', () => {
  it('marks items up to the seq read and takes the server count', () => {
    const feed = markedRead({ items: [note(3), note(2), note(1)], unread: 3 }, 2, 1);
    expect(feed?.items.map((item) => item.read)).toEqual([false, true, true]);
    expect(feed?.unread).toBe(1);
  });
});

describe('withoutNotification', () => {
  it('removes an unread item and lowers the count', () => {
    const feed = withoutNotification({ items: [note(2), note(1)], unread: 2 }, 'n2');
    expect(seqs(feed?.items ?? [])).toEqual([1]);
    expect(feed?.unread).toBe(1);
  });

  it('keeps the count for a read item and ignores an unknown id', () => {
    const before = { items: [note(2, true), note(1)], unread: 1 };
    expect(withoutNotification(before, 'n2')?.unread).toBe(1);
    expect(withoutNotification(before, 'nope')).toBe(before);
  });
});

describe('hasUnread', () => {
  it('says whether anything shown is unread', () => {
    expect(hasUnread([note(1, true), note(2)])).toBe(true);
    expect(hasUnread([note(1, true)])).toBe(false);
  });
});

describe('markedOneRead', () => {
  it('reads only the opened message and takes the server’s count', () => {
    const feed = markedOneRead({ items: [note(3), note(2), note(1)], unread: 3 }, 'n2', 2);
    expect(feed?.items.map((item) => [item.seq, item.read])).toEqual([
      [3, false],
      [2, true],
      [1, false],
    ]);
    expect(feed?.unread).toBe(2);
  });

  it('leaves a feed that is not loaded alone', () => {
    expect(markedOneRead(undefined, 'n1', 0)).toBeUndefined();
  });
});

describe('onlyUnread', () => {
  it('drops what was read meanwhile and keeps the count', () => {
    const feed = onlyUnread({ items: [note(3), note(2, true), note(1)], unread: 5 });
    expect(seqs(feed.items)).toEqual([3, 1]);
    expect(feed.unread).toBe(5);
  });

  it('returns the same feed when all are unread (no needless re-render)', () => {
    const feed = { items: [note(2), note(1)], unread: 2 };
    expect(onlyUnread(feed)).toBe(feed);
  });
});
