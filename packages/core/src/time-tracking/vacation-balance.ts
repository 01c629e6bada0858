import { absenceTypeByDay, holidayDayNumbers, takesWorkday } from './absence-days.ts';
import { ABSENCE_STRATEGIES } from './absence-strategies.ts';
import { civilOf, toDayNumber } from './local-date.ts';
import type { TimeSheet } from './timesheet.ts';
import type { LocalDate } from './types.ts';
import { arisenEntitlement, type EntitlementInput, type VacationBasis } from './vacation-rules.ts';

/**
 * The Urlaub section. It adds up both ways: endOfPreviousMonth + arisenInMonth − taken =
 * remaining, and carriedOver + arisen − takenSoFar = remaining.
 */
export interface VacationBalance {
  /** Urlaub Ende Vormonat */
  endOfPreviousMonth: number;
  /** Leave of the year that arose in this month (§ 4: all of it in January). */
  arisenInMonth: number;
  /** Genommener Urlaub (in the month) */
  taken: number;
  /** Verbleibender Urlaub */
  remaining: number;
  /** Übertrag: the record's initial vacation (from the previous year or the former record). */
  carriedOver: number;
  /** Leave of the year arisen up to the end of the month (this record's share). */
  arisen: number;
  /** Taken from the record's start to the end of the month. */
  takenSoFar: number;
  /** carriedOver + arisen, as before. */
  entitlement: number;
  basis: VacationBasis;
  /** Last day of the waiting period (§ 4 BUrlG). */
  waitingPeriodEnd: LocalDate;
  /** 'full': the day the year's leave arose or arises. */
  arisesOn: LocalDate | null;
}

function entitlementInput(sheet: TimeSheet): EntitlementInput {
  return {
    record: sheet.record,
    others: sheet.yearRecords ?? [],
    employment: sheet.employment,
    accrual: sheet.vacationAccrual,
  };
}

/**
 * The record's leave of the year arisen by the end of `month`, without the carried-over days.
 * § 5 Abs. 3 BUrlG: leaving in the first half of the year after the waiting period (§ 5 Abs. 1
 * c) shortens the leave to twelfths, but leave already taken beyond them stays granted, so the
 * entitlement is at least what was taken (after the carried-over days), at most the full year.
 */
function arisenFor(sheet: TimeSheet, month: number, takenSoFar: number) {
  const input = entitlementInput(sheet);
  const { days, rule } = arisenEntitlement(input, month);
  if (rule.basis !== 'partialLeavingFirstHalf') return { days, rule };
  const full = arisenEntitlement(input, month, 'full').days;
  const granted = Math.min(full, takenSoFar - sheet.record.initialVacation);
  return { days: Math.max(days, granted), rule };
}

/** The record's leave of the year arisen by the end of `month` plus its carried-over days. */
export function vacationEntitlement(sheet: TimeSheet, month: number): number {
  const taken = vacationDaysByMonth(sheet)
    .slice(1, Math.max(1, Math.min(month, 12) + 1))
    .reduce((sum, n) => sum + n, 0);
  return arisenFor(sheet, month, taken).days + sheet.record.initialVacation;
}

/** Vacation days taken per month (index 1–12): approved full days on planned working days only. */
export function vacationDaysByMonth(sheet: TimeSheet): number[] {
  const { record } = sheet;
  const perMonth = Array.from({ length: 13 }, () => 0);
  const first = toDayNumber(record.startDate);
  const last = toDayNumber(record.endDate);
  const holidays = holidayDayNumbers(record);
  const counted = new Set<number>();
  // The day's absence decides: a vacation day taken over by illness is given back (§ 9 BUrlG).
  const byDay = absenceTypeByDay(sheet.absences ?? []);
  for (const absence of sheet.absences ?? []) {
    if (absence.state !== 'approved' || !ABSENCE_STRATEGIES[absence.type].countsAsVacation)
      continue;
    const from = Math.max(first, toDayNumber(absence.startDate));
    const to = Math.min(last, toDayNumber(absence.endDate));
    for (let n = from; n <= to; n++) {
      if (counted.has(n) || byDay.get(n) !== absence.type) continue;
      if (!takesWorkday(record, holidays, n)) continue;
      counted.add(n);
      perMonth[civilOf(n).month]! += 1;
    }
  }
  return perMonth;
}

export function vacationBalance(sheet: TimeSheet, month: number): VacationBalance {
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`Invalid month: ${month}`);
  const perMonth = vacationDaysByMonth(sheet);
  const takenBefore = perMonth.slice(1, month).reduce((sum, n) => sum + n, 0);
  const taken = perMonth[month] as number;
  const carriedOver = sheet.record.initialVacation;
  const before = arisenFor(sheet, month - 1, takenBefore).days;
  const { days: arisen, rule } = arisenFor(sheet, month, takenBefore + taken);
  return {
    endOfPreviousMonth: carriedOver + before - takenBefore,
    arisenInMonth: arisen - before,
    taken,
    remaining: carriedOver + arisen - takenBefore - taken,
    carriedOver,
    arisen,
    takenSoFar: takenBefore + taken,
    entitlement: carriedOver + arisen,
    basis: rule.basis,
    waitingPeriodEnd: rule.waitingPeriodEnd,
    arisesOn: rule.arisesOn,
  };
}

/** The records table's 'Urlaub (verfügbar / genommen)' for the whole year. */
export function vacationSummary(sheet: TimeSheet): {
  available: number;
  taken: number;
  carriedOver: number;
  arisen: number;
  remaining: number;
  basis: VacationBasis;
} {
  const year = vacationBalance(sheet, 12);
  return {
    available: year.entitlement,
    taken: year.takenSoFar,
    carriedOver: year.carriedOver,
    arisen: year.arisen,
    remaining: year.remaining,
    basis: year.basis,
  };
}
