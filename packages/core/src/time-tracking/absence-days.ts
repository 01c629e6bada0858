import { datesBetween, toDayNumber, weekdayOfDay, type LocalDate } from './local-date.ts';
import type { Absence, AbsenceType, YearRecord } from './types.ts';

/** The absence days an approved absence generates: one per date of its range. */
export function absenceDays(absence: Absence): { date: LocalDate; type: AbsenceType }[] {
  if (absence.state !== 'approved') return [];
  return datesBetween(absence.startDate, absence.endDate).map((date) => ({
    date,
    type: absence.type,
  }));
}

/**
 * § 9 BUrlG: days of illness during vacation, proven by a medical certificate, are not counted
 * as vacation. An approved illness (the office approves it on the certificate) therefore takes
 * a day of approved vacation over: the day counts as illness and the vacation day is given back.
 */
export const illnessDuringVacation = (day: AbsenceType, other: AbsenceType): boolean =>
  day === 'vacation' && other === 'illness';

/**
 * Approved absences by day number; a later absence never silently replaces an earlier one,
 * except an illness during vacation (§ 9 BUrlG).
 */
export function absenceTypeByDay(absences: readonly Absence[]): Map<number, AbsenceType> {
  const byDay = new Map<number, AbsenceType>();
  for (const absence of absences) {
    if (absence.state !== 'approved') continue;
    for (
      let n = toDayNumber(absence.startDate), end = toDayNumber(absence.endDate);
      n <= end;
      n++
    ) {
      const current = byDay.get(n);
      if (current === undefined || illnessDuringVacation(current, absence.type)) {
        byDay.set(n, absence.type);
      }
    }
  }
  return byDay;
}

/** The record's holiday dates as day numbers, for `takesWorkday`. */
export const holidayDayNumbers = (record: YearRecord): Set<number> =>
  new Set([...record.holidays.keys()].map(toDayNumber));

/**
 * Whether an absence on day `n` uses one of the record's working days: a day of the record,
 * one of its working weekdays (the first `weekdaysPerWeek` from Monday) and no holiday of its
 * template. The vacation balance counts taken days with it, the absence dialog its preview.
 */
export function takesWorkday(record: YearRecord, holidays: ReadonlySet<number>, n: number) {
  return (
    n >= toDayNumber(record.startDate) &&
    n <= toDayNumber(record.endDate) &&
    !holidays.has(n) &&
    weekdayOfDay(n) < record.settings.weekdaysPerWeek
  );
}

/**
 * The working days an absence from `startDate` to `endDate` uses under the employee's records
 * (an absence may span two, e.g. across the new year); days no record covers use none.
 */
export function absenceWorkingDays(
  records: readonly YearRecord[],
  startDate: LocalDate,
  endDate: LocalDate,
): number {
  const withHolidays = records.map((record) => ({ record, holidays: holidayDayNumbers(record) }));
  let count = 0;
  for (let n = toDayNumber(startDate), end = toDayNumber(endDate); n <= end; n++) {
    if (withHolidays.some(({ record, holidays }) => takesWorkday(record, holidays, n))) count++;
  }
  return count;
}
