import { toInstant } from './berlin-time.ts';
import {
  configuredPause,
  MAX_WORK_WITHOUT_BREAK,
  plannedDay,
  workingDayShape,
} from './planned-day.ts';
import { breakMinutes, mergeSpans, spanMinutes } from './spans.ts';
import type { AbsenceType, LocalDate, TimeEntry, TimeSettings } from './types.ts';
import { workStretches } from './work-stretches.ts';

/**
 * The full-day toggle: the planned presence with one break of the default pause, inside it; a
 * day planned for at most 6 hours gets no break.
 */
export function fullDayEntry(date: LocalDate, settings: TimeSettings): TimeEntry {
  const shape = workingDayShape(settings);
  const breaks =
    shape.pause > 0
      ? [
          {
            start: toInstant(date, shape.breakStart),
            end: toInstant(date, shape.breakStart + shape.pause),
          },
        ]
      : [];
  return { start: toInstant(date, shape.start), end: toInstant(date, shape.end), breaks };
}

/**
 * When a day without breaks (recorded, or gaps of 15 minutes between entries) adds up to more than the planned working time, a break of the
 * default pause is added: at the planned break start if an entry has room there, else in the
 * middle of the longest entry. Where the planned day is too short for a break, only once the
 * day exceeds 6 hours (§ 4 ArbZG).
 */
export function withAutomaticBreak(
  entries: readonly TimeEntry[],
  date: LocalDate,
  settings: TimeSettings,
): TimeEntry[] {
  const planned = plannedDay(settings, date);
  const shape = workingDayShape(settings);
  const total = entries.reduce((sum, e) => sum + spanMinutes(e), 0);
  // A gap of at least 15 minutes between two entries is a break already (§ 4 ArbZG).
  const hasBreaks =
    entries.some((e) => breakMinutes(e) > 0) || workStretches(mergeSpans(entries)).restBreaks > 0;
  const pause = configuredPause(settings);
  const shortDay = shape.pause === 0 && total <= MAX_WORK_WITHOUT_BREAK;
  if (hasBreaks || pause <= 0 || shortDay || total <= planned.target || entries.length === 0) {
    return [...entries];
  }
  const preferred = toInstant(date, shape.breakStart);
  const host = entries.findIndex((e) => e.start < preferred && preferred + pause < e.end);
  const index =
    host >= 0
      ? host
      : entries.reduce(
          (best, e, i, all) => (spanMinutes(e) > spanMinutes(all[best] as TimeEntry) ? i : best),
          0,
        );
  const entry = entries[index] as TimeEntry;
  if (spanMinutes(entry) <= pause) return [...entries];
  const start = host >= 0 ? preferred : entry.start + Math.floor((spanMinutes(entry) - pause) / 2);
  return entries.map((e, i) =>
    i === index ? { ...e, breaks: [{ start, end: start + pause }] } : e,
  );
}

/** Time can not be added on a day of vacation or full-day illness. */
export function canAddTime(fullDayAbsence: AbsenceType | undefined): boolean {
  return fullDayAbsence !== 'vacation' && fullDayAbsence !== 'illness';
}
