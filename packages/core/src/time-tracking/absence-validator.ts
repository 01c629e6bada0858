import { illnessDuringVacation } from './absence-days.ts';
import { formatDate } from './format.ts';
import { datesBetween, type LocalDate } from './local-date.ts';
import { messages } from './messages.ts';
import type { Absence, AbsenceType, Issue } from './types.ts';

const m = messages.absence;

export interface AbsenceDraft {
  id?: string;
  userId?: string | null;
  startDate?: LocalDate | null;
  endDate?: LocalDate | null;
  type?: AbsenceType | null;
}

export interface AbsenceContext {
  /** The employee's record for the start date's year; null when there is none. */
  record: { startDate: LocalDate; endDate: LocalDate } | null;
  /** Dates on which the employee has time entries. */
  entryDates: readonly LocalDate[];
  /** The employee's other absences (the edited one is skipped by id). */
  absences: readonly Absence[];
}

const listDates = (dates: Iterable<LocalDate>) =>
  [...new Set(dates)].sort().map(formatDate).join(', ');

function recordIssues(draft: AbsenceDraft, record: AbsenceContext['record']): Issue[] {
  if (!draft.startDate) return [{ field: 'record', message: m.chooseStart }];
  if (!record) return [{ field: 'startDate', message: m.noRecord }];
  const issues: Issue[] = [];
  const first = formatDate(record.startDate);
  const last = formatDate(record.endDate);
  if (draft.startDate < record.startDate)
    issues.push({ field: 'startDate', message: m.startBeforeRecord(first) });
  if (draft.startDate > record.endDate)
    issues.push({ field: 'startDate', message: m.startAfterRecord(last) });
  if (draft.endDate && draft.endDate < record.startDate) {
    issues.push({ field: 'endDate', message: m.endBeforeRecord(first) });
  }
  if (draft.endDate && draft.endDate > record.endDate) {
    issues.push({ field: 'endDate', message: m.endAfterRecord(last) });
  }
  return issues;
}

function overlapIssues(
  start: LocalDate,
  end: LocalDate,
  draft: AbsenceDraft,
  context: AbsenceContext,
): Issue[] {
  const issues: Issue[] = [];
  const clashingEntries = context.entryDates.filter((d) => d >= start && d <= end);
  if (clashingEntries.length > 0) {
    issues.push({ field: 'dates', message: m.overlapsEntries(listDates(clashingEntries)) });
  }
  const clashingAbsences = context.absences
    .filter((a) => a.id !== draft.id && a.startDate <= end && start <= a.endDate)
    // § 9 BUrlG: an illness may be recorded during an approved vacation (it takes those days).
    .filter(
      (a) => !(a.state === 'approved' && draft.type && illnessDuringVacation(a.type, draft.type)),
    )
    .flatMap((a) =>
      datesBetween(a.startDate > start ? a.startDate : start, a.endDate < end ? a.endDate : end),
    );
  if (clashingAbsences.length > 0) {
    issues.push({ field: 'dates', message: m.overlapsAbsences(listDates(clashingAbsences)) });
  }
  return issues;
}

/** The absence dialog's checks, in the order the form shows them. */
export function validateAbsence(draft: AbsenceDraft, context: AbsenceContext): Issue[] {
  const issues: Issue[] = [];
  if (!draft.userId) issues.push({ field: 'userId', message: m.userMissing });
  if (!draft.startDate) issues.push({ field: 'startDate', message: m.startMissing });
  if (!draft.endDate) issues.push({ field: 'endDate', message: m.endMissing });
  if (!draft.type) issues.push({ field: 'type', message: m.typeMissing });
  issues.push(...recordIssues(draft, context.record));
  const { startDate, endDate } = draft;
  if (!startDate || !endDate) return issues;
  if (startDate > endDate) return [...issues, { field: 'startDate', message: m.startAfterEnd }];
  return [...issues, ...overlapIssues(startDate, endDate, draft, context)];
}
