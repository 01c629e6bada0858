import { toInstant } from './berlin-time.ts';
import { parseClock, type ClockTime } from './format.ts';
import { addDays, type LocalDate } from './local-date.ts';
import type { TimeEntry } from './types.ts';

/**
 * A time entry from wall-clock times on `date`; an end (or break time) at or before the start
 * falls on the next day, so '22:00'–'06:00' is a night shift.
 */
export function entryAt(
  date: LocalDate,
  start: ClockTime,
  end: ClockTime,
  breaks: readonly (readonly [ClockTime, ClockTime])[] = [],
): TimeEntry {
  const startMinute = parseClock(start);
  const at = (time: ClockTime) => {
    const minute = parseClock(time);
    return minute <= startMinute && time !== start
      ? toInstant(addDays(date, 1), minute)
      : toInstant(date, minute);
  };
  return {
    start: toInstant(date, startMinute),
    end: at(end),
    breaks: breaks.map(([from, to]) => ({ start: at(from), end: at(to) })),
  };
}
