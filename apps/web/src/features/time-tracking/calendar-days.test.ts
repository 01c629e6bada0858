import { describe, expect, it } from 'vitest';
import { monthDays, monthRange, viewMonths } from './calendar-days.ts';

describe('calendar days', () => {
  it('shows whole weeks, Monday first', () => {
    const days = monthDays('2026-11');
    expect(days[0]).toEqual({ date: '2026-10-26', inMonth: false, weekend: false });
    expect(days.at(-1)?.date).toBe('2026-12-06');
    expect(days.length % 7).toBe(0);
    expect(days.filter((d) => d.inMonth)).toHaveLength(30);
    expect(days.find((d) => d.date === '2026-11-01')?.weekend).toBe(true);
  });

  it('starts on the 1st when the month starts on a Monday', () => {
    expect(monthDays('2026-06')[0]?.date).toBe('2026-06-01');
  });

  it('counts months across a year end', () => {
    expect(monthRange('2026-11', 3)).toEqual(['2026-11', '2026-12', '2027-01']);
  });

  it.each([
    ['2026-11', 'quarter', ['2026-10', '2026-11', '2026-12']],
    ['2026-10', 'quarter', ['2026-10', '2026-11', '2026-12']],
    ['2026-01', 'quarter', ['2026-01', '2026-02', '2026-03']],
    ['2026-06', 'quarter', ['2026-04', '2026-05', '2026-06']],
    ['2026-11', 'month', ['2026-11']],
  ] as const)('%s as a %s shows %j (the calendar quarter)', (month, span, expected) => {
    expect(viewMonths(month, span)).toEqual(expected);
  });
});
