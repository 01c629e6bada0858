// The public facade of service schedule expansion and tours; see README.md.
export {
  SERVICE_WEEKDAYS,
  SERVICE_INTERVAL_UNITS,
  HOLIDAY_RULES,
  type ServiceWeekday,
  type ServiceIntervalUnit,
  type HolidayRule,
  type IntervalServiceSchedule,
  type DatesServiceSchedule,
  type ServiceSchedule,
  type PlannedDate,
  type ScheduledVisit,
  type VisitPerformer,
} from './service-schedule.ts';
export { scheduleDates, intervalWeeks, monthDayDates, visitsOfWeek } from './schedule-dates.ts';
export { applyHolidays, nextWorkingDay, movableFrom, type Holidays } from './holiday-rule.ts';
export { visitPerformers, isAbsentFor, type IsAbsent } from './visit-performers.ts';
export { weekMondayOf, workdaysOf, weekLabel, weekOptions, type WeekOption } from './tour-weeks.ts';
export { workerWeek, type TourEntry, type WorkerVisit, type WeekCalendar } from './worker-week.ts';
export { visitStatus, visitDueDate } from './visit-status.ts';
export { visitsBetween } from './visits-between.ts';
