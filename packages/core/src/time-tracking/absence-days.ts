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

/** Approved absences by day number; a later absence never silently replaces an earlier one. */
export function absenceTypeByDay(absences: readonly Absence[]): Map<number, AbsenceType> {
  const byDay = new Map<number, AbsenceType>();
  for (const absence of absences) {
    if (absence.state !== 'approved') continue;
    for (
      let n = toDayNumber(absence.startDate), end = toDayNumber(absence.endDate);
      n <= end;
      n++
    ) {
      if (!byDay.has(n)) byDay.set(n, absence.type);
    }
  }
  return byDay;
}
