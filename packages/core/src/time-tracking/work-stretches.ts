import { localDayNumber } from './berlin-time.ts';
import type { Instant, Span, TimeEntry } from './types.ts';

/** § 4 ArbZG: only interruptions of at least 15 minutes are rest breaks (Ruhepausen). */
export const MIN_REST_BREAK = 15;

/** How one day's work is broken up, as § 4 ArbZG sees it. */
export interface WorkStretches {
  /** Rest breaks: recorded breaks and gaps between entries, each at least 15 minutes. */
  restBreaks: number;
  /** The longest wall-clock stretch between rest breaks (shorter pauses included). */
  longestStretch: number;
}

/** Rest breaks and the longest stretch without one, from the sorted worked spans of a day. */
export function workStretches(worked: readonly Span[]): WorkStretches {
  let restBreaks = 0;
  let longestStretch = 0;
  let stretchStart = worked[0]?.start ?? 0;
  let previousEnd = stretchStart;
  for (const span of worked) {
    const pause = span.start - previousEnd;
    if (pause >= MIN_REST_BREAK) {
      restBreaks += pause;
      longestStretch = Math.max(longestStretch, previousEnd - stretchStart);
      stretchStart = span.start;
    }
    previousEnd = Math.max(previousEnd, span.end);
  }
  return { restBreaks, longestStretch: Math.max(longestStretch, previousEnd - stretchStart) };
}

/**
 * The local days on which some of the work falls, ascending: § 9 protects Sunday and holidays
 * 0–24 h, whichever day the shift began on.
 */
export function workedDays(worked: readonly Span[]): number[] {
  const days: number[] = [];
  for (const span of worked) {
    if (span.end <= span.start) continue;
    const last = localDayNumber(span.end - 1);
    for (let n = localDayNumber(span.start); n <= last; n++) {
      if (days.length === 0 || n > (days[days.length - 1] as number)) days.push(n);
    }
  }
  return days;
}

/** The end of the latest entry begun before the local day `dayNumber`. */
export function latestEndBefore(
  entriesByDay: ReadonlyMap<number, readonly TimeEntry[]>,
  dayNumber: number,
): Instant | undefined {
  let latest: Instant | undefined;
  for (const [day, entries] of entriesByDay) {
    if (day >= dayNumber) continue;
    for (const entry of entries) if (latest === undefined || entry.end > latest) latest = entry.end;
  }
  return latest;
}
