/**
 * First-load size of the login page: the entry script of apps/web/dist/index.html, the chunks
 * it modulepreloads and its stylesheets, gzip-compressed. Builds nothing; run
 * `npm run build -w @kontor/web` first. Exits 1 over the 200 KB budget.
 *
 *   npx tsx bench/login-bundle-size.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 200 * 1024;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const indexPath = path.join(dist, 'index.html');

if (!existsSync(indexPath)) {
  console.error(`Missing ${indexPath}. Build the web app first: npm run build -w @kontor/web`);
  process.exit(2);
}

const html = readFileSync(indexPath, 'utf8');
const assets = new Map<string, 'js' | 'css'>();
for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) {
  if (match[1]) assets.set(match[1], 'js');
}
for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) {
  if (match[1]) assets.set(match[1], 'js');
}
for (const match of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) {
  if (match[1]) assets.set(match[1], 'css');
}

if (![...assets.values()].includes('js')) {
  console.error('No module script found in index.html');
  process.exit(2);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
let jsTotal = 0;
let cssTotal = 0;
console.log('Login page first load (gzip):');
for (const [url, kind] of assets) {
  const file = path.join(dist, url.replace(/^\//, ''));
  const raw = readFileSync(file);
  const gzip = gzipSync(raw, { level: 9 }).length;
  if (kind === 'js') jsTotal += gzip;
  else cssTotal += gzip;
  console.log(
    `  ${kind.padEnd(3)} ${url.padEnd(48)} ${kb(raw.length).padStart(10)} raw ${kb(gzip).padStart(9)} gzip`,
  );
}
const total = jsTotal + cssTotal;
const ratio = total / BUDGET_BYTES;
console.log(`  JavaScript ${kb(jsTotal)}, CSS ${kb(cssTotal)}, total ${kb(total)}`);
console.log(`  budget ${kb(BUDGET_BYTES)}: ${(ratio * 100).toFixed(1)} % used`);
if (total > BUDGET_BYTES) {
  console.error(`Over budget by ${kb(total - BUDGET_BYTES)}`);
  process.exit(1);
}
