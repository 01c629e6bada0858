import { addDays, weekdayOf, type LocalDate } from '../time-tracking/local-date.ts';
import type { HolidayRule, PlannedDate, ScheduledVisit } from './service-schedule.ts';
import { weekMondayOf, workdaysOf } from './tour-weeks.ts';

export type Holidays = ReadonlyMap<LocalDate, string>;

const isWorkingDay = (date: LocalDate, holidays: Holidays) =>
  weekdayOf(date) < 5 && !holidays.has(date);

/** The first Monday–Friday after `date` that is not a holiday. */
export function nextWorkingDay(date: LocalDate, holidays: Holidays): LocalDate {
  let day = addDays(date, 1);
  while (!isWorkingDay(day, holidays)) day = addDays(day, 1);
  return day;
}

/**
 * The earliest planned day the holiday rule can move onto `date` or later: the start of the
 * run of weekend days and holidays just before it.
 */
export function movableFrom(date: LocalDate, holidays: Holidays): LocalDate {
  let day = date;
  while (!isWorkingDay(addDays(day, -1), holidays)) day = addDays(day, -1);
  return day;
}

// An 'any' visit is bound to its week, not a day: only a week whose Monday–Friday are all
// holidays holds it up, under the Monday's holiday name.
function holidayOf({ date, anyDay }: PlannedDate, holidays: Holidays): string | null {
  if (!anyDay) return holidays.get(date) ?? null;
  const workdays = workdaysOf(date);
  return workdays.every((day) => holidays.has(day)) ? holidays.get(workdays[0]!)! : null;
}

// An 'any' visit moves to the next week with a working day and stays dated on its Monday.
function movedDate({ date, anyDay }: PlannedDate, holidays: Holidays): LocalDate {
  if (!anyDay) return nextWorkingDay(date, holidays);
  return weekMondayOf(nextWorkingDay(addDays(weekMondayOf(date), 4), holidays));
}

/**
 * Applies an entry's holiday rule: a visit on a holiday is marked with its name and either
 * skipped (still listed) or moved to the next working day. Order and `plannedDate` stay.
 */
export function applyHolidays(
  dates: readonly PlannedDate[],
  holidays: Holidays,
  rule: HolidayRule,
): ScheduledVisit[] {
  return dates.map((planned) => {
    const holiday = holidayOf(planned, holidays);
    const visit = { ...planned, plannedDate: planned.date, holiday, skipped: false };
    if (holiday === null) return visit;
    return rule === 'skip'
      ? { ...visit, skipped: true }
      : { ...visit, date: movedDate(planned, holidays) };
  });
}
