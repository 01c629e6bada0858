/**
 * Screenshots of the Urlaub section of Jan Schröder's month (/time-tracking) and of the records
 * table (/time-settings?tab=records) at 1400 × 900 and 390 × 844, for looking at the UI (not a
 * test); prints axe's serious/critical findings. Needs apps/web/dist. PNGs go to SHOTS_DIR.
 *
 *   npx tsx e2e/screenshots-vacation.ts
 */
import { mkdirSync } from 'node:fs';
import { berlinToday } from '@kontor/core/scheduling/index';
import { launchBrowser } from './support/browser.ts';
import { openDemo, shoot } from './support/demo-screens.ts';
import { startServer } from './support/server.ts';

const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });

const server = await startServer();
const browser = await launchBrowser();
try {
  const { page, workers } = await openDemo(browser, server.baseUrl);
  const jan = workers.find((w) => w.name.startsWith('Jan'))!;
  const month = berlinToday(Date.now()).slice(0, 7);
  for (const viewport of [
    { width: 1400, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/time-tracking?user=${jan.id}&month=${month}`);
    const line = page.getByText('Neuer Anspruch im Monat').filter({ visible: true }).first();
    await line.waitFor();
    // The section's last line: the whole section in view.
    await page
      .getByText(/^Beschäftigt seit/)
      .filter({ visible: true })
      .first()
      .scrollIntoViewIfNeeded();
    await shoot(page, outDir, `vacation-${viewport.width}-month`);
    await page.goto('/time-settings?tab=records');
    await page.getByText('Beschäftigung', { exact: true }).first().waitFor();
    await page.getByText('Jan Schröder').first().scrollIntoViewIfNeeded();
    await shoot(page, outDir, `vacation-${viewport.width}-records`);
  }
} finally {
  await browser.close();
  await server.stop();
}
