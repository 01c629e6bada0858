import { toInstant } from './berlin-time.ts';
import { parseClock, type ClockTime } from './format.ts';
import { addDays, type LocalDate } from './local-date.ts';
import type { TimeEntry } from './types.ts';

/**
 * A time entry from wall-clock times on `date`; an end at or before the start (or a break time
 * before it) falls on the next day, so '22:00'–'06:00' is a night shift.
 */
export function entryAt(
  date: LocalDate,
  start: ClockTime,
  end: ClockTime,
  breaks: readonly (readonly [ClockTime, ClockTime])[] = [],
): TimeEntry {
  const startMinute = parseClock(start);
  const at = (time: ClockTime, nextDayIfEqual: boolean) => {
    const minute = parseClock(time);
    const nextDay = minute < startMinute || (nextDayIfEqual && minute === startMinute);
    return toInstant(nextDay ? addDays(date, 1) : date, minute);
  };
  return {
    start: toInstant(date, startMinute),
    end: at(end, true),
    breaks: breaks.map(([from, to]) => ({ start: at(from, false), end: at(to, true) })),
  };
}
