import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_SETTINGS,
  FORM_VACATION_DAYS_FALLBACK,
  recordPeriod,
  recordYearOptions,
  startMonthOptions,
} from './time-settings.ts';

describe('time settings of a record', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_TIME_SETTINGS).toEqual({
      weeklyHours: 40,
      weekdaysPerWeek: 5,
      pauseMinutes: 30,
      vacationDaysPerYear: 30,
      startTime: '08:00',
    });
    expect(FORM_VACATION_DAYS_FALLBACK).toBe(27);
  });

  it.each([
    [2025, undefined, '2025-01-01', '2025-12-31'],
    [2025, 1, '2025-01-01', '2025-12-31'],
    [2025, 4, '2025-04-01', '2025-12-31'],
    [2024, 12, '2024-12-01', '2024-12-31'],
  ])('a record of %i from month %s runs %s–%s', (year, month, startDate, endDate) => {
    expect(recordPeriod(year, month)).toEqual({ startDate, endDate });
  });

  it('offers the first of each month as start', () => {
    const options = startMonthOptions(2025);
    expect(options).toHaveLength(12);
    expect(options[0]).toBe('2025-01-01');
    expect(options[11]).toBe('2025-12-01');
  });

  it('offers the current year and the next four', () => {
    expect(recordYearOptions(2025)).toEqual([2025, 2026, 2027, 2028, 2029]);
  });
});
