import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumberOf, fromDayNumber } from './local-date.ts';
import { makeAbsence, makeRecord } from './test-fixtures.ts';
import { DEFAULT_TIME_SETTINGS } from './time-settings.ts';
import type { TimeSheet } from './timesheet.ts';
import type { YearRecord } from './types.ts';
import { vacationBalance, vacationEntitlement, vacationSummary } from './vacation-balance.ts';
import type { VacationAccrual } from './vacation-rules.ts';

/** A record of `days` vacation days a year from the first of `from` to the end of `to`. */
const between = (days: number, from: number, to: number, extra: Partial<YearRecord> = {}) =>
  makeRecord({
    id: `record-${from}-${to}`,
    startDate: fromDayNumber(dayNumberOf(2025, from, 1)),
    endDate: fromDayNumber(dayNumberOf(2025, to + 1, 1) - 1),
    settings: { ...DEFAULT_TIME_SETTINGS, vacationDaysPerYear: days },
    ...extra,
  });

/** Employed since 2020; `others` are the user's other records of the year. */
const sheetOf = (
  record: YearRecord,
  others: YearRecord[] = [],
  vacationAccrual: VacationAccrual = 'statutory',
): TimeSheet => ({
  record,
  entries: [],
  yearRecords: others,
  employment: { start: '2020-01-01' },
  vacationAccrual,
});

describe('vacation of a record that ends before 31 December (pro-rata setting)', () => {
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
    const record = between(days, from, to);
    expect(vacationEntitlement(sheetOf(record, [], 'proRata'), month)).toBe(expected);
  });
});

describe('two records in one year (the hours changed) add up to the year, never twice', () => {
  it.each([
    // accrual, days first half, days second half, last month of the first, first + second
    ['proRata', 30, 30, 6, 15, 15],
    ['proRata', 25, 25, 6, 13, 12], // 12.5 + 12.5: the second continues from the exact share
    ['proRata', 30, 20, 6, 15, 10], // full-time until June, part-time from July
    ['proRata', 27, 20, 4, 9, 14], // 9 + 13.33 → ceil(22.33) = 23 for the year
    ['proRata', 25, 30, 7, 15, 13], // 14.58 + 12.5 = 27.08 → 28
    // § 4 BUrlG: the same days per year stay one yearly entitlement, on 1 January
    ['statutory', 30, 30, 6, 30, 0],
    ['statutory', 25, 25, 6, 25, 0],
    // changed days per year: each part by its months, arising when it begins
    ['statutory', 30, 20, 6, 15, 10],
    ['statutory', 27, 20, 4, 9, 14],
    ['statutory', 25, 30, 7, 15, 13],
  ] as const)(
    '%s: %i then %i days, split after month %i → %i + %i',
    (accrual, d1, d2, split, first, second) => {
      const a = between(d1, 1, split);
      const b = between(d2, split + 1, 12);
      expect(vacationEntitlement(sheetOf(a, [b], accrual), 12)).toBe(first);
      expect(vacationEntitlement(sheetOf(b, [a], accrual), 12)).toBe(second);
      expect(first + second).toBe(Math.ceil((d1 * split + d2 * (12 - split)) / 12));
    },
  );

  it('gives the second part with other days per year when it begins (§ 4 BUrlG)', () => {
    const a = between(30, 1, 6);
    const b = between(20, 7, 12);
    expect(vacationEntitlement(sheetOf(a, [b]), 1)).toBe(15);
    expect(vacationEntitlement(sheetOf(b, [a]), 6)).toBe(0);
    expect(vacationEntitlement(sheetOf(b, [a]), 7)).toBe(10);
  });

  it('ignores records of other years', () => {
    // 25 days pro rata: after an earlier half year the second would get 12 instead of 13.
    const b = between(25, 7, 12);
    const otherYear = { ...between(25, 1, 6), year: 2024 };
    expect(vacationEntitlement(sheetOf(b, [otherYear], 'proRata'), 12)).toBe(13);
    expect(vacationEntitlement(sheetOf(b, [between(25, 1, 6)], 'proRata'), 12)).toBe(12);
  });

  it('is what one record over the whole year gets when the days stay the same', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 11 }),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom<VacationAccrual>('statutory', 'proRata'),
        (days, split, month, accrual) => {
          const a = between(days, 1, split);
          const b = between(days, split + 1, 12);
          const both =
            vacationEntitlement(sheetOf(a, [b], accrual), month) +
            vacationEntitlement(sheetOf(b, [a], accrual), month);
          expect(both).toBe(vacationEntitlement(sheetOf(between(days, 1, 12), [], accrual), month));
        },
      ),
    );
  });

  it('carries the earlier records into the Urlaub section and the records table', () => {
    const a = between(25, 1, 6);
    const b = between(25, 7, 12, { initialVacation: 2 });
    const absences = [makeAbsence('vacation', '2025-07-07', '2025-07-11')];
    const sheet = { ...sheetOf(b, [a], 'proRata'), absences };
    expect(vacationBalance(sheet, 7)).toMatchObject({
      endOfPreviousMonth: 2,
      arisenInMonth: 2, // ceil(175 / 12) − ceil(150 / 12) = 15 − 13
      taken: 5,
      remaining: 2 + 2 - 5,
      entitlement: 4,
    });
    expect(vacationSummary(sheet)).toMatchObject({ available: 12 + 2, taken: 5 });
    // § 4: the year's 25 days arose in the first record; the second carries what it left.
    expect(vacationSummary({ ...sheet, vacationAccrual: 'statutory' })).toMatchObject({
      available: 2,
      taken: 5,
      remaining: -3,
    });
  });
});
