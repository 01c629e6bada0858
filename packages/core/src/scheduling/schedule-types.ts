import type { LocalDate } from '../time-tracking/local-date.ts';
import type { IntervalRule } from './recurrence.ts';

export const SCHEDULE_TYPES = ['single', 'multi', 'interval'] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];

/** 'Erledigen am' (on the date) or 'Turnusmäßig' (some time in that week). */
export const SCHEDULE_CATEGORIES = ['fixed', 'opportunity'] as const;
export type ScheduleCategory = (typeof SCHEDULE_CATEGORIES)[number];

interface ScheduleBase {
  category: ScheduleCategory;
  /** Optional wall-clock time 'HH:MM' shown after a fixed date. */
  time?: string | null;
}

/** A task's time (spec Task.time), as the time editor and the create dialog produce it. */
export type TaskSchedule =
  | (ScheduleBase & { type: 'single' | 'multi'; dates: LocalDate[] })
  | (ScheduleBase & { type: 'interval'; interval: IntervalRule });
