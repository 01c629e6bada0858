import { computeDay, type DayResult } from './day-result.ts';
import { toDayNumber, type LocalDate } from './local-date.ts';
import { sundayRest } from './sunday-rest.ts';
import { compileSheet, type TimeSheet } from './timesheet.ts';
import type { Instant } from './types.ts';
import { latestEndBefore } from './work-stretches.ts';

/**
 * One day of a time sheet. The rest check uses the latest end of the sheet's entries begun
 * before the day, or `previousEnd` (e.g. the former record's last entry) when that is later.
 */
export function dayResult(sheet: TimeSheet, date: LocalDate, previousEnd?: Instant): DayResult {
  const compiled = compileSheet(sheet);
  const dayNumber = toDayNumber(date);
  const fromSheet = latestEndBefore(compiled.entriesByDay, dayNumber);
  const latest =
    previousEnd === undefined || (fromSheet !== undefined && fromSheet > previousEnd)
      ? fromSheet
      : previousEnd;
  const day = computeDay(compiled, dayNumber, latest);
  // § 11 ArbZG looks at the weeks around the day (sunday-rest.ts).
  const sunday = sundayRest(compiled).byDay.get(dayNumber);
  if (sunday) day.findings.push(...sunday);
  return day;
}
