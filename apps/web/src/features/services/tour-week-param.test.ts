import { describe, expect, it } from 'vitest';
import { OVERVIEW, parseTourWeek, weekInYear, yearChoices } from './tour-week-param.ts';

const today = '2026-11-26';

describe('parseTourWeek', () => {
  it.each([
    [null, null, { week: '2026-11-23', year: 2026 }],
    ['2026-11-16', null, { week: '2026-11-16', year: 2026 }],
    // KW 53 of 2026 runs into 2027; KW 1 of 2026 starts in 2025.
    ['2026-12-28', null, { week: '2026-12-28', year: 2026 }],
    ['2025-12-29', null, { week: '2025-12-29', year: 2026 }],
    // Not a Monday, not a date, or a leftover year: this week.
    ['2026-11-17', null, { week: '2026-11-23', year: 2026 }],
    ['KW 3', '2025', { week: '2026-11-23', year: 2026 }],
    [OVERVIEW, null, { week: null, year: 2026 }],
    [OVERVIEW, '2027', { week: null, year: 2027 }],
    [OVERVIEW, '99999', { week: null, year: 2026 }],
    [OVERVIEW, '2026.5', { week: null, year: 2026 }],
  ])('reads week %s, year %s', (week, year, expected) => {
    expect(parseTourWeek(week, year, today)).toEqual(expected);
  });

  it('takes the ISO year of today for the overview around new year', () => {
    expect(parseTourWeek(OVERVIEW, null, '2027-01-02')).toEqual({ week: null, year: 2026 });
  });
});

describe('yearChoices', () => {
  it('offers last, this and next year, and keeps a shown year further away', () => {
    expect(yearChoices(today, 2026)).toEqual([2025, 2026, 2027]);
    expect(yearChoices(today, 2030)).toEqual([2025, 2026, 2027, 2030]);
  });
});

describe('weekInYear', () => {
  it.each([
    ['2026-11-23', 2027, '2027-11-29'],
    ['2026-12-28', 2027, '2027-12-27'],
    ['2026-12-28', 2026, '2026-12-28'],
    ['2025-12-29', 2025, '2024-12-30'],
  ])('moves %s to %i → %s', (monday, year, expected) => {
    expect(weekInYear(monday, year)).toBe(expected);
  });
});
