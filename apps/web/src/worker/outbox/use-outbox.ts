import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Outbox } from './outbox.ts';

export const OutboxContext = createContext<Outbox | null>(null);

export function useOutboxInstance(): Outbox {
  const outbox = useContext(OutboxContext);
  if (!outbox) throw new Error('useOutbox outside the worker app');
  return outbox;
}

/** The queue's items and state, re-rendering when they change. */
export function useOutbox() {
  const outbox = useOutboxInstance();
  const snapshot = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot);
  return { outbox, ...snapshot };
}

/** Whether a change to this target waits to be sent (shown as 'wird übertragen'). */
export function useIsWaiting(type: string, id: string): boolean {
  const { items } = useOutbox();
  return items.some(
    (item) => item.state === 'pending' && item.target.type === type && item.target.id === id,
  );
}
