import { isClockTime, parseClock } from './format.ts';
import { toDayNumber, weekdayOfDay, type LocalDate } from './local-date.ts';
import type { TimeSettings } from './types.ts';

/** The planned day (Soll); minutes are wall-clock minutes of the day. */
export interface PlannedDay {
  isWorkingDay: boolean;
  start: number;
  end: number;
  /** Presence including the pause. */
  duration: number;
  pause: number;
  breakStart: number;
  /** Planned working time without the pause; 0 on days off. */
  target: number;
}

const BREAK_AFTER = 6 * 60;
/** § 4 ArbZG: up to 6 hours of work need no break. */
export const MAX_WORK_WITHOUT_BREAK = 6 * 60;

/** Used when a record has no usable settings: 08:00–16:30 with a 30-minute break at 14:00. */
export const FALLBACK_DAY: PlannedDay = {
  isWorkingDay: true,
  start: 8 * 60,
  end: 16 * 60 + 30,
  duration: 510,
  pause: 30,
  breakStart: 14 * 60,
  target: 480,
};

/** The shape of a working day under the given settings, ignoring weekday and holidays. */
export function workingDayShape(settings: TimeSettings | null | undefined): PlannedDay {
  if (!settings || !(settings.weekdaysPerWeek > 0) || !isClockTime(settings.startTime)) {
    return FALLBACK_DAY;
  }
  const target = Math.round((settings.weeklyHours * 60) / settings.weekdaysPerWeek);
  const start = parseClock(settings.startTime);
  // A part-time day of at most 6 hours needs no break; the default one would lie after its end.
  const pause = target > MAX_WORK_WITHOUT_BREAK ? settings.pauseMinutes : 0;
  return {
    isWorkingDay: true,
    start,
    end: start + target + pause,
    duration: target + pause,
    pause,
    breakStart: start + BREAK_AFTER,
    target,
  };
}

/** The configured default pause, also for days planned too short to include it. */
export function configuredPause(settings: TimeSettings | null | undefined): number {
  return workingDayShape(settings) === FALLBACK_DAY
    ? FALLBACK_DAY.pause
    : (settings as TimeSettings).pauseMinutes;
}

export function isWorkingWeekday(settings: TimeSettings, dayNumber: number): boolean {
  return weekdayOfDay(dayNumber) < settings.weekdaysPerWeek;
}

/** Working weekdays that are not holidays of the template carry the planned day; others nothing. */
export function plannedDay(
  settings: TimeSettings,
  date: LocalDate,
  holidays: { has(date: LocalDate): boolean } = new Set<LocalDate>(),
): PlannedDay {
  const shape = workingDayShape(settings);
  if (!isWorkingWeekday(settings, toDayNumber(date)) || holidays.has(date)) {
    return { ...shape, isWorkingDay: false, duration: 0, pause: 0, target: 0, end: shape.start };
  }
  return shape;
}
