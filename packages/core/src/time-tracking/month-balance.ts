import { computeDay, type DayResult } from './day-result.ts';
import { dayNumberOf, toDayNumber, type LocalDate } from './local-date.ts';
import { bookOvertime } from './surcharge-overtime.ts';
import type { CompiledSheet } from './timesheet.ts';
import type { Instant, SurchargeMinutes } from './types.ts';

/** Zeitübersicht of one month (all minutes). */
export interface MonthBalance {
  year: number;
  month: number;
  /** Saldo Vormonat: the time account at the end of the previous month. */
  previousSaldo: number;
  /** Sollzeit */
  target: number;
  /** Arbeitszeit: worked plus credited absence time. */
  actual: number;
  worked: number;
  credited: number;
  /** Saldo of the month. */
  saldo: number;
  /** Zeitkonto: the running account. */
  account: number;
  surcharges: SurchargeMinutes[];
  days: DayResult[];
}

export interface BalanceOptions {
  /** Days after this date are left out (e.g. today, so the future does not count as missing). */
  until?: LocalDate;
  /** End of the latest entry before the record (e.g. the former record's), for the rest check. */
  previousEnd?: Instant;
  /** false: figures only, without the legal findings (default true). */
  findings?: boolean;
}

/** Carries the latest entry end across days and months for the rest-period check. */
export interface DayCursor {
  lastEnd: Instant | undefined;
}

export function computeMonth(
  sheet: CompiledSheet,
  month: number,
  previousSaldo: number,
  cursor: DayCursor,
  options: BalanceOptions = {},
): MonthBalance {
  const { year } = sheet.record;
  const until = options.until === undefined ? Infinity : toDayNumber(options.until);
  const first = Math.max(dayNumberOf(year, month, 1), sheet.firstDay);
  const last = Math.min(dayNumberOf(year, month + 1, 1) - 1, sheet.lastDay, until);
  const days: DayResult[] = [];
  let target = 0;
  let worked = 0;
  let credited = 0;
  for (let n = first; n <= last; n++) {
    const day = computeDay(sheet, n, cursor.lastEnd, options.findings !== false);
    if (day.lastEnd !== undefined)
      cursor.lastEnd = Math.max(cursor.lastEnd ?? day.lastEnd, day.lastEnd);
    target += day.planned.target;
    worked += day.worked;
    credited += day.credited;
    days.push(day);
  }
  bookOvertime(days, first, sheet.surcharges);
  const actual = worked + credited;
  const saldo = actual - target;
  return {
    year,
    month,
    previousSaldo,
    target,
    actual,
    worked,
    credited,
    saldo,
    account: previousSaldo + saldo,
    surcharges: sumSurcharges(days),
    days,
  };
}

/** Minutes per surcharge over the days. */
export function sumSurcharges(days: readonly DayResult[]): SurchargeMinutes[] {
  const totals = new Map<string, number>();
  for (const day of days) {
    for (const s of day.surcharges)
      totals.set(s.surchargeId, (totals.get(s.surchargeId) ?? 0) + s.minutes);
  }
  return [...totals].map(([surchargeId, minutes]) => ({ surchargeId, minutes }));
}
