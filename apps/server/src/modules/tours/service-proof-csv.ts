import {
  costTypeLabels,
  visitStatusLabels,
  type ServiceProof,
} from '@kontor/core/schemas/services';
import { formatDate } from '@kontor/core/time-tracking/index';
import { csvDocument, textCell } from '../../lib/csv.ts';
import { monthLabel, tourExportMessages as m } from './tour-exports.messages.ts';
import { localDateTime } from './visit-labels.ts';

const HEADER = [
  m.property,
  'Monat',
  m.costType,
  'Umlagefähig',
  m.service,
  'Geplant am',
  'Fällig am',
  m.status,
  m.doneBy,
  'Vertretung für',
  m.doneAt,
  'Uhrzeit',
  m.photos,
  m.comment,
  'Feiertag',
];

/**
 * The Leistungsnachweis as one table for a spreadsheet: a row per planned visit, grouped by
 * cost type like the PDF (totals are a filter or pivot away, so no summary rows break the
 * table). Names, titles and comments are user text and defused (lib/csv.ts).
 */
export function serviceProofCsv(proof: ServiceProof): string {
  const rows = [HEADER];
  const property = textCell(proof.property.name);
  const month = monthLabel(proof.month);
  for (const group of proof.groups) {
    for (const row of group.rows) {
      const [doneDate, doneClock] = row.doneAt ? localDateTime(row.doneAt) : ['', ''];
      rows.push([
        property,
        month,
        costTypeLabels[group.costType],
        group.allocable ? 'ja' : 'nein',
        textCell(row.service),
        formatDate(row.plannedDate),
        formatDate(row.date),
        visitStatusLabels[row.status],
        textCell(row.worker?.name ?? ''),
        textCell(row.substituteFor?.name ?? ''),
        doneDate,
        doneClock,
        String(row.photoCount),
        textCell(row.comment ?? ''),
        textCell(row.holiday ?? ''),
      ]);
    }
  }
  return csvDocument(rows);
}
