import {
  NOTIFICATION_STREAM_END_EVENT,
  NOTIFICATION_STREAM_EVENT,
  type Notification,
} from '@kontor/core/schemas/notifications';
import {
  LIVE_STREAM_EVENT,
  liveEventSchema,
  type LiveEvent,
} from '@kontor/core/schemas/live-events';
import { apiPath } from '../../lib/api-client.ts';

/** After the browser gave up on a stream (an HTTP error), the next try waits this long. */
export const REOPEN_MS = [2_000, 5_000, 15_000, 60_000] as const;

const streamUrl = (projectId: string, since: number) =>
  apiPath('/api/projects/{projectId}/notifications/stream', { projectId }, { since });

/** The part of EventSource the stream uses (a stand-in in tests). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}
export type EventSourceFactory = (url: string) => EventSourceLike;

/** EventSource.CLOSED: the browser will not reconnect by itself. */
const CLOSED = 2;

export interface LiveStreamOptions {
  projectId: string;
  /** The highest seq the browser holds now (the `since` of a new connection). */
  since: () => number;
  onNotification: (notification: Notification) => void;
  /** A live event (not stored, no id): a hint for a screen to read its data again. */
  onLive?: (event: LiveEvent) => void;
  /** The server closed the stream because the session ended. */
  onSessionEnded: () => void;
  /** The browser gave up (an HTTP error such as 401); the stream is reopened after a pause. */
  onGaveUp?: () => void;
  open?: EventSourceFactory;
  /** Where 'online' is announced (the window). */
  network?: EventTarget;
}

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

function parseLive(data: string): LiveEvent | null {
  try {
    const parsed = liveEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * One live notification stream. The browser reconnects a dropped stream by itself (with
 * `Last-Event-ID`); when it gives up, a new one is opened after 2, 5, 15, 60 s with `?since=`
 * the highest seq held, at once when the browser comes back online. Returns the closer.
 */
export function openLiveStream({
  projectId,
  since,
  onNotification,
  onLive,
  onSessionEnded,
  onGaveUp,
  open = (url) => new EventSource(url),
  network = window,
}: LiveStreamOptions): () => void {
  let source: EventSourceLike | null = null;
  let reopenTimer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let stopped = false;

  const connect = () => {
    reopenTimer = null;
    if (stopped) return;
    const stream = open(streamUrl(projectId, since()));
    source = stream;
    stream.addEventListener('open', () => {
      failures = 0;
    });
    stream.addEventListener(NOTIFICATION_STREAM_EVENT, (event) => {
      const notification = parseNotification(event.data);
      if (notification) onNotification(notification);
    });
    stream.addEventListener(LIVE_STREAM_EVENT, (event) => {
      const live = parseLive(event.data);
      if (live) onLive?.(live);
    });
    stream.addEventListener(NOTIFICATION_STREAM_END_EVENT, () => {
      stopped = true;
      stream.close();
      onSessionEnded();
    });
    stream.addEventListener('error', () => {
      // Still connecting: the browser retries by itself. Closed: it gave up.
      if (stopped || stream.readyState !== CLOSED) return;
      onGaveUp?.();
      const delay = REOPEN_MS[Math.min(failures, REOPEN_MS.length - 1)];
      failures += 1;
      reopenTimer = setTimeout(connect, delay);
    });
  };
  const online = () => {
    if (reopenTimer === null) return;
    clearTimeout(reopenTimer);
    connect();
  };

  network.addEventListener('online', online);
  connect();
  return () => {
    stopped = true;
    network.removeEventListener('online', online);
    if (reopenTimer !== null) clearTimeout(reopenTimer);
    source?.close();
  };
}
