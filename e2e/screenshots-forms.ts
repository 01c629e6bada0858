/**
 * Screenshots of 'Formulare' (list, Felder, field dialog, Einstellungen) at 1400 × 900 and
 * 360 × 640, for looking at the UI (not a test). Needs apps/web/dist. Writes PNGs to SHOTS_DIR.
 *
 *   npx tsx e2e/screenshots-forms.ts
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { unwrap } from '@kontor/api-client';
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
    const file = path.join(outDir, `forms-${name}-${width}.png`);
    await page.screenshot({ path: file });
    console.log(file);
  };

  const login = new LoginPage(page);
  await login.goto();
  await login.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  await shell.heading('Dashboard').waitFor();
  const api = await apiAs(context, server.baseUrl);
  const { id: projectId } = await unwrap(
    api.POST('/api/projects', { body: { name: 'Turnverein Nord', modules: ['/forms'] } }),
  );
  const params = { path: { projectId } };
  const settings = await unwrap(api.GET('/api/projects/{projectId}/admin/settings', { params }));
  await unwrap(
    api.PUT('/api/projects/{projectId}/admin/settings', {
      params,
      body: { ...settings, site: { ...settings.site, domain: 'turnverein-nord.example' } },
    }),
  );
  let formId = '';
  for (const [name, description] of [
    ['Kontaktformular', 'Auf der Seite Kontakt'],
    ['Kursanmeldung', 'Anmeldung zu Yoga und Pilates'],
    ['Mitgliedsantrag', 'Antrag auf Mitgliedschaft im Verein'],
  ] as const) {
    const form = await unwrap(
      api.POST('/api/projects/{projectId}/forms', { params, body: { name, description } }),
    );
    formId ||= form.id;
  }
  const option = (id: string, label: string) => ({
    id,
    label,
    value: label.toLowerCase(),
    text: '',
  });
  await unwrap(
    api.PUT('/api/projects/{projectId}/forms/{formId}/fields', {
      params: { path: { projectId, formId } },
      body: {
        version: 0,
        fields: [
          { id: 'f1', name: 'name', label: 'Ihr Name', type: 'text', required: true },
          { id: 'f2', name: 'email', label: 'E-Mail', type: 'email', required: true },
          {
            id: 'f3',
            name: 'betreff',
            label: 'Betreff',
            type: 'select',
            options: [option('o1', 'Training'), option('o2', 'Mitgliedschaft')],
          },
          { id: 'f4', name: 'nachricht', label: 'Nachricht', type: 'textarea' },
        ],
      },
    }),
  );

  for (const size of [
    { width: 1400, height: 900 },
    { width: 360, height: 640 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/forms');
    await shell.openProject('Turnverein Nord');
    await page.goto('/forms');
    await page.getByText('Kursanmeldung', { exact: true }).waitFor();
    await shot('list');
    await page.goto(`/forms/${formId}?tab=felder`);
    await page.getByText('nachricht', { exact: true }).waitFor();
    await shot('fields');
    await page.getByRole('button', { name: 'Betreff bearbeiten' }).click();
    await page.getByRole('dialog', { name: 'Feld bearbeiten' }).waitFor();
    await shot('field-dialog');
    await page.getByRole('button', { name: 'Schließen' }).filter({ hasText: 'Schließen' }).click();
    await page.goto(`/forms/${formId}?tab=einstellungen`);
    await page.getByRole('switch', { name: 'Benachrichtigung' }).check();
    await page.getByRole('button', { name: 'Empfänger hinzufügen' }).click();
    await page.getByRole('switch', { name: 'Automatische Antwort' }).check();
    await shot('settings');
  }
} finally {
  await browser.close();
  await server.stop();
}
