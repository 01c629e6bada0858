import { describe, expect, it } from 'vitest';
import type { FlushResult, FlushStop } from './outbox-sender.ts';
import type { OutboxItem } from './outbox-store.ts';
import { DeliveryTally } from './delivery-tally.ts';

const item = (id: string) => ({ id }) as OutboxItem;
const run = (stop: FlushStop, sent: string[] = [], refused: string[] = []): FlushResult => ({
  stop,
  sent: sent.map(item),
  refused: refused.map(item),
});

describe('delivery tally', () => {
  it('says nothing for a change sent at once', () => {
    const tally = new DeliveryTally();
    expect(tally.afterRun(run('done', ['a']), [])).toBeNull();
  });

  it('counts what waited offline, once the last of it is through, over several runs', () => {
    const tally = new DeliveryTally();
    expect(tally.afterRun(run('offline'), ['a', 'b', 'c'])).toBeNull();
    expect(tally.afterRun(run('offline', ['a']), ['b', 'c'])).toBeNull();
    expect(tally.afterRun(run('done', ['b', 'c']), [])).toEqual({ sent: 3, refused: 0 });
    // Counted once: the next change sent at once says nothing again.
    expect(tally.afterRun(run('done', ['d']), [])).toBeNull();
  });

  it('counts what was queued when the app started', () => {
    const tally = new DeliveryTally();
    tally.noteWaiting(['a']);
    expect(tally.afterRun(run('done', ['a']), [])).toEqual({ sent: 1, refused: 0 });
  });

  it('names the refused ones, and says nothing when none went through', () => {
    const tally = new DeliveryTally();
    tally.noteWaiting(['a', 'b']);
    expect(tally.afterRun(run('done', ['a'], ['b']), [])).toEqual({ sent: 1, refused: 1 });
    tally.noteWaiting(['c']);
    expect(tally.afterRun(run('done', [], ['c']), [])).toBeNull();
  });

  it('waits while a change that waited is still pending (the session ended)', () => {
    const tally = new DeliveryTally();
    tally.noteWaiting(['a', 'b']);
    expect(tally.afterRun(run('session', ['a']), ['b'])).toBeNull();
    expect(tally.afterRun(run('done', ['b']), [])).toEqual({ sent: 2, refused: 0 });
  });
});
