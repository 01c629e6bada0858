import { describe, expect, it } from 'vitest';
import {
  type SummarySchedule,
  mondayOf,
  scheduleSummary,
  weekName,
  weekOptionLabel,
  weekOptions,
  WEEK_PICKER_WEEKS,
} from './schedule-summary.ts';

const interval = (
  patch: Partial<Extract<SummarySchedule, { type: 'interval' }>>,
): SummarySchedule => ({
  type: 'interval',
  every: 1,
  unit: 'weeks',
  startWeek: '2026-11-30',
  endWeek: null,
  days: ['monday'],
  ...patch,
});

describe('scheduleSummary', () => {
  it.each<[string, SummarySchedule, number | undefined, string]>([
    [
      'every 2 weeks, two days in week order',
      interval({ every: 2, days: ['thursday', 'monday'] }),
      2026,
      'Alle 2 Wochen ab KW 49: Montag, Donnerstag',
    ],
    ['every week', interval({}), 2026, 'Jede Woche ab KW 49: Montag'],
    [
      'every month, any day',
      interval({ unit: 'months', days: ['any'] }),
      2026,
      'Jeden Monat ab KW 49: beliebiger Tag',
    ],
    [
      'every 3 months',
      interval({ every: 3, unit: 'months' }),
      2026,
      'Alle 3 Monate ab KW 49: Montag',
    ],
    [
      'an end week in the next ISO year carries its year',
      interval({ endWeek: '2027-01-04' }),
      2026,
      'Jede Woche von KW 49 bis KW 1/2027: Montag',
    ],
    [
      'the 53rd week of 2026 ends in 2027 and still belongs to 2026',
      interval({ startWeek: '2026-12-28' }),
      2026,
      'Jede Woche ab KW 53: Montag',
    ],
    [
      'without a current year no year is shown',
      interval({ startWeek: '2027-01-04' }),
      undefined,
      'Jede Woche ab KW 1: Montag',
    ],
    ['no start week (yet)', interval({ startWeek: null }), 2026, 'Jede Woche: Montag'],
    ['one month day', { type: 'dates', monthDays: [5] }, 2026, 'Am 5. des Monats'],
    [
      'two month days, sorted',
      { type: 'dates', monthDays: [15, 1] },
      2026,
      'Am 1. und 15. des Monats',
    ],
    [
      'three month days',
      { type: 'dates', monthDays: [20, 1, 10] },
      2026,
      'Am 1., 10. und 20. des Monats',
    ],
  ])('%s', (_name, schedule, year, expected) => {
    expect(scheduleSummary(schedule, year)).toBe(expected);
  });
});

describe('weeks', () => {
  it.each([
    ['2026-11-30', 2026, 'KW 49'],
    ['2027-01-04', 2026, 'KW 1/2027'],
    // 2026 has 53 ISO weeks: 28.12.2026 is KW 53 of 2026.
    ['2026-12-28', 2027, 'KW 53/2026'],
  ])('weekName(%s, %i) = %s', (monday, year, expected) => {
    expect(weekName(monday, year)).toBe(expected);
  });

  it('labels a week with its ISO year, its Monday and Sunday', () => {
    expect(weekOptionLabel('2026-11-30')).toBe('KW 49/2026 (30.11.–06.12.)');
    expect(weekOptionLabel('2026-12-28')).toBe('KW 53/2026 (28.12.–03.01.)');
    expect(weekOptionLabel('2027-01-04')).toBe('KW 1/2027 (04.01.–10.01.)');
    // KW 1 of 2026 starts in 2025.
    expect(weekOptionLabel('2025-12-29')).toBe('KW 1/2026 (29.12.–04.01.)');
  });

  it('lists the weeks from the current one on, across the year boundary', () => {
    // Wednesday 30 December 2026 lies in KW 53 of 2026.
    const options = weekOptions('2026-12-30', 4);
    expect(options).toEqual([
      { value: '2026-12-28', label: 'KW 53/2026 (28.12.–03.01.)' },
      { value: '2027-01-04', label: 'KW 1/2027 (04.01.–10.01.)' },
      { value: '2027-01-11', label: 'KW 2/2027 (11.01.–17.01.)' },
      { value: '2027-01-18', label: 'KW 3/2027 (18.01.–24.01.)' },
    ]);
    // A Sunday belongs to the week that started six days before; a Monday starts its own.
    expect(weekOptions('2027-01-03', 1)[0]?.value).toBe('2026-12-28');
    expect(weekOptions('2027-01-04', 1)[0]?.value).toBe('2027-01-04');
    // Two years of Mondays, seven days apart.
    const all = weekOptions('2026-12-07');
    expect(all).toHaveLength(WEEK_PICKER_WEEKS);
    expect(all.at(-1)?.value).toBe('2028-12-04');
  });

  it.each([
    ['2026-11-26', '2026-11-23'],
    ['2026-11-23', '2026-11-23'],
    ['2026-11-29', '2026-11-23'],
    ['2027-01-01', '2026-12-28'],
  ])('mondayOf(%s) = %s', (date, monday) => {
    expect(mondayOf(date)).toBe(monday);
  });
});
