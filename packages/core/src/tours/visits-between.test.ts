import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../time-tracking/local-date.ts';
import type { HolidayRule } from './service-schedule.ts';
import { BAVARIA, datesArb, dayArb, intervalArb, monthDays, weeks } from './test-fixtures.ts';
import { visitsBetween } from './visits-between.ts';

const fridays = weeks(1, '2026-03-02', ['friday']);
const brief = (rule: HolidayRule, from: string, to: string) =>
  visitsBetween({ schedule: fridays, holidayRule: rule }, from, to, BAVARIA).map(
    (v) => `${v.plannedDate}>${v.date}${v.skipped ? ' skipped' : ''}`,
  );

describe('visitsBetween', () => {
  it('takes a visit moved past the range out and into the next one (Karfreitag 03.04.2026)', () => {
    expect(brief('nextWorkingDay', '2026-03-30', '2026-04-05')).toEqual([]);
    expect(brief('nextWorkingDay', '2026-04-06', '2026-04-12')).toEqual([
      '2026-04-03>2026-04-07',
      '2026-04-10>2026-04-10',
    ]);
    // The month of April holds it once, dated after Ostermontag.
    expect(brief('nextWorkingDay', '2026-04-01', '2026-04-30')).toEqual([
      '2026-04-03>2026-04-07',
      '2026-04-10>2026-04-10',
      '2026-04-17>2026-04-17',
      '2026-04-24>2026-04-24',
    ]);
  });

  it('keeps a skipped visit on its holiday', () => {
    expect(brief('skip', '2026-03-30', '2026-04-05')).toEqual(['2026-04-03>2026-04-03 skipped']);
    expect(brief('skip', '2026-04-06', '2026-04-12')).toEqual(['2026-04-10>2026-04-10']);
  });

  it('is empty for an empty range', () => {
    expect(brief('skip', '2026-04-10', '2026-04-09')).toEqual([]);
  });

  it('month days on a holiday: 1 May moved to Monday 4 May', () => {
    const visits = visitsBetween(
      { schedule: monthDays(1), holidayRule: 'nextWorkingDay' },
      '2026-05-01',
      '2026-05-31',
      BAVARIA,
    );
    expect(visits.map((v) => [v.plannedDate, v.date, v.holiday])).toEqual([
      ['2026-05-01', '2026-05-04', 'Maifeiertag'],
    ]);
  });

  it('a range split at any day splits its visits without loss or double counting', () => {
    fc.assert(
      fc.property(
        fc.oneof(intervalArb, datesArb),
        fc.constantFrom<HolidayRule>('skip', 'nextWorkingDay'),
        dayArb,
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 60 }),
        (schedule, holidayRule, from, left, right) => {
          const split = addDays(from, left);
          const to = addDays(split, right);
          const key = (v: { plannedDate: string; date: string }) => `${v.plannedDate}>${v.date}`;
          const entry = { schedule, holidayRule };
          const whole = visitsBetween(entry, from, to, BAVARIA).map(key);
          const parts = [
            ...visitsBetween(entry, from, addDays(split, -1), BAVARIA),
            ...visitsBetween(entry, split, to, BAVARIA),
          ].map(key);
          expect(parts.sort()).toEqual(whole.sort());
        },
      ),
      { numRuns: 300 },
    );
  });
});
