import { describe, expect, it } from 'vitest';
import {
  addDays,
  civilOf,
  datesBetween,
  dayNumberOf,
  daysInMonth,
  fromDayNumber,
  isLocalDate,
  isoWeekDates,
  isoWeekOf,
  isoWeeksInYear,
  toDayNumber,
  weekdayOf,
} from './local-date.ts';

describe('day numbers', () => {
  it.each([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    ['1969-12-31', -1],
    ['2000-03-01', 11017],
    ['2024-02-29', 19782],
    ['2025-01-01', 20089],
  ])('%s is day %i and back', (date, n) => {
    expect(toDayNumber(date)).toBe(n);
    expect(fromDayNumber(n)).toBe(date);
  });

  it('agrees with Date.UTC over many years', () => {
    for (let n = -800; n < 30000; n += 37) {
      const iso = new Date(n * 86400000).toISOString().slice(0, 10);
      expect(fromDayNumber(n)).toBe(iso);
      expect(toDayNumber(iso)).toBe(n);
    }
  });

  it('converts civil dates both ways', () => {
    expect(dayNumberOf(2025, 3, 1)).toBe(toDayNumber('2025-03-01'));
    expect(civilOf(toDayNumber('2025-12-31'))).toEqual({ year: 2025, month: 12, day: 31 });
  });
});

describe('calendar helpers', () => {
  it.each([
    ['2025-05-05', 0],
    ['2025-05-06', 1],
    ['2025-05-10', 5],
    ['2025-05-11', 6],
    ['1969-12-28', 6],
  ])('weekday of %s is %i (Monday 0)', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  it.each([
    [2024, 2, 29],
    [2025, 2, 28],
    [2025, 4, 30],
    [2025, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  it('adds days across months and years', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('lists dates inclusively', () => {
    expect(datesBetween('2025-02-27', '2025-03-02')).toEqual([
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
    expect(datesBetween('2025-03-02', '2025-03-01')).toEqual([]);
  });

  it.each([
    ['2025-02-28', true],
    ['2025-02-29', false],
    ['2024-02-29', true],
    ['2025-13-01', false],
    ['2025-1-01', false],
    ['x2025-01-01', false],
  ])('isLocalDate(%s) is %s', (value, valid) => {
    expect(isLocalDate(value)).toBe(valid);
  });
});

describe('ISO weeks (KW, Monday start)', () => {
  it.each([
    ['2025-01-01', 2025, 1],
    ['2024-12-30', 2025, 1],
    ['2021-01-03', 2020, 53],
    ['2026-12-31', 2026, 53],
    ['2025-12-28', 2025, 52],
    ['2025-05-08', 2025, 19],
  ])('%s is KW %i/%i', (date, year, week) => {
    expect(isoWeekOf(date)).toEqual({ year, week });
  });

  it('lists Monday to Sunday', () => {
    expect(isoWeekDates(2025, 1)).toEqual([
      '2024-12-30',
      '2024-12-31',
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
      '2025-01-04',
      '2025-01-05',
    ]);
    expect(isoWeekDates(2020, 53)[6]).toBe('2021-01-03');
  });

  it.each([
    [2020, 53],
    [2025, 52],
    [2026, 53],
  ])('%i has %i weeks', (year, weeks) => {
    expect(isoWeeksInYear(year)).toBe(weeks);
  });
});
