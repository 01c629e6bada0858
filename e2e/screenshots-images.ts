/**
 * Screenshots of the image picker, the images module and the property documents tab, for
 * looking at the UI (not a test). Needs apps/web/dist. Writes PNGs to SHOTS_DIR (/tmp/shots).
 *
 *   npx tsx e2e/screenshots-images.ts
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pdfFile, pngFile } from './fixtures/files.ts';
import { ImagePickerPage } from './pages/image-picker-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { ShellPage } from './pages/shell-page.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from './support/server.ts';

const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });

const server = await startServer();
const browser = await launchBrowser();
try {
  const context = await newContext(browser, server.baseUrl);
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const shell = new ShellPage(page);
  const picker = new ImagePickerPage(page);
  const shot = async (name: string) => {
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running'),
    );
    const file = path.join(outDir, `images-${name}.png`);
    await page.screenshot({ path: file });
    console.log(file);
  };

  const login = new LoginPage(page);
  await login.goto();
  await login.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  await shell.heading('Dashboard').waitFor();

  await page.getByRole('button', { name: 'Projekt bearbeiten' }).click();
  await shot('project-settings');
  await page.getByRole('button', { name: /^Logo: / }).click();
  await picker.dialog.waitFor();
  await shot('picker-select');
  await picker.switchTo('Bilder hochladen');
  await shot('picker-upload');
  await picker.upload('Logo Sonnenschein.png', pngFile(480, 270));
  await picker.dialog.getByText('Dateien wurden erfolgreich hochgeladen').waitFor();
  await shot('picker-upload-done');
  await picker.dialog.getByRole('button', { name: 'Zurück' }).click();
  await picker.tile(/Logo Sonnenschein/).waitFor();
  await picker
    .tile(/Logo Sonnenschein/)
    .locator('img')
    .waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[role="dialog"] img')].every(
      (img) => (img as HTMLImageElement).complete,
    ),
  );
  await shot('picker-select-with-upload');
  await picker.confirm();
  await shot('project-settings-with-logo');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page
    .getByRole('img', { name: /^Logo / })
    .first()
    .waitFor();
  await shot('dashboard-with-logo');

  await shell.sidebarLink('Bilder').click();
  await shell.heading('Bilder').waitFor();
  await page.getByRole('table', { name: 'Bilder' }).locator('tbody img').first().waitFor();
  await shot('module');
  await page
    .getByRole('button', { name: /löschen$/ })
    .first()
    .click();
  await shot('module-delete');
  await page.keyboard.press('Escape');

  await shell.sidebarLink('Objekte').click();
  await page.getByRole('link', { name: 'Zur Objektseite' }).first().click();
  await page.getByRole('tab', { name: 'Dokumente' }).click();
  await shot('documents-empty');
  await page.getByRole('button', { name: 'Dokument hinzufügen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click();
  await shot('documents-form-errors');
  const form = page.getByRole('dialog');
  await form.getByLabel('Name').fill('Hausordnung 2026');
  await form.locator('input[type="file"]').setInputFiles({
    name: 'Hausordnung.pdf',
    mimeType: 'application/pdf',
    buffer: pdfFile('Hausordnung'),
  });
  await form.getByRole('button', { name: 'Speichern' }).click();
  await form.waitFor({ state: 'detached' });
  await page.getByRole('table', { name: 'Dokumente' }).getByText('Hausordnung 2026').waitFor();
  await shot('documents-list');

  await page.getByRole('button', { name: /^Benutzermenü/ }).click();
  await shot('user-menu');
  await page.getByRole('menuitem', { name: 'Profilbild' }).click();
  await page.getByRole('dialog', { name: 'Profilbild' }).waitFor();
  await shot('portrait');
} finally {
  await browser.close();
  await server.stop();
}
