/**
 * First-load JavaScript of the worker app (apps/web/dist/app/index.html), gzip. Run
 * `npm run build -w @kontor/web` first. Exits 1 over the 150 KB budget (issue 21).
 *
 *   npx tsx bench/worker-app-bundle-size.ts
 */
import { checkEntrySize } from './entry-size.ts';

checkEntrySize({
  label: 'Worker app (/app)',
  html: 'app/index.html',
  budgetBytes: 150 * 1024,
  counts: 'js',
});
