import type { AbsenceView } from '@kontor/core/schemas/time-tracking-api';

/** Requests waiting for a decision ('Eingereicht'). */
export const isPending = (absence: Pick<AbsenceView, 'state'>) => absence.state === 'submitted';

/**
 * The Abwesenheiten table's order: the requests waiting for a decision first, each group in
 * the server's order (by start date), so the office sees what it has to decide at the top.
 */
export function pendingFirst<T extends Pick<AbsenceView, 'state'>>(items: readonly T[]): T[] {
  return [...items.filter(isPending), ...items.filter((item) => !isPending(item))];
}

/**
 * How the Kalender marks an absence: approved ones solid, requests not yet approved (created
 * or submitted) dashed with their state named; a refused one is not shown, it takes no day.
 */
export type CalendarMark = 'approved' | 'pending' | null;

export function calendarMark(absence: Pick<AbsenceView, 'state'>): CalendarMark {
  if (absence.state === 'approved') return 'approved';
  if (absence.state === 'refused') return null;
  return 'pending';
}
