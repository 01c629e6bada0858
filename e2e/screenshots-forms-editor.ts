/**
 * Screenshots of the forms editor (issue 35): the Felder tab with its save status, the field
 * dialog with the name proposed from the label, and the conflict view, at 1400 × 900 and
 * 360 × 640, each with its axe findings. Not a test. Needs apps/web/dist.
 *
 *   npx tsx e2e/screenshots-forms-editor.ts
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { unwrap } from '@kontor/api-client';
import { blockingFindings } from './a11y/axe-check.ts';
import { LoginPage } from './pages/login-page.ts';
import { ShellPage } from './pages/shell-page.ts';
import { apiAs } from './support/api.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from './support/server.ts';

const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });

const server = await startServer();
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
    const file = path.join(outDir, `forms-editor-${name}-${width}.png`);
    await page.screenshot({ path: file });
    const findings = await blockingFindings(page);
    console.log(file, findings.length === 0 ? 'axe: clean' : `axe: ${findings.join(' | ')}`);
  };
  const saved = () =>
    page.waitForResponse(
      (res) => res.request().method() === 'PUT' && res.url().endsWith('/fields'),
    );

  await new LoginPage(page).goto();
  await new LoginPage(page).login(ADMIN_EMAIL, ADMIN_PASSWORD);
  await shell.heading('Dashboard').waitFor();
  const api = await apiAs(context, server.baseUrl);
  const { id: projectId } = await unwrap(
    api.POST('/api/projects', { body: { name: 'Turnverein Nord', modules: ['/forms'] } }),
  );
  const form = await unwrap(
    api.POST('/api/projects/{projectId}/forms', {
      params: { path: { projectId } },
      body: { name: 'Kursanmeldung', description: 'Anmeldung zu Yoga und Pilates' },
    }),
  );
  const formPath = { path: { projectId, formId: form.id } };
  const fields = [
    { id: 'f1', name: 'vorname', label: 'Vorname', type: 'text' as const, required: true },
    { id: 'f2', name: 'nachname', label: 'Nachname', type: 'text' as const, required: true },
    { id: 'f3', name: 'email', label: 'E-Mail', type: 'email' as const, required: true },
    { id: 'f4', name: 'nachricht', label: 'Nachricht', type: 'textarea' as const },
  ];
  await unwrap(
    api.PUT('/api/projects/{projectId}/forms/{formId}/fields', {
      params: formPath,
      body: { version: form.version, fields },
    }),
  );

  for (const size of [
    { width: 1400, height: 900 },
    { width: 360, height: 640 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/forms');
    await shell.openProject('Turnverein Nord');
    await page.goto(`/forms/${form.id}?tab=felder`);
    await page.getByRole('button', { name: /Nachricht.* bearbeiten/ }).click();
    const edit = page.getByRole('dialog', { name: 'Feld bearbeiten' });
    const labelSaved = saved();
    await edit.getByRole('textbox', { name: 'Bezeichnung' }).fill(`Ihre Nachricht ${size.width}`);
    await labelSaved;
    await edit
      .getByRole('status')
      .filter({ hasText: /^Gespeichert$/ })
      .waitFor();
    await edit.getByRole('button', { name: 'Schließen' }).filter({ hasText: 'Schließen' }).click();
    await edit.waitFor({ state: 'detached' });
    await page
      .getByRole('status')
      .filter({ hasText: /^Gespeichert$/ })
      .waitFor();
    await shot('fields');

    await page.getByRole('button', { name: 'Feld hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feld hinzufügen' });
    await dialog.getByRole('textbox', { name: 'Bezeichnung' }).fill('Straße und Hausnummer');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).waitFor();
    await shot('field-dialog');
    await dialog
      .getByRole('button', { name: 'Schließen' })
      .filter({ hasText: 'Schließen' })
      .click();
    await dialog.waitFor({ state: 'detached' });

    // Another editor saves a new order meanwhile; this one's move is then refused.
    const current = await unwrap(
      api.GET('/api/projects/{projectId}/forms/{formId}', { params: formPath }),
    );
    await unwrap(
      api.PUT('/api/projects/{projectId}/forms/{formId}/fields', {
        params: formPath,
        body: { version: current.version, fields: [...current.fields].reverse() },
      }),
    );
    await page.getByRole('button', { name: 'Vorname verschieben' }).focus();
    await page.keyboard.press('Space');
    await page
      .locator('[id^="DndLiveRegion"]')
      .filter({ hasText: 'aufgenommen' })
      .waitFor({ state: 'attached' });
    const lastName = await page
      .getByRole('list', { name: 'Felder' })
      .locator(':scope > li')
      .last()
      .getAttribute('data-field-name');
    await page.keyboard.press(lastName === 'vorname' ? 'ArrowUp' : 'ArrowDown');
    await page
      .locator('[id^="DndLiveRegion"]')
      .filter({ hasText: 'verschoben' })
      .waitFor({ state: 'attached' });
    const refused = saved();
    await page.keyboard.press('Space');
    await refused;
    const conflict = page.getByRole('alert').filter({ hasText: 'Konflikt beim Speichern' });
    await conflict.waitFor();
    await conflict.scrollIntoViewIfNeeded();
    await shot('conflict');
    await conflict.getByRole('button', { name: 'Gespeicherte Fassung übernehmen' }).click();
    await conflict.waitFor({ state: 'detached' });
  }
} finally {
  await browser.close();
  await server.stop();
}
