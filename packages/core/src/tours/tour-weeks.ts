import { timeDisplayTexts } from '../scheduling/messages.ts';
import {
  addDays,
  isoWeekDates,
  isoWeekOf,
  isoWeeksInYear,
  weekdayOf,
  type LocalDate,
} from '../time-tracking/local-date.ts';

/** The Monday of a date's ISO week. */
export function weekMondayOf(date: LocalDate): LocalDate {
  return addDays(date, -weekdayOf(date));
}

/** Monday … Friday of a date's ISO week. */
export function workdaysOf(date: LocalDate): LocalDate[] {
  const monday = weekMondayOf(date);
  return [0, 1, 2, 3, 4].map((offset) => addDays(monday, offset));
}

/** 'KW 53' for any day of 28.12.2026 – 03.01.2027. */
export function weekLabel(date: LocalDate): string {
  return `${timeDisplayTexts.week} ${isoWeekOf(date).week}`;
}

export interface WeekOption {
  /** Monday of the week. */
  value: LocalDate;
  label: string;
}

/** The week selector's options of an ISO year: 'KW 1' … 'KW 52' or 'KW 53'. */
export function weekOptions(year: number): WeekOption[] {
  return Array.from({ length: isoWeeksInYear(year) }, (_, index) => {
    const value = isoWeekDates(year, index + 1)[0]!;
    return { value, label: weekLabel(value) };
  });
}
