import type { LocalDate } from '../time-tracking/local-date.ts';
import type { EmploymentType, PayKind } from './employment.ts';
import type { Cents } from './money.ts';

/**
 * One row of an employee's pay history: from `validFrom` on, until a later row. Rows are never
 * changed: a change is a new row, and so is a correction (a later row of the same `validFrom`
 * replaces the earlier one from its recording on); only a row still to come may be deleted.
 */
export interface WageRow {
  id: string;
  validFrom: LocalDate;
  employmentType: EmploymentType;
  kind: PayKind;
  /** Per hour (hourly) or per month (monthly). */
  amount: Cents;
  /** Monthly salary: the contractual hours per month it pays for. */
  monthlyHours: number | null;
  /** When it was entered (ISO instant). */
  recordedAt: string;
  /** The order of recording: of two rows of one day the later recorded one counts. */
  sequence: number;
  deletedAt: string | null;
}

/** The pay of an hour: the hourly wage, or the salary divided by its monthly hours. */
export function hourlyRate(wage: Pick<WageRow, 'kind' | 'amount' | 'monthlyHours'>): Cents {
  if (wage.kind === 'hourly') return wage.amount;
  return wage.monthlyHours && wage.monthlyHours > 0 ? wage.amount / wage.monthlyHours : 0;
}

const recorded = (a: WageRow, b: WageRow) => a.sequence - b.sequence;

/**
 * The rows that count, by `validFrom`: deleted rows left out and of several rows of one day
 * the last recorded (a correction), oldest first.
 */
export function effectiveWages<T extends WageRow>(rows: readonly T[]): T[] {
  const byDay = new Map<LocalDate, T>();
  for (const row of [...rows].filter((r) => r.deletedAt === null).sort(recorded)) {
    byDay.set(row.validFrom, row);
  }
  return [...byDay.values()].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
}

/** The row that holds on `date` among effective rows (`effectiveWages`), if any. */
export function wageOn<T extends WageRow>(effective: readonly T[], date: LocalDate): T | undefined {
  let found: T | undefined;
  for (const row of effective) {
    if (row.validFrom > date) break;
    found = row;
  }
  return found;
}

/** How the history table shows a row. */
export type WageState = 'current' | 'future' | 'past' | 'corrected' | 'deleted';

export function wageState(row: WageRow, rows: readonly WageRow[], today: LocalDate): WageState {
  if (row.deletedAt !== null) return 'deleted';
  const effective = effectiveWages(rows);
  if (!effective.some((r) => r.id === row.id)) return 'corrected';
  if (row.validFrom > today) return 'future';
  return wageOn(effective, today)?.id === row.id ? 'current' : 'past';
}

/** Only a row that begins after today may be deleted (nothing has been paid by it yet). */
export const isDeletable = (row: WageRow, today: LocalDate) =>
  row.deletedAt === null && row.validFrom > today;
