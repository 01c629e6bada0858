import type { Tour, TourVisit } from '@kontor/core/schemas/services';
import { formatDate } from '@kontor/core/time-tracking/index';
import { isoWeekOf } from '@kontor/core/time-tracking/local-date';
import { pdfTable, tableHeight, type PdfColumn, type PdfRow } from '../../lib/pdf/pdf-table.ts';
import { Printout } from '../../lib/pdf/printout.ts';
import { tourExportMessages as m } from './tour-exports.messages.ts';
import { holidayNote, shortDay } from './visit-labels.ts';

export interface PrintMeta {
  projectName: string;
  printedAt: Date;
}

const COLUMNS: PdfColumn[] = [
  { label: m.day, width: 70 },
  { label: m.service, width: 190 },
  { label: m.note, width: 196 },
  { label: m.tick, width: 55, checkbox: true },
];

function note(visit: TourVisit): string {
  const notes = [holidayNote(visit)];
  if (visit.substituteFor) notes.push(m.substituteFor(visit.substituteFor.name));
  if (visit.coveredBy) notes.push(m.coveredBy(visit.coveredBy.name));
  return notes.filter(Boolean).join('; ');
}

/** A box to tick for each visit the worker makes; none where it is off or someone else's. */
function tick(visit: TourVisit): string {
  if (visit.status === 'skipped' || visit.coveredBy) return '-';
  return visit.status === 'done' ? 'x' : '';
}

function visitRows(property: Tour['properties'][number]): PdfRow[] {
  const visits = property.services.flatMap((s) => s.visits.map((v) => ({ title: s.title, v })));
  visits.sort((a, b) => a.v.date.localeCompare(b.v.date) || a.title.localeCompare(b.title, 'de'));
  return visits.map(({ title, v }) => ({
    cells: [v.anyDay ? m.anyDay : shortDay(v.date), title, note(v), tick(v)],
  }));
}

/**
 * The printable tour of one worker and week (A4): per property its name, address, key number
 * and info, one line per visit with a box to tick, and a signature field at the end.
 */
export function renderTourSheet(tour: Tour, meta: PrintMeta): Promise<Buffer> {
  const week = tour.week === null ? null : isoWeekOf(tour.week).week;
  const [first, last] = [tour.days[0], tour.days.at(-1)];
  const p = new Printout({
    ...meta,
    title: m.sheetTitle(week, tour.worker.name),
    lines: first && last ? [m.sheetPeriod(formatDate(first), formatDate(last))] : [],
  });
  const properties = tour.properties
    .map((property) => ({ property, rows: visitRows(property) }))
    .filter(({ rows }) => rows.length > 0);
  if (properties.length === 0) p.paragraph(m.noVisits, { size: 10 });
  for (const { property, rows } of properties) {
    const details = [
      ...(property.address ? [property.address] : []),
      ...(property.keyNumber !== null ? [`${m.keyNumber}: ${property.keyNumber}`] : []),
      ...(property.info ? [`${m.info}: ${property.info}`] : []),
    ];
    // The property's head stays with its first visits.
    const head = details.reduce((sum, d) => sum + p.measure(d), 4);
    p.heading(property.name, head + tableHeight(Math.min(rows.length, 2)));
    for (const detail of details) p.paragraph(detail);
    p.y += 4;
    pdfTable(p, COLUMNS, rows);
    p.y += 14;
  }
  p.signatures([m.signatureDate, m.signature]);
  return p.finish();
}
