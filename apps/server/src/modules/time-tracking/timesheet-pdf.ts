import type { MonthView } from '@kontor/core/schemas/time-tracking-api';
import {
  ABSENCE_TYPE_LABELS,
  formatClock,
  formatDate,
  formatHours,
  MONTH_NAMES,
  toLocal,
  WEEKDAY_NAMES,
} from '@kontor/core/time-tracking/index';
import { messages, vacationBasisText } from '@kontor/core/time-tracking/messages';
import { pdfTable, type PdfColumn } from '../../lib/pdf/pdf-table.ts';
import { BOLD, FONT, Printout } from '../../lib/pdf/printout.ts';

const days = (n: number) => n.toLocaleString('de-DE');

// Datum, Arbeitszeiten, Pausen, Soll, Ist, Saldo, Zuschläge (the content width is 511 pt).
const COLUMNS: PdfColumn[] = [
  { label: 'Datum', width: 78 },
  { label: 'Arbeitszeiten', width: 120 },
  { label: 'Pausen', width: 105 },
  { label: 'Soll', width: 45, right: true },
  { label: 'Ist', width: 45, right: true },
  { label: 'Saldo', width: 45, right: true },
  { label: 'Zuschläge', width: 73, right: true },
];

const clock = (iso: string) => formatClock(toLocal(Math.floor(Date.parse(iso) / 60_000)).minute);
const span = (s: { start: string; end: string }) => `${clock(s.start)}–${clock(s.end)}`;
const signed = (minutes: number) => (minutes > 0 ? '+' : '') + formatHours(minutes);
const minutesOf = (list: readonly { minutes: number }[]) => list.reduce((n, s) => n + s.minutes, 0);

/**
 * A month still running counts up to today (as the screen): the sheet says so, and names the
 * planned rest apart from what is counted.
 */
function countedLines(view: MonthView): string[] {
  if (!view.countedUntil) return [];
  const lines = [
    `Zeitübersicht und Zuschläge: gezählt bis heute (${formatDate(view.countedUntil)})`,
  ];
  const rest = view.planned;
  if (rest) {
    lines.push(
      `Noch geplant ${formatDate(rest.from).slice(0, 6)}–${formatDate(rest.to)}: ` +
        `Soll ${formatHours(rest.target)}, eingetragen ${formatHours(rest.actual)}, ` +
        `Zuschläge ${formatHours(minutesOf(rest.surcharges))} (nicht gezählt)`,
    );
  }
  return lines;
}

function dayCells(day: MonthView['days'][number]): string[] {
  const weekday = WEEKDAY_NAMES[day.weekday]!.slice(0, 2);
  const times = day.entries
    .map((e) => (e.type === 'work' ? span(e) : `${span(e)} ${ABSENCE_TYPE_LABELS[e.absenceType!]}`))
    .join(', ');
  const label = day.absence ? ABSENCE_TYPE_LABELS[day.absence] : (day.holiday ?? '');
  const surcharges = day.surcharges.reduce((sum, s) => sum + s.minutes, 0);
  return [
    `${weekday} ${formatDate(day.date).slice(0, 6)}`,
    times || label,
    day.entries.flatMap((e) => e.breaks.map(span)).join(', '),
    formatHours(day.target),
    formatHours(day.actual),
    signed(day.saldo),
    surcharges > 0 ? formatHours(surcharges) : '',
  ];
}

function pairs(
  doc: PDFKit.PDFDocument,
  title: string,
  items: [string, string][],
  x: number,
  y: number,
) {
  doc.font(BOLD).fontSize(10).text(title, x, y);
  items.forEach(([label, value], i) => {
    const top = y + 16 + i * 13;
    doc
      .font(FONT)
      .fontSize(9)
      .text(label, x, top, { width: 124, lineBreak: false, ellipsis: true });
    doc.text(value, x + 124, top, { width: 36, align: 'right', lineBreak: false });
  });
}

/** The signable monthly timesheet of one employee (German, A4): days, balances, signatures. */
export function timesheetPdf(
  view: MonthView,
  month: number,
  meta: { projectName?: string; printedAt?: Date } = {},
): Promise<Buffer> {
  const first = view.days[0]?.date;
  const last = view.days.at(-1)?.date;
  const p = new Printout({
    ...meta,
    title: `Stundenzettel ${MONTH_NAMES[month - 1]} ${view.record.year}`,
    lines: [
      `Mitarbeiter/in: ${view.user.name}`,
      ...(first && last ? [`Zeitraum: ${formatDate(first)} – ${formatDate(last)}`] : []),
      ...countedLines(view),
    ],
  });
  pdfTable(
    p,
    COLUMNS,
    view.days.map((day) => ({ cells: dayCells(day), shaded: day.weekday >= 5 })),
  );
  const { doc } = p;
  const o = view.overview;
  p.ensure(100);
  const y = p.y + 14;
  const untilToday = view.countedUntil ? ' bis heute' : '';
  pairs(
    doc,
    `Zeitübersicht${untilToday}`,
    [
      ['Saldo Vormonat', signed(o.previousSaldo)],
      ['Sollzeit', formatHours(o.target)],
      ['Arbeitszeit', formatHours(o.actual)],
      ['Saldo', signed(o.saldo)],
      ['Zeitkonto', signed(o.account)],
    ],
    p.left,
    y,
  );
  const v = view.vacation;
  const t = messages.vacation;
  // Both ways it adds up: Ende Vormonat + neu − genommen, and Übertrag + Anspruch − genommen.
  const vacationLines: [string, string][] = [
    [t.endOfPreviousMonth, days(v.endOfPreviousMonth)],
    [t.arisenInMonth, days(v.arisenInMonth)],
    [t.taken, days(v.taken)],
    [t.remaining, days(v.remaining)],
    [t.carriedOver, days(v.carriedOver)],
    [t.arisen, days(v.arisen)],
    [t.takenSoFar, days(v.takenSoFar)],
  ];
  pairs(doc, 'Urlaub', vacationLines, p.left + 180, y);
  const surcharges: [string, string][] =
    view.surcharges.length > 0
      ? view.surcharges.map((s) => [`${s.name} (${s.value} %)`, formatHours(s.minutes)])
      : [[view.countedUntil ? 'Bis heute keine' : 'Keine Zuschläge', '']];
  pairs(doc, `Zuschläge${untilToday}`, surcharges, p.left + 360, y);
  const notes = [
    vacationBasisText(v, formatDate),
    ...(v.employment
      ? [
          t.employedSince(
            formatDate(v.employment.start),
            v.employment.end && formatDate(v.employment.end),
            v.employment.derived,
          ),
        ]
      : []),
  ];
  const notesTop = y + 16 + Math.max(vacationLines.length, surcharges.length) * 13 + 4;
  doc.font(FONT).fontSize(8);
  notes.forEach((note, i) => doc.text(note, p.left, notesTop + i * 11, { lineBreak: false }));
  p.y = notesTop + notes.length * 11;
  // At the foot of the page, where a signed sheet is expected.
  p.signatures(['Datum, Unterschrift Mitarbeiter/in', 'Datum, Unterschrift Arbeitgeber'], {
    at: p.bottom - 14,
  });
  return p.finish();
}
