import { z } from 'zod';
import { isClockTime } from '../time-tracking/format.ts';
import { isLocalDate, type LocalDate } from '../time-tracking/local-date.ts';
import type { Issue } from '../time-tracking/types.ts';
import { scheduleMessages as m } from './messages.ts';
import { INTERVAL_UNITS } from './recurrence.ts';
import { SCHEDULE_CATEGORIES, type TaskSchedule } from './schedule-types.ts';
import { isPastDate, weekBounds } from './week-grouping.ts';

const MAX_DATES = 366;

// Cross-field checks only make sense once every field is valid on its own.
const onlyWhenValid = { when: (payload: { issues: unknown[] }) => payload.issues.length === 0 };

export const localDateSchema = z
  .string({ error: m.invalidDate })
  .refine(isLocalDate, m.invalidDate);

const base = {
  category: z.enum(SCHEDULE_CATEGORIES, { error: m.categoryRequired }),
  time: z.string().refine(isClockTime, m.invalidTime).nullable().optional(),
};

const datesOf = (required: string) =>
  z
    .array(localDateSchema, { error: required })
    .min(1, required)
    .max(MAX_DATES, m.tooManyDates)
    .refine((dates) => new Set(dates).size === dates.length, m.duplicateDates);

export const intervalRuleSchema = z.object({
  number: z
    .number({ error: m.intervalNumber })
    .int(m.intervalNumber)
    .min(1, m.intervalNumber)
    .max(365, m.intervalNumber),
  unit: z.enum(INTERVAL_UNITS, { error: m.unitRequired }),
  startDate: z
    .string({ error: m.startWeekRequired })
    .min(1, { message: m.startWeekRequired, abort: true })
    .refine(isLocalDate, m.invalidDate),
  endDate: localDateSchema.nullable(),
});

/**
 * A task's time as the time editor and the create dialog send it, with the spec's messages.
 * Whether a date is past depends on today: see `taskScheduleSchemaFor`.
 */
export const taskScheduleSchema = z
  .discriminatedUnion(
    'type',
    [
      z.object({
        type: z.literal('single'),
        ...base,
        dates: datesOf(m.dateRequired).refine((d) => d.length <= 1, m.singleDateOnly),
      }),
      z.object({ type: z.literal('multi'), ...base, dates: datesOf(m.datesRequired) }),
      z.object({ type: z.literal('interval'), ...base, interval: intervalRuleSchema }),
    ],
    { error: m.typeRequired },
  )
  .superRefine((schedule, ctx) => {
    if (schedule.type !== 'interval') return;
    const { unit, startDate, endDate } = schedule.interval;
    if (schedule.category === 'opportunity' && unit === 'days') {
      ctx.addIssue({
        code: 'custom',
        path: ['interval', 'unit'],
        message: m.daysNotForOpportunity,
      });
    }
    if (endDate !== null && endDate < startDate) {
      ctx.addIssue({ code: 'custom', path: ['interval', 'endDate'], message: m.endBeforeStart });
    }
  }, onlyWhenValid) satisfies z.ZodType<TaskSchedule>;

/**
 * What the schema cannot know: dates in the past ('Bitte nur zukünftige Daten angeben', today
 * allowed; an opportunity week is past once it is over), as `Issue`s for the problem+json map.
 */
export function scheduleIssues(schedule: TaskSchedule, today: LocalDate): Issue[] {
  const bounds = weekBounds(today);
  const past = (date: LocalDate) => isPastDate(schedule.category, date, bounds);
  if (schedule.type === 'interval') {
    if (past(schedule.interval.startDate))
      return [{ field: 'interval.startDate', message: m.pastDates }];
  } else if (schedule.dates.some(past)) {
    return [{ field: 'dates', message: m.pastDates }];
  }
  return [];
}

/** The schedule schema with the checks against `today` (Europe/Berlin), for forms and services. */
export function taskScheduleSchemaFor(today: LocalDate) {
  return taskScheduleSchema.superRefine((schedule, ctx) => {
    for (const issue of scheduleIssues(schedule, today)) {
      ctx.addIssue({ code: 'custom', path: issue.field.split('.'), message: issue.message });
    }
  }, onlyWhenValid);
}
