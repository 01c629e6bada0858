import type { Weekday } from './local-date.ts';

/** A half-open range of wall-clock minutes within one day. */
export type MinuteRange = readonly [number, number];

/** The calendar facts of one local day that day surcharges match on. */
export interface DayFacts {
  weekday: Weekday;
  /** month × 100 + day, e.g. 1224 for 24 December. */
  monthDay: number;
  holidayId: string | undefined;
}

/** What a surcharge strategy may know about the local day a stretch of work falls on. */
export interface DayContext extends DayFacts {
  dayNumber: number;
  /** The shift (time entry) began on an earlier day. */
  startedBeforeMidnight: boolean;
  /** The day before, set when the shift began before midnight (§ 3b Abs. 3 Nr. 2 EStG). */
  previous?: DayFacts;
}

/** Returns the wall-clock ranges of the day in which the surcharge applies. */
export type SurchargeStrategy = (day: DayContext) => readonly MinuteRange[];
