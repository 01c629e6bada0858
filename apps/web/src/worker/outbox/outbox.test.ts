import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { flushOutbox } from './outbox-sender.ts';
import { addItem, listItems, type NewOutboxItem } from './outbox-store.ts';
import { Outbox } from './outbox.ts';

let storeCount = 0;
const freshStore = () => createStore(`outbox-test-${++storeCount}`, 'items');

const USER = 'u000000001';
const item = (path: string, extra: Partial<NewOutboxItem> = {}): NewOutboxItem => ({
  userId: USER,
  projectId: 'p000000001',
  label: path,
  target: { type: 'task', id: path },
  method: 'POST',
  path,
  body: { version: 1 },
  ...extra,
});

interface Call {
  url: string;
  method: string;
  key: string | null;
  body: unknown;
}

/** A fake server: answers by path; records every call with its Idempotency-Key. */
function fakeServer(answer: (url: string, call: Call) => Response | 'network-down') {
  const calls: Call[] = [];
  const fetchFn = async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    const call: Call = {
      url,
      method: init.method ?? 'GET',
      key: headers.get('idempotency-key'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    const response = answer(url, call);
    if (response === 'network-down') throw new TypeError('Failed to fetch');
    return response;
  };
  return { calls, fetchFn };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('outbox', () => {
  it('keeps items in the order they were made, also within one millisecond', async () => {
    const store = freshStore();
    for (const path of ['/a', '/b', '/c']) await addItem(store, item(path), 1_000);
    await addItem(store, item('/d'), 999);
    expect((await listItems(store)).map((i) => i.path)).toEqual(['/d', '/a', '/b', '/c']);
  });

  it('sends in order with each item’s key and removes what was accepted', async () => {
    const store = freshStore();
    const first = await addItem(store, item('/one'));
    const second = await addItem(store, item('/two'));
    const server = fakeServer(() => json(200, {}));
    const result = await flushOutbox(store, USER, server.fetchFn);
    expect(result.stop).toBe('done');
    expect(server.calls.map((c) => [c.url, c.key])).toEqual([
      ['/one', first.key],
      ['/two', second.key],
    ]);
    expect(await listItems(store)).toEqual([]);
  });

  it('stops without losing anything when the network is down, and sends the same key later', async () => {
    const store = freshStore();
    const stored = await addItem(store, item('/one'));
    await addItem(store, item('/two'));
    let online = false;
    const server = fakeServer(() => (online ? json(201, {}) : 'network-down'));
    expect((await flushOutbox(store, USER, server.fetchFn)).stop).toBe('offline');
    expect(await listItems(store)).toHaveLength(2);
    online = true;
    expect((await flushOutbox(store, USER, server.fetchFn)).sent).toHaveLength(2);
    expect(server.calls.filter((c) => c.url === '/one').map((c) => c.key)).toEqual([
      stored.key,
      stored.key,
    ]);
  });

  it('keeps a refused change with the German reason and goes on with the next', async () => {
    const store = freshStore();
    await addItem(store, item('/refused'));
    await addItem(store, item('/fine'));
    const server = fakeServer((url) =>
      url === '/refused'
        ? json(409, { detail: 'Diese Aufgabe ist Ihnen nicht mehr zugewiesen.' })
        : json(200, {}),
    );
    const result = await flushOutbox(store, USER, server.fetchFn);
    expect(result.refused.map((r) => r.error)).toEqual([
      'Diese Aufgabe ist Ihnen nicht mehr zugewiesen.',
    ]);
    const left = await listItems(store);
    expect(left.map((i) => [i.path, i.state])).toEqual([['/refused', 'failed']]);
    // A failed item is not sent again by itself.
    await flushOutbox(store, USER, server.fetchFn);
    expect(server.calls.filter((c) => c.url === '/refused')).toHaveLength(1);
  });

  it.each([401, 429, 503])('stops on %i and keeps the item pending', async (status) => {
    const store = freshStore();
    await addItem(store, item('/one'));
    const server = fakeServer(() => json(status, { detail: 'x' }));
    const result = await flushOutbox(store, USER, server.fetchFn);
    expect(result.stop).toBe(status === 401 ? 'session' : 'server');
    expect((await listItems(store))[0]?.state).toBe('pending');
  });

  it('sends only the signed-in user’s changes and keeps the others', async () => {
    const store = freshStore();
    await addItem(store, item('/mine'));
    await addItem(store, item('/theirs', { userId: 'u000000002' }));
    const server = fakeServer(() => json(200, {}));
    await flushOutbox(store, USER, server.fetchFn);
    expect(server.calls.map((c) => c.url)).toEqual(['/mine']);
    expect((await listItems(store)).map((i) => i.path)).toEqual(['/theirs']);
  });

  it('uploads photos first with derived keys and sends their ids with the change', async () => {
    const store = freshStore();
    const photos = [
      new Blob(['a'], { type: 'image/jpeg' }),
      new Blob(['b'], { type: 'image/jpeg' }),
    ];
    const stored = await addItem(store, item('/execute', { photos }));
    let imageNumber = 0;
    const server = fakeServer((url) =>
      url.endsWith('/images')
        ? json(201, { items: [{ id: `img${++imageNumber}` }] })
        : json(200, {}),
    );
    await flushOutbox(store, USER, server.fetchFn);
    expect(server.calls.map((c) => c.key)).toEqual([
      `${stored.key}-p0`,
      `${stored.key}-p1`,
      stored.key,
    ]);
    expect(server.calls[2]?.body).toEqual({ version: 1, images: ['img1', 'img2'] });
  });

  it('answers enqueue with sent, waiting or refused, and runs one flush at a time', async () => {
    let online = true;
    let inFlight = 0;
    let maxInFlight = 0;
    const server = fakeServer((url) =>
      !online ? 'network-down' : url === '/bad' ? json(400, { detail: 'Falsch' }) : json(200, {}),
    );
    const slowFetch = async (url: string, init: RequestInit) => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await Promise.resolve();
      try {
        return await server.fetchFn(url, init);
      } finally {
        inFlight--;
      }
    };
    const outbox = new Outbox(freshStore(), undefined, slowFetch as typeof fetch);
    outbox.setUser(USER);
    const [a, b] = await Promise.all([outbox.enqueue(item('/a')), outbox.enqueue(item('/b'))]);
    expect([a, b]).toEqual([{ outcome: 'sent' }, { outcome: 'sent' }]);
    expect(maxInFlight).toBe(1);
    expect(await outbox.enqueue(item('/bad'))).toEqual({ outcome: 'refused', error: 'Falsch' });
    online = false;
    expect(await outbox.enqueue(item('/c'))).toEqual({ outcome: 'waiting', stop: 'offline' });
    expect(outbox.getSnapshot().items.map((i) => i.path)).toEqual(['/bad', '/c']);
  });

  it('tells once that the changes that waited offline were sent, not for one sent at once', async () => {
    let online = false;
    const server = fakeServer(() => (online ? json(200, {}) : 'network-down'));
    const outbox = new Outbox(freshStore(), undefined, server.fetchFn as typeof fetch);
    outbox.setUser(USER);
    expect(await outbox.enqueue(item('/a'))).toEqual({ outcome: 'waiting', stop: 'offline' });
    await outbox.enqueue(item('/b'));
    expect(outbox.getSnapshot().delivered).toBeNull();
    online = true;
    await outbox.flush();
    const delivered = outbox.getSnapshot().delivered;
    expect(delivered).toEqual({ sent: 2, refused: 0 });
    expect(await outbox.enqueue(item('/c'))).toEqual({ outcome: 'sent' });
    expect(outbox.getSnapshot().delivered).toBe(delivered);
  });
});
