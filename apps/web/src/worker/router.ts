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

export function navigate(screen: Screen, options: { replace?: boolean } = {}) {
  const path = pathOf(screen);
  if (options.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.scrollTo(0, 0);
  notify();
}

export function useScreen(): Screen {
  const pathname = useSyncExternalStore(subscribe, () => window.location.pathname);
  return screenOf(pathname);
}
