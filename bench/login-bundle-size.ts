/**
 * First-load size of the login page (apps/web/dist/index.html), JavaScript and CSS, gzip.
 * Run `npm run build -w @kontor/web` first. Exits 1 over the 200 KB budget.
 *
 *   npx tsx bench/login-bundle-size.ts
 */
import { checkEntrySize } from './entry-size.ts';

checkEntrySize({
  label: 'Login page',
  html: 'index.html',
  budgetBytes: 200 * 1024,
  counts: 'js+css',
});
