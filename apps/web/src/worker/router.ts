import { useSyncExternalStore } from 'react';

/**
 * The worker app's few screens need no router library (the bundle budget is 150 KB): the
 * path under /app/ names the screen, history.pushState changes it, Back works.
 */
export const APP_BASE = '/app';

export type Screen =
  | { name: 'today' }
  | { name: 'week' }
  | { name: 'task'; taskId: string }
  | { name: 'visit'; entryId: string; plannedDate: string }
  | { name: 'time' }
  | { name: 'absences' }
  | { name: 'messages' };

export function screenOf(pathname: string): Screen {
  const parts = pathname
    .replace(/^\/app\/?/, '')
    .split('/')
    .filter(Boolean)
    .map(decodeURIComponent);
  const [first, second, third] = parts;
  if (first === 'woche') return { name: 'week' };
  if (first === 'aufgabe' && second) return { name: 'task', taskId: second };
  if (first === 'besuch' && second && third)
    return { name: 'visit', entryId: second, plannedDate: third };
  if (first === 'zeit') return { name: 'time' };
  if (first === 'abwesenheiten') return { name: 'absences' };
  if (first === 'nachrichten') return { name: 'messages' };
  return { name: 'today' };
}

export function pathOf(screen: Screen): string {
  switch (screen.name) {
    case 'today':
      return `${APP_BASE}/`;
    case 'week':
      return `${APP_BASE}/woche`;
    case 'task':
      return `${APP_BASE}/aufgabe/${encodeURIComponent(screen.taskId)}`;
    case 'visit':
      return `${APP_BASE}/besuch/${encodeURIComponent(screen.entryId)}/${screen.plannedDate}`;
    case 'time':
      return `${APP_BASE}/zeit`;
    case 'absences':
      return `${APP_BASE}/abwesenheiten`;
    case 'messages':
      return `${APP_BASE}/nachrichten`;
  }
}

/** A task or a visit: opened from a list, and left back to it. */
export type DetailScreen = Extract<Screen, { name: 'task' | 'visit' }>;

export function isDetail(screen: Screen): screen is DetailScreen {
  return screen.name === 'task' || screen.name === 'visit';
}

/** What the app keeps in a history entry it made: the path it was opened from. */
interface EntryState {
  from?: string;
}

function fromOf(state: unknown): string | null {
  const from = (state as EntryState | null)?.from;
  return typeof from === 'string' && from.startsWith(APP_BASE) ? from : null;
}

/**
 * The page a screen belongs to: a task or visit the one it was opened from (the list of
 * 'Heute', 'Woche' or 'Nachrichten'), else 'Heute' (a link from outside, a push); any other
 * screen itself. The header names it and the bottom navigation marks it.
 */
export function originOf(screen: Screen, from: string | null): Screen {
  if (!isDetail(screen)) return screen;
  const origin = from === null ? null : screenOf(from);
  return origin && !isDetail(origin) ? origin : { name: 'today' };
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** Opens a screen; the new history entry remembers the one it was opened from. */
export function navigate(screen: Screen, options: { replace?: boolean } = {}) {
  const path = pathOf(screen);
  if (options.replace) {
    // The same place under another name: it keeps where it was opened from.
    window.history.replaceState(window.history.state, '', path);
  } else {
    const state: EntryState = { from: window.location.pathname };
    window.history.pushState(state, '', path);
  }
  window.scrollTo(0, 0);
  notify();
}

/**
 * Leaves a task or visit for the page it was opened from: Back, when the app opened it (the
 * list is the entry before, with its scroll position), else that page in its place.
 */
export function leaveDetail() {
  const from = fromOf(window.history.state);
  if (from !== null) window.history.back();
  else navigate(originOf(screenOf(window.location.pathname), null), { replace: true });
}

export interface Location {
  screen: Screen;
  /** The page it belongs to (originOf). */
  origin: Screen;
}

// The snapshot is a string (stable between renders); parsed once per change.
const snapshot = () => `${window.location.pathname}\n${fromOf(window.history.state) ?? ''}`;
let parsed: { key: string; location: Location } | null = null;

export function useLocation(): Location {
  const key = useSyncExternalStore(subscribe, snapshot);
  if (parsed?.key !== key) {
    const [pathname = '', from = ''] = key.split('\n');
    const screen = screenOf(pathname);
    parsed = { key, location: { screen, origin: originOf(screen, from || null) } };
  }
  return parsed.location;
}
