import { describe, expect, it } from 'vitest';
import { monthDays, monthRange } from './calendar-days.ts';

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
});
