import type { TaskState } from '../states/task-states.ts';
import { toLocal } from '../time-tracking/berlin-time.ts';
import { addDays, weekdayOf, type LocalDate } from '../time-tracking/local-date.ts';
import { firstOccurrenceFrom, lastOccurrenceUntil } from './recurrence.ts';
import { NO_TIME_GIVEN, TASK_TAB_LABELS } from './messages.ts';
import type { ScheduleCategory, TaskSchedule } from './schedule-types.ts';

/** Today in Europe/Berlin for a moment in time (milliseconds since the epoch, or a Date). */
export function berlinToday(now: number | Date): LocalDate {
  return toLocal(Math.floor(Number(now) / 60_000)).date;
}

/** The dates the tabs are cut at; the server can count its tabs with the same bounds. */
export interface WeekBounds {
  today: LocalDate;
  /** Monday of the current ISO week. */
  weekStart: LocalDate;
  /** Monday of the next ISO week. */
  nextWeekStart: LocalDate;
}

export function weekBounds(today: LocalDate): WeekBounds {
  const weekStart = addDays(today, -weekdayOf(today));
  return { today, weekStart, nextWeekStart: addDays(weekStart, 7) };
}

/**
 * A fixed date is past from the next day on; an opportunity date stands for its week, so it
 * is past only once that week is over.
 */
export function isPastDate(category: ScheduleCategory, date: LocalDate, bounds: WeekBounds) {
  return date < (category === 'fixed' ? bounds.today : bounds.weekStart);
}

/**
 * The date a task is due by: the earliest of its single or multi dates (a missed date keeps
 * it overdue), or for an interval the first occurrence that is not past (missed occurrences
 * are left behind), else its last one. Null without dates.
 */
export function dueDate(schedule: TaskSchedule | null, bounds: WeekBounds): LocalDate | null {
  if (schedule === null) return null;
  if (schedule.type !== 'interval') {
    return schedule.dates.reduce<LocalDate | null>((a, b) => (a === null || b < a ? b : a), null);
  }
  const from = schedule.category === 'fixed' ? bounds.today : bounds.weekStart;
  return (
    firstOccurrenceFrom(schedule.interval, from) ??
    lastOccurrenceUntil(schedule.interval, addDays(from, -1))
  );
}

/**
 * What a task stores for the tab counts (docs/decisions/0008): its due date and `dueBy`, the
 * last day it is not overdue (the due date itself, or for 'Turnusmäßig' its week's Sunday).
 */
export function dueDays(
  schedule: TaskSchedule | null,
  bounds: WeekBounds,
): { dueDate: LocalDate | null; dueBy: LocalDate | null } {
  const due = dueDate(schedule, bounds);
  if (due === null || schedule?.category !== 'opportunity') return { dueDate: due, dueBy: due };
  return { dueDate: due, dueBy: addDays(due, 6 - weekdayOf(due)) };
}

export const TASK_TABS = ['thisWeek', 'overdue', 'fromNextWeek', 'noDate'] as const;
export type TaskTab = (typeof TASK_TABS)[number];

/** The tab of an active task due on `date`. */
export function tabOfDate(
  category: ScheduleCategory,
  date: LocalDate | null,
  bounds: WeekBounds,
): TaskTab {
  if (date === null) return 'noDate';
  if (isPastDate(category, date, bounds)) return 'overdue';
  return date < bounds.nextWeekStart ? 'thisWeek' : 'fromNextWeek';
}

export interface ScheduledTask {
  state: TaskState;
  schedule: TaskSchedule | null;
}

/** The tab of an active task, and the label its group shows. */
export function taskGroup(
  task: ScheduledTask,
  bounds: WeekBounds,
): { tab: TaskTab; label: string; due: LocalDate | null } {
  const due = dueDate(task.schedule, bounds);
  const tab = tabOfDate(task.schedule?.category ?? 'fixed', due, bounds);
  const label = tab === 'noDate' && task.state === 'created' ? NO_TIME_GIVEN : TASK_TAB_LABELS[tab];
  return { tab, label, due };
}
