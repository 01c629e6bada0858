import { vacationBalance } from './vacation-balance.ts';
import { yearBalance } from './year-balance.ts';
import { messages } from './messages.ts';
import type { BalanceOptions } from './month-balance.ts';
import type { TimeSheet } from './timesheet.ts';
import { recordPeriod } from './time-settings.ts';
import type { Issue, LocalDate } from './types.ts';

/** A record's place in time: the first of its start month to the end of its end month. */
export interface RecordSpan {
  id: string;
  year: number;
  startMonth: number;
  endMonth: number;
}

/** Months since year 0, so spans of different years compare as numbers. */
const first = (r: RecordSpan) => r.year * 12 + r.startMonth;
const last = (r: RecordSpan) => r.year * 12 + r.endMonth;

/**
 * A user's records may not share a month: every day belongs to one record, so no day is
 * counted (Soll, Ist, vacation) twice. The database enforces the same rule.
 */
export function validateRecordPeriod(draft: RecordSpan, others: readonly RecordSpan[]): Issue[] {
  if (draft.endMonth < draft.startMonth) {
    return [{ field: 'endMonth', message: messages.record.endBeforeStart }];
  }
  const overlapping = others.some(
    (o) => o.id !== draft.id && first(o) <= last(draft) && first(draft) <= last(o),
  );
  return overlapping ? [{ field: 'startMonth', message: messages.record.overlap }] : [];
}

/** The record a new one continues from ('Vorherigen Record kopieren'): the latest that ends before it starts. */
export function formerRecordOf<T extends RecordSpan>(
  draft: Omit<RecordSpan, 'id' | 'endMonth'>,
  records: readonly T[],
): T | undefined {
  return records
    .filter((r) => last(r) < draft.year * 12 + draft.startMonth)
    .reduce<T | undefined>(
      (latest, r) => (latest && last(latest) > last(r) ? latest : r),
      undefined,
    );
}

/** The same user's records of the same year that end before this one (vacation pro rata). */
export function earlierInYear<T extends RecordSpan>(
  record: RecordSpan,
  records: readonly T[],
): T[] {
  return records.filter((r) => r.year === record.year && r.endMonth < record.startMonth);
}

/** The same user's other records of the same year (they share the year's vacation). */
export function sameYear<T extends RecordSpan>(record: RecordSpan, records: readonly T[]): T[] {
  return records.filter((r) => r.year === record.year && r.id !== record.id);
}

/**
 * Order in which carried values can be computed: each record comes after the record it
 * continues from. Level 0 has no former record among `records`; level n continues from level
 * n − 1. A chain that loops (impossible through the API) is cut where it closes.
 */
export function carryLevels<T extends { id: string; formerRecordId: string | null }>(
  records: readonly T[],
): T[][] {
  const byId = new Map(records.map((r) => [r.id, r]));
  const level = new Map<string, number>();
  const levelOf = (r: T, seen: Set<string>): number => {
    const known = level.get(r.id);
    if (known !== undefined) return known;
    const former = r.formerRecordId ? byId.get(r.formerRecordId) : undefined;
    const n = former && !seen.has(former.id) ? levelOf(former, seen.add(r.id)) + 1 : 0;
    level.set(r.id, n);
    return n;
  };
  const levels: T[][] = [];
  for (const r of records) (levels[levelOf(r, new Set())] ??= []).push(r);
  return levels.filter(Boolean);
}

/** What a record hands to the one continuing from it: its closing account and remaining vacation. */
export interface CarriedValues {
  /** Minutes. */
  saldo: number;
  /** Days. */
  vacation: number;
}

/** Zeitkonto at the record's end (days counted up to `until`) and the vacation left. */
export function closingValues(sheet: TimeSheet, options: BalanceOptions = {}): CarriedValues {
  return {
    // Figures only: the legal findings do not change the account.
    saldo: yearBalance(sheet, { ...options, findings: false }).total.account,
    vacation: vacationBalance(sheet, 12).remaining,
  };
}

/**
 * The dates a user's records cover without a gap around `date` (records of one contract
 * change follow each other), so an absence may run from one record into the next. A date
 * outside them gets the nearest record of its year (the absence check then names its dates);
 * null when the year has none.
 */
export function coveredPeriod(
  records: readonly RecordSpan[],
  date: LocalDate,
): { startDate: LocalDate; endDate: LocalDate } | null {
  const month = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
  const sorted = [...records].sort((a, b) => first(a) - first(b));
  const year = Math.floor((month - 1) / 12);
  let index = sorted.findIndex((r) => first(r) <= month && month <= last(r));
  if (index < 0) index = sorted.findIndex((r) => r.year === year && first(r) > month);
  if (index < 0) index = sorted.map((r) => r.year).lastIndexOf(year);
  if (index < 0) return null;
  let end = index;
  while (sorted[end + 1] && first(sorted[end + 1]!) === last(sorted[end]!) + 1) end++;
  while (sorted[index - 1] && last(sorted[index - 1]!) + 1 === first(sorted[index]!)) index--;
  const from = sorted[index]!;
  const to = sorted[end]!;
  return {
    startDate: recordPeriod(from.year, from.startMonth).startDate,
    endDate: recordPeriod(to.year, 1, to.endMonth).endDate,
  };
}
