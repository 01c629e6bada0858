import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The fonts every printout embeds: DejaVu Sans Condensed (regular and bold) from the npm package
 * dejavu-fonts-ttf. pdfkit's built-in Helvetica knows Latin-1 only and garbles names such as
 * 'Yılmaz', 'Łukasz' or 'Nguyễn'; DejaVu covers Latin Extended-A/B and Vietnamese. The condensed
 * cut is about as wide as Helvetica, so the printouts' column widths still fit.
 *
 * Resolved through node_modules (the server bundle keeps npm packages external), read on the
 * first printout, not at start-up, and kept for the next ones.
 */
const FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf',
} as const;

let loaded: Record<keyof typeof FILES, Buffer> | undefined;

export function printoutFonts(): Record<keyof typeof FILES, Buffer> {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    loaded = {
      regular: readFileSync(require.resolve(FILES.regular)),
      bold: readFileSync(require.resolve(FILES.bold)),
    };
  }
  return loaded;
}
