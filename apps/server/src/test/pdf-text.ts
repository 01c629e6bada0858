import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDocumentProxy } from 'unpdf';

interface Placed {
  x: number;
  y: number;
  text: string;
}

/** Items on the same baseline (within half a point) form one line. */
function lines(items: readonly Placed[]): string[] {
  const rows = new Map<number, Placed[]>();
  for (const item of items) {
    const key = Math.round(item.y * 2) / 2;
    rows.set(key, [...(rows.get(key) ?? []), item]);
  }
  return [...rows]
    .sort(([a], [b]) => b - a) // PDF y grows upwards: the top line first
    .map(([, row]) =>
      row
        .sort((a, b) => a.x - b.x)
        .map((i) => i.text)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((line) => line !== '');
}

/**
 * The text of a PDF as a reader sees it, line by line from the top of each page, and the page
 * sizes in points; read in JavaScript (pdf.js through unpdf), so the tests need no system tool.
 */
export async function readPdf(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: { width: number; height: number; lines: string[] }[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const { width, height } = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const placed = content.items.flatMap((item) =>
      'str' in item
        ? [{ x: item.transform[4] as number, y: item.transform[5] as number, text: item.str }]
        : [],
    );
    pages.push({ width, height, lines: lines(placed) });
  }
  await pdf.destroy();
  return { pages, text: pages.flatMap((p) => p.lines).join('\n') };
}

/**
 * With PDF_OUT set to a folder, the tests leave their printouts there to look at
 * (`pdftoppm -png -r 60 file.pdf page`); otherwise nothing is written.
 */
export function keepPdf(name: string, bytes: Uint8Array) {
  const folder = process.env.PDF_OUT;
  if (folder) writeFileSync(join(folder, name), bytes);
}

/** Names beyond Latin-1 (Turkish, Polish, Vietnamese, Hungarian) that every printout must keep. */
export const NAMES_BEYOND_LATIN1 = 'Yılmaz, Łukasz Wiśniewski, Şahin, Nguyễn, Ödön';

/** The base names of the fonts a PDF uses ('DejaVuSansCondensed' for 'BZZZZZ+DejaVuSansCondensed'). */
export function pdfFonts(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString('latin1');
  const names = [...raw.matchAll(/\/BaseFont\s*\/([^\s/<>[\]()]+)/g)].map(([, name]) =>
    name!.replace(/^[A-Z]{6}\+/, ''),
  );
  return [...new Set(names)].sort();
}
