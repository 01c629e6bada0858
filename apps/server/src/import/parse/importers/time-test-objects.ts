/** Parse objects in the old system's shapes for the time importers' tests. */
import {
  datesBetween,
  toInstant,
  weekdayOf,
  type LocalDate,
} from '@kontor/core/time-tracking/index';
import type { ParseObject } from '../contract.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;

export const pointer = (className: string, objectId: string) => ({
  __type: 'Pointer',
  className,
  objectId,
});

/** A Parse Date at a Berlin wall-clock time of a day (minutes since midnight). */
export const parseDate = (date: LocalDate, minuteOfDay = 0) => ({
  __type: 'Date',
  iso: new Date(toInstant(date, minuteOfDay) * MINUTE).toISOString(),
});

export function parseObject(objectId: string, fields: Record<string, unknown>): ParseObject {
  return {
    objectId,
    createdAt: '2024-12-01T08:00:00.000Z',
    updatedAt: '2024-12-02T08:00:00.000Z',
    ...fields,
  };
}

export const fullTimeSettings = {
  hours_weekly: 40,
  weekdays_per_week: 5,
  pause_minutes: 30,
  vacation_days_per_year: 30,
  start_time: '08:00',
};

/** A Record of one user over the given months of a year; saldi in milliseconds. */
export function recordObject(
  objectId: string,
  user: string,
  year: number,
  months: [number, number],
  extra: Record<string, unknown> = {},
) {
  const last = new Date(Date.UTC(year, months[1], 0)).getUTCDate();
  const mm = (m: number) => String(m).padStart(2, '0');
  return parseObject(objectId, {
    user: pointer('_User', user),
    year,
    start_date: parseDate(`${year}-${mm(months[0])}-01`),
    end_date: parseDate(`${year}-${mm(months[1])}-${last}`),
    time_settings: fullTimeSettings,
    initial_saldo: 0,
    initial_vacation: 0,
    ...extra,
  });
}

export interface WorkDay {
  date: LocalDate;
  /** Wall-clock start and end, 'HH:MM'. */
  start: string;
  end: string;
  breaks: { start: string; end: string }[];
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));

/**
 * A Day of type work as the original stores it: start and end as Parse Dates (or, with
 * `clock`, as 'HH:MM'), duration and pause in milliseconds, saldo = duration − pause − 8 h.
 */
export function workDay(
  objectId: string,
  user: string,
  record: string,
  day: WorkDay,
  clock = false,
) {
  const at = (time: string) => (clock ? time : parseDate(day.date, minutesOf(time)));
  const duration = (minutesOf(day.end) - minutesOf(day.start)) * MINUTE;
  const pause =
    day.breaks.reduce((sum, b) => sum + (minutesOf(b.end) - minutesOf(b.start)), 0) * MINUTE;
  return parseObject(objectId, {
    date: parseDate(day.date),
    type: 'work',
    user: pointer('_User', user),
    record: pointer('Record', record),
    time: {
      start: at(day.start),
      end: at(day.end),
      duration,
      pause,
      breaks: day.breaks.map((b, i) => ({ id: `b${i}`, start: at(b.start), end: at(b.end) })),
      comment: '',
      type: 'work',
      state: 'full',
    },
    is_working_day: true,
    saldo: duration - pause - 8 * HOUR,
    year: Number(day.date.slice(0, 4)),
    month: Number(day.date.slice(5, 7)),
  });
}

/** Monday to Friday of a month. */
export const weekdaysOfMonth = (year: number, month: number) => {
  const mm = String(month).padStart(2, '0');
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return datesBetween(`${year}-${mm}-01`, `${year}-${mm}-${last}`).filter((d) => weekdayOf(d) < 5);
};

export { HOUR, MINUTE };
