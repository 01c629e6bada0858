import { dayNumberOf, daysInMonth, fromDayNumber, type LocalDate } from './local-date.ts';
import type { TimeSettings } from './types.ts';

export const DEFAULT_TIME_SETTINGS: TimeSettings = {
  weeklyHours: 40,
  weekdaysPerWeek: 5,
  pauseMinutes: 30,
  vacationDaysPerYear: 30,
  startTime: '08:00',
};

/** The record form pre-fills 27 vacation days when a user has none (spec §5). */
export const FORM_VACATION_DAYS_FALLBACK = 27;

export const TIME_SETTINGS_LIMITS = {
  weeklyHours: { min: 0, max: 100 },
  weekdaysPerWeek: { min: 0, max: 7 },
  pauseMinutes: { min: 0, max: 200 },
  vacationDaysPerYear: { min: 0, max: 100 },
} as const;

/**
 * A record runs from the first of its start month (default January) to the last day of its end
 * month (default December), so a month always belongs to one record of a user.
 */
export function recordPeriod(
  year: number,
  startMonth = 1,
  endMonth = 12,
): { startDate: LocalDate; endDate: LocalDate } {
  return {
    startDate: fromDayNumber(dayNumberOf(year, startMonth, 1)),
    endDate: fromDayNumber(dayNumberOf(year, endMonth, daysInMonth(year, endMonth))),
  };
}

/** Record start months offered by the picker: the first of each month. */
export function startMonthOptions(year: number): LocalDate[] {
  return Array.from({ length: 12 }, (_, i) => recordPeriod(year, i + 1).startDate);
}

/** Years a new record may be created for: the current one and the next four. */
export function recordYearOptions(currentYear: number): number[] {
  return Array.from({ length: 5 }, (_, i) => currentYear + i);
}
