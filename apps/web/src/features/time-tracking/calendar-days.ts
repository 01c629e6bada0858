import { addDays, weekdayOf, type LocalDate } from '@kontor/core/time-tracking/local-date';

export interface CalendarDay {
  date: LocalDate;
  inMonth: boolean;
  weekend: boolean;
}

/** The weeks (Monday to Sunday) that show month 'YYYY-MM', with the days of the months around. */
export function monthDays(month: string): CalendarDay[] {
  const first = `${month}-01` as LocalDate;
  const start = addDays(first, -weekdayOf(first));
  const days: CalendarDay[] = [];
  for (let date = start; ; date = addDays(date, 1)) {
    const inMonth = date.startsWith(month);
    if (!inMonth && date > first && weekdayOf(date) === 0) break;
    days.push({ date, inMonth, weekend: weekdayOf(date) >= 5 });
  }
  return days;
}

/** `count` months from 'YYYY-MM' on. */
export function monthRange(start: string, count: number): string[] {
  const [y, m] = start.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = y * 12 + (m - 1) + i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * The months a calendar view shows for the chosen month: the month itself, or the calendar
 * quarter holding it (November → October to December), as an office plans in quarters.
 */
export function viewMonths(month: string, span: 'month' | 'quarter'): string[] {
  if (span === 'month') return [month];
  const [y, m] = month.split('-').map(Number) as [number, number];
  const quarterStart = Math.floor((m - 1) / 3) * 3 + 1;
  return monthRange(`${y}-${String(quarterStart).padStart(2, '0')}`, 3);
}
