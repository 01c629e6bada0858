import { formatDate } from '../time-tracking/format.ts';
import { addDays, isoWeekOf, type LocalDate } from '../time-tracking/local-date.ts';
import { timeDisplayTexts as t } from './messages.ts';
import { isFinishedTask } from '../states/task-states.ts';
import type { ScheduleCategory } from './schedule-types.ts';
import {
  dueDate,
  isPastDate,
  weekBounds,
  type ScheduledTask,
  type WeekBounds,
} from './week-grouping.ts';

/** Mantine colour names; 'gray' is the plain look of a fixed date that is not past. */
export type TimeDisplayColor = 'red' | 'blue' | 'yellow' | 'green' | 'gray';

export interface TimeDisplay {
  kind: 'fixed' | 'opportunity' | 'noDate' | 'done';
  text: string;
  color: TimeDisplayColor;
}

/** 'KW 48 (23.11.2026 – 29.11.2026)': the ISO week of a date with its Monday and Sunday. */
export function weekText(date: LocalDate): string {
  const { weekStart, nextWeekStart } = weekBounds(date);
  const sunday = addDays(nextWeekStart, -1);
  return `${t.week} ${isoWeekOf(date).week} (${formatDate(weekStart)} – ${formatDate(sunday)})`;
}

function dateText(category: ScheduleCategory, date: LocalDate, time: string | null | undefined) {
  if (category === 'opportunity') return `${weekText(date)} ${t.opportunitySuffix}`;
  return `${formatDate(date)}${time ? ` ${time}` : ''} ${t.fixedSuffix}`;
}

/**
 * The 'Termin' column: a fixed date with 'D' (red when past), an opportunity week with 'T'
 * (blue); an interval is yellow and a finished task green whatever its category.
 */
export function taskTimeDisplay(task: ScheduledTask, bounds: WeekBounds): TimeDisplay {
  const finished = isFinishedTask(task.state);
  const due = dueDate(task.schedule, bounds);
  if (task.schedule === null || due === null) {
    return finished
      ? { kind: 'done', text: t.done, color: 'green' }
      : { kind: 'noDate', text: t.noDate, color: 'gray' };
  }
  const { category, type, time } = task.schedule;
  const text = dateText(category, due, time);
  let color: TimeDisplayColor;
  if (finished) color = 'green';
  else if (type === 'interval') color = 'yellow';
  else if (category === 'opportunity') color = 'blue';
  else color = isPastDate('fixed', due, bounds) ? 'red' : 'gray';
  return { kind: category, text, color };
}
