import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_SETTINGS } from './time-settings.ts';
import { makeAbsence, makeRecord } from './test-fixtures.ts';
import {
  vacationBalance,
  vacationDaysByMonth,
  vacationEntitlement,
  vacationSummary,
} from './vacation-balance.ts';

const withDays = (vacationDaysPerYear: number, extra = {}) =>
  makeRecord({ settings: { ...DEFAULT_TIME_SETTINGS, vacationDaysPerYear }, ...extra });

describe('vacation entitlement under the pro-rata setting (a twelfth per month)', () => {
  it.each([
    // yearly days, start month, month, initial, entitlement
    [30, 1, 1, 0, 3],
    [30, 1, 6, 0, 15],
    [30, 1, 12, 0, 30],
    [27, 1, 1, 0, 3], // 2.25 rounded up
    [27, 1, 4, 0, 9],
    [25, 1, 12, 0, 25], // no floating-point surplus day
    [25, 1, 5, 0, 11],
    [30, 4, 3, 0, 0], // before the record starts
    [30, 4, 4, 0, 3],
    [30, 4, 12, 5, 28],
    [30, 1, 0, 2, 2],
    [30, 1, 13, 0, 30],
  ])(
    '%i days, record from month %i, month %i, initial %i → %i',
    (days, startMonth, month, initial, expected) => {
      const start = `2025-${String(startMonth).padStart(2, '0')}-01`;
      const record = withDays(days, { startDate: start, initialVacation: initial });
      const sheet = {
        record,
        entries: [],
        employment: { start: '2020-01-01' },
        vacationAccrual: 'proRata' as const,
      };
      expect(vacationEntitlement(sheet, month)).toBe(expected);
    },
  );

  it('gives the whole year on 1 January without the setting (§ 4 BUrlG)', () => {
    const sheet = { record: withDays(27, { initialVacation: 2 }), entries: [] };
    expect(vacationEntitlement(sheet, 1)).toBe(29);
    expect(vacationEntitlement(sheet, 0)).toBe(2);
  });
});

describe('vacation balance (Urlaub)', () => {
  const record = withDays(30, {
    holidays: new Map([
      ['2025-05-01', 'may'],
      ['2025-05-29', 'ascension'],
    ]),
  });

  it('counts only planned working days of approved vacation', () => {
    const absences = [
      makeAbsence('vacation', '2025-04-28', '2025-05-04'), // Mon–Sun with 1 May: 3 days in April, 1 in May
      makeAbsence('vacation', '2025-05-26', '2025-05-30'), // 4 days, 29 May is a holiday
      makeAbsence('vacation', '2025-06-02', '2025-06-03', 'created'),
      makeAbsence('illness', '2025-06-04', '2025-06-05'),
    ];
    const perMonth = vacationDaysByMonth({ record, entries: [], absences });
    expect(perMonth[4]).toBe(3);
    expect(perMonth[5]).toBe(5);
    expect(perMonth[6]).toBe(0);
    const proRata = { record, entries: [], absences, vacationAccrual: 'proRata' as const };
    expect(vacationBalance(proRata, 5)).toEqual({
      endOfPreviousMonth: 10 - 3,
      arisenInMonth: 3,
      taken: 5,
      remaining: 13 - 8, // ceil(30 / 12 × 5) = 13
      carriedOver: 0,
      arisen: 13,
      takenSoFar: 8,
      entitlement: 13,
      basis: 'proRata',
      waitingPeriodEnd: '2024-06-30',
      arisesOn: null,
    });
    // § 4 BUrlG: the whole year arose on 1 January.
    expect(vacationBalance({ record, entries: [], absences }, 5)).toMatchObject({
      endOfPreviousMonth: 30 - 3,
      arisenInMonth: 0,
      taken: 5,
      remaining: 30 - 8,
      basis: 'full',
    });
  });

  it('counts overlapping vacations once and only inside the record', () => {
    const late = withDays(30, { startDate: '2025-03-01' });
    const absences = [
      makeAbsence('vacation', '2025-02-24', '2025-03-04'),
      makeAbsence('vacation', '2025-03-03', '2025-03-05'),
    ];
    expect(vacationDaysByMonth({ record: late, entries: [], absences }).slice(2, 4)).toEqual([
      0, 3,
    ]);
  });

  it('respects the weekdays of the record', () => {
    const fourDays = makeRecord({ settings: { ...DEFAULT_TIME_SETTINGS, weekdaysPerWeek: 4 } });
    const absences = [makeAbsence('vacation', '2025-05-05', '2025-05-11')];
    expect(vacationDaysByMonth({ record: fourDays, entries: [], absences })[5]).toBe(4);
  });

  it('summarises the year for the records table', () => {
    const absences = [makeAbsence('vacation', '2025-07-07', '2025-07-18')];
    expect(
      vacationSummary({ record: withDays(30, { initialVacation: 3 }), entries: [], absences }),
    ).toEqual({
      available: 33,
      taken: 10,
      carriedOver: 3,
      arisen: 30,
      remaining: 23,
      basis: 'full',
    });
  });

  it('rejects an invalid month', () => {
    expect(() => vacationBalance({ record, entries: [] }, 0)).toThrow(RangeError);
    expect(() => vacationBalance({ record, entries: [] }, 13)).toThrow(RangeError);
  });

  it('starts January from the initial vacation', () => {
    const sheet = { record: withDays(30, { initialVacation: 4 }), entries: [] };
    expect(vacationBalance({ ...sheet, vacationAccrual: 'proRata' }, 1)).toMatchObject({
      endOfPreviousMonth: 4,
      arisenInMonth: 3,
      taken: 0,
      remaining: 7,
      entitlement: 7,
    });
    expect(vacationBalance(sheet, 1)).toMatchObject({
      endOfPreviousMonth: 4,
      arisenInMonth: 30,
      remaining: 34,
    });
  });
});
