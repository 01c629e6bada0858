import { parseClock } from './format.ts';
import type { DayContext, MinuteRange, SurchargeStrategy } from './surcharge-strategy.ts';
import type { Surcharge } from './types.ts';

const DAY = 1440;

/** Wall-clock ranges of a daily window; an end at or before the start crosses midnight. */
export function windowRanges(start: number, end: number): MinuteRange[] {
  if (start < end) return [[start, end]];
  return end === 0
    ? [[start, DAY]]
    : [
        [0, end],
        [start, DAY],
      ];
}

/** Type time: a window on every day, e.g. 22:00–06:00. */
export function timeStrategy(surcharge: Surcharge): SurchargeStrategy {
  const window = surcharge.time;
  const ranges = window ? windowRanges(parseClock(window.start), parseClock(window.end)) : [];
  return (day: DayContext) =>
    surcharge.onlyIfStartedBeforeMidnight && !day.startedBeforeMidnight ? [] : ranges;
}
