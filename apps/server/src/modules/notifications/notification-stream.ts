import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import {
  NOTIFICATION_STREAM_END_EVENT,
  NOTIFICATION_STREAM_RESUME_LIMIT,
  NOTIFICATION_STREAM_RETRY_MS,
} from '@kontor/core/schemas/notifications';
import type { Db } from '../../db/database.ts';
import { notificationFrame, type DeliveryHub, type Subscriber } from './delivery-hub.ts';
import { missedSince, type Recipient } from './notifications.repository.ts';

/**
 * Headers that keep every layer from holding the stream back: no caching or transformation
 * (a compressing proxy would buffer), `X-Accel-Buffering: no` for nginx. The app itself
 * compresses nothing it does not serve from disk, and the hijacked reply skips the onSend
 * hooks (idempotency keeps nothing of a GET anyway).
 */
const STREAM_HEADERS: OutgoingHttpHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

/**
 * One open notification stream on a hijacked reply. Until the missed messages are sent
 * (`resume`), live rows the hub hands over wait in `pending`; afterwards each row is written
 * once, in `seq` order, and a row at or below the last sent `seq` is skipped (the resume
 * query and the hub may both have seen it).
 */
export class NotificationStream implements Subscriber {
  readonly projectId: string;
  readonly userId: string;
  private lastSent: number;
  private pending: [number, string][] | null = [];
  private closed = false;
  private readonly remove: () => void;
  private readonly raw: FastifyReply['raw'];

  constructor(
    reply: FastifyReply,
    readonly tokenHash: string,
    recipient: Recipient,
    since: number | undefined,
    private readonly hub: DeliveryHub,
  ) {
    this.projectId = recipient.projectId;
    this.userId = recipient.userId;
    this.lastSent = since ?? 0;
    this.raw = reply.raw;
    reply.hijack();
    // Helmet's headers (set in onRequest) go out with the stream's own.
    this.raw.writeHead(200, { ...(reply.getHeaders() as OutgoingHttpHeaders), ...STREAM_HEADERS });
    this.raw.write(`retry: ${NOTIFICATION_STREAM_RETRY_MS}\n\n`);
    this.remove = hub.add(this);
    // The client went away (or the stream was closed here): the hub forgets it.
    this.raw.once('close', () => {
      this.closed = true;
      this.remove();
    });
  }

  /** Sends what the client missed after `since`, then what the hub delivered meanwhile. */
  async resume(db: Db, since: number | undefined): Promise<void> {
    if (since !== undefined) {
      const recipient = { projectId: this.projectId, userId: this.userId };
      for (const { projectId: _p, recipientId: _r, ...item } of await missedSince(
        db,
        recipient,
        since,
        NOTIFICATION_STREAM_RESUME_LIMIT,
      )) {
        this.send(item.seq, notificationFrame(item.seq, JSON.stringify(item)));
      }
    }
    const pending = this.pending ?? [];
    this.pending = null;
    for (const [seq, frame] of pending) this.send(seq, frame);
  }

  deliver(seq: number, frame: string): void {
    if (this.pending) this.pending.push([seq, frame]);
    else this.send(seq, frame);
  }

  /** Live events are hints to read again, not messages: written at once, never resumed. */
  live(frame: string): void {
    this.write(frame);
  }

  ping(): void {
    this.write(': ping\n\n');
  }

  close(sessionEnded: boolean): void {
    if (this.closed) return;
    if (sessionEnded) this.write(`event: ${NOTIFICATION_STREAM_END_EVENT}\ndata: \n\n`);
    this.closed = true;
    this.remove();
    this.raw.end();
  }

  private send(seq: number, frame: string): void {
    if (seq <= this.lastSent) return;
    this.lastSent = seq;
    this.write(frame);
  }

  /**
   * A client that stops reading (or a dead connection the kernel has not noticed yet) makes
   * Node buffer the output; past the hub's limit the connection is dropped instead, so memory
   * stays bounded. The browser reconnects and resumes from its last event id.
   */
  private write(chunk: string): void {
    if (this.closed) return;
    this.raw.write(chunk);
    if (this.raw.writableLength > this.hub.maxBufferedBytes) {
      this.closed = true;
      this.remove();
      this.raw.destroy();
    }
  }
}
