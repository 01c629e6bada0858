/**
 * First-load size of one HTML entry of the built web app: its entry script, the chunks it
 * modulepreloads and its stylesheets, gzip-compressed (level 9). Builds nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const WEB_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/web/dist',
);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function assetsOf(html: string): Map<string, 'js' | 'css'> {
  const assets = new Map<string, 'js' | 'css'>();
  const patterns = [
    [/<script[^>]*type="module"[^>]*src="([^"]+)"/g, 'js'],
    [/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g, 'js'],
    [/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g, 'css'],
  ] as const;
  for (const [pattern, kind] of patterns) {
    for (const match of html.matchAll(pattern)) if (match[1]) assets.set(match[1], kind);
  }
  return assets;
}

export interface EntryBudget {
  label: string;
  /** The entry's HTML file, relative to the web app's dist/. */
  html: string;
  budgetBytes: number;
  /** What counts against the budget. */
  counts: 'js' | 'js+css';
}

/** Prints every file and the totals; exits 1 over the budget, 2 when not built. */
export function checkEntrySize({ label, html, budgetBytes, counts }: EntryBudget) {
  const htmlPath = path.join(WEB_DIST, html);
  if (!existsSync(htmlPath)) {
    console.error(`Missing ${htmlPath}. Build the web app first: npm run build -w @kontor/web`);
    process.exit(2);
  }
  const assets = assetsOf(readFileSync(htmlPath, 'utf8'));
  if (![...assets.values()].includes('js')) {
    console.error(`No module script found in ${html}`);
    process.exit(2);
  }
  let js = 0;
  let css = 0;
  console.log(`${label} first load (gzip):`);
  for (const [url, kind] of assets) {
    const raw = readFileSync(path.join(WEB_DIST, url.replace(/^\//, '')));
    const gzip = gzipSync(raw, { level: 9 }).length;
    if (kind === 'js') js += gzip;
    else css += gzip;
    console.log(
      `  ${kind.padEnd(3)} ${url.padEnd(48)} ${kb(raw.length).padStart(10)} raw ${kb(gzip).padStart(9)} gzip`,
    );
  }
  const counted = counts === 'js' ? js : js + css;
  console.log(`  JavaScript ${kb(js)}, CSS ${kb(css)}, total ${kb(js + css)}`);
  console.log(
    `  budget ${kb(budgetBytes)} (${counts === 'js' ? 'JavaScript' : 'JavaScript and CSS'}): ` +
      `${((counted / budgetBytes) * 100).toFixed(1)} % used`,
  );
  if (counted > budgetBytes) {
    console.error(`Over budget by ${kb(counted - budgetBytes)}`);
    process.exit(1);
  }
}
