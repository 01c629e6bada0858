import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumberOf, fromDayNumber } from './local-date.ts';
import { makeAbsence, makeRecord } from './test-fixtures.ts';
import { DEFAULT_TIME_SETTINGS } from './time-settings.ts';
import type { YearRecord } from './types.ts';
import { vacationBalance, vacationEntitlement, vacationSummary } from './vacation-balance.ts';

/** A record of `days` vacation days a year from the first of `from` to the end of `to`. */
const between = (days: number, from: number, to: number, extra: Partial<YearRecord> = {}) =>
  makeRecord({
    id: `record-${from}-${to}`,
    startDate: fromDayNumber(dayNumberOf(2025, from, 1)),
    endDate: fromDayNumber(dayNumberOf(2025, to + 1, 1) - 1),
    settings: { ...DEFAULT_TIME_SETTINGS, vacationDaysPerYear: days },
    ...extra,
  });

describe('vacation of a record that ends before 31 December', () => {
  it.each([
    // yearly days, first month, last month, month asked, entitlement
    [30, 1, 6, 6, 15],
    [30, 1, 6, 12, 15], // nothing more after the record's end
    [30, 1, 6, 7, 15],
    [30, 1, 6, 3, 8], // 7.5 rounded up
    [25, 1, 6, 12, 13], // 12.5 rounded up
    [30, 4, 9, 12, 15],
    [30, 4, 9, 3, 0],
    [30, 1, 12, 12, 30],
  ])('%i days, months %i–%i, month %i → %i', (days, from, to, month, expected) => {
    expect(vacationEntitlement(between(days, from, to), month)).toBe(expected);
  });
});

describe('two records in one year add up to the year, never twice', () => {
  it.each([
    // days first half, days second half, last month of the first, first + second
    [30, 30, 6, 15, 15],
    [25, 25, 6, 13, 12], // 12.5 + 12.5: the second continues from the exact share
    [30, 20, 6, 15, 10], // full-time until June, part-time from July
    [27, 20, 4, 9, 14], // 9 + 13.33 → ceil(22.33) = 23 for the year
    [25, 30, 7, 15, 13], // 14.58 + 12.5 = 27.08 → 28
  ])('%i then %i days, split after month %i → %i + %i', (d1, d2, split, first, second) => {
    const a = between(d1, 1, split);
    const b = between(d2, split + 1, 12);
    expect(vacationEntitlement(a, 12)).toBe(first);
    expect(vacationEntitlement(b, 12, [a])).toBe(second);
    expect(first + second).toBe(Math.ceil((d1 * split + d2 * (12 - split)) / 12));
  });

  it('ignores records of other years and records that do not end before', () => {
    // 25 days: after an earlier half year the second would get 12 instead of 13.
    const b = between(25, 7, 12);
    const otherYear = { ...between(25, 1, 6), year: 2024 };
    expect(vacationEntitlement(b, 12, [otherYear])).toBe(13);
    expect(vacationEntitlement(b, 12, [between(25, 7, 12)])).toBe(13);
    expect(vacationEntitlement(b, 12, [between(25, 1, 7)])).toBe(13); // overlaps, not earlier
    expect(vacationEntitlement(b, 12, [between(25, 1, 6)])).toBe(12);
  });

  it('is what one record over the whole year gets when the days stay the same', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 11 }),
        fc.integer({ min: 1, max: 12 }),
        (days, split, month) => {
          const a = between(days, 1, split);
          const b = between(days, split + 1, 12);
          const both = vacationEntitlement(a, month) + vacationEntitlement(b, month, [a]);
          expect(both).toBe(vacationEntitlement(between(days, 1, 12), month));
        },
      ),
    );
  });

  it('carries the earlier records into the Urlaub section and the records table', () => {
    const a = between(25, 1, 6);
    const b = between(25, 7, 12, { initialVacation: 2 });
    const absences = [makeAbsence('vacation', '2025-07-07', '2025-07-11')];
    const sheet = { record: b, entries: [], absences, earlierRecords: [a] };
    expect(vacationBalance(sheet, 7)).toEqual({
      endOfPreviousMonth: 2,
      taken: 5,
      remaining: 2 + 2 - 5, // ceil(175 / 12) − ceil(150 / 12) = 15 − 13
      entitlement: 4,
    });
    expect(vacationSummary(sheet)).toEqual({ available: 12 + 2, taken: 5 });
  });
});
