import { messages } from './messages.ts';
import type { Finding, FindingCode, Instant } from './types.ts';

const HOUR = 60;

export interface FindingInput {
  /** Net working time of the day (breaks excluded). */
  worked: number;
  /** Rest breaks only: parts of at least 15 minutes, gaps between entries included (§ 4). */
  breaks: number;
  /** The longest stretch of work without a rest break, in minutes. */
  longestStretch?: number;
  firstStart?: Instant;
  /** End of the latest entry begun on an earlier day. */
  previousEnd?: Instant;
  /** Some of the work falls on a Sunday (0–24 h, whichever day the shift began). */
  isSunday: boolean;
  /** Some of the work falls on a holiday of the record's template. */
  isHoliday: boolean;
}

export const finding = (code: FindingCode): Finding => ({ code, message: messages.findings[code] });

/** Warnings from the Arbeitszeitgesetz; they never block saving. */
export function legalFindings(day: FindingInput): Finding[] {
  const findings: Finding[] = [];
  if (day.worked <= 0) return findings;
  if (day.worked > 10 * HOUR) findings.push(finding('dailyMaximum'));
  if (day.worked > 9 * HOUR && day.breaks < 45) findings.push(finding('breakAfterNine'));
  else if (day.worked > 6 * HOUR && day.breaks < 30) findings.push(finding('breakAfterSix'));
  if ((day.longestStretch ?? 0) > 6 * HOUR) findings.push(finding('continuousWork'));
  if (
    day.previousEnd !== undefined &&
    day.firstStart !== undefined &&
    day.firstStart - day.previousEnd < 11 * HOUR
  ) {
    findings.push(finding('restPeriod'));
  }
  if (day.isSunday) findings.push(finding('sunday'));
  if (day.isHoliday) findings.push(finding('holiday'));
  return findings;
}
