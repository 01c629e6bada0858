import { displayAnswer } from '@kontor/core/forms/submission-values';
import type { SubmissionColumn } from '@kontor/core/schemas/forms';
import { formatClock, formatDate, toLocal } from '@kontor/core/time-tracking/index';
import { csvDocument, textCell } from '../../lib/csv.ts';

/** The CSV's first column, as the Daten tab heads it. */
export const SUBMISSIONS_CSV_DATE = 'Datum';

/** '24.12.2026 14:30' in Berlin time: one cell German spreadsheets read as a moment. */
function berlinMoment(at: Date): string {
  const local = toLocal(Math.floor(at.getTime() / 60_000));
  return `${formatDate(local.date)} ${formatClock(local.minute)}`;
}

/**
 * The Daten tab as a spreadsheet (issue 35): 'Datum', then one column per current field headed
 * by its label, in field order; dates and numbers as Germans write them. Every answer and label
 * is text someone typed (the public, the office), so each is defused against formulas.
 */
export function submissionsCsv(
  columns: readonly SubmissionColumn[],
  rows: readonly { createdAt: Date; data: Readonly<Record<string, string>> }[],
): string {
  const header = [SUBMISSIONS_CSV_DATE, ...columns.map((c) => textCell(c.label))];
  const lines = rows.map((row) => [
    berlinMoment(row.createdAt),
    ...columns.map((c) => {
      const value = row.data[c.name];
      return value === undefined ? '' : textCell(displayAnswer(c.type, value));
    }),
  ]);
  return csvDocument([header, ...lines]);
}

const ASCII: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };
/** 'Anmeldung Sommerfest' → 'anmeldung-sommerfest-daten.csv' (a header-safe file name). */
export function submissionsCsvName(formName: string): string {
  const slug = formName
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => ASCII[c]!)
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'formular'}-daten.csv`;
}
