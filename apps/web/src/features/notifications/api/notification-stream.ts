import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  NOTIFICATION_STREAM_END_EVENT,
  NOTIFICATION_STREAM_EVENT,
  type Notification,
  type NotificationFeed,
} from '@kontor/core/schemas/notifications';
import { highestSeq, mergeNotifications } from '../notification-cache.ts';
import { feedKey, setFeed, useNotificationFeed, type FeedScope } from './notifications.ts';

/** After the browser gave up on a stream (an HTTP error), the next try waits this long, doubling. */
const REOPEN_MS = [2_000, 5_000, 15_000, 60_000];

export const streamUrl = (projectId: string, since: number) =>
  `/api/projects/${encodeURIComponent(projectId)}/notifications/stream?since=${since}`;

function parseNotification(data: string): Notification | null {
  try {
    const value = JSON.parse(data) as Partial<Notification> | null;
    return value && typeof value.id === 'string' && typeof value.seq === 'number'
      ? (value as Notification)
      : null;
  } catch {
    return null;
  }
}

export interface StreamOptions {
  /** The server ended the stream because the session ended: sign in again. */
  onSessionEnded: () => void;
  /**
   * The browser gave up on the stream (an HTTP error such as 401): the caller checks the
   * session; the stream is opened again after a pause either way.
   */
  onGaveUp?: () => void;
}

/**
 * The live feed: ONE EventSource per tab for the project (call it once, in the shell). It
 * opens when the feed has loaded, with `?since=` the highest seq in it, so nothing between the
 * load and the stream is lost; the browser reconnects by itself with `Last-Event-ID`. Each
 * message is merged into the feed (deduped by id, newest first, at most 30) and raises the
 * unread count. No polling.
 */
export function useNotificationStream(scope: FeedScope, options: StreamOptions) {
  const queryClient = useQueryClient();
  const feed = useNotificationFeed(scope);
  const loaded = feed.isSuccess;
  const callbacks = useRef(options);
  callbacks.current = options;
  // The scope is rebuilt on every render; its key names it.
  const scopeRef = useRef(scope);
  scopeRef.current = scope;
  const scopeId = JSON.stringify(scope.key);

  useEffect(() => {
    if (!loaded || typeof EventSource === 'undefined') return;
    const current = scopeRef.current;
    let source: EventSource | null = null;
    let reopenTimer: ReturnType<typeof setTimeout> | null = null;
    let failures = 0;
    let stopped = false;

    const receive = (event: MessageEvent<string>) => {
      failures = 0;
      const notification = parseNotification(event.data);
      if (!notification) return;
      if (!queryClient.getQueryData<NotificationFeed>(feedKey(current))) {
        void queryClient.invalidateQueries({ queryKey: feedKey(current) });
        return;
      }
      setFeed(queryClient, current, (cached) => mergeNotifications(cached, [notification]).feed);
    };
    const open = () => {
      if (stopped) return;
      reopenTimer = null;
      const since = highestSeq(queryClient.getQueryData<NotificationFeed>(feedKey(current)));
      const stream = new EventSource(streamUrl(current.projectId, since));
      source = stream;
      stream.addEventListener('open', () => {
        failures = 0;
      });
      stream.addEventListener(NOTIFICATION_STREAM_EVENT, receive as EventListener);
      stream.addEventListener(NOTIFICATION_STREAM_END_EVENT, () => {
        stopped = true;
        stream.close();
        callbacks.current.onSessionEnded();
      });
      stream.addEventListener('error', () => {
        // CONNECTING: the browser retries by itself (Last-Event-ID). CLOSED: it gave up.
        if (stream.readyState !== EventSource.CLOSED || stopped) return;
        callbacks.current.onGaveUp?.();
        const delay = REOPEN_MS[Math.min(failures, REOPEN_MS.length - 1)];
        failures += 1;
        reopenTimer = setTimeout(open, delay);
      });
    };
    // Back online: do not wait out a long pause.
    const online = () => {
      if (reopenTimer === null) return;
      clearTimeout(reopenTimer);
      open();
    };
    window.addEventListener('online', online);
    open();
    return () => {
      stopped = true;
      window.removeEventListener('online', online);
      if (reopenTimer !== null) clearTimeout(reopenTimer);
      source?.close();
    };
  }, [loaded, scopeId, queryClient]);

  return feed;
}
