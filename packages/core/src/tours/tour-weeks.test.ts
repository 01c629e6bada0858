import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from '../time-tracking/local-date.ts';
import { dayArb } from './test-fixtures.ts';
import { weekLabel, weekMondayOf, weekOptions, workdaysOf } from './tour-weeks.ts';

describe('weeks of a date', () => {
  it.each([
    ['a Thursday on New Year', '2026-01-01', '2025-12-29', 'KW 1'],
    ['the Monday of KW 53', '2026-12-28', '2026-12-28', 'KW 53'],
    ['New Year 2027 in KW 53 of 2026', '2027-01-01', '2026-12-28', 'KW 53'],
    ['the Sunday closing KW 53', '2027-01-03', '2026-12-28', 'KW 53'],
    ['the first Monday of 2027', '2027-01-04', '2027-01-04', 'KW 1'],
    ['the Sunday of the spring clock change', '2026-03-29', '2026-03-23', 'KW 13'],
    ['29 February of a leap year', '2028-02-29', '2028-02-28', 'KW 9'],
  ])('%s: %s', (_name, date, monday, label) => {
    expect(weekMondayOf(date)).toBe(monday);
    expect(weekLabel(date)).toBe(label);
  });

  it('lists Monday to Friday of the week around the year end', () => {
    expect(workdaysOf('2027-01-03')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
  });

  it('finds the Monday on or before any day', () => {
    fc.assert(
      fc.property(dayArb, (date) => {
        const monday = weekMondayOf(date);
        expect(weekdayOf(monday)).toBe(0);
        expect(monday <= date && date <= addDays(monday, 6)).toBe(true);
      }),
    );
  });
});

describe('the week selector', () => {
  it.each([
    [2025, 52, '2024-12-30', '2025-12-22'],
    [2026, 53, '2025-12-29', '2026-12-28'],
    [2027, 52, '2027-01-04', '2027-12-27'],
    [2020, 53, '2019-12-30', '2020-12-28'],
  ])('%i has %i weeks from %s to %s', (year, count, first, last) => {
    const options = weekOptions(year);
    expect(options).toHaveLength(count);
    expect(options[0]).toEqual({ value: first, label: 'KW 1' });
    expect(options.at(-1)).toEqual({ value: last, label: `KW ${count}` });
  });

  it('offers consecutive Mondays labelled by their week number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2100 }), (year) => {
        weekOptions(year).forEach(({ value, label }, index, options) => {
          expect(label).toBe(`KW ${index + 1}`);
          expect(weekdayOf(value)).toBe(0);
          if (index > 0) expect(value).toBe(addDays(options[index - 1]!.value, 7));
        });
      }),
    );
  });
});
