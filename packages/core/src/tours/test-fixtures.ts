import fc from 'fast-check';
import { holidaysFor } from '../holidays/german-holidays.ts';
import { addDays, type LocalDate } from '../time-tracking/local-date.ts';
import {
  SERVICE_WEEKDAYS,
  type IntervalServiceSchedule,
  type ServiceSchedule,
  type ServiceWeekday,
} from './service-schedule.ts';
import { weekMondayOf } from './tour-weeks.ts';

/** Bayern's public holidays 2026 and 2027, as a project's holiday template gives them. */
export const BAVARIA = new Map<LocalDate, string>(
  [...holidaysFor('BY', 2026), ...holidaysFor('BY', 2027)].map(({ date, name }) => [date, name]),
);

export const weeks = (
  every: number,
  startWeek: LocalDate,
  days: ServiceWeekday[],
  endWeek: LocalDate | null = null,
): IntervalServiceSchedule => ({
  type: 'interval',
  unit: 'weeks',
  every,
  startWeek,
  endWeek,
  days,
});

export const months = (
  every: number,
  startWeek: LocalDate,
  days: ServiceWeekday[],
  endWeek: LocalDate | null = null,
): IntervalServiceSchedule => ({
  type: 'interval',
  unit: 'months',
  every,
  startWeek,
  endWeek,
  days,
});

export const monthDays = (...days: number[]): ServiceSchedule => ({
  type: 'dates',
  monthDays: days,
});

/** A day between 2024 and 2030. */
export const dayArb = fc.integer({ min: 0, max: 7 * 365 }).map((n) => addDays('2024-01-01', n));

export const mondayArb = dayArb.map(weekMondayOf);

export const daysArb = fc.subarray([...SERVICE_WEEKDAYS], { minLength: 1 });

export const intervalArb = fc
  .record({
    every: fc.oneof(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 52 })),
    unit: fc.constantFrom('weeks' as const, 'months' as const),
    startWeek: mondayArb,
    length: fc.option(fc.integer({ min: 0, max: 120 })),
    days: daysArb,
  })
  .map(({ length, startWeek, ...rest }): IntervalServiceSchedule => ({
    type: 'interval',
    startWeek,
    endWeek: length === null ? null : addDays(startWeek, 7 * length),
    ...rest,
  }));

export const datesArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 31 }), { minLength: 1, maxLength: 8 })
  .map((days): ServiceSchedule => ({ type: 'dates', monthDays: days }));

/** A range of up to about four months, sometimes empty (to before from). */
export const rangeArb = fc
  .tuple(dayArb, fc.integer({ min: -3, max: 130 }))
  .map(([from, length]) => ({ from, to: addDays(from, length) }));
