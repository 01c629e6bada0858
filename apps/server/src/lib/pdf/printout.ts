import PDFDocument from 'pdfkit';
import { formatClock, formatDate, toLocal } from '@kontor/core/time-tracking/index';
import { pdfMessages } from './pdf-messages.ts';
import { printoutFonts } from './printout-fonts.ts';

/** The look every printout shares: A4 portrait, these margins and the embedded fonts. */
export const MARGIN = 42;
/** Names the printout registers its embedded fonts under (printout-fonts.ts). */
export const FONT = 'Kontor';
export const BOLD = 'Kontor-Bold';
const A4 = { width: 595.28, height: 841.89 };
/** Room kept below the content for the footer line. */
const FOOTER_SPACE = 26;
const GREY = '#555555';

export interface PrintoutMeta {
  /** Printed large on the first page and small on the following ones. */
  title: string;
  /** Above the title, small; the project the printout belongs to. */
  projectName?: string;
  /** Lines below the title on the first page ('Mitarbeiter/in: …'). */
  lines?: readonly string[];
  /** Shown in the footer; without it the footer has only the page numbers. */
  printedAt?: Date;
}

/**
 * One printout under construction: header on every page (the full one on the first), a cursor
 * `y` that content moves down, page breaks through `ensure`, and the footer with 'Seite n von m'
 * written on every page when it is finished. Content code draws with `doc` at `left`/`y`.
 */
export class Printout {
  readonly doc: PDFKit.PDFDocument;
  readonly left = MARGIN;
  readonly width = A4.width - 2 * MARGIN;
  /** Lowest y content may reach on a page. */
  readonly bottom = A4.height - MARGIN - FOOTER_SPACE;
  y = MARGIN;
  private readonly done: Promise<Buffer>;

  constructor(private readonly meta: PrintoutMeta) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      bufferPages: true,
      info: { Title: meta.title, ...(meta.projectName && { Author: meta.projectName }) },
    });
    const fonts = printoutFonts();
    this.doc.registerFont(FONT, fonts.regular).registerFont(BOLD, fonts.bold).font(FONT);
    const chunks: Buffer[] = [];
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve(Buffer.concat(chunks))));
    this.firstHeader();
  }

  private firstHeader() {
    const { doc, meta } = this;
    let y = MARGIN;
    if (meta.projectName) {
      doc
        .font(FONT)
        .fontSize(9)
        .fillColor(GREY)
        .text(meta.projectName, MARGIN, y, { width: this.width, lineBreak: false, ellipsis: true })
        .fillColor('black');
      y += 14;
    }
    doc.font(BOLD).fontSize(16).text(meta.title, MARGIN, y, { width: this.width });
    y = doc.y + 6;
    doc.font(FONT).fontSize(10);
    for (const line of meta.lines ?? []) {
      doc.text(line, MARGIN, y, { width: this.width, lineBreak: false, ellipsis: true });
      y += 14;
    }
    this.y = y + 10;
  }

  /** A new page with the small header: project · title (continued). */
  addPage() {
    const { doc, meta } = this;
    doc.addPage();
    const head = [meta.projectName, `${meta.title} ${pdfMessages.continued}`]
      .filter(Boolean)
      .join(' · ');
    doc
      .font(FONT)
      .fontSize(9)
      .fillColor(GREY)
      .text(head, MARGIN, MARGIN, { width: this.width, lineBreak: false, ellipsis: true })
      .fillColor('black');
    this.rule(MARGIN + 13);
    this.y = MARGIN + 22;
  }

  /** Starts a new page unless `height` points still fit; true when it did. */
  ensure(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.addPage();
    return true;
  }

  /** A thin horizontal line across the content width. */
  rule(y: number, width = 0.5) {
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(width)
      .strokeColor('black')
      .stroke();
  }

  /** A bold section heading; keeps `keep` points of what follows on the same page. */
  heading(text: string, keep = 40) {
    this.ensure(18 + keep);
    this.doc.font(BOLD).fontSize(11).text(text, MARGIN, this.y, { width: this.width });
    this.y = this.doc.y + 4;
  }

  /** The height `paragraph` would take for `text`. */
  measure(text: string, options: { size?: number; bold?: boolean; indent?: number } = {}) {
    const { size = 9, bold = false, indent = 0 } = options;
    this.doc.font(bold ? BOLD : FONT).fontSize(size);
    return this.doc.heightOfString(text, { width: this.width - indent }) + 2;
  }

  /** Wrapped body text at the cursor. */
  paragraph(text: string, options: { size?: number; bold?: boolean; indent?: number } = {}) {
    const { size = 9, bold = false, indent = 0 } = options;
    const { doc } = this;
    doc.font(bold ? BOLD : FONT).fontSize(size);
    const width = this.width - indent;
    this.ensure(doc.heightOfString(text, { width }));
    doc.text(text, MARGIN + indent, this.y, { width });
    this.y = doc.y + 2;
  }

  /** Signature lines side by side with their labels below, kept together on one page. */
  signatures(labels: readonly string[], options: { at?: number } = {}) {
    const gap = 50;
    const width = (this.width - gap * (labels.length - 1)) / labels.length;
    const height = 44;
    this.ensure(height);
    const lineY = options.at !== undefined ? Math.max(options.at, this.y + 30) : this.y + 30;
    labels.forEach((label, i) => {
      const x = MARGIN + i * (width + gap);
      this.doc
        .moveTo(x, lineY)
        .lineTo(x + width, lineY)
        .lineWidth(0.5)
        .strokeColor('black')
        .stroke();
      this.doc
        .font(FONT)
        .fontSize(8)
        .text(label, x, lineY + 4, { width, lineBreak: false, ellipsis: true });
    });
    this.y = lineY + 18;
  }

  /** Writes the footers and ends the document. */
  finish(): Promise<Buffer> {
    const { doc, meta } = this;
    const range = doc.bufferedPageRange();
    const printed = meta.printedAt ? printedAtText(meta.printedAt) : '';
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // Text below the bottom margin would start a new page; the footer may sit there.
      const margins = doc.page.margins;
      doc.page.margins = { ...margins, bottom: 0 };
      const y = A4.height - MARGIN - 10;
      this.rule(y - 6, 0.3);
      doc.font(FONT).fontSize(8).fillColor(GREY);
      if (printed) doc.text(printed, MARGIN, y, { width: this.width / 2, lineBreak: false });
      doc.text(pdfMessages.page(i + 1, range.count), MARGIN + this.width / 2, y, {
        width: this.width / 2,
        align: 'right',
        lineBreak: false,
      });
      doc.fillColor('black');
      doc.page.margins = margins;
    }
    doc.end();
    return this.done;
  }
}

/** 'Gedruckt am 01.03.2026 um 07:05 Uhr' in German local time. */
function printedAtText(at: Date): string {
  const local = toLocal(Math.floor(at.getTime() / 60_000));
  return pdfMessages.printedAt(formatDate(local.date), formatClock(local.minute));
}
