/**
 * Screenshots of the 'Prüfexport' screen (issue 31) on the demo: empty, with the message beside
 * the employee field, with employees chosen, and while the PDF renders, at 1400 × 900 and
 * 360 × 640, for looking at the UI (not a test); prints axe's serious/critical findings. Needs
 * apps/web/dist. PNGs go to SHOTS_DIR (/tmp/shots).
 *
 *   npx tsx e2e/screenshots-inspection-export.ts
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from './support/browser.ts';
import { openDemo, shoot } from './support/demo-screens.ts';
import { startServer } from './support/server.ts';

const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });

const server = await startServer();
const browser = await launchBrowser();
try {
  const { page, workers } = await openDemo(browser, server.baseUrl);
  for (const viewport of [
    { width: 1400, height: 900 },
    { width: 360, height: 640 },
  ]) {
    const w = viewport.width;
    await page.setViewportSize(viewport);
    await page.goto('/time-tracking/pruefexport');
    await page.getByRole('heading', { level: 1, name: 'Prüfexport' }).waitFor();
    await shoot(page, outDir, `pruefexport-${w}-empty`);
    await page.getByRole('button', { name: 'CSV herunterladen' }).click();
    await page.getByText('Bitte wählen Sie mindestens einen Mitarbeiter aus.').waitFor();
    await shoot(page, outDir, `pruefexport-${w}-refused`);
    for (const worker of workers.slice(0, 2)) {
      await page.getByRole('textbox', { name: 'Mitarbeiter' }).click();
      await page.getByRole('option', { name: worker.name }).click();
    }
    await page.keyboard.press('Escape');
    await shoot(page, outDir, `pruefexport-${w}-chosen`);
    // Held back until the shot is taken, so the progress shows.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/exports/inspection/pdf', async (route) => {
      await held;
      await route.continue();
    });
    // Axe and the PDF of two employees take a while on a loaded machine.
    const download = page.waitForEvent('download', { timeout: 120_000 });
    download.catch(() => undefined);
    await page.getByRole('button', { name: 'PDF herunterladen' }).click();
    await page.getByText('Der Prüfexport (PDF) wird erstellt …').waitFor();
    // The button's loader spins on: `shoot` and axe wait for animations to end, so this one
    // is a plain picture (the e2e spec checks the screen with axe).
    const file = path.join(outDir, `pruefexport-${w}-rendering.png`);
    await page.screenshot({ path: file });
    console.log(file, 'no axe (loader running)');
    release();
    await download;
    await page.unroute('**/exports/inspection/pdf');
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
