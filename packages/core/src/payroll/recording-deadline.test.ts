import { describe, expect, it } from 'vitest';
import { toInstant } from '../time-tracking/berlin-time.ts';
import { parseClock } from '../time-tracking/format.ts';
import {
  dueSoonDates,
  isRecordedLate,
  recordingDeadline,
  recordingRequired,
} from './recording-deadline.ts';

/** A Berlin wall-clock moment as the engine's instant. */
const berlin = (date: string, time: string) => toInstant(date, parseClock(time));

describe('§ 17 Abs. 1 MiLoG: recorded by the end of the seventh calendar day after the work', () => {
  it.each([
    // day of work, last day to record
    ['2026-03-02', '2026-03-09'],
    ['2026-01-28', '2026-02-04'], // across a month end
    ['2026-02-25', '2026-03-04'], // February's 28 days
    ['2028-02-25', '2028-03-03'], // a leap year
    ['2026-12-28', '2027-01-04'], // across a year end
    ['2026-12-24', '2026-12-31'], // Christmas holidays do not extend it
    ['2026-03-29', '2026-04-05'], // Easter Sunday 2026 is the last day: no extension
    ['2026-04-03', '2026-04-10'], // Good Friday as the day of work
  ])('work on %s: recorded in time up to %s', (date, deadline) => {
    expect(recordingDeadline(date)).toBe(deadline);
  });

  it.each([
    // day of work, recorded on, at (Europe/Berlin), late
    ['2026-03-02', '2026-03-09', '23:59', false],
    ['2026-03-02', '2026-03-10', '00:00', true],
    ['2026-03-02', '2026-03-02', '18:00', false],
    ['2026-01-28', '2026-02-04', '23:59', false],
    ['2026-01-28', '2026-02-05', '00:01', true],
    ['2026-12-24', '2027-01-01', '00:00', true], // New Year's Day is one day too late
    // The clocks go forward on 29 March 2026: midnight in Berlin is 22:00 UTC on the 28th before
    // and 22:00 UTC after too (CEST), and still the Berlin day decides.
    ['2026-03-22', '2026-03-29', '23:30', false],
    ['2026-03-22', '2026-03-30', '00:30', true],
    // Back on 25 October 2026: the deadline day has 25 hours, its last minute is still in time.
    ['2026-10-18', '2026-10-25', '23:59', false],
    ['2026-10-18', '2026-10-26', '00:00', true],
  ])('work on %s recorded %s %s: late %s', (date, on, at, late) => {
    expect(isRecordedLate(date, berlin(on, at))).toBe(late);
  });

  it('takes the Berlin day, not UTC: 00:30 in Berlin is the previous day in UTC', () => {
    // 2026-03-10 00:30 CET is 2026-03-09T23:30Z: a UTC reading would call it in time.
    const instant = berlin('2026-03-10', '00:30');
    expect(new Date(instant * 60_000).toISOString()).toBe('2026-03-09T23:30:00.000Z');
    expect(isRecordedLate('2026-03-02', instant)).toBe(true);
  });

  it.each([
    // employment, § 2a sector, required
    ['minijob', false, true],
    ['shortTerm', false, true], // § 8 Abs. 1 Nr. 2 SGB IV is geringfügig too
    ['partTime', false, false],
    ['fullTime', true, true],
    ['workingStudent', false, false],
    [null, true, true],
    [null, false, false],
  ] as const)('%s, sector %s: required %s', (type, sector, required) => {
    expect(recordingRequired(type, sector)).toBe(required);
  });

  it('names the days whose deadline ends today, tomorrow and the day after', () => {
    expect(dueSoonDates('2026-12-06')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
    expect(dueSoonDates('2026-03-01', 0)).toEqual(['2026-02-22']);
    for (const date of dueSoonDates('2026-12-06')) {
      expect(recordingDeadline(date) >= '2026-12-06').toBe(true);
      expect(recordingDeadline(date) <= '2026-12-08').toBe(true);
    }
  });
});
