import type { FlushResult } from './outbox-sender.ts';

/** The changes that had to wait, once the last of them is through. */
export interface Delivery {
  sent: number;
  refused: number;
}

/**
 * Counts the changes that waited (a run stopped before them: offline, an ended session, a
 * failing server; or they were in the queue when the app started) until none waits any more,
 * so the app can say once that they were sent. A change sent at once is not counted: the
 * screen that made it says so itself.
 */
export class DeliveryTally {
  private readonly waited = new Set<string>();
  private sent = 0;
  private refused = 0;

  /** These pending changes have to wait. */
  noteWaiting(ids: Iterable<string>) {
    for (const id of ids) this.waited.add(id);
  }

  /** After a run: the delivery when it sent the last waiting change, else null. */
  afterRun(result: FlushResult, pendingLeft: readonly string[]): Delivery | null {
    for (const item of result.sent) if (this.waited.delete(item.id)) this.sent++;
    for (const item of result.refused) if (this.waited.delete(item.id)) this.refused++;
    if (result.stop !== 'done') this.noteWaiting(pendingLeft);
    if (pendingLeft.some((id) => this.waited.has(id))) return null;
    const delivery = this.sent > 0 ? { sent: this.sent, refused: this.refused } : null;
    this.sent = 0;
    this.refused = 0;
    return delivery;
  }
}
