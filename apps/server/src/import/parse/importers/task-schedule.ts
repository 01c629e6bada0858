/**
 * A Parse task's `time` (spec 000 §3, §4: type single / multi / interval, category fixed /
 * opportunity, interval {number, unit, start_date, end_date}, dates, next_dates) → core's
 * `TaskSchedule`, checked with the time editor's schema. Past dates are kept (the editor's
 * "only future dates" applies to what a user types, not to history). Pure.
 */
import { taskScheduleSchema, type TaskSchedule } from '@kontor/core/scheduling/index';
import { localDate, record } from './parse-values.ts';

export type TaskScheduleResult = { schedule: TaskSchedule | null } | { problem: string };

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

function datesOf(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const dates = value.map(localDate);
  if (dates.some((date) => date === undefined)) return undefined;
  return [...new Set(dates as string[])].sort();
}

/** The schedule, null when the task has no time, or the German reason it does not fit. */
export function taskScheduleOf(time: unknown, taskDates: unknown): TaskScheduleResult {
  const value = record(time);
  if (!value || Object.keys(value).length === 0) {
    const loose = datesOf(taskDates);
    return loose && loose.length > 0
      ? { problem: 'Termine ohne Art und Kategorie (dates ohne time.type, time.category)' }
      : { schedule: null };
  }
  const clock = typeof value.time === 'string' && CLOCK.test(value.time) ? value.time : null;
  const base = { category: value.category, ...(clock && { time: clock }) };
  let raw: unknown;
  if (value.type === 'interval') {
    const interval = record(value.interval) ?? {};
    raw = {
      ...base,
      type: 'interval',
      interval: {
        number: interval.number,
        unit: interval.unit,
        startDate: localDate(interval.start_date) ?? '',
        endDate: interval.end_date == null ? null : (localDate(interval.end_date) ?? 'ungültig'),
      },
    };
  } else {
    const dates = datesOf(value.dates) ?? datesOf(taskDates);
    if (!dates) return { problem: 'Termine unlesbar (time.dates)' };
    if (dates.length === 0) return { schedule: null };
    raw = { ...base, type: value.type, dates };
  }
  const parsed = taskScheduleSchema.safeParse(raw);
  if (!parsed.success) return { problem: parsed.error.issues[0]!.message };
  return { schedule: parsed.data };
}
