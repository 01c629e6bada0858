import { datesBetween, toDayNumber, type LocalDate } from './local-date.ts';
import type { Absence, AbsenceType } from './types.ts';

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
