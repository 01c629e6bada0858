/**
 * Screenshots of the screens whose words issue 35 changed, at 1400 × 900 and 390 × 844, for
 * looking at the UI (not a test); prints axe's serious/critical findings: the login ('Anmelden'
 * on tab and button), the task list with the legend of D and T, and 'Neues Modul' with the two
 * 'Trainingsgruppe' templates told apart. Needs apps/web/dist. Writes PNGs to SHOTS_DIR
 * (/tmp/shots).
 *
 *   npx tsx e2e/screenshots-words.ts
 */
import { mkdirSync } from 'node:fs';
import { LoginPage } from './pages/login-page.ts';
import { ShellPage } from './pages/shell-page.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { openDemo, shoot } from './support/demo-screens.ts';
import { startServer } from './support/server.ts';

const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });
const viewports = [
  { width: 1400, height: 900 },
  { width: 390, height: 844 },
];

const server = await startServer();
const browser = await launchBrowser();
try {
  const anonymous = await newContext(browser, server.baseUrl);
  const login = await anonymous.newPage();
  const { page, projectId } = await openDemo(browser, server.baseUrl);
  const shell = new ShellPage(page);
  for (const viewport of viewports) {
    const size = `${viewport.width}`;
    await login.setViewportSize(viewport);
    await new LoginPage(login).goto();
    await shoot(login, outDir, `words-${size}-login`);

    await page.setViewportSize(viewport);
    await page.goto('/tasks/active');
    await shell.heading('Aktive Aufgaben').waitFor();
    await page.getByRole('list', { name: 'Legende zur Spalte Termin' }).waitFor();
    // A table at 1400 px, cards on the phone: wait for a row's 'Termin' either way.
    await page
      .getByText(/\d\d\.\d\d\.\d{4}.* [DT]$/)
      .first()
      .waitFor();
    await shoot(page, outDir, `words-${size}-tasks-legend`);

    await page.goto(`/admin/projects/${projectId}`);
    await page.getByRole('button', { name: 'Neues Modul' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neues Modul anlegen' });
    await dialog.getByRole('textbox', { name: 'Vorlage' }).fill('Trainings');
    await page.getByRole('option', { name: /\/training-group/ }).waitFor();
    await shoot(page, outDir, `words-${size}-module-picker`);
    await page.getByRole('option', { name: /\/training-group/ }).click();
    await dialog.getByText('Altersgruppen, mit Startalter und Endalter').waitFor();
    await shoot(page, outDir, `words-${size}-module-chosen`);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  }
} finally {
  await browser.close();
  await server.stop();
}
