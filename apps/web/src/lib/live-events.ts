import { useEffect, useRef } from 'react';
import type { LiveEvent, LiveTopic } from '@kontor/core/schemas/live-events';

type Listener = (event: LiveEvent) => void;
const listeners = new Set<Listener>();

/**
 * Live events of the notification stream (one per tab, opened by the shell) handed to the
 * screens that want them, so a feature can react to another person's change without
 * importing the notifications feature (docs/notifications.md, 'Live events').
 */
export function publishLiveEvent(event: LiveEvent): void {
  for (const listener of [...listeners]) listener(event);
}

export function subscribeLiveEvents(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Calls `handler` for each live event of `topic` while the component is mounted. */
export function useLiveEvent(topic: LiveTopic, handler: Listener): void {
  const current = useRef(handler);
  current.current = handler;
  useEffect(
    () =>
      subscribeLiveEvents((event) => {
        if (event.topic === topic) current.current(event);
      }),
    [topic],
  );
}
