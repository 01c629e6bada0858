import { toInstant } from '../time-tracking/berlin-time.ts';
import { addDays, type LocalDate } from '../time-tracking/local-date.ts';
import { berlinToday } from './week-grouping.ts';

/**
 * The next run of a nightly job at `minuteOfDay` Berlin wall-clock time strictly after `now`
 * (ms): the night's date and the instant (ms). A time skipped in spring moves forward an hour.
 */
export function nextNightlyRun(now: number, minuteOfDay: number): { night: LocalDate; at: number } {
  const today = berlinToday(now);
  const atOn = (date: LocalDate) => toInstant(date, minuteOfDay) * 60_000;
  const tonight = atOn(today);
  if (tonight > now) return { night: today, at: tonight };
  const tomorrow = addDays(today, 1);
  return { night: tomorrow, at: atOn(tomorrow) };
}
