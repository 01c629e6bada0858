import { formatDate } from '../time-tracking/format.ts';
import { daysInMonth, type LocalDate } from '../time-tracking/local-date.ts';

/**
 * The period of an inspection export ('Prüfexport', docs/payroll.md). § 17 Abs. 1 Satz 1 MiLoG
 * has the records kept "mindestens zwei Jahre beginnend ab dem für die Aufzeichnung
 * maßgeblichen Zeitpunkt": the export reaches back two years from today, the retention the
 * customs' inspection (FKS, § 2 Abs. 1 SchwarzArbG) can ask for. Days after today hold no
 * work done yet, so the period ends today at the latest.
 */
export const INSPECTION_RETENTION_YEARS = 2;

export const inspectionPeriodMessages = {
  toBeforeFrom: 'Das Ende des Zeitraums darf nicht vor seinem Beginn liegen.',
  toAfterToday: 'Der Zeitraum darf nicht nach heute enden.',
  fromTooEarly: (earliest: LocalDate) =>
    `Der Prüfexport reicht höchstens zwei Jahre zurück (Aufbewahrung nach § 17 Abs. 1 MiLoG): frühestens ab ${formatDate(earliest)}.`,
} as const;

/** The same day two years earlier; 29 February becomes the 28th. */
export function earliestInspectionDate(today: LocalDate): LocalDate {
  const year = Number(today.slice(0, 4)) - INSPECTION_RETENTION_YEARS;
  const month = Number(today.slice(5, 7));
  const day = Math.min(Number(today.slice(8, 10)), daysInMonth(year, month));
  return `${year}-${today.slice(5, 7)}-${String(day).padStart(2, '0')}`;
}

/** What is wrong with a period, per field ('from', 'to'); empty when it may be exported. */
export function inspectionPeriodProblems(
  from: LocalDate,
  to: LocalDate,
  today: LocalDate,
): Partial<Record<'from' | 'to', string>> {
  const problems: Partial<Record<'from' | 'to', string>> = {};
  const earliest = earliestInspectionDate(today);
  if (from < earliest) problems.from = inspectionPeriodMessages.fromTooEarly(earliest);
  if (to < from) problems.to = inspectionPeriodMessages.toBeforeFrom;
  else if (to > today) problems.to = inspectionPeriodMessages.toAfterToday;
  return problems;
}
