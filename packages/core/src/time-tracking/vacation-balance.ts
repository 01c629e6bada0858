import { absenceTypeByDay } from './absence-days.ts';
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

/** Twelfths of a year's vacation days the record has earned up to `month`: days × its months. */
function earnedTwelfths(record: YearRecord, month: number): number {
  const first = civilOf(toDayNumber(record.startDate)).month;
  const last = civilOf(toDayNumber(record.endDate)).month;
  const months = Math.max(0, Math.min(month, last, 12) - first + 1);
  return record.settings.vacationDaysPerYear * months;
}

/**
 * ceil(yearly days × months of the record so far ÷ 12) plus the vacation carried over; the
 * months end with the record's end month. § 5 Abs. 1 BUrlG: a twelfth of the yearly leave per
 * full month; § 5 Abs. 2: fractions of at least half a day are rounded up. Rounding every
 * fraction up is more favourable to the employee, which § 13 Abs. 1 BUrlG allows. After
 * `earlier` records of the same year (the hours changed mid-year) the rounding continues from
 * their exact share, so the records' entitlements add up to the year's: 25 days over two
 * halves give 13 + 12, not 13 + 13, and no month is earned twice.
 */
export function vacationEntitlement(
  record: YearRecord,
  month: number,
  earlier: readonly YearRecord[] = [],
): number {
  const before = earlier
    .filter((e) => e.year === record.year && e.endDate < record.startDate)
    .reduce((sum, e) => sum + earnedTwelfths(e, 12), 0);
  // Multiply first: 25 / 12 * 12 is 25.000000000000004 in floating point.
  const own = earnedTwelfths(record, month);
  return Math.ceil((before + own) / 12) - Math.ceil(before / 12) + record.initialVacation;
}

/** Vacation days taken per month (index 1–12): approved full days on planned working days only. */
export function vacationDaysByMonth(sheet: TimeSheet): number[] {
  const { record } = sheet;
  const perMonth = Array.from({ length: 13 }, () => 0);
  const first = toDayNumber(record.startDate);
  const last = toDayNumber(record.endDate);
  const holidays = new Set([...record.holidays.keys()].map(toDayNumber));
  const counted = new Set<number>();
  // The day's absence decides: a vacation day taken over by illness is given back (§ 9 BUrlG).
  const byDay = absenceTypeByDay(sheet.absences ?? []);
  for (const absence of sheet.absences ?? []) {
    if (absence.state !== 'approved' || !ABSENCE_STRATEGIES[absence.type].countsAsVacation)
      continue;
    const from = Math.max(first, toDayNumber(absence.startDate));
    const to = Math.min(last, toDayNumber(absence.endDate));
    for (let n = from; n <= to; n++) {
      if (counted.has(n) || holidays.has(n) || byDay.get(n) !== absence.type) continue;
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
  const earlier = sheet.earlierRecords;
  const entitlement = vacationEntitlement(sheet.record, month, earlier);
  return {
    endOfPreviousMonth: vacationEntitlement(sheet.record, month - 1, earlier) - takenBefore,
    taken,
    remaining: entitlement - takenBefore - taken,
    entitlement,
  };
}

/** The records table's 'Urlaub (verfügbar / genommen)' for the whole year. */
export function vacationSummary(sheet: TimeSheet): { available: number; taken: number } {
  const taken = vacationDaysByMonth(sheet).reduce((sum, n) => sum + n, 0);
  return { available: vacationEntitlement(sheet.record, 12, sheet.earlierRecords), taken };
}
