/**
 * Screenshots of 'Daten importieren' (docs/import.md): the empty list, the start form after
 * 'Verbindung prüfen', a run while it runs, a finished import with its report, the runs list
 * and the invitation question, each at 1400 × 900 and 360 × 640, with axe's findings. The
 * source is the fake Parse server in this process. For looking at the UI (not a test). Needs
 * apps/web/dist. Writes PNGs to SHOTS_DIR (default /tmp/shots).
 *
 *   npx tsx e2e/screenshots-import.ts
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { holdUsersAfter, seedCompany } from '../apps/server/src/import/parse/fake-company.ts';
import {
  FAKE_APP_ID,
  startFakeParseServer,
} from '../apps/server/src/import/parse/fake-parse-server.ts';
import { blockingFindings } from './a11y/axe-check.ts';
import { LoginPage } from './pages/login-page.ts';
import { ShellPage } from './pages/shell-page.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from './support/server.ts';

const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });
const MASTER_KEY = 'bildschirm-Master-Key';
const SIZES = [
  [1400, 900],
  [360, 640],
] as const;

const parse = await startFakeParseServer(MASTER_KEY);
seedCompany(parse);
const server = await startServer({ seedDemo: false });
const browser = await launchBrowser();
try {
  const context = await newContext(browser, server.baseUrl);
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  const shell = new ShellPage(page);
  const shot = async (name: string) => {
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running'),
    );
    const { width } = page.viewportSize() ?? { width: 0 };
    const file = path.join(outDir, `import-${name}-${width}.png`);
    // Dialogs as the screen shows them; pages whole.
    await page.screenshot({ path: file, fullPage: !['form', 'invite'].includes(name) });
    const findings = await blockingFindings(page);
    console.log(file, findings.length ? findings : 'axe: clean');
  };
  const dialog = page.getByRole('dialog', { name: 'Neuer Import' });
  const fill = async () => {
    await page.getByRole('button', { name: 'Neuer Import' }).click();
    await dialog.getByRole('textbox', { name: 'Server-URL' }).fill(parse.serverUrl);
    await dialog.getByRole('textbox', { name: 'App-ID' }).fill(FAKE_APP_ID);
    await dialog.getByLabel('Master-Key').fill(MASTER_KEY);
  };

  const login = new LoginPage(page);
  await login.goto();
  await login.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  await shell.heading('Dashboard').waitFor();

  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await page.goto('/admin/import');
    await shell.heading('Daten importieren').waitFor();
    await shot('empty');
    await fill();
    await dialog.getByRole('button', { name: 'Verbindung prüfen' }).click();
    await dialog.getByText('Verbindung in Ordnung.').waitFor();
    await shot('form');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  }

  await page.setViewportSize({ width: 1400, height: 900 });
  const gate = holdUsersAfter(parse, null);
  await fill();
  await dialog.getByRole('checkbox', { name: /^Probelauf/ }).uncheck();
  await dialog.getByRole('button', { name: 'Import starten' }).click();
  await shell.heading(/^Import vom /).waitFor();
  await gate.reached;
  const running = page.url();
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await page.getByText('Läuft', { exact: true }).waitFor();
    // The classes before the held page are through (the screen refreshes every second).
    await page.getByText('fertig · 1 gelesen').first().waitFor();
    await shot('running');
  }
  gate.open();
  await page.goto(running);
  await page.getByText('Fertig', { exact: true }).waitFor();
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await page.goto(running);
    await page.getByText('Fertig', { exact: true }).waitFor();
    await shot('done');
    await page.getByRole('button', { name: 'Einladungen senden' }).click();
    await page.getByRole('dialog', { name: 'Einladungen senden?' }).waitFor();
    await shot('invite');
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await page.goto('/admin/import');
    await page
      .getByRole('link', { name: /^Lauf vom / })
      .first()
      .waitFor();
    await shot('list');
  }
} finally {
  await browser.close();
  await server.stop();
  await parse.close();
}
