import PDFDocument from 'pdfkit';
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

const MARGIN = 42;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
// Datum, Arbeitszeiten, Pausen, Soll, Ist, Saldo, Zuschläge (A4 is 595 pt wide).
const COLUMNS = [
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

function row(doc: PDFKit.PDFDocument, cells: string[], y: number, shaded: boolean, bold = false) {
  if (shaded)
    doc
      .rect(MARGIN, y - 2, 511, 13)
      .fill('#eeeeee')
      .fillColor('black');
  doc.font(bold ? BOLD : FONT).fontSize(8);
  let x = MARGIN;
  COLUMNS.forEach((column, i) => {
    doc.text(cells[i] ?? '', x + 2, y, {
      width: column.width - 4,
      align: column.right ? 'right' : 'left',
      lineBreak: false,
      ellipsis: true,
    });
    x += column.width;
  });
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
      .text(label, x, top, { width: 108, lineBreak: false, ellipsis: true });
    doc.text(value, x + 108, top, { width: 42, align: 'right', lineBreak: false });
  });
}

/** The signable monthly timesheet of one employee (German, A4): days, balances, signatures. */
export function timesheetPdf(view: MonthView, month: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: 'Stundenzettel' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );

  const title = `Stundenzettel ${MONTH_NAMES[month - 1]} ${view.record.year}`;
  doc.font(BOLD).fontSize(16).text(title, MARGIN, MARGIN);
  doc
    .font(FONT)
    .fontSize(10)
    .text(`Mitarbeiter/in: ${view.user.name}`, MARGIN, MARGIN + 24);
  const first = view.days[0]?.date;
  const last = view.days.at(-1)?.date;
  if (first && last) {
    doc.text(`Zeitraum: ${formatDate(first)} – ${formatDate(last)}`, MARGIN, MARGIN + 38);
  }

  let y = MARGIN + 62;
  row(
    doc,
    COLUMNS.map((c) => c.label),
    y,
    false,
    true,
  );
  doc
    .moveTo(MARGIN, y + 11)
    .lineTo(MARGIN + 511, y + 11)
    .lineWidth(0.5)
    .stroke();
  y += 15;
  for (const day of view.days) {
    row(doc, dayCells(day), y, day.weekday >= 5);
    y += 13;
  }
  const o = view.overview;
  y += 14;
  pairs(
    doc,
    'Zeitübersicht',
    [
      ['Saldo Vormonat', signed(o.previousSaldo)],
      ['Sollzeit', formatHours(o.target)],
      ['Arbeitszeit', formatHours(o.actual)],
      ['Saldo', signed(o.saldo)],
      ['Zeitkonto', signed(o.account)],
    ],
    MARGIN,
    y,
  );
  const v = view.vacation;
  pairs(
    doc,
    'Urlaub',
    [
      ['Urlaub Ende Vormonat', String(v.endOfPreviousMonth)],
      ['Genommener Urlaub', String(v.taken)],
      ['Verbleibender Urlaub', String(v.remaining)],
    ],
    MARGIN + 180,
    y,
  );
  pairs(
    doc,
    'Zuschläge',
    view.surcharges.length > 0
      ? view.surcharges.map((s) => [`${s.name} (${s.value} %)`, formatHours(s.minutes)])
      : [['Keine Zuschläge', '']],
    MARGIN + 360,
    y,
  );

  const lineY = 780;
  for (const [x, label] of [
    [MARGIN, 'Datum, Unterschrift Mitarbeiter/in'],
    [MARGIN + 280, 'Datum, Unterschrift Arbeitgeber'],
  ] as const) {
    doc
      .moveTo(x, lineY)
      .lineTo(x + 230, lineY)
      .lineWidth(0.5)
      .stroke();
    doc
      .font(FONT)
      .fontSize(8)
      .text(label, x, lineY + 4, { lineBreak: false });
  }
  doc.end();
  return done;
}
