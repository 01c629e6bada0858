import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leaveDetail, navigate, originOf, pathOf, screenOf, type Screen } from './router.ts';

describe('worker app paths', () => {
  const screens: Screen[] = [
    { name: 'today' },
    { name: 'week' },
    { name: 'task', taskId: 'abc123defg' },
    { name: 'visit', entryId: 'e123456789', plannedDate: '2026-12-01' },
    { name: 'time' },
    { name: 'absences' },
    { name: 'messages' },
  ];
  it.each(screens)('$name survives the round trip through its path', (screen) => {
    expect(screenOf(pathOf(screen))).toEqual(screen);
  });
  it.each(['/app', '/app/', '/app/unbekannt', '/app/aufgabe'])('%s opens today', (path) => {
    expect(screenOf(path)).toEqual({ name: 'today' });
  });
});

describe('the page a screen belongs to', () => {
  const visit: Screen = { name: 'visit', entryId: 'e123456789', plannedDate: '2026-12-01' };
  const task: Screen = { name: 'task', taskId: 'abc123defg' };
  it.each([
    ['/app/woche', { name: 'week' }],
    ['/app/', { name: 'today' }],
    ['/app/nachrichten', { name: 'messages' }],
  ] as const)('a visit opened from %s belongs there', (from, origin) => {
    expect(originOf(visit, from)).toEqual(origin);
    expect(originOf(task, from)).toEqual(origin);
  });
  it('a task opened from outside the app, or from another task, belongs to today', () => {
    expect(originOf(task, null)).toEqual({ name: 'today' });
    expect(originOf(task, '/app/besuch/e123456789/2026-12-01')).toEqual({ name: 'today' });
  });
  it('any other screen is its own page', () => {
    expect(originOf({ name: 'absences' }, '/app/woche')).toEqual({ name: 'absences' });
  });
});

/** A browser history of one tab, enough for pushState, replaceState and Back. */
function fakeHistory(start: string) {
  const entries: { path: string; state: unknown }[] = [{ path: start, state: null }];
  let index = 0;
  const popListeners = new Set<() => void>();
  const current = () => entries[index]!;
  const history = {
    get state() {
      return current().state;
    },
    pushState(state: unknown, _title: string, path: string) {
      entries.splice(index + 1, entries.length, { path, state });
      index++;
    },
    replaceState(state: unknown, _title: string, path: string) {
      entries[index] = { path, state };
    },
    back() {
      if (index === 0) return;
      index--;
      popListeners.forEach((listener) => listener());
    },
  };
  const window = {
    history,
    location: {
      get pathname() {
        return current().path;
      },
    },
    scrollTo: () => {},
    addEventListener: (_type: string, listener: () => void) => popListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => popListeners.delete(listener),
  };
  return { window, paths: () => entries.map((e) => e.path), at: () => current().path };
}

describe('leaving a task or visit', () => {
  let tab: ReturnType<typeof fakeHistory>;
  beforeEach(() => {
    tab = fakeHistory('/app/woche');
    (globalThis as { window?: unknown }).window = tab.window;
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('goes back to the list it was opened from, without a second entry of it', () => {
    navigate({ name: 'visit', entryId: 'e123456789', plannedDate: '2026-12-01' });
    expect(tab.window.history.state).toEqual({ from: '/app/woche' });
    leaveDetail();
    expect(tab.at()).toBe('/app/woche');
    expect(tab.paths()).toEqual(['/app/woche', '/app/besuch/e123456789/2026-12-01']);
  });

  it('opened from outside the app (a push, a link), puts today in its place', () => {
    tab = fakeHistory('/app/aufgabe/abc123defg');
    (globalThis as { window?: unknown }).window = tab.window;
    leaveDetail();
    expect(tab.paths()).toEqual(['/app/']);
  });

  it('a replaced entry keeps where it was opened from', () => {
    navigate({ name: 'task', taskId: 'abc123defg' });
    navigate({ name: 'task', taskId: 'abc123defg' }, { replace: true });
    expect(tab.window.history.state).toEqual({ from: '/app/woche' });
  });
});
