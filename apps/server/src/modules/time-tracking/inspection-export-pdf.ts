import { formatHours } from '@kontor/core/time-tracking/index';
import { pdfTable, type PdfColumn, type PdfRow } from '../../lib/pdf/pdf-table.ts';
import { Printout } from '../../lib/pdf/printout.ts';
import type { InspectionEmployee, InspectionExport } from './inspection-export.service.ts';
import { inspectionMessages as m } from './inspection-messages.ts';

const c = m.columns;

// The content width is 511 pt; the Hinweis column holds 'Aufzeichnung verspätet (§ 17 MiLoG)'.
const DAY_COLUMNS: PdfColumn[] = [
  { label: c.date, width: 59 },
  { label: c.start, width: 34 },
  { label: c.end, width: 40 },
  { label: c.breaks, width: 50 },
  { label: c.duration, width: 30, right: true },
  { label: c.recordedAt, width: 70 },
  { label: c.recordedBy, width: 87 },
  { label: c.note, width: 141 },
];

/**
 * A time's table lines: the first with all its cells, then one more line for each further
 * break or note, so none is cut off (a table cell holds one line).
 */
function dayRows(d: InspectionEmployee['days'][number]): PdfRow[] {
  const lines = Math.max(1, d.breaks.length, d.notes.length);
  return Array.from({ length: lines }, (_, i) => ({
    cells:
      i === 0
        ? [
            d.dateText,
            d.start,
            d.end,
            d.breaks[0] ?? '',
            formatHours(d.minutes),
            d.recordedAt,
            d.recordedBy,
            d.notes[0] ?? '',
          ]
        : ['', '', '', d.breaks[i] ?? '', '', '', '', d.notes[i] ?? ''],
    shaded: d.notes.length > 0,
  }));
}

const MONTH_COLUMNS: PdfColumn[] = [
  { label: c.month, width: 120 },
  { label: c.days, width: 70, right: true },
  { label: c.duration, width: 60, right: true },
];

function employeeSection(p: Printout, e: InspectionEmployee) {
  p.heading(e.name, 80);
  p.paragraph(
    [
      `${m.personnelNumber}: ${e.personnelNumber}`,
      `${m.employment}: ${e.employment}`,
      `${m.recordingRequired}: ${e.recordingRequired ? m.yes : m.no}`,
    ].join(' · '),
  );
  p.y += 4;
  if (e.days.length === 0) p.paragraph(m.noWork);
  else {
    pdfTable(p, DAY_COLUMNS, e.days.flatMap(dayRows));
  }
  p.y += 8;
  p.heading(m.monthTotals);
  pdfTable(p, MONTH_COLUMNS, [
    ...e.months.map((x) => ({ cells: [x.label, String(x.days), formatHours(x.minutes)] })),
    { cells: [e.total.label, String(e.total.days), formatHours(e.total.minutes)], bold: true },
  ]);
  p.y += 8;
  p.heading(m.history);
  if (e.history.length === 0) p.paragraph(m.noHistory);
  for (const h of e.history) {
    p.paragraph(`${c.seq} ${h.seq} · ${h.at} · ${h.action} ${m.by} ${h.actor} · ${h.subject}`, {
      bold: true,
      size: 8,
    });
    for (const change of h.changes) {
      const value =
        change.from !== null && change.to !== null
          ? `${change.from || '–'} → ${change.to || '–'}`
          : (change.to ?? change.from ?? '');
      p.paragraph(`${change.label}: ${value}`, { size: 8, indent: 12 });
    }
    if (h.reason) p.paragraph(`${m.reason}: ${h.reason}`, { size: 8, indent: 12 });
    p.y += 2;
  }
}

/**
 * The inspection export as a PDF (German, A4, the printouts' embedded fonts): the head with
 * period, creation and the chain's check, then one section per employee, each starting on a
 * page of its own.
 */
export function inspectionPdf(data: InspectionExport): Promise<Buffer> {
  const p = new Printout({
    title: m.title,
    projectName: data.projectName,
    lines: [
      `${m.project}: ${data.projectName}`,
      `${m.period}: ${m.periodText(data.from, data.to)}`,
      `${m.createdAt} ${data.createdAt} ${m.by} ${data.createdBy}`,
      `${m.employeesCount}: ${data.employees.length}`,
    ],
  });
  p.paragraph(`${m.chain}: ${data.chain.text}`, { bold: !data.chain.verified });
  p.paragraph(m.legalBasis, { size: 8 });
  p.paragraph(m.durationLegend, { size: 8 });
  p.y += 10;
  data.employees.forEach((e, i) => {
    if (i > 0) p.addPage();
    employeeSection(p, e);
  });
  return p.finish();
}
