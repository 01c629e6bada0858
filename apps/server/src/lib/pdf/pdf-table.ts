import { BOLD, FONT, type Printout } from './printout.ts';

export interface PdfColumn {
  label: string;
  width: number;
  right?: boolean;
  /** The cell is a box to tick by hand; a cell value 'x' draws it ticked, '-' leaves it out. */
  checkbox?: boolean;
}

export interface PdfRow {
  cells: readonly string[];
  shaded?: boolean;
  bold?: boolean;
}

const ROW = 13;
/** Header row plus `rows` rows: what `keep` of a table needs. */
export const tableHeight = (rows: number) => ROW * (1 + rows) + 4;
const SIZE = 8;

function drawRow(p: Printout, columns: readonly PdfColumn[], row: PdfRow) {
  const { doc } = p;
  const y = p.y;
  if (row.shaded) {
    doc
      .rect(p.left, y - 2, p.width, ROW)
      .fill('#eeeeee')
      .fillColor('black');
  }
  doc.font(row.bold ? BOLD : FONT).fontSize(SIZE);
  let x = p.left;
  columns.forEach((column, i) => {
    const value = row.cells[i] ?? '';
    if (column.checkbox && !row.bold) {
      if (value !== '-') checkbox(p, x + (column.width - 8) / 2, y - 0.5, value === 'x');
    } else {
      doc.text(value, x + 2, y, {
        width: column.width - 4,
        align: column.right ? 'right' : 'left',
        // One line: what does not fit is cut with an ellipsis.
        height: SIZE + 2,
        ellipsis: true,
      });
    }
    x += column.width;
  });
  p.y += ROW;
}

function checkbox(p: Printout, x: number, y: number, ticked: boolean) {
  const { doc } = p;
  doc.rect(x, y, 8, 8).lineWidth(0.6).strokeColor('black').stroke();
  if (ticked) {
    doc
      .moveTo(x + 1.5, y + 4.5)
      .lineTo(x + 3.5, y + 6.5)
      .lineTo(x + 6.8, y + 1.5)
      .lineWidth(1)
      .stroke();
  }
}

function header(p: Printout, columns: readonly PdfColumn[]) {
  drawRow(p, columns, { cells: columns.map((c) => c.label), bold: true });
  p.rule(p.y - 2);
  p.y += 2;
}

/**
 * A table of one-line rows (longer text is cut with an ellipsis) across the content width;
 * a page break repeats the header row. `keep` rows stay with the header on its page.
 */
export function pdfTable(
  p: Printout,
  columns: readonly PdfColumn[],
  rows: readonly PdfRow[],
  options: { keep?: number } = {},
) {
  p.ensure(tableHeight(Math.min(rows.length, options.keep ?? 2)));
  header(p, columns);
  for (const row of rows) {
    if (p.ensure(ROW)) header(p, columns);
    drawRow(p, columns, row);
  }
}
