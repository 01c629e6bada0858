/**
 * Screenshots of every screen against the real server, for looking at the UI (not a test).
 * Needs apps/web/dist. Writes PNGs to SHOTS_DIR (default /tmp/shots), outside the repository.
 *
 *   npx tsx e2e/screenshots.ts
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser, newContext } from './support/browser.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from './support/server.ts';
import { LoginPage } from './pages/login-page.ts';
import { PropertyListPage } from './pages/property-pages.ts';
import { ShellPage } from './pages/shell-page.ts';

const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });

const server = await startServer();
const browser = await launchBrowser();
try {
  const context = await newContext(browser, server.baseUrl);
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const login = new LoginPage(page);
  const shell = new ShellPage(page);
  const list = new PropertyListPage(page);
  let n = 0;
  const shot = async (name: string, fullPage = false) => {
    n += 1;
    const file = path.join(outDir, `${String(n).padStart(2, '0')}-${name}.png`);
    // Let running transitions (modals, toasts) settle before taking the picture.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.screenshot({ path: file, fullPage });
    console.log(file);
  };
  const settled = async () => {
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running'),
    );
  };

  await login.goto();
  await shot('login');
  await login.login(ADMIN_EMAIL, 'falsches-passwort');
  await login.alert('Falsche E-Mail / Passwort Kombination').waitFor();
  await shot('login-wrong-password');
  await login.tab('Passwort vergessen').click();
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await page.getByText('Bitte geben Sie eine E-Mail-Adresse ein').waitFor();
  await shot('forgot-password-empty');
  await page.getByLabel('E-Mail').fill('jemand@example.org');
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await page.getByRole('status').waitFor();
  await shot('forgot-password-sent');

  await page.goto('/reset-password?token=beispiel');
  await page.getByRole('heading', { name: 'Neues Passwort setzen' }).waitFor();
  await page
    .getByLabel(/^Passwort/)
    .and(page.locator('input'))
    .first()
    .fill('geheim-1234');
  await page
    .getByLabel(/^Passwort wiederholen/)
    .and(page.locator('input'))
    .fill('anders-1234');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await page.getByText('Die beiden Passwörter stimmen nicht überein').waitFor();
  await shot('reset-password-mismatch');
  await page
    .getByLabel(/^Passwort wiederholen/)
    .and(page.locator('input'))
    .fill('geheim-1234');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await page.getByRole('alert').waitFor();
  await shot('reset-password-invalid-token');
  await page.goto('/impressum');
  await page.getByRole('heading', { name: 'Impressum' }).waitFor();
  await shot('impressum');

  await login.goto();
  await login.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  await shell.heading('Dashboard').waitFor();
  await shot('dashboard');
  await page.getByRole('button', { name: 'Neues Projekt' }).click();
  const projectDialog = page.getByRole('dialog', { name: 'Neues Projekt erstellen' });
  await projectDialog.getByLabel('Name').fill('TSV');
  await projectDialog.getByRole('button', { name: 'Erstellen' }).click();
  await projectDialog.getByText('Die Mindestlänge beträgt 5').waitFor();
  await settled();
  await shot('new-project-dialog-error');
  await projectDialog.getByLabel('Name').fill('TSV Musterstadt Abteilung');
  await projectDialog.getByLabel('Beschreibung').fill('Webseite und Termine des Vereins');
  await projectDialog.getByRole('button', { name: 'Erstellen' }).click();
  await projectDialog.waitFor({ state: 'hidden' });
  await shell.toast('Projekt erstellt').waitFor();
  await shot('dashboard-new-project');
  await page.getByRole('button', { name: /^Projekt wechseln/ }).click();
  await page.getByRole('menu').waitFor();
  await settled();
  await shot('project-switcher');
  await page.getByRole('menuitem').first().click();
  await shell.heading('Dashboard').waitFor();

  await shell.sidebarLink('Objekte').click();
  await list.table.waitFor();
  await list.bodyRows.first().waitFor();
  await shot('property-list');
  const firstName =
    (await list.bodyRows.first().getByRole('button').first().textContent())?.trim() ?? '';
  await list.openCreateDialog();
  await list.submitCreate(firstName);
  await list.createDialog.getByText('Dieser Name existiert bereits').waitFor();
  await settled();
  await shot('new-property-duplicate');
  await list.createDialog.getByRole('button', { name: 'Abbrechen' }).click();
  await list.createDialog.waitFor({ state: 'hidden' });
  await list.startRename(firstName);
  await shot('property-inline-edit');
  await list.inlineEditor.press('Escape');
  await page.setViewportSize({ width: 1366, height: 560 });
  await page.getByText('Zeilen pro Seite').scrollIntoViewIfNeeded();
  await page.getByTestId('compact-header').waitFor();
  await shot('property-list-compact-header');
  await page.setViewportSize({ width: 1366, height: 820 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await list.search('kein-objekt-heisst-so');
  await page.getByText('Keine Objekte gefunden').waitFor();
  await shot('property-list-empty-search');

  await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
  await list.bodyRows.nth(1).waitFor();
  await list.bodyRows.nth(0).getByRole('checkbox').click();
  await list.bodyRows.nth(1).getByRole('checkbox').click();
  await page.getByText('2 Einträge ausgewählt').waitFor();
  await shot('property-list-bulk-selection');
  await list.bodyRows
    .nth(0)
    .getByRole('button', { name: /^Einstellungen bearbeiten/ })
    .click();
  const slideIn = page.getByRole('dialog', { name: 'Einstellungen bearbeiten' });
  await slideIn.getByLabel('Schlüsselnummer').waitFor();
  await settled();
  await shot('property-slide-in');
  await slideIn.getByRole('button', { name: 'Schließen' }).first().click();
  await slideIn.waitFor({ state: 'hidden' });
  await list.openDetail(firstName);
  await shell.heading(firstName).waitFor();
  for (const tab of ['Aufgaben', 'Leistungsverzeichnis', 'Tickets', 'Dokumente', 'Einstellungen']) {
    await page.getByRole('tab', { name: tab }).click();
    await page.waitForURL(/tab=/);
    await page.getByRole('tab', { name: tab, selected: true }).waitFor();
    await page.getByRole('status', { name: 'Lädt' }).waitFor({ state: 'detached' });
    await shot(`property-detail-${tab.toLowerCase()}`);
  }
  await page.getByRole('textbox', { name: 'Zugewiesene Mitarbeiter' }).click();
  await page.getByRole('listbox').waitFor();
  await shot('property-settings-staff-picker');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Objekt archivieren' }).click();
  await page.getByRole('dialog').getByText('Sind Sie Sicher').waitFor();
  await settled();
  await shot('property-archive-confirm');
  await page.getByRole('dialog').getByRole('button', { name: 'Archivieren' }).click();
  await shell.heading(`${firstName} (Archiviert)`).waitFor();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  await shot('property-archived');
  await page.getByRole('button', { name: 'Archivierung aufheben' }).click();
  await page.getByRole('dialog').waitFor();
  await settled();
  await shot('property-unarchive-confirm');
  await page.getByRole('dialog').getByRole('button', { name: 'Archivierung aufheben' }).click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });

  await page.goto('/tasks/active');
  await page.getByText('Dieser Bereich folgt in Kürze.').waitFor();
  await shot('module-placeholder');
  await page.getByRole('button', { name: 'Menü einklappen' }).click();
  await page.getByRole('button', { name: 'Menü ausklappen' }).waitFor();
  await page.mouse.move(700, 400);
  await page.getByRole('tooltip').waitFor({ state: 'detached' });
  await settled();
  await shot('sidebar-collapsed');
  await page.getByRole('button', { name: 'Menü ausklappen' }).click();
  await page.goto('/admin');
  await shell.heading('Admin').waitFor();
  await shot('admin-placeholder');

  await page.route(/\/api\/projects\/[A-Za-z0-9]{10}$/, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/problem+json',
      body: JSON.stringify({ type: 'about:blank', title: 'Fehler', status: 500, detail: 'Fehler' }),
    }),
  );
  await page.reload();
  await page.getByText('Fehler beim Laden des Projekts').waitFor();
  await shot('project-load-failure');
  await page.unrouteAll();

  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/properties');
  await list.bodyRows.first().waitFor();
  await shot('property-list-mobile');
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
