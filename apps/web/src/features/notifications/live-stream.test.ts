import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@kontor/core/schemas/live-events';
import type { Notification } from '@kontor/core/schemas/notifications';
import { openLiveStream, REOPEN_MS, type EventSourceLike } from './live-stream.ts';

/** A stand-in EventSource the test drives. */
class FakeSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data = '') {
    for (const listener of this.listeners.get(type) ?? [])
      listener({ data } as MessageEvent<string>);
  }
}

const note = (seq: number) =>
  ({ id: `n${seq}`, seq, title: 'Neue Aufgabe' }) as unknown as Notification;

describe('openLiveStream', () => {
  let sources: FakeSource[];
  let since: number;
  let received: Notification[];
  let lives: LiveEvent[];
  let ended: number;
  let gaveUp: number;
  let close: () => void;
  let network: EventTarget;

  beforeEach(() => {
    vi.useFakeTimers();
    sources = [];
    since = 12;
    received = [];
    lives = [];
    ended = 0;
    gaveUp = 0;
    network = new EventTarget();
    close = openLiveStream({
      network,
      projectId: 'P1',
      since: () => since,
      onNotification: (n) => received.push(n),
      onLive: (e) => lives.push(e),
      onSessionEnded: () => (ended += 1),
      onGaveUp: () => (gaveUp += 1),
      open: (url) => {
        const source = new FakeSource(url);
        sources.push(source);
        return source;
      },
    });
  });
  afterEach(() => {
    close();
    vi.useRealTimers();
  });

  it('opens one stream for the project from the highest seq held', () => {
    expect(sources.map((s) => s.url)).toEqual(['/api/projects/P1/notifications/stream?since=12']);
  });

  it('hands live events on, apart from notifications, and ignores malformed ones', () => {
    const event = { topic: 'time-clock', userId: 'u000000001' };
    sources[0]!.emit('live', JSON.stringify(event));
    sources[0]!.emit('live', 'kein JSON');
    sources[0]!.emit('live', JSON.stringify({ topic: 'unbekannt', userId: 'u000000001' }));
    expect(lives).toEqual([event]);
    expect(received).toEqual([]);
  });

  it('hands each notification on and ignores what is not one', () => {
    sources[0]!.emit('notification', JSON.stringify(note(13)));
    sources[0]!.emit('notification', 'kein JSON');
    sources[0]!.emit('notification', JSON.stringify({ hello: 1 }));
    expect(received.map((n) => n.seq)).toEqual([13]);
  });

  it('leaves a dropped connection to the browser (it reconnects with Last-Event-ID)', () => {
    sources[0]!.emit('error');
    vi.advanceTimersByTime(120_000);
    expect(sources).toHaveLength(1);
    expect(gaveUp).toBe(0);
  });

  it('opens a new stream with the newer since after the browser gave up, backing off', () => {
    sources[0]!.readyState = 2;
    sources[0]!.emit('error');
    expect(gaveUp).toBe(1);
    since = 20;
    vi.advanceTimersByTime(REOPEN_MS[0] - 1);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources[1]?.url).toBe('/api/projects/P1/notifications/stream?since=20');
    sources[1]!.readyState = 2;
    sources[1]!.emit('error');
    vi.advanceTimersByTime(REOPEN_MS[0]);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(REOPEN_MS[1] - REOPEN_MS[0]);
    expect(sources).toHaveLength(3);
  });

  it('reopens at once when the browser comes back online', () => {
    sources[0]!.readyState = 2;
    sources[0]!.emit('error');
    network.dispatchEvent(new Event('online'));
    expect(sources).toHaveLength(2);
  });

  it('stops for good when the session ended', () => {
    sources[0]!.emit('session-ended');
    expect(ended).toBe(1);
    expect(sources[0]!.closed).toBe(true);
    vi.advanceTimersByTime(120_000);
    expect(sources).toHaveLength(1);
  });

  it('closes the stream and any pending reopen when closed', () => {
    sources[0]!.readyState = 2;
    sources[0]!.emit('error');
    close();
    vi.advanceTimersByTime(120_000);
    expect(sources).toHaveLength(1);
  });
});
