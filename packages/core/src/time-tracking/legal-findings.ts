import { messages } from './messages.ts';
import type { Finding, FindingCode, Instant } from './types.ts';

const HOUR = 60;

export interface FindingInput {
  /** Net working time of the day (breaks excluded). */
  worked: number;
  breaks: number;
  firstStart?: Instant;
  /** End of the last entry of the previous working day. */
  previousEnd?: Instant;
  isSunday: boolean;
  isHoliday: boolean;
}

const finding = (code: FindingCode): Finding => ({ code, message: messages.findings[code] });

/** Warnings from the Arbeitszeitgesetz; they never block saving. */
export function legalFindings(day: FindingInput): Finding[] {
  const findings: Finding[] = [];
  if (day.worked <= 0) return findings;
  if (day.worked > 10 * HOUR) findings.push(finding('dailyMaximum'));
  if (day.worked > 9 * HOUR && day.breaks < 45) findings.push(finding('breakAfterNine'));
  else if (day.worked > 6 * HOUR && day.breaks < 30) findings.push(finding('breakAfterSix'));
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
