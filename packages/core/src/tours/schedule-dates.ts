import { expandInterval } from '../scheduling/recurrence.ts';
import {
  addDays,
  civilOf,
  dayNumberOf,
  daysInMonth,
  fromDayNumber,
  toDayNumber,
  type LocalDate,
} from '../time-tracking/local-date.ts';
import {
  SERVICE_WEEKDAYS,
  type IntervalServiceSchedule,
  type PlannedDate,
  type ServiceSchedule,
  type ServiceWeekday,
} from './service-schedule.ts';
import { weekMondayOf } from './tour-weeks.ts';

// 'monday' … 'sunday'; the index is the day's offset from the week's Monday.
const NAMED_DAYS = SERVICE_WEEKDAYS.filter((day) => day !== 'any');

/**
 * The visits of one interval week. Named days win over 'any': ['any', 'friday'] is the Friday
 * only; 'any' alone is one visit dated the week's Monday.
 */
export function visitsOfWeek(days: readonly ServiceWeekday[], monday: LocalDate): PlannedDate[] {
  const offsets = NAMED_DAYS.flatMap((day, offset) => (days.includes(day) ? [offset] : []));
  if (offsets.length > 0) {
    return offsets.map((offset) => ({ date: addDays(monday, offset), anyDay: false }));
  }
  return days.includes('any') ? [{ date: monday, anyDay: true }] : [];
}

/**
 * Mondays of the interval's weeks that overlap [from, to], ascending. Week k of a monthly
 * interval is the ISO week holding `occurrence` k of the start week's Monday (months counted
 * from the start, a missing day is the month's last), so 'every month from KW 1 2026'
 * (Monday 29.12.2025) is the week of 29 Jan, 28 Feb, 29 Mar …
 */
export function intervalWeeks(
  schedule: IntervalServiceSchedule,
  from: LocalDate,
  to: LocalDate,
): LocalDate[] {
  const rule = {
    number: schedule.every,
    unit: schedule.unit,
    startDate: weekMondayOf(schedule.startWeek),
    endDate: null,
  };
  const { endWeek } = schedule;
  // A month step lands mid-week; its week still overlaps the range when it falls up to 6 days after `to`.
  return expandInterval(rule, weekMondayOf(from), addDays(to, 6))
    .map(weekMondayOf)
    .filter((monday) => monday <= to && (endWeek === null || monday <= endWeek));
}

/**
 * Fixed month days in every month of [from, to], ascending and unique. A day the month lacks
 * falls on its last day and merges with a visit already there: [28, 30, 31] in February 2026
 * is only the 28th.
 */
export function monthDayDates(monthDays: readonly number[], from: LocalDate, to: LocalDate) {
  const first = civilOf(toDayNumber(from));
  const last = civilOf(toDayNumber(to));
  const dates = new Set<LocalDate>();
  for (
    let index = first.year * 12 + first.month - 1;
    index < last.year * 12 + last.month;
    index++
  ) {
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    const length = daysInMonth(year, month);
    for (const day of monthDays) {
      dates.add(fromDayNumber(dayNumberOf(year, month, Math.min(day, length))));
    }
  }
  return [...dates].sort();
}

/** A schedule's planned visits within [from, to] (inclusive), ascending and unique. */
export function scheduleDates(
  schedule: ServiceSchedule,
  from: LocalDate,
  to: LocalDate,
): PlannedDate[] {
  const planned =
    schedule.type === 'dates'
      ? monthDayDates(schedule.monthDays, from, to).map((date) => ({ date, anyDay: false }))
      : intervalWeeks(schedule, from, to).flatMap((monday) => visitsOfWeek(schedule.days, monday));
  return planned.filter(({ date }) => date >= from && date <= to);
}
