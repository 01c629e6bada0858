import type { UseStore } from 'idb-keyval';
import { DeliveryTally, type Delivery } from './delivery-tally.ts';
import { flushOutbox, type FlushResult, type FlushStop } from './outbox-sender.ts';
import {
  addItem,
  listItems,
  openOutboxStore,
  removeItem,
  type NewOutboxItem,
  type OutboxItem,
} from './outbox-store.ts';

export interface OutboxSnapshot {
  items: OutboxItem[];
  /** Why the last run stopped ('done' when everything was tried). */
  lastStop: FlushStop;
  flushing: boolean;
  /** The changes that had waited, once the last was sent (a new object each time). */
  delivered: Delivery | null;
}

export type EnqueueResult =
  | { outcome: 'sent' }
  | { outcome: 'waiting'; stop: FlushStop }
  | { outcome: 'refused'; error: string };

const RETRY_MS = 30_000;

/**
 * The durable queue of the worker's changes: every change goes through it, online or not, so
 * there is one way to send. Sends run one at a time (and one per browser, through the Web
 * Locks API where present); the Idempotency-Key makes a repeated send harmless anyway.
 */
export class Outbox {
  private snapshot: OutboxSnapshot = {
    items: [],
    lastStop: 'done',
    flushing: false,
    delivered: null,
  };
  private tally = new DeliveryTally();
  private readonly listeners = new Set<() => void>();
  private running: Promise<FlushResult> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private userId: string | null = null;

  constructor(
    private readonly store: UseStore,
    private readonly onSent: (result: FlushResult) => void = () => {},
    private readonly fetchFn: typeof fetch = (...args) => fetch(...args),
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  private update(patch: Partial<OutboxSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** The signed-in user: only their changes are shown and sent. */
  setUser(userId: string | null) {
    if (userId === this.userId) return;
    this.userId = userId;
    this.tally = new DeliveryTally();
    void this.load().then(() => {
      // What is already queued when the app starts has waited (made offline, or before).
      this.tally.noteWaiting(this.pendingIds());
      this.retry();
    });
  }

  async load() {
    const items = await listItems(this.store);
    this.update({ items: items.filter((item) => item.userId === this.userId) });
  }

  async enqueue(item: Omit<NewOutboxItem, 'userId'>): Promise<EnqueueResult> {
    if (this.userId === null) throw new Error('No signed-in user');
    const stored = await addItem(this.store, { ...item, userId: this.userId });
    await this.load();
    const result = await this.flush();
    // An earlier run may have sent it already: what is left in the queue tells.
    const left = this.snapshot.items.find((waiting) => waiting.id === stored.id);
    if (!left) return { outcome: 'sent' };
    if (left.state === 'failed') return { outcome: 'refused', error: left.error ?? '' };
    return { outcome: 'waiting', stop: result.stop };
  }

  /** Sends what waits; a call during a run waits for that run and then runs once more. */
  async flush(): Promise<FlushResult> {
    while (this.running) await this.running.catch(() => undefined);
    this.update({ flushing: true });
    const run = this.runExclusive();
    this.running = run;
    let result: FlushResult | null = null;
    try {
      result = await run;
      this.update({ lastStop: result.stop });
      if (result.sent.length || result.refused.length) this.onSent(result);
      return result;
    } finally {
      this.running = null;
      await this.load();
      const delivered = result && this.tally.afterRun(result, this.pendingIds());
      this.update({ flushing: false, ...(delivered ? { delivered } : {}) });
    }
  }

  private pendingIds() {
    return this.snapshot.items.filter((item) => item.state === 'pending').map((item) => item.id);
  }

  private async runExclusive(): Promise<FlushResult> {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    const userId = this.userId;
    if (userId === null) return { stop: 'session', sent: [], refused: [] };
    const run = () => flushOutbox(this.store, userId, this.fetchFn);
    return locks ? await locks.request('kontor-outbox', run) : await run();
  }

  /** The worker drops a refused change after reading why. */
  async discard(id: string) {
    await removeItem(this.store, id);
    await this.load();
  }

  /** Sends again when the connection returns, the app comes back to the front, and every 30 s. */
  private retry = () => {
    if (this.snapshot.items.some((item) => item.state === 'pending')) void this.flush();
  };

  start() {
    const retry = this.retry;
    window.addEventListener('online', retry);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') retry();
    });
    this.timer ??= setInterval(retry, RETRY_MS);
  }
}

export function createOutbox(onSent?: (result: FlushResult) => void) {
  return new Outbox(openOutboxStore(), onSent);
}
