import {
  addDays,
  isLocalDate,
  isoWeekDates,
  isoWeekOf,
  isoWeeksInYear,
  weekdayOf,
  type LocalDate,
} from '@kontor/core/time-tracking/local-date';
import { weekMondayOf } from '@kontor/core/tours/tour-weeks';

/** `?week=uebersicht`: the overview of the worker's services. */
export const OVERVIEW = 'uebersicht';

const isMonday = (value: string) => isLocalDate(value) && weekdayOf(value) === 0;

/**
 * The 'Touren' tab's week from the URL: a Monday, the overview (its year from `?year=`), or
 * this week for anything else. The year is the ISO year of the week (KW 1 may start in
 * December).
 */
export function parseTourWeek(
  week: string | null,
  year: string | null,
  today: LocalDate,
): { week: LocalDate | null; year: number } {
  const thisYear = isoWeekOf(today).year;
  if (week === OVERVIEW) {
    const asked = Number(year);
    const valid = Number.isInteger(asked) && asked >= 2000 && asked <= 2999;
    return { week: null, year: valid ? asked : thisYear };
  }
  const monday = week && isMonday(week) ? week : weekMondayOf(today);
  return { week: monday, year: isoWeekOf(monday).year };
}

/** Last, this and next year, and the shown one if it lies further away. */
export function yearChoices(today: LocalDate, shown: number): number[] {
  const thisYear = isoWeekOf(today).year;
  const years = new Set([thisYear - 1, thisYear, thisYear + 1, shown]);
  return [...years].sort((a, b) => a - b);
}

/** The same week number in another year; KW 53 becomes the year's last week where it has none. */
export function weekInYear(monday: LocalDate, year: number): LocalDate {
  const week = Math.min(isoWeekOf(monday).week, isoWeeksInYear(year));
  return isoWeekDates(year, week)[0]!;
}

/**
 * The URL changes of the week buttons: the week before or after the shown one ('Übersicht':
 * none, the buttons are off there), and 'Heute', this week (the default, so no parameter).
 */
export function weekStep(
  shown: LocalDate | null,
  step: 'previous' | 'next' | 'today',
): Record<'week' | 'year', string | null> | null {
  if (step === 'today') return { week: null, year: null };
  if (shown === null) return null;
  return { week: addDays(shown, step === 'next' ? 7 : -7), year: null };
}
