import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutosaver, type AutosaverOptions } from './autosaver.ts';

class Conflict extends Error {}

function setup(overrides: Partial<AutosaverOptions<string>> = {}) {
  const saved: string[] = [];
  let fail: Error | null = null;
  const resolvers: Array<() => void> = [];
  const holding = { on: false };
  const save = vi.fn(async (value: string) => {
    if (holding.on) await new Promise<void>((resolve) => resolvers.push(resolve));
    if (fail) throw fail;
    saved.push(value);
  });
  const saver = createAutosaver<string>({
    delay: 1000,
    save,
    isConflict: (e) => e instanceof Conflict,
    ...overrides,
  });
  return {
    saver,
    save,
    saved,
    failWith: (e: Error | null) => (fail = e),
    hold: () => (holding.on = true),
    release: () => {
      holding.on = false;
      resolvers.splice(0).forEach((resolve) => resolve());
    },
  };
}

const status = (s: ReturnType<typeof setup>) => s.saver.getState().status;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createAutosaver', () => {
  it('saves the last value once after the quiet time, not before', async () => {
    const s = setup();
    s.saver.change('a');
    await vi.advanceTimersByTimeAsync(600);
    s.saver.change('ab');
    await vi.advanceTimersByTimeAsync(999);
    expect(s.save).not.toHaveBeenCalled();
    expect(status(s)).toBe('pending');
    expect(s.saver.hasUnsaved()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.saved).toEqual(['ab']);
    expect(status(s)).toBe('saved');
    expect(s.saver.hasUnsaved()).toBe(false);
  });

  it("shows 'saving' while the request runs and never runs two saves at once", async () => {
    const s = setup();
    s.hold();
    s.saver.change('a');
    await vi.advanceTimersByTimeAsync(1000);
    expect(status(s)).toBe('saving');
    s.saver.change('ab');
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.save).toHaveBeenCalledTimes(1);
    expect(status(s)).toBe('saving');
    s.release();
    await vi.advanceTimersByTimeAsync(0);
    // The change made meanwhile follows at once, its quiet time having passed.
    expect(s.save).toHaveBeenCalledTimes(2);
    expect(s.saved).toEqual(['a', 'ab']);
    expect(status(s)).toBe('saved');
  });

  it('flushes a waiting change at once (leaving the screen)', async () => {
    const s = setup();
    s.saver.change('x');
    await expect(s.saver.flush()).resolves.toBe(true);
    expect(s.saved).toEqual(['x']);
    await expect(s.saver.flush()).resolves.toBe(true);
    expect(s.save).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed change, retries once by itself, and at once on request', async () => {
    const s = setup({ retryDelay: 5000 });
    s.failWith(new Error('offline'));
    s.saver.change('x');
    await vi.advanceTimersByTimeAsync(1000);
    expect(status(s)).toBe('failed');
    expect(s.saver.getState().error).toBeInstanceOf(Error);
    expect(s.saver.hasUnsaved()).toBe(true);
    await expect(s.saver.flush()).resolves.toBe(false);
    s.failWith(null);
    s.saver.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.saved).toEqual(['x']);
    expect(status(s)).toBe('saved');
    expect(s.saver.getState().error).toBeNull();

    s.failWith(new Error('offline'));
    s.saver.change('y');
    await vi.advanceTimersByTimeAsync(1000);
    expect(status(s)).toBe('failed');
    s.failWith(null);
    await vi.advanceTimersByTimeAsync(5000);
    expect(s.saved).toEqual(['x', 'y']);
  });

  it('stops on a conflict until the user chose, and keeps the newest change', async () => {
    const s = setup({ retryDelay: 5000 });
    s.failWith(new Conflict());
    s.saver.change('mine');
    await vi.advanceTimersByTimeAsync(1000);
    expect(status(s)).toBe('conflict');
    s.saver.change('mine, later');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.save).toHaveBeenCalledTimes(1);
    expect(status(s)).toBe('conflict');
    await expect(s.saver.flush()).resolves.toBe(false);
    expect(s.saver.hasUnsaved()).toBe(true);

    s.failWith(null);
    s.saver.resolve('mine, later');
    await vi.advanceTimersByTimeAsync(0);
    expect(s.saved).toEqual(['mine, later']);
    expect(status(s)).toBe('saved');
  });

  it('drops the change when the user takes the other version', async () => {
    const s = setup();
    s.failWith(new Conflict());
    s.saver.change('mine');
    await vi.advanceTimersByTimeAsync(1000);
    s.saver.resolve(null);
    expect(status(s)).toBe('saved');
    expect(s.saver.hasUnsaved()).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.save).toHaveBeenCalledTimes(1);
  });

  it('tells its listeners of every status change', async () => {
    const s = setup();
    const seen: string[] = [];
    s.saver.subscribe(() => seen.push(s.saver.getState().status));
    s.saver.change('a');
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen).toEqual(['pending', 'saving', 'saved']);
  });
});
