import {
  costTypeLabels,
  visitStatusLabels,
  type ServiceProof,
} from '@kontor/core/schemas/services';
import { pdfTable, type PdfColumn } from '../../lib/pdf/pdf-table.ts';
import { Printout } from '../../lib/pdf/printout.ts';
import { tourExportMessages as m } from './tour-exports.messages.ts';
import type { PrintMeta } from './tour-sheet-pdf.ts';
import { localDateTime, performer, shortDay } from './visit-labels.ts';

type Row = ServiceProof['groups'][number]['rows'][number];

const VISIT_COLUMNS: PdfColumn[] = [
  { label: m.plannedDate, width: 58 },
  { label: m.service, width: 105 },
  { label: m.status, width: 58 },
  { label: m.doneBy, width: 180 },
  { label: m.doneAt, width: 76 },
  { label: m.photos, width: 34, right: true },
];

const WINTER_COLUMNS: PdfColumn[] = [
  { label: m.winterDate, width: 70 },
  { label: m.winterTime, width: 50 },
  { label: m.doneBy, width: 160 },
  { label: m.comment, width: 196 },
  { label: m.photos, width: 35, right: true },
];

const TOTAL_COLUMNS: PdfColumn[] = [
  { label: m.totalsKind, width: 160 },
  { label: m.visits, width: 70, right: true },
  { label: m.done, width: 70, right: true },
  { label: m.missed, width: 75, right: true },
  { label: m.skipped, width: 66, right: true },
  { label: m.planned, width: 70, right: true },
];

const doneAtCell = (row: Row) => (row.doneAt ? localDateTime(row.doneAt).join(' ') : '');

function visitCells(row: Row): string[] {
  return [
    shortDay(row.date),
    row.service,
    visitStatusLabels[row.status],
    performer(row),
    doneAtCell(row),
    String(row.photoCount),
  ];
}

/** The Winterdienst part: each clearance with its date and time, as a dispute needs it. */
function winterSection(p: Printout, rows: readonly Row[]) {
  const cleared = rows.filter((r) => r.status === 'done' && r.doneAt);
  p.heading(m.winterTitle);
  if (cleared.length === 0) {
    p.paragraph(m.noWinter);
    return;
  }
  pdfTable(
    p,
    WINTER_COLUMNS,
    cleared.map((row) => {
      const [date, clock] = localDateTime(row.doneAt!);
      return {
        cells: [date, clock, performer(row), row.comment ?? '', String(row.photoCount)],
      };
    }),
  );
}

/**
 * The Leistungsnachweis of one property and month (A4): the visits per cost type with their
 * counts, the Winterdienst clearances with their times, and the totals umlagefähig / nicht
 * umlagefähig for the yearly service-charge statement (§ 2 BetrKV).
 */
export function renderServiceProof(proof: ServiceProof, meta: PrintMeta): Promise<Buffer> {
  const { property } = proof;
  const p = new Printout({
    ...meta,
    title: m.proofTitle(proof.month),
    lines: [
      `${m.property}: ${property.name}`,
      ...(property.address
        ? [`${m.address}: ${property.address.split(/\r\n|\r|\n/).join(', ')}`]
        : []),
    ],
  });
  if (proof.groups.length === 0) p.paragraph(m.noProofVisits, { size: 10 });
  for (const group of proof.groups) {
    p.heading(m.groupTitle(costTypeLabels[group.costType], group.allocable));
    pdfTable(
      p,
      VISIT_COLUMNS,
      group.rows.map((row) => ({ cells: visitCells(row), shaded: row.status === 'missed' })),
    );
    p.y += 2;
    p.paragraph(m.counts(group.counts));
    p.y += 10;
    if (group.costType === 'winterService') {
      winterSection(p, group.rows);
      p.y += 10;
    }
  }
  p.heading(m.totalsTitle);
  const { allocable, notAllocable } = proof.totals;
  pdfTable(
    p,
    TOTAL_COLUMNS,
    (
      [
        [m.allocable, allocable],
        [m.notAllocable, notAllocable],
      ] as const
    ).map(([label, c]) => ({
      cells: [label, ...[c.total, c.done, c.missed, c.skipped, c.planned].map(String)],
    })),
  );
  return p.finish();
}
