import type { LocalDate } from '../time-tracking/local-date.ts';
import { defaultRecurrenceEnd, expandInterval } from './recurrence.ts';
import type { ScheduleCategory, TaskSchedule } from './schedule-types.ts';
import { isPastDate, weekBounds } from './week-grouping.ts';

/**
 * The schedule's dates from today on, unique and ascending (spec Task.time.next_dates). An
 * interval without an end runs to `until`, by default the end of the year after today or
 * after its start, whichever is later.
 */
export function upcomingDates(
  schedule: TaskSchedule,
  today: LocalDate,
  until?: LocalDate,
): LocalDate[] {
  const bounds = weekBounds(today);
  if (schedule.type === 'interval') {
    const { startDate } = schedule.interval;
    const from = schedule.category === 'fixed' ? today : bounds.weekStart;
    const last = until ?? defaultRecurrenceEnd(startDate > today ? startDate : today);
    return expandInterval(schedule.interval, from, last);
  }
  return [...new Set(schedule.dates)]
    .filter((date) => !isPastDate(schedule.category, date, bounds))
    .sort();
}

/** On save only unique future dates are kept (spec §5); returns the schedule and its next dates. */
export function scheduleOnSave(
  schedule: TaskSchedule,
  today: LocalDate,
): { schedule: TaskSchedule; nextDates: LocalDate[] } {
  const nextDates = upcomingDates(schedule, today);
  if (schedule.type === 'interval') return { schedule, nextDates };
  return { schedule: { ...schedule, dates: nextDates }, nextDates };
}

/** Switching the category: 'Turnusmäßig' has no days unit, so days become weeks (spec §4). */
export function withCategory(schedule: TaskSchedule, category: ScheduleCategory): TaskSchedule {
  if (
    schedule.type === 'interval' &&
    category === 'opportunity' &&
    schedule.interval.unit === 'days'
  ) {
    return { ...schedule, category, interval: { ...schedule.interval, unit: 'weeks' } };
  }
  return { ...schedule, category };
}
