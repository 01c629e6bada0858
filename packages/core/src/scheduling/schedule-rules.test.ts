import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromDayNumber, toDayNumber } from '../time-tracking/local-date.ts';
import { scheduleOnSave, upcomingDates, withCategory } from './schedule-rules.ts';
import { scheduleIssues, taskScheduleSchema } from './schedule-schema.ts';
import type { TaskSchedule } from './schedule-types.ts';
import { isPastDate, weekBounds } from './week-grouping.ts';

describe('saving and switching', () => {
  it('keeps only unique future dates, ascending', () => {
    const saved = scheduleOnSave(
      {
        type: 'multi',
        category: 'fixed',
        dates: ['2027-01-05', '2026-11-20', '2026-11-25', '2027-01-05'],
      },
      '2026-11-25',
    );
    expect(saved.schedule).toEqual({
      type: 'multi',
      category: 'fixed',
      dates: ['2026-11-25', '2027-01-05'],
    });
    expect(saved.nextDates).toEqual(['2026-11-25', '2027-01-05']);
  });

  it('an open interval runs to the end of next year', () => {
    const dates = upcomingDates(
      {
        type: 'interval',
        category: 'fixed',
        interval: { number: 1, unit: 'months', startDate: '2026-01-31', endDate: null },
      },
      '2026-11-25',
    );
    expect(dates[0]).toBe('2026-11-30');
    expect(dates.at(-1)).toBe('2027-12-31');
    expect(dates).toHaveLength(14);
  });

  it('a fixed interval leaves out this week’s dates before today; an opportunity keeps them', () => {
    const weekly = (category: 'fixed' | 'opportunity'): TaskSchedule => ({
      type: 'interval',
      category,
      interval: { number: 1, unit: 'weeks', startDate: '2026-11-16', endDate: '2026-12-07' },
    });
    expect(upcomingDates(weekly('fixed'), '2026-11-25')).toEqual(['2026-11-30', '2026-12-07']);
    expect(upcomingDates(weekly('opportunity'), '2026-11-25')).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
    ]);
  });

  it('an open interval begun last year still runs to the end of next year', () => {
    const dates = upcomingDates(
      {
        type: 'interval',
        category: 'fixed',
        interval: { number: 3, unit: 'months', startDate: '2025-01-15', endDate: null },
      },
      '2026-11-25',
    );
    expect(dates).toEqual(['2027-01-15', '2027-04-15', '2027-07-15', '2027-10-15']);
  });

  it('an open interval starting after next year runs to the end of the year after its start', () => {
    const dates = upcomingDates(
      {
        type: 'interval',
        category: 'fixed',
        interval: { number: 6, unit: 'months', startDate: '2028-03-01', endDate: null },
      },
      '2026-11-25',
    );
    expect(dates).toEqual(['2028-03-01', '2028-09-01', '2029-03-01', '2029-09-01']);
  });

  it('an opportunity interval keeps this week’s occurrence', () => {
    const schedule: TaskSchedule = {
      type: 'interval',
      category: 'opportunity',
      interval: { number: 2, unit: 'weeks', startDate: '2026-11-09', endDate: '2026-12-31' },
    };
    expect(upcomingDates(schedule, '2026-11-25')).toEqual([
      '2026-11-23',
      '2026-12-07',
      '2026-12-21',
    ]);
    expect(scheduleOnSave(schedule, '2026-11-25').schedule).toBe(schedule);
  });

  it.each([
    ['days', 'opportunity', 'weeks'],
    ['months', 'opportunity', 'months'],
    ['days', 'fixed', 'days'],
  ] as const)('switching a %s interval to %s keeps unit %s', (unit, category, expected) => {
    const schedule: TaskSchedule = {
      type: 'interval',
      category: 'fixed',
      interval: { number: 1, unit, startDate: '2026-12-01', endDate: null },
    };
    const switched = withCategory(schedule, category);
    expect(switched.category).toBe(category);
    expect(switched.type === 'interval' && switched.interval.unit).toBe(expected);
  });
});

describe('properties', () => {
  const dayArb = fc.integer({ min: toDayNumber('2025-01-01'), max: toDayNumber('2028-12-31') });
  const dateArb = dayArb.map(fromDayNumber);
  const categoryArb = fc.constantFrom('fixed' as const, 'opportunity' as const);
  const scheduleArb: fc.Arbitrary<TaskSchedule> = fc.oneof(
    fc.record({
      type: fc.constant('multi' as const),
      category: categoryArb,
      dates: fc.array(dateArb, { minLength: 1, maxLength: 8 }),
    }),
    fc.record({
      type: fc.constant('interval' as const),
      category: categoryArb,
      interval: fc.record({
        number: fc.integer({ min: 1, max: 6 }),
        unit: fc.constantFrom('weeks' as const, 'months' as const),
        startDate: dateArb,
        endDate: fc.option(dateArb, { nil: null }),
      }),
    }),
  );

  it('upcoming dates are unique, ascending and none of them past', () => {
    fc.assert(
      fc.property(scheduleArb, dateArb, (schedule, today) => {
        const dates = upcomingDates(schedule, today);
        const bounds = weekBounds(today);
        expect([...new Set(dates)].sort()).toEqual(dates);
        for (const date of dates) expect(isPastDate(schedule.category, date, bounds)).toBe(false);
      }),
    );
  });

  it('a schedule the editor accepts always has a next date', () => {
    fc.assert(
      fc.property(scheduleArb, dateArb, (schedule, today) => {
        fc.pre(taskScheduleSchema.safeParse(schedule).success);
        fc.pre(scheduleIssues(schedule, today).length === 0);
        expect(upcomingDates(schedule, today).length).toBeGreaterThan(0);
      }),
    );
  });
});
