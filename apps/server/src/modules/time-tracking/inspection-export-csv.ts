import { csvDocument, csvHours, textCell } from '../../lib/csv.ts';
import type { InspectionEmployee, InspectionExport } from './inspection-export.service.ts';
import { inspectionMessages as m } from './inspection-messages.ts';

const c = m.columns;

/** Name and Personalnummer open every row, so any row can be read (and filtered) alone. */
const who = (e: InspectionEmployee) => [textCell(e.name), e.personnelNumber];

/**
 * The inspection export as CSV (lib/csv.ts: German Excel, BOM, semicolons): a head block, then
 * three tables one after another, each with its title and header row: the work times, the
 * month totals and the change history (one row per changed field). Hours as decimal hours
 * with a comma ('8,50'), as spreadsheets add them up; the PDF's h.mm ('8.30') is the same.
 */
export function inspectionCsv(data: InspectionExport): string {
  const rows: string[][] = [
    [m.title],
    [m.project, textCell(data.projectName)],
    [m.period, m.periodText(data.from, data.to)],
    [m.createdAt, data.createdAt],
    [m.createdBy, textCell(data.createdBy)],
    [m.chain, data.chain.text],
    [],
    [m.workTimes],
    [
      c.employee,
      m.personnelNumber,
      m.employment,
      c.date,
      c.start,
      c.end,
      c.breaks,
      c.breakHours,
      c.durationHours,
      c.recordedAt,
      c.recordedBy,
      c.note,
    ],
  ];
  for (const e of data.employees) {
    for (const d of e.days) {
      rows.push([
        ...who(e),
        e.employment,
        d.dateText.slice(3),
        d.start,
        d.end,
        d.breaks.join(', '),
        csvHours(d.breakMinutes),
        csvHours(d.minutes),
        d.recordedAt,
        textCell(d.recordedBy),
        d.notes.join(', '),
      ]);
    }
  }
  rows.push([], [m.monthTotals], [c.employee, m.personnelNumber, c.month, c.days, c.durationHours]);
  for (const e of data.employees) {
    for (const month of [...e.months, e.total]) {
      rows.push([...who(e), month.label, String(month.days), csvHours(month.minutes)]);
    }
  }
  rows.push(
    [],
    [m.history],
    [
      c.employee,
      m.personnelNumber,
      c.seq,
      c.at,
      c.actor,
      c.action,
      c.subject,
      c.field,
      c.from,
      c.to,
      c.reason,
    ],
  );
  for (const e of data.employees) {
    for (const h of e.history) {
      const head = [...who(e), String(h.seq), h.at, textCell(h.actor), h.action, h.subject];
      const changes = h.changes.length > 0 ? h.changes : [{ label: '', from: null, to: null }];
      for (const change of changes) {
        rows.push([
          ...head,
          change.label,
          textCell(change.from ?? ''),
          textCell(change.to ?? ''),
          textCell(h.reason ?? ''),
        ]);
      }
    }
  }
  return csvDocument(rows);
}
