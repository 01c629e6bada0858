import { csvDocument, textCell } from '../../lib/csv.ts';
import type { ImportClassProgress } from '../../db/schema/imports.ts';
import { importMessages } from './import-messages.ts';

export interface ClassReport extends Omit<ImportClassProgress, 'lastObjectId' | 'done'> {
  className: string;
  /** Every skipped object with its German reason. */
  skips: { sourceId: string; reason: string }[];
  notes: { sourceId: string; message: string }[];
}

export interface ImportReport {
  dryRun: boolean;
  projectId: string;
  projectName: string;
  /** Set when the run was cancelled between two pages (a new run resumes). */
  cancelled: boolean;
  /** The import_runs row (none for a dry run, which writes nothing). */
  runId: string | null;
  classes: ClassReport[];
}

export function emptyClassReport(className: string): ClassReport {
  return {
    className,
    read: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    skips: [],
    notes: [],
  };
}

const COUNTS = ['read', 'created', 'updated', 'unchanged', 'skipped'] as const;

/** The report for the terminal: a table of counts per class, then every skip and note. */
export function reportText(report: ImportReport): string {
  const rows = [
    [...importMessages.reportHeader],
    ...report.classes.map((c) => [c.className, ...COUNTS.map((key) => String(c[key]))]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const table = rows.map((row) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join('  '),
  );
  const lines = [
    report.cancelled ? importMessages.reportCancelled : importMessages.reportTitle(report.dryRun),
    importMessages.reportTarget(report.projectName),
    '',
    ...table,
  ];
  for (const c of report.classes) {
    for (const skip of c.skips) {
      lines.push(
        `${c.className} ${skip.sourceId}: ${importMessages.reportSkipped} – ${skip.reason}`,
      );
    }
    for (const note of c.notes) {
      lines.push(`${c.className} ${note.sourceId}: ${importMessages.reportNote} – ${note.message}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The report as CSV (semicolons, BOM, for German spreadsheets): one row per class and count,
 * then one per skipped object and per note. Texts from the source are defused (textCell).
 */
export function reportCsv(report: ImportReport): string {
  const rows: string[][] = [[...importMessages.csvHeader]];
  for (const c of report.classes) {
    const name = textCell(c.className);
    for (const key of COUNTS)
      rows.push([name, '', importMessages.csvKinds[key], String(c[key]), '']);
  }
  for (const c of report.classes) {
    const name = textCell(c.className);
    for (const skip of c.skips) {
      rows.push([
        name,
        textCell(skip.sourceId),
        importMessages.reportSkipped,
        '',
        textCell(skip.reason),
      ]);
    }
    for (const note of c.notes) {
      rows.push([
        name,
        textCell(note.sourceId),
        importMessages.reportNote,
        '',
        textCell(note.message),
      ]);
    }
  }
  return csvDocument(rows);
}
