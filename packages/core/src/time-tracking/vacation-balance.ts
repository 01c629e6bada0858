import { ABSENCE_STRATEGIES } from './absence-strategies.ts';
import { civilOf, toDayNumber, weekdayOfDay } from './local-date.ts';
import type { TimeSheet } from './timesheet.ts';
import type { YearRecord } from './types.ts';

/** The Urlaub section: days at the end of the previous month, taken in the month, remaining. */
export interface VacationBalance {
  /** Urlaub Ende Vormonat */
  endOfPreviousMonth: number;
  /** Genommener Urlaub */
  taken: number;
  /** Verbleibender Urlaub */
  remaining: number;
  /** Entitlement earned up to the end of the month, initial vacation included. */
  entitlement: number;
}

function startMonthOf(record: YearRecord): number {
  return civilOf(toDayNumber(record.startDate)).month;
}

/** ceil(yearly days ÷ 12 × months of the record so far) plus the vacation carried over. */
export function vacationEntitlement(record: YearRecord, month: number): number {
  const months = Math.max(0, Math.min(month, 12) - startMonthOf(record) + 1);
  // Multiply first: 25 / 12 * 12 is 25.000000000000004 in floating point.
  return Math.ceil((record.settings.vacationDaysPerYear * months) / 12) + record.initialVacation;
}

/** Vacation days taken per month (index 1–12): approved full days on planned working days only. */
export function vacationDaysByMonth(sheet: TimeSheet): number[] {
  const { record } = sheet;
  const perMonth = Array.from({ length: 13 }, () => 0);
  const first = toDayNumber(record.startDate);
  const last = toDayNumber(record.endDate);
  const holidays = new Set([...record.holidays.keys()].map(toDayNumber));
  const counted = new Set<number>();
  for (const absence of sheet.absences ?? []) {
    if (absence.state !== 'approved' || !ABSENCE_STRATEGIES[absence.type].countsAsVacation)
      continue;
    const from = Math.max(first, toDayNumber(absence.startDate));
    const to = Math.min(last, toDayNumber(absence.endDate));
    for (let n = from; n <= to; n++) {
      if (counted.has(n) || holidays.has(n)) continue;
      if (weekdayOfDay(n) >= record.settings.weekdaysPerWeek) continue;
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
  const entitlement = vacationEntitlement(sheet.record, month);
  return {
    endOfPreviousMonth: vacationEntitlement(sheet.record, month - 1) - takenBefore,
    taken,
    remaining: entitlement - takenBefore - taken,
    entitlement,
  };
}

/** The records table's 'Urlaub (verfügbar / genommen)' for the whole year. */
export function vacationSummary(sheet: TimeSheet): { available: number; taken: number } {
  const taken = vacationDaysByMonth(sheet).reduce((sum, n) => sum + n, 0);
  return { available: vacationEntitlement(sheet.record, 12), taken };
}
