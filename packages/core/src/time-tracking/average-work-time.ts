import { finding } from './legal-findings.ts';
import { SUNDAY } from './local-date.ts';
import type { MonthBalance } from './month-balance.ts';
import type { Finding } from './types.ts';

/** A finding over a period of months of the year view (1–12). */
export interface PeriodFinding extends Finding {
  firstMonth: number;
  lastMonth: number;
  /** Worked minutes per Werktag in the period, rounded. */
  average: number;
}

const MONTHS = 6;
const AVERAGE_LIMIT = 8 * 60;

interface MonthTotals {
  counted: boolean;
  worked: number;
  workdays: number;
}

// Werktage are Monday to Saturday except holidays; a day of full-day absence can not balance
// long days, so it is left out. All work counts, Sunday work included.
function totalsOf(month: MonthBalance): MonthTotals {
  let workdays = 0;
  for (const day of month.days) {
    if (day.weekday !== SUNDAY && day.holidayId === undefined && day.absence === undefined)
      workdays += 1;
  }
  return { counted: month.days.length > 0, worked: month.worked, workdays };
}

/**
 * § 3 ArbZG: over six calendar months the work must average at most 8 hours per Werktag. One
 * informational finding per window of six consecutive months that each have counted days.
 */
export function sixMonthAverageFindings(months: readonly MonthBalance[]): PeriodFinding[] {
  const totals = months.map(totalsOf);
  const findings: PeriodFinding[] = [];
  for (let first = 0; first + MONTHS <= totals.length; first++) {
    const window = totals.slice(first, first + MONTHS);
    if (!window.every((m) => m.counted)) continue;
    const worked = window.reduce((sum, m) => sum + m.worked, 0);
    const workdays = window.reduce((sum, m) => sum + m.workdays, 0);
    // Without a single Werktag (e.g. ill for six months) there is nothing to average.
    if (workdays === 0 || worked <= AVERAGE_LIMIT * workdays) continue;
    findings.push({
      ...finding('sixMonthAverage'),
      firstMonth: (months[first] as MonthBalance).month,
      lastMonth: (months[first + MONTHS - 1] as MonthBalance).month,
      average: Math.round(worked / workdays),
    });
  }
  return findings;
}
