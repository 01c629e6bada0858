// The public facade of the task schedule rules; see README.md.
export {
  scheduleMessages,
  SCHEDULE_TYPE_LABELS,
  SCHEDULE_CATEGORY_LABELS,
  INTERVAL_UNIT_LABELS,
  TASK_TAB_LABELS,
  NO_TIME_GIVEN,
  timeDisplayTexts,
} from './messages.ts';
export {
  SCHEDULE_TYPES,
  SCHEDULE_CATEGORIES,
  type ScheduleType,
  type ScheduleCategory,
  type TaskSchedule,
} from './schedule-types.ts';
export {
  INTERVAL_UNITS,
  occurrence,
  expandInterval,
  firstOccurrenceFrom,
  lastOccurrenceUntil,
  isOnInterval,
  defaultRecurrenceEnd,
  type IntervalUnit,
  type IntervalRule,
} from './recurrence.ts';
export {
  localDateSchema,
  intervalRuleSchema,
  taskScheduleSchema,
  taskScheduleSchemaFor,
  scheduleIssues,
} from './schedule-schema.ts';
export { upcomingDates, scheduleOnSave, withCategory } from './schedule-rules.ts';
export {
  TASK_TABS,
  berlinToday,
  weekBounds,
  isPastDate,
  dueDate,
  dueDays,
  tabOfDate,
  taskGroup,
  type TaskTab,
  type WeekBounds,
  type ScheduledTask,
} from './week-grouping.ts';
export { nextNightlyRun } from './nightly-run.ts';
export {
  taskTimeDisplay,
  weekText,
  type TimeDisplay,
  type TimeDisplayColor,
} from './time-display.ts';
