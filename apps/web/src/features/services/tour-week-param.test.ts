import { describe, expect, it } from 'vitest';
import { OVERVIEW, parseTourWeek, weekInYear, weekStep, yearChoices } from './tour-week-param.ts';

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

describe('weekStep', () => {
  it.each([
    // Across the year boundary: KW 53 of 2026 lies between KW 52 and KW 1 of 2027.
    ['2026-12-28', 'next', '2027-01-04'],
    ['2027-01-04', 'previous', '2026-12-28'],
    ['2026-12-21', 'next', '2026-12-28'],
    // Across the clock change at the end of March.
    ['2026-03-23', 'next', '2026-03-30'],
  ] as const)('from %s, %s is %s', (shown, step, week) => {
    expect(weekStep(shown, step)).toEqual({ week, year: null });
    const parsed = parseTourWeek(week, null, today);
    expect(parsed.week).toBe(week);
  });

  it("'Heute' drops the week, so this week shows; the overview has no neighbours", () => {
    expect(weekStep('2026-12-28', 'today')).toEqual({ week: null, year: null });
    expect(weekStep(null, 'today')).toEqual({ week: null, year: null });
    expect(weekStep(null, 'next')).toBeNull();
    expect(weekStep(null, 'previous')).toBeNull();
    expect(parseTourWeek(null, null, today).week).toBe('2026-11-23');
  });
});
