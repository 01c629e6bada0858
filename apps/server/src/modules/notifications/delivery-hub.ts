import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  NOTIFICATION_HEARTBEAT_SECONDS,
  NOTIFICATION_STREAM_EVENT,
} from '@kontor/core/schemas/notifications';
import { LIVE_STREAM_EVENT, type LiveEvent } from '@kontor/core/schemas/live-events';
import type { Db } from '../../db/database.ts';
import { LIVE_CHANNEL, type LivePayload } from '../../lib/live-events.ts';
import { officeOfModule } from '../../lib/notification-recipients.ts';
import { NOTIFICATIONS_CHANNEL } from '../../lib/notify.ts';
import { ChannelListener } from '../../lib/pg-listen.ts';
import { lastSeq, liveSessions, rowsAfter } from './notifications.repository.ts';

export interface DeliveryHubOptions {
  /** Reads new rows this often also without a wake-up (a lost NOTIFY, a broken LISTEN connection). */
  pollMs: number;
  /** Every open stream gets a comment line this often, and its session is checked. */
  heartbeatMs: number;
  /** Rows per read; a larger backlog is read in several batches, in order. */
  batchSize: number;
  /** A stream with more unsent output than this (a client that stopped reading) is closed. */
  maxBufferedBytes: number;
  /** false: no LISTEN, the poll alone delivers (e.g. behind a pooler that cannot LISTEN). */
  listen: boolean;
}

export const DEFAULT_DELIVERY_OPTIONS: DeliveryHubOptions = {
  pollMs: 2_000,
  heartbeatMs: NOTIFICATION_HEARTBEAT_SECONDS * 1000,
  batchSize: 500,
  maxBufferedBytes: 256 * 1024,
  listen: true,
};

/** One open stream as the hub sees it (notification-stream.ts implements it). */
export interface Subscriber {
  readonly projectId: string;
  readonly userId: string;
  /** The session the stream was opened with (sha-256 of the cookie). */
  readonly tokenHash: string;
  /** A row for this recipient, as a ready SSE frame; `seq` lets the stream skip what it sent. */
  deliver(seq: number, frame: string): void;
  /** A live event's frame (no id: live events are not resumed). */
  live(frame: string): void;
  /** The heartbeat's comment line. */
  ping(): void;
  /** Ends the stream; with `sessionEnded` it first sends `event: session-ended`. */
  close(sessionEnded: boolean): void;
}

/** The SSE frame of one message; the JSON has no newline, so one `data:` line carries it. */
export function notificationFrame(seq: number, json: string): string {
  return `id: ${seq}\nevent: ${NOTIFICATION_STREAM_EVENT}\ndata: ${json}\n\n`;
}

/** The SSE frame of a live event (no `id`: it does not move the stream's resume point). */
export function liveFrame(event: LiveEvent): string {
  return `event: ${LIVE_STREAM_EVENT}\ndata: ${JSON.stringify(event)}\n\n`;
}

const keyOf = (projectId: string, userId: string) => `${projectId} ${userId}`;

/**
 * The live delivery of one server instance (docs/notifications.md, 'Live delivery'). It keeps
 * a cursor (the newest `seq` when it started) and, on every NOTIFY of a message commit and on
 * a poll, reads all rows after it in one query (in batches, oldest first) and hands each to
 * the open streams of its recipient. Wake-ups arriving during a read are coalesced into one
 * more read. Rows are durable and `seq` follows commit order (decision 0017), so a missed
 * NOTIFY only delays a message until the next poll.
 *
 * Heartbeats are one timer for all streams: a comment line each, then one query checks all
 * their sessions and memberships and closes the streams whose session ended (a logout through
 * this instance closes them at once, `endSession`).
 */
export class DeliveryHub {
  private readonly options: DeliveryHubOptions;
  private readonly streams = new Map<string, Set<Subscriber>>();
  private readonly listener: ChannelListener;
  private readonly liveListener: ChannelListener;
  private cursor: number | undefined;
  private stopped = true;
  /** Draining: streams end at once (endStreams). */
  private ending = false;
  private reading: Promise<void> | undefined;
  private again = false;
  private heartbeating: Promise<void> | undefined;
  private pollTimer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: Partial<DeliveryHubOptions> = {},
  ) {
    this.options = { ...DEFAULT_DELIVERY_OPTIONS, ...options };
    this.listener = new ChannelListener(
      db,
      NOTIFICATIONS_CHANNEL,
      () => this.wake(),
      (error) => this.log.warn({ err: error }, 'Nachrichten: LISTEN-Verbindung gestört'),
    );
    this.liveListener = new ChannelListener(
      db,
      LIVE_CHANNEL,
      (payload) => void this.live(payload),
      (error) => this.log.warn({ err: error }, 'Live-Ereignisse: LISTEN-Verbindung gestört'),
    );
  }

  get maxBufferedBytes(): number {
    return this.options.maxBufferedBytes;
  }

  /** The newest `seq` handed to the streams. */
  get position(): number {
    return this.cursor ?? 0;
  }

  /** Open streams on this instance. */
  get size(): number {
    let n = 0;
    for (const set of this.streams.values()) n += set.size;
    return n;
  }

  async start(): Promise<void> {
    this.stopped = false;
    try {
      this.cursor = await lastSeq(this.db);
    } catch (error) {
      // Without a cursor nothing is read (it would hand out old messages); the poll retries.
      this.log.error({ err: error }, 'Nachrichten: Startposition nicht lesbar');
    }
    if (this.options.listen) await Promise.all([this.listener.start(), this.liveListener.start()]);
    this.schedulePoll();
    this.heartbeatTimer = setInterval(() => this.heartbeat(), this.options.heartbeatMs);
    this.heartbeatTimer.unref();
  }

  /** Ends every open stream (their browsers reconnect elsewhere) and waits for a running read. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.pollTimer);
    clearInterval(this.heartbeatTimer);
    await Promise.all([this.listener.stop(), this.liveListener.stop()]);
    await Promise.all([this.reading, this.heartbeating]);
    for (const set of this.streams.values()) for (const stream of set) stream.close(false);
    this.streams.clear();
  }

  /**
   * The instance drains: ends the open streams (their browsers reconnect to another instance
   * and resume from their last event id) and each one opened from now on right after its start,
   * so the drain need not wait for them. Delivery goes on until `stop()`.
   */
  endStreams(): void {
    this.ending = true;
    for (const set of this.streams.values()) for (const stream of set) stream.close(false);
  }

  /** Registers a stream; returns the function that removes it (call when it closes). */
  add(stream: Subscriber): () => void {
    if (this.stopped) throw new Error('notification delivery is not running');
    if (this.ending) setImmediate(() => stream.close(false));
    const key = keyOf(stream.projectId, stream.userId);
    let set = this.streams.get(key);
    if (!set) this.streams.set(key, (set = new Set()));
    set.add(stream);
    return () => {
      set.delete(stream);
      if (set.size === 0 && this.streams.get(key) === set) this.streams.delete(key);
    };
  }

  /** A session ended on this instance (logout): its streams close now, not at the next heartbeat. */
  endSession(tokenHash: string): void {
    for (const set of this.streams.values()) {
      for (const stream of set) if (stream.tokenHash === tokenHash) stream.close(true);
    }
  }

  /** Reads new rows now, or once more right after the read in progress. */
  wake(): void {
    if (this.stopped) return;
    if (this.reading) {
      this.again = true;
      return;
    }
    clearTimeout(this.pollTimer);
    this.reading = this.read().finally(() => {
      this.reading = undefined;
      this.schedulePoll();
    });
  }

  private schedulePoll(): void {
    if (this.stopped) return;
    clearTimeout(this.pollTimer);
    this.pollTimer = setTimeout(() => this.wake(), this.options.pollMs);
  }

  private async read(): Promise<void> {
    try {
      do {
        this.again = false;
        await this.readNew();
      } while (this.again && !this.stopped);
      await this.listener.renew();
      if (this.options.listen) await this.liveListener.renew();
    } catch (error) {
      this.log.error({ err: error }, 'Nachrichten: Lesen neuer Nachrichten fehlgeschlagen');
    }
  }

  private async readNew(): Promise<void> {
    this.cursor ??= await lastSeq(this.db);
    for (;;) {
      const rows = await rowsAfter(this.db, this.cursor, this.options.batchSize);
      for (const { projectId, recipientId, ...item } of rows) {
        this.cursor = item.seq;
        const set = this.streams.get(keyOf(projectId, recipientId));
        if (!set) continue;
        const frame = notificationFrame(item.seq, JSON.stringify(item));
        for (const stream of set) stream.deliver(item.seq, frame);
      }
      if (rows.length < this.options.batchSize || this.stopped) return;
    }
  }

  /**
   * A live event from any instance: to this instance's open streams of its audience in its
   * project (the module's office, found with one query, and the user it is about). Only when
   * such a stream is open here is the audience looked up.
   */
  private async live(raw: string): Promise<void> {
    if (this.stopped) return;
    try {
      const { projectId, audience, ...event } = JSON.parse(raw) as LivePayload;
      const open = [...this.streams.keys()].some((key) => key.startsWith(`${projectId} `));
      if (!open) return;
      const recipients = new Set(await officeOfModule(this.db, projectId, audience));
      recipients.add(event.userId);
      const frame = liveFrame(event);
      for (const userId of recipients) {
        for (const stream of this.streams.get(keyOf(projectId, userId)) ?? []) stream.live(frame);
      }
    } catch (error) {
      this.log.error({ err: error }, 'Live-Ereignisse: Zustellung fehlgeschlagen');
    }
  }

  private heartbeat(): void {
    if (this.stopped || this.heartbeating) return;
    this.heartbeating = this.checkSessions().finally(() => {
      this.heartbeating = undefined;
    });
  }

  private async checkSessions(): Promise<void> {
    const all = [...this.streams.values()].flatMap((set) => [...set]);
    for (const stream of all) stream.ping();
    try {
      const live = await liveSessions(this.db, [...new Set(all.map((s) => s.tokenHash))]);
      for (const stream of all) {
        if (!live.has(`${stream.tokenHash} ${stream.projectId}`)) stream.close(true);
      }
    } catch (error) {
      this.log.error({ err: error }, 'Nachrichten: Prüfung der Sitzungen fehlgeschlagen');
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationHub: DeliveryHub;
  }
}

/**
 * Every instance runs a hub: it starts when the app is ready, ends its streams when the
 * instance starts draining (so the drain does not wait for the hijacked connections) and stops
 * in `preClose` (ending the streams there too when the app is closed without a drain). A logout through this instance closes the session's streams at once.
 */
export function setupNotificationDelivery(
  app: FastifyInstance,
  options?: Partial<DeliveryHubOptions>,
): void {
  const hub = new DeliveryHub(app.db, app.log, options);
  app.decorate('notificationHub', hub);
  app.addHook('onReady', () => hub.start());
  app.lifecycle.onDrain(() => hub.endStreams());
  app.addHook('preClose', () => hub.stop());
  app.sessionEnds.on((tokenHash) => hub.endSession(tokenHash));
}
