import { computeDay, type DayResult } from './day-result.ts';
import { toDayNumber, type LocalDate } from './local-date.ts';
import { compileSheet, type TimeSheet } from './timesheet.ts';
import type { Instant } from './types.ts';

/** One day of a time sheet; `previousEnd` (end of the latest earlier entry) enables the rest check. */
export function dayResult(sheet: TimeSheet, date: LocalDate, previousEnd?: Instant): DayResult {
  return computeDay(compileSheet(sheet), toDayNumber(date), previousEnd);
}
