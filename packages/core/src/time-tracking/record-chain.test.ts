import { describe, expect, it } from 'vitest';
import {
  carryLevels,
  closingValues,
  coveredPeriod,
  earlierInYear,
  formerRecordOf,
  validateRecordPeriod,
  type RecordSpan,
} from './record-chain.ts';
import { makeAbsence, makeRecord } from './test-fixtures.ts';
import { DEFAULT_TIME_SETTINGS, recordPeriod } from './time-settings.ts';

const span = (id: string, year: number, startMonth: number, endMonth: number): RecordSpan => ({
  id,
  year,
  startMonth,
  endMonth,
});

describe('a record runs from its start month to the end of its end month', () => {
  it.each([
    [2026, 1, 12, '2026-01-01', '2026-12-31'],
    [2026, 1, 6, '2026-01-01', '2026-06-30'],
    [2026, 7, 12, '2026-07-01', '2026-12-31'],
    [2028, 2, 2, '2028-02-01', '2028-02-29'], // leap year
    [2026, 3, 4, '2026-03-01', '2026-04-30'],
  ])('%i, months %i–%i → %s … %s', (year, from, to, startDate, endDate) => {
    expect(recordPeriod(year, from, to)).toEqual({ startDate, endDate });
  });
});

describe('records of one user never share a month', () => {
  const existing = [span('a', 2026, 1, 6), span('b', 2027, 1, 12)];
  it.each([
    // start, end, year, expected field (none = allowed)
    [7, 12, 2026, null],
    [6, 12, 2026, 'startMonth'], // June belongs to the first record
    [1, 3, 2026, 'startMonth'],
    [3, 3, 2026, 'startMonth'],
    [12, 12, 2026, null],
    [1, 1, 2027, 'startMonth'],
    [1, 12, 2028, null],
    [9, 8, 2026, 'endMonth'], // ends before it starts
  ])('months %i–%i of %i → %s', (startMonth, endMonth, year, field) => {
    const issues = validateRecordPeriod(span('new', year, startMonth, endMonth), existing);
    expect(issues.map((i) => i.field)).toEqual(field ? [field] : []);
  });

  it('lets a record keep its own months when it is changed', () => {
    expect(validateRecordPeriod(span('a', 2026, 1, 5), existing)).toEqual([]);
  });
});

describe('the record a new one continues from', () => {
  const records = [span('y25', 2025, 1, 12), span('h1', 2026, 1, 6), span('y27', 2027, 1, 12)];
  it.each([
    [2026, 7, 'h1'], // contract change: the first half of the same year
    [2026, 1, 'y25'],
    [2028, 1, 'y27'],
    [2025, 1, undefined],
  ])('%i from month %i → %s', (year, startMonth, expected) => {
    expect(formerRecordOf({ year, startMonth }, records)?.id).toBe(expected);
  });

  it('counts only the same year’s earlier records for the pro-rata entitlement', () => {
    const second = span('h2', 2026, 7, 12);
    expect(earlierInYear(second, records).map((r) => r.id)).toEqual(['h1']);
    expect(earlierInYear(span('y25', 2025, 1, 12), records)).toEqual([]);
  });
});

describe('carried values are computed former record first', () => {
  it('orders a chain of records by levels', () => {
    const chain = [
      { id: 'c', formerRecordId: 'b' },
      { id: 'a', formerRecordId: null },
      { id: 'b', formerRecordId: 'a' },
      { id: 'x', formerRecordId: 'not-loaded' },
    ];
    expect(carryLevels(chain).map((level) => level.map((r) => r.id))).toEqual([
      ['a', 'x'],
      ['b'],
      ['c'],
    ]);
  });

  it('cuts a loop instead of running forever', () => {
    const loop = [
      { id: 'a', formerRecordId: 'b' },
      { id: 'b', formerRecordId: 'a' },
    ];
    expect(carryLevels(loop).flat()).toHaveLength(2);
  });

  it('hands on the closing account and the vacation left, after every approval', () => {
    const record = makeRecord({
      year: 2026,
      ...recordPeriod(2026),
      settings: { ...DEFAULT_TIME_SETTINGS, vacationDaysPerYear: 30 },
      initialSaldo: 90,
      initialVacation: 2,
    });
    const sheet = { record, entries: [] };
    // Nothing recorded and days counted up to 31 December are missing; until before the year counts nothing.
    expect(closingValues(sheet, { until: '2025-12-31' })).toEqual({ saldo: 90, vacation: 32 });
    const december = makeAbsence('vacation', '2026-12-21', '2026-12-23');
    expect(closingValues({ ...sheet, absences: [december] }, { until: '2025-12-31' })).toEqual({
      saldo: 90,
      vacation: 29,
    });
  });
});

describe('an absence may run from one record into the next', () => {
  const records = [span('h1', 2026, 1, 6), span('h2', 2026, 7, 12), span('y28', 2028, 1, 12)];
  it.each([
    ['2026-03-02', '2026-01-01', '2026-12-31'],
    ['2026-08-10', '2026-01-01', '2026-12-31'],
    ['2028-05-05', '2028-01-01', '2028-12-31'],
  ])('%s → %s … %s', (date, startDate, endDate) => {
    expect(coveredPeriod(records, date)).toEqual({ startDate, endDate });
  });
  it('is null where no record covers the year', () => {
    expect(coveredPeriod(records, '2027-03-01')).toBeNull();
  });
  it.each([
    [7, 12, '2026-03-02', '2026-07-01'], // before the year's record: its dates
    [4, 6, '2026-12-02', '2026-04-01'], // after it
  ])('months %i–%i, a date outside them, %s, gets theirs: from %s', (from, to, date, start) => {
    expect(coveredPeriod([span('b', 2026, from, to)], date)?.startDate).toBe(start);
  });
});
