import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, datesBetween, fromDayNumber, toDayNumber } from '../time-tracking/local-date.ts';
import {
  defaultRecurrenceEnd,
  expandInterval,
  firstOccurrenceFrom,
  isOnInterval,
  lastOccurrenceUntil,
  occurrence,
  type IntervalRule,
  type IntervalUnit,
} from './recurrence.ts';

const rule = (
  number: number,
  unit: IntervalUnit,
  startDate: string,
  endDate: string | null = null,
): IntervalRule => ({ number, unit, startDate, endDate });

describe('monthly intervals at month ends', () => {
  it.each([
    [
      '31 Jan, monthly',
      rule(1, 'months', '2026-01-31'),
      ['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31'],
    ],
    [
      '31 Jan of a leap year',
      rule(1, 'months', '2028-01-31'),
      ['2028-01-31', '2028-02-29', '2028-03-31', '2028-04-30', '2028-05-31'],
    ],
    [
      '29 Feb, yearly by 12 months',
      rule(12, 'months', '2028-02-29'),
      ['2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29'],
    ],
    [
      '30 Nov, every 3 months across the year end',
      rule(3, 'months', '2026-11-30'),
      ['2026-11-30', '2027-02-28', '2027-05-30', '2027-08-30', '2027-11-30'],
    ],
    [
      '31 Dec, monthly',
      rule(1, 'months', '2026-12-31'),
      ['2026-12-31', '2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30'],
    ],
  ])('%s', (_name, r, expected) => {
    expect([0, 1, 2, 3, 4].map((k) => occurrence(r, k))).toEqual(expected);
  });
});

describe('expansion within a range', () => {
  it.each([
    [
      'every 2 days across the year end',
      rule(2, 'days', '2026-12-27'),
      ['2026-12-30', '2027-01-03'],
      ['2026-12-31', '2027-01-02'],
    ],
    [
      'weekly across the spring clock change (last Sunday of March)',
      rule(1, 'weeks', '2026-03-16'),
      ['2026-03-20', '2026-04-06'],
      ['2026-03-23', '2026-03-30', '2026-04-06'],
    ],
    [
      'weekly across the autumn clock change (last Sunday of October)',
      rule(1, 'weeks', '2026-10-25'),
      ['2026-10-25', '2026-11-08'],
      ['2026-10-25', '2026-11-01', '2026-11-08'],
    ],
    [
      'every 2 weeks through ISO week 53 of 2026',
      rule(2, 'weeks', '2026-12-14'),
      ['2026-12-20', '2027-01-31'],
      ['2026-12-28', '2027-01-11', '2027-01-25'],
    ],
    [
      'monthly, range inside one gap',
      rule(1, 'months', '2026-01-31'),
      ['2026-03-01', '2026-03-30'],
      [],
    ],
    [
      'monthly, stops at the end date',
      rule(1, 'months', '2026-01-31', '2026-04-29'),
      ['2025-01-01', '2026-12-31'],
      ['2026-01-31', '2026-02-28', '2026-03-31'],
    ],
    ['range before the start', rule(1, 'days', '2026-05-10'), ['2026-05-01', '2026-05-09'], []],
    [
      'range ending on the start',
      rule(1, 'weeks', '2026-05-10'),
      ['2026-05-01', '2026-05-10'],
      ['2026-05-10'],
    ],
  ])('%s', (_name, r, [from, to], expected) => {
    expect(expandInterval(r, from as string, to as string)).toEqual(expected);
  });
});

describe('next and last occurrence', () => {
  const monthly = rule(1, 'months', '2026-01-31', '2026-06-30');
  it.each([
    ['2025-12-01', '2026-01-31', null],
    ['2026-02-01', '2026-02-28', '2026-01-31'],
    ['2026-02-28', '2026-02-28', '2026-02-28'],
    ['2026-06-01', '2026-06-30', '2026-05-31'],
    ['2026-06-30', '2026-06-30', '2026-06-30'],
    ['2027-01-01', null, '2026-06-30'],
  ])('around %s: next %s, last %s', (date, next, last) => {
    expect(firstOccurrenceFrom(monthly, date)).toBe(next);
    expect(lastOccurrenceUntil(monthly, date)).toBe(last);
  });

  it.each([
    ['2026-03-31', true],
    ['2026-03-28', false],
    ['2026-01-30', false],
    ['2026-06-30', true],
    ['2026-07-31', false],
  ])('%s is on the monthly rule: %s', (date, expected) => {
    expect(isOnInterval(monthly, date)).toBe(expected);
  });

  it('an open recurrence ends with the end of next year', () => {
    expect(defaultRecurrenceEnd('2026-11-23')).toBe('2027-12-31');
    expect(defaultRecurrenceEnd('2026-01-01')).toBe('2027-12-31');
  });
});

// An independent definition of "on the schedule" to check the expansion against.
function onScheduleByDefinition(r: IntervalRule, date: string): boolean {
  if (date < r.startDate || (r.endDate !== null && date > r.endDate)) return false;
  const diff = toDayNumber(date) - toDayNumber(r.startDate);
  if (r.unit === 'days') return diff % r.number === 0;
  if (r.unit === 'weeks') return diff % (7 * r.number) === 0;
  const [sy, sm, sd] = r.startDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const months = (y - sy) * 12 + (m - sm);
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return months % r.number === 0 && d === Math.min(sd, lastDay);
}

const dayArb = fc.integer({ min: toDayNumber('2020-01-01'), max: toDayNumber('2032-12-31') });
const ruleArb = fc
  .record({
    number: fc.integer({ min: 1, max: 14 }),
    unit: fc.constantFrom<IntervalUnit>('days', 'weeks', 'months'),
    start: dayArb,
    length: fc.option(fc.integer({ min: 0, max: 900 }), { nil: null }),
  })
  .map(({ number, unit, start, length }) =>
    rule(
      number,
      unit,
      fromDayNumber(start),
      length === null ? null : fromDayNumber(start + length),
    ),
  );

describe('properties', () => {
  it('expansion is ascending, inside the range and the rule, and complete', () => {
    fc.assert(
      fc.property(ruleArb, dayArb, fc.integer({ min: 0, max: 400 }), (r, fromDay, length) => {
        const from = fromDayNumber(fromDay);
        const to = addDays(from, length);
        const dates = expandInterval(r, from, to);
        expect(dates).toEqual(datesBetween(from, to).filter((d) => onScheduleByDefinition(r, d)));
        for (const date of dates) expect(isOnInterval(r, date)).toBe(true);
      }),
    );
  });

  it('the first occurrence from a date is the earliest on the rule on or after it', () => {
    fc.assert(
      fc.property(ruleArb, dayArb, (r, day) => {
        const date = fromDayNumber(day);
        const next = firstOccurrenceFrom(r, date);
        const horizon = addDays(date > r.startDate ? date : r.startDate, 14 * 31);
        const brute = datesBetween(date, horizon).find((d) => onScheduleByDefinition(r, d));
        expect(next).toBe(brute ?? null);
        const last = lastOccurrenceUntil(r, date);
        if (last !== null) {
          expect(last <= date && onScheduleByDefinition(r, last)).toBe(true);
          expect(expandInterval(r, addDays(last, 1), date)).toEqual([]);
        }
      }),
    );
  });
});
