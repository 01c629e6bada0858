import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { unwrap } from '@kontor/api-client';
import { apiAs } from '../support/api.ts';
import { DEMO } from '../support/demo-screens.ts';
import { expectAccessible } from '../a11y/axe-check.ts';
import { launchBrowser, newContext } from '../support/browser.ts';
import { LoginPage } from '../pages/login-page.ts';
import { PropertyDetailPage, PropertyListPage } from '../pages/property-pages.ts';
import { ShellPage } from '../pages/shell-page.ts';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

// Unique per run so the suite also passes against a database that saw earlier runs.
const suffix = Math.random().toString(36).slice(2, 7);
const propertyName = `Wohnanlage Lindenhof ${suffix}`;
const renamedName = `Wohnanlage Lindenhof Nord ${suffix}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let login: LoginPage;
let shell: ShellPage;
let list: PropertyListPage;
let detail: PropertyDetailPage;

const path = () => new URL(page.url()).pathname;

describe('foundation: login, shell and properties', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, baseUrl);
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    login = new LoginPage(page);
    shell = new ShellPage(page);
    list = new PropertyListPage(page);
    detail = new PropertyDetailPage(page);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('sends a visitor without a session to the login page', async () => {
    await page.goto('/');
    await page.waitForURL('**/login');
    await login.emailInput.waitFor();
    await expectAccessible(page, 'Anmeldung');
    expect(await login.tab('Registrieren').isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Impressum' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Datenschutz' }).isVisible()).toBe(true);
  });

  it('requests a reset link and checks the new password on the reset page', async () => {
    await login.tab('Passwort vergessen').click();
    await page.getByLabel('E-Mail').fill(adminEmail);
    await page.getByRole('button', { name: 'Link anfordern' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Falls ein Konto mit dieser E-Mail-Adresse existiert' })
      .waitFor();
    await expectAccessible(page, 'Passwort vergessen');
    // Asked again within the minute: the wait, counted down, instead of a second mail; the
    // server's sentence is not shown beside it as well.
    await page.getByRole('button', { name: 'Link anfordern' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Erneut möglich in \d+ Sekunden?$/ })
      .waitFor();
    expect(await page.getByText('wurde gerade erst eine E-Mail gesendet').count()).toBe(0);
    await expectAccessible(page, 'Passwort vergessen: erneut möglich');

    await page.goto('/reset-password?token=abgelaufen');
    const password = page
      .getByLabel(/^Passwort/)
      .and(page.locator('input'))
      .first();
    const repeat = page.getByLabel(/^Passwort wiederholen/).and(page.locator('input'));
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByText('Bitte ein Passwort eingeben').waitFor();
    await page.getByText('Bitte das Passwort wiederholen').waitFor();
    await expectAccessible(page, 'Neues Passwort setzen');
    await password.fill('neues-passwort-1');
    await repeat.fill('anderes-passwort-1');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByText('Die beiden Passwörter stimmen nicht überein').waitFor();
    await repeat.fill('neues-passwort-1');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Der Link ist ungültig oder abgelaufen' })
      .waitFor();

    await login.goto();
  });

  it('rejects a wrong password with the German message', async () => {
    await login.login(adminEmail, 'falsches-passwort');
    await login.alert('Falsche E-Mail / Passwort Kombination').waitFor();
    expect(path()).toBe('/login');
  });

  it('logs in and shows the dashboard with the permitted modules', async () => {
    await login.login(adminEmail, adminPassword);
    await shell.toast('Erfolgreich eingeloggt').waitFor();
    await shell.heading('Dashboard').waitFor();
    expect(path()).toBe('/');
    expect(await page.getByText('Wähle ein Modul').isVisible()).toBe(true);
    // The modules are the active project's: an earlier spec (vitest orders the files by their
    // last durations) may have left the admin in a project without properties.
    await shell.openProject(DEMO);
    await page.getByRole('link', { name: 'Objekte', exact: true }).first().waitFor();
    expect(await shell.sidebarLink('Admin').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Neues Projekt' }).isVisible()).toBe(true);
    await expectAccessible(page, 'Dashboard');
  });

  it('keeps the session across a reload', async () => {
    await page.reload();
    await shell.heading('Dashboard').waitFor();
    expect(path()).toBe('/');
  });

  it('creates a property from the list', async () => {
    // The demo project (its many properties), whichever project an earlier spec left active.
    await shell.openProject(DEMO);
    await shell.sidebarLink('Objekte').click();
    await shell.heading('Objektübersicht').waitFor();
    expect(path()).toBe('/properties');
    await list.bodyRows.first().waitFor();
    await expectAccessible(page, 'Objektübersicht');
    await list.openCreateDialog();
    await expectAccessible(page, 'Neues Objekt erstellen');
    await list.submitCreate(propertyName);
    await shell.toast('Objekt erstellt').waitFor();
    await list.createDialog.waitFor({ state: 'hidden' });
    // The new property opens on its own page, to be set up next.
    await page.getByRole('heading', { level: 1, name: propertyName, exact: true }).waitFor();
    expect(path()).toMatch(/^\/properties\/[A-Za-z0-9_-]+$/);
    await page.goBack();
    await shell.heading('Objektübersicht').waitFor();
    // The demo data fills more than one page; the search finds the new row.
    await list.search(suffix);
    await list.row(propertyName).waitFor();
    await expect.poll(() => list.bodyRows.count()).toBe(1);
    const today = new Intl.DateTimeFormat('de-DE', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'Europe/Berlin',
    }).format(new Date());
    expect(await list.row(propertyName).textContent()).toContain(today);
  });

  it('shows the duplicate-name message beside the field', async () => {
    await list.openCreateDialog();
    await list.submitCreate(propertyName);
    await list.createDialog.getByText('Dieser Name existiert bereits').waitFor();
    // The input is kept for correction.
    expect(await list.createDialog.getByLabel('Name').inputValue()).toBe(propertyName);
    await list.createDialog.getByRole('button', { name: 'Abbrechen' }).click();
    await list.createDialog.waitFor({ state: 'hidden' });
  });

  it('renames inline: Escape cancels, Enter saves', async () => {
    await list.startRename(propertyName);
    await list.inlineEditor.fill('Verworfen');
    await list.inlineEditor.press('Escape');
    await list.inlineEditor.waitFor({ state: 'hidden' });
    await list.row(propertyName).waitFor();

    await list.startRename(propertyName);
    await list.inlineEditor.fill(renamedName);
    await list.inlineEditor.press('Enter');
    await shell.toast('Daten aktualisiert').waitFor();
    await list.row(renamedName).waitFor();
    await expect.poll(() => list.row(propertyName).count()).toBe(0);
  });

  it('filters the list by name and resets the filter', async () => {
    await list.search(`Nord ${suffix}`);
    await list.row(renamedName).waitFor();
    await expect.poll(() => list.bodyRows.count()).toBe(1);
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await expect.poll(() => list.bodyRows.count()).toBeGreaterThan(1);
    await list.search(renamedName);
    await list.row(renamedName).waitFor();
  });

  it('keeps sort, page size and search in the URL across a reload; back restores', async () => {
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await expect.poll(() => list.bodyRows.count(), { timeout: 10_000 }).toBe(10);
    const nameHeader = list.table.getByRole('columnheader', { name: 'Name', exact: true });
    await nameHeader.getByRole('button').click();
    await expect
      .poll(() => nameHeader.getAttribute('aria-sort'), { timeout: 10_000 })
      .toBe('descending');
    const pageSize = page.getByLabel('Zeilen pro Seite').and(page.locator('input'));
    await pageSize.click();
    await page.getByRole('option', { name: '20', exact: true }).click();
    await expect.poll(() => list.bodyRows.count(), { timeout: 10_000 }).toBeGreaterThan(10);
    const rows = await list.bodyRows.allTextContents();

    await page.reload();
    await list.bodyRows.nth(10).waitFor();
    expect(await list.bodyRows.allTextContents()).toEqual(rows);
    expect(await pageSize.inputValue()).toBe('20');
    expect(await nameHeader.getAttribute('aria-sort')).toBe('descending');

    const searchBox = page.getByRole('textbox', { name: 'Suche nach Name' });
    await list.search(`Nord ${suffix}`);
    await expect.poll(() => list.bodyRows.count(), { timeout: 10_000 }).toBe(1);
    await page.reload();
    await list.row(renamedName).waitFor();
    expect(await searchBox.inputValue()).toBe(`Nord ${suffix}`);
    expect(await list.bodyRows.count()).toBe(1);

    // Back undoes the page size (the search replaced its entry, it did not add one).
    await page.goBack();
    await expect.poll(() => pageSize.inputValue(), { timeout: 10_000 }).toBe('10');
    await expect.poll(() => list.bodyRows.count(), { timeout: 10_000 }).toBe(10);
    expect(await searchBox.inputValue()).toBe('');
    expect(await nameHeader.getAttribute('aria-sort')).toBe('descending');
    await list.search(renamedName);
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(renamedName);
    await list.row(renamedName).waitFor();
  });

  it('opens a row in the slide-in and asks before a changed form is closed', async () => {
    await list
      .row(renamedName)
      .getByRole('button', { name: `Einstellungen bearbeiten: ${renamedName}` })
      .click();
    const panel = page.getByRole('dialog', { name: 'Einstellungen bearbeiten' });
    await panel.getByLabel('Info').waitFor();
    expect(new URL(page.url()).searchParams.get('selected')).toMatch(/^[A-Za-z0-9]{10}$/);
    await panel.getByLabel('Info').fill('Nur ein Entwurf');
    await expectAccessible(page, 'Objekt im Slide-in');

    const ask = page.getByRole('dialog', { name: 'Änderungen verwerfen?' });
    await panel.getByRole('button', { name: 'Schließen' }).first().click();
    await ask.getByRole('button', { name: 'Weiter bearbeiten' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await panel.getByLabel('Info').inputValue()).toBe('Nur ein Entwurf');

    await panel.getByRole('button', { name: 'Schließen' }).first().click();
    await ask.getByRole('button', { name: 'Verwerfen' }).click();
    await panel.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.get('selected')).toBeNull();
  });

  it('reports a rename over a stale version and reloads the row', async () => {
    // Someone else saves the property in between (same session, straight through the API).
    const api = await apiAs(context, baseUrl);
    const session = await unwrap(api.GET('/api/auth/me'));
    const projectId =
      (await page.evaluate(() => localStorage.getItem('kontor.activeProjectId'))) ??
      session.projects[0]?.id ??
      '';
    const found = await unwrap(
      api.GET('/api/projects/{projectId}/properties', {
        params: {
          path: { projectId },
          query: { page: 1, pageSize: 20, sort: 'name', search: renamedName },
        },
      }),
    );
    const row = found.items[0];
    expect(row).toBeDefined();
    const patched = await unwrap(
      api.PATCH('/api/projects/{projectId}/properties/{propertyId}', {
        params: { path: { projectId, propertyId: row?.id ?? '' } },
        body: { version: row?.version ?? 0, settings: { info: 'Von anderer Stelle geändert' } },
      }),
    );
    expect(patched.settings.info).toBe('Von anderer Stelle geändert');

    await list.startRename(renamedName);
    await list.inlineEditor.fill(`${renamedName} veraltet`);
    await list.inlineEditor.press('Enter');
    await shell.toast('Das Objekt wurde inzwischen von jemand anderem geändert').waitFor();
    await list.inlineEditor.waitFor({ state: 'hidden' });
    await list.row(renamedName).waitFor();

    // After the reload the row carries the new version, so renaming works again.
    const interim = `${renamedName} Zwischenstand`;
    await list.startRename(renamedName);
    await list.inlineEditor.fill(interim);
    await list.inlineEditor.press('Enter');
    await list.row(interim).waitFor();
    await list.startRename(interim);
    await list.inlineEditor.fill(renamedName);
    await list.inlineEditor.press('Enter');
    await list.row(renamedName).waitFor();
  });

  it('opens the detail page with its tabs', async () => {
    await list.openDetail(renamedName);
    await shell.heading(renamedName).waitFor();
    expect(path()).toMatch(/^\/properties\/[A-Za-z0-9]{10}$/);
    for (const tab of [
      'Aufgaben',
      'Leistungsverzeichnis',
      'Tickets',
      'Dokumente',
      'Einstellungen',
    ]) {
      expect(await detail.tab(tab).isEnabled(), tab).toBe(true);
    }
    expect(await detail.tab('Zähler').isDisabled()).toBe(true);
    await expectAccessible(page, 'Objektseite');
    await detail.tab('Leistungsverzeichnis').click();
    await page.getByText('Diesem Objekt sind noch keine Leistungen zugeordnet.').waitFor();
    await page.getByRole('button', { name: 'Leistung hinzufügen' }).waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('leistungsverzeichnis');
  });

  it('saves the settings', async () => {
    await detail.tab('Einstellungen').click();
    await page.getByLabel('Schlüsselnummer').waitFor();
    await expectAccessible(page, 'Objekt-Einstellungen');
    await page.getByLabel('Adresse').fill('Gartenweg 1\n12345 Teststadt');
    await page.getByLabel('Schlüsselnummer').fill('4711');
    await page.getByLabel('Info').fill('Schlüssel beim Hausmeister');
    await shell.waitForToastsGone();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('Daten aktualisiert').waitFor();
    await page.reload();
    await shell.heading(renamedName).waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('einstellungen');
    expect(await page.getByLabel('Adresse').inputValue()).toBe('Gartenweg 1\n12345 Teststadt');
    expect(await page.getByLabel('Schlüsselnummer').inputValue()).toBe('4711');
    expect(await page.getByLabel('Info').inputValue()).toBe('Schlüssel beim Hausmeister');
  });

  it('archives after confirmation and hides the property from the list', async () => {
    await page.getByRole('button', { name: 'Objekt archivieren' }).click();
    await detail.confirmDialog
      .getByText('Sind Sie Sicher, dass sie dieses Objekte archivieren möchten?')
      .waitFor();
    await expectAccessible(page, 'Objekt archivieren');
    await detail.confirmDialog.getByRole('button', { name: 'Archivieren' }).click();
    await shell.heading(`${renamedName} (Archiviert)`).waitFor();
    await detail.confirmDialog.waitFor({ state: 'hidden' });
    await shell.toast('Objekt archiviert').waitFor();

    await shell.sidebarLink('Objekte').click();
    await shell.heading('Objektübersicht').waitFor();
    await list.search(renamedName);
    await page.getByText('Keine Objekte gefunden').waitFor();
    // 'Archivierte anzeigen' finds it again.
    await page.getByRole('switch', { name: 'Archivierte anzeigen' }).click({ force: true });
    await list.row(renamedName).waitFor();
    expect(new URL(page.url()).searchParams.get('archived')).toBe('true');
    await expectAccessible(page, 'Archivierte Objekte');
    await list.openDetail(renamedName);
    await shell.heading(`${renamedName} (Archiviert)`).waitFor();
    await detail.tab('Einstellungen').click();
  });

  it('lifts the archiving after confirmation', async () => {
    await page.getByRole('button', { name: 'Archivierung aufheben' }).click();
    await detail.confirmDialog.getByRole('button', { name: 'Archivierung aufheben' }).click();
    await page.getByRole('heading', { level: 1, name: renamedName, exact: true }).waitFor();
    await shell.toast('Archivierung aufgehoben').waitFor();
    await shell.heading(`${renamedName} (Archiviert)`).waitFor({ state: 'detached' });
  });

  it("a wrong record address says 'Nicht gefunden' with the way back to the list", async () => {
    for (const id of ['unbekannt', 'ZZZZZZZZZZ']) {
      await page.goto(`/properties/${id}`);
      await page.getByRole('heading', { level: 1, name: 'Nicht gefunden' }).waitFor();
      expect(await page.getByText('Die Eingaben sind ungültig').count()).toBe(0);
    }
    await expectAccessible(page, 'Objekt nicht gefunden');
    await page.getByRole('link', { name: 'Zur Objektübersicht' }).click();
    await shell.heading('Objektübersicht').waitFor();
  });

  it('collapses the sidebar and remembers it across a reload', async () => {
    await page.getByRole('button', { name: 'Menü einklappen' }).click();
    await page.getByRole('button', { name: 'Menü ausklappen' }).waitFor();
    // Collapsed, the menu shows icon links named by their module.
    await shell.sidebar.getByRole('link', { name: 'Objekte' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Menü ausklappen' }).click();
    await page.getByRole('button', { name: 'Menü einklappen' }).waitFor();
  });

  it('creates a project, switches to it and back', async () => {
    const projectName = `E2E Projekt ${suffix}`;
    await shell.sidebarLink('Dashboard').click();
    await shell.heading('Dashboard').waitFor();
    await page.getByRole('button', { name: 'Neues Projekt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neues Projekt erstellen' });
    await dialog.getByLabel('Name').fill('Kurz');
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await dialog.getByText('Die Mindestlänge beträgt 5').waitFor();
    await dialog.getByLabel('Name').fill(projectName);
    await dialog.getByLabel('Beschreibung').fill('Angelegt vom Browser-Test');
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await shell.toast('Projekt erstellt').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const switcher = page.getByRole('button', { name: `Projekt wechseln, aktiv: ${projectName}` });
    await switcher.waitFor();
    await page
      .getByText('In diesem Projekt sind für Sie noch keine Module freigeschaltet.')
      .waitFor();

    await switcher.click();
    const items = page.getByRole('menuitem');
    await items.first().waitFor();
    await items.filter({ hasText: DEMO }).first().click();
    await shell.sidebarLink('Objekte').waitFor();
    expect(
      await page.getByRole('button', { name: /^Projekt wechseln, aktiv:/ }).textContent(),
    ).toContain(DEMO);
  });

  it('logs out and protects the app again', async () => {
    await shell.logout();
    await page.waitForURL('**/login');
    await page.goto('/properties');
    await page.waitForURL('**/login');
    await login.emailInput.waitFor();
  });
});
