import { useEffect, useRef } from 'react';
import type { Notification } from '@kontor/core/schemas/notifications';
import { createReadRule } from './read-rule.ts';

/**
 * Applies the read rules while the list that shows `items` is open: 2 s after it is shown (and
 * after each new arrival) and whenever the tab becomes visible, the shown messages are marked
 * read up to the highest seq shown.
 */
export function useReadRule(
  items: readonly Notification[] | undefined,
  markRead: (upToSeq: number) => void,
) {
  const send = useRef(markRead);
  send.current = markRead;
  const rule = useRef<ReturnType<typeof createReadRule> | null>(null);

  useEffect(() => {
    const created = createReadRule({
      markRead: (upToSeq) => send.current(upToSeq),
      isVisible: () => document.visibilityState === 'visible',
    });
    rule.current = created;
    const changed = () => created.visibilityChanged();
    document.addEventListener('visibilitychange', changed);
    return () => {
      document.removeEventListener('visibilitychange', changed);
      created.dispose();
      rule.current = null;
    };
  }, []);

  const highestUnread = (items ?? []).reduce(
    (max, item) => (item.read ? max : Math.max(max, item.seq)),
    0,
  );
  useEffect(() => {
    if (highestUnread > 0) rule.current?.shown(highestUnread);
  }, [highestUnread]);
}
