import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReadRule, READ_AFTER_MS } from './read-rule.ts';

describe('createReadRule', () => {
  let visible: boolean;
  let sent: number[];
  const rule = () =>
    createReadRule({ markRead: (seq) => sent.push(seq), isVisible: () => visible });

  beforeEach(() => {
    vi.useFakeTimers();
    visible = true;
    sent = [];
  });
  afterEach(() => vi.useRealTimers());

  it('marks what the open list shows read after 2 s, not before', () => {
    const r = rule();
    r.shown(7);
    vi.advanceTimersByTime(READ_AFTER_MS - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([7]);
    vi.advanceTimersByTime(10_000);
    expect(sent).toEqual([7]);
  });

  it('starts the 2 s again for a message that arrives while the list is open', () => {
    const r = rule();
    r.shown(3);
    vi.advanceTimersByTime(1500);
    r.shown(4);
    vi.advanceTimersByTime(1500);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(500);
    expect(sent).toEqual([4]);
  });

  it('sends each seq once', () => {
    const r = rule();
    r.shown(5);
    vi.advanceTimersByTime(READ_AFTER_MS);
    r.shown(5);
    vi.advanceTimersByTime(READ_AFTER_MS);
    expect(sent).toEqual([5]);
  });

  it('does not mark read in a hidden tab; marks at once when the tab becomes visible', () => {
    visible = false;
    const r = rule();
    r.shown(9);
    vi.advanceTimersByTime(10_000);
    expect(sent).toEqual([]);
    visible = true;
    r.visibilityChanged();
    expect(sent).toEqual([9]);
  });

  it('cancels the pending mark when the tab is hidden within the 2 s', () => {
    const r = rule();
    r.shown(2);
    vi.advanceTimersByTime(1000);
    visible = false;
    r.visibilityChanged();
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual([]);
  });

  it('sends nothing after the list is closed', () => {
    const r = rule();
    r.shown(4);
    r.dispose();
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual([]);
  });
});
