import type { Weekday } from './local-date.ts';

/** A half-open range of wall-clock minutes within one day. */
export type MinuteRange = readonly [number, number];

/** What a surcharge strategy may know about the local day a stretch of work falls on. */
export interface DayContext {
  dayNumber: number;
  weekday: Weekday;
  /** month × 100 + day, e.g. 1224 for 24 December. */
  monthDay: number;
  holidayId: string | undefined;
  /** The shift (time entry) began on an earlier day. */
  startedBeforeMidnight: boolean;
}

/** Returns the wall-clock ranges of the day in which the surcharge applies. */
export type SurchargeStrategy = (day: DayContext) => readonly MinuteRange[];
