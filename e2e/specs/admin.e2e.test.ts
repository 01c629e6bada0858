import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible } from '../a11y/axe-check.ts';
import { ProjectAdminPage } from '../pages/admin-pages.ts';
import { LoginPage } from '../pages/login-page.ts';
import { ShellPage } from '../pages/shell-page.ts';
import { launchBrowser, newContext } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let shell: ShellPage;
let admin: ProjectAdminPage;

// A server of its own on an empty database: the superuser has no project at all.
describe('administration: first project, modules, settings', () => {
  beforeAll(async () => {
    server = await startServer({ seedDemo: false });
    browser = await launchBrowser();
    context = await newContext(browser, server.baseUrl);
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    shell = new ShellPage(page);
    admin = new ProjectAdminPage(page);
    const login = new LoginPage(page);
    await login.goto();
    await login.login(adminEmail, adminPassword);
    await shell.heading('Dashboard').waitFor();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it("shows a superuser without projects the way to 'Neues Projekt', not 'Kein Zugriff'", async () => {
    await page.goto('/properties');
    await page.getByRole('heading', { name: 'Noch kein Projekt' }).waitFor();
    expect(await page.getByText('Kein Zugriff').count()).toBe(0);
    await expectAccessible(page, 'Kein Projekt');
    await page.getByRole('link', { name: 'Neues Projekt' }).click();
    const create = page.getByRole('dialog', { name: 'Neues Projekt erstellen' });
    await create.getByRole('textbox', { name: 'Name' }).fill('TSV Musterstadt');
    await create.getByRole('button', { name: 'Erstellen' }).click();
    await shell.toast('Projekt erstellt').waitFor();
  });

  it('lists the project on /admin and opens its administration', async () => {
    await page.goto('/admin');
    await shell.heading('Admin').waitFor();
    await expectAccessible(page, 'Admin');
    await page.getByRole('link', { name: 'TSV Musterstadt', exact: true }).click();
    await shell.heading('TSV Musterstadt').waitFor();
    await page.getByText('Dieses Projekt hat noch keine Module.').waitFor();
    await expectAccessible(page, 'Projektverwaltung: Module');
  });

  it('adds modules, requires template and name, renames and reorders', async () => {
    await page.getByRole('button', { name: 'Neues Modul' }).click();
    const dialog = admin.dialog('Neues Modul anlegen');
    await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
    await dialog.getByText('Bitte eine Vorlage wählen').waitFor();
    await dialog.getByText('Name ist ein Pflichtfeld').waitFor();
    await expectAccessible(page, 'Neues Modul anlegen');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();

    await admin.addModule(/^News/);
    await shell.toast('Modul hinzugefügt').waitFor();
    await admin.addModule(/^Beiträge/, 'Vereinsbeiträge');
    await expect.poll(() => admin.moduleNames()).toEqual(['News', 'Vereinsbeiträge']);

    await admin.openModuleAction('News', 'Umbenennen');
    const rename = admin.dialog('Modul umbenennen');
    await rename.getByRole('textbox', { name: 'Name' }).fill('Vereinsnews');
    await rename.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => admin.moduleNames()).toEqual(['Vereinsnews', 'Vereinsbeiträge']);

    await page.getByRole('button', { name: 'Vereinsbeiträge nach oben' }).click();
    await expect.poll(() => admin.moduleNames()).toEqual(['Vereinsbeiträge', 'Vereinsnews']);
    // The sidebar follows the new order.
    await expect
      .poll(() => shell.sidebar.getByRole('link').allInnerTexts())
      .toEqual(expect.arrayContaining(['Vereinsbeiträge', 'Vereinsnews']));
  });

  it("edits fields: a duplicate name is refused with 'Name existiert bereits'", async () => {
    // The rename before left its own 'Modul aktualisiert' toast.
    await shell.waitForToastsGone();
    await admin.openModuleAction('Vereinsnews', 'Felder bearbeiten');
    const fields = admin.dialog(/^Felder bearbeiten/);
    await fields.getByRole('button', { name: 'Feld hinzufügen' }).click();
    await fields.getByRole('button', { name: 'Feld hinzufügen' }).click();
    const names = fields.getByRole('textbox', { name: 'Name (Pfad)' });
    await names.nth(1).fill('data.feld_1');
    await fields.getByRole('button', { name: 'Speichern' }).click();
    await fields.getByText('Name existiert bereits').waitFor();
    await expectAccessible(page, 'Felder bearbeiten');
    await names.nth(1).fill('data.untertitel');
    await fields.getByRole('button', { name: 'Speichern' }).click();
    await fields.waitFor({ state: 'detached' });
    await shell.toast('Modul aktualisiert').waitFor();

    await admin.openModuleAction('Vereinsnews', 'Felder bearbeiten');
    const reopened = admin.dialog(/^Felder bearbeiten/);
    await expect
      .poll(() =>
        reopened
          .getByRole('textbox', { name: 'Name (Pfad)' })
          .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
      )
      .toEqual(['data.feld_1', 'data.untertitel']);
    await reopened.getByRole('button', { name: 'Abbrechen' }).click();
  });

  it('edits settings (slugged category values) and the category definitions', async () => {
    await admin.openModuleAction('Vereinsnews', 'Einstellungen');
    const settings = admin.dialog(/^Einstellungen: /);
    await settings.getByRole('button', { name: 'Kategorie hinzufügen' }).click();
    await settings.getByRole('textbox', { name: 'Bezeichnung' }).fill('Jugend Fußball');
    await settings.getByText('Wert: jugend-fussball').waitFor();
    await expectAccessible(page, 'Moduleinstellungen');
    await settings.getByRole('button', { name: 'Speichern' }).click();
    await settings.waitFor({ state: 'detached' });

    await admin.openModuleAction('Vereinsnews', 'Kategorien bearbeiten');
    const categories = admin.dialog(/^Kategorien bearbeiten/);
    await categories.getByRole('button', { name: 'Kategorie hinzufügen' }).click();
    await categories.getByRole('textbox', { name: 'Schlüssel' }).fill('Ungültig!');
    await categories.getByRole('button', { name: 'Speichern' }).click();
    await categories.getByText('Nur Kleinbuchstaben, Ziffern, - und _').waitFor();
    await expectAccessible(page, 'Kategorien bearbeiten');
    await categories.getByRole('textbox', { name: 'Schlüssel' }).fill('abteilung');
    await categories.getByRole('button', { name: 'Speichern' }).click();
    await categories.waitFor({ state: 'detached' });
  });

  it('removes a module after confirmation', async () => {
    await admin.openModuleAction('Vereinsbeiträge', 'Entfernen');
    const confirm = admin.dialog('Modul entfernen');
    await confirm.getByText(/wirklich entfernen/).waitFor();
    await expectAccessible(page, 'Modul entfernen');
    await confirm.getByRole('button', { name: 'Entfernen' }).click();
    await shell.toast('Modul entfernt').waitFor();
    await expect.poll(() => admin.moduleNames()).toEqual(['Vereinsnews']);
  });

  it("adds '/training-group' with its predefined age fields", async () => {
    await shell.waitForToastsGone();
    await admin.addModule(/\(\/training-group\)/, 'Jugendtraining');
    await shell.toast('Modul hinzugefügt').waitFor();
    await admin.openModuleAction('Jugendtraining', 'Felder bearbeiten');
    const fields = admin.dialog(/^Felder bearbeiten/);
    await expect
      .poll(() =>
        fields
          .getByRole('textbox', { name: 'Name (Pfad)' })
          .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
      )
      .toEqual(['data.start_age', 'data.end_age']);
    await fields.getByRole('button', { name: 'Abbrechen' }).click();
    await fields.waitFor({ state: 'detached' });
  });

  it('shows the Nutzer and Rollen tabs', async () => {
    for (const tab of ['Nutzer', 'Rollen']) {
      await admin.tab(tab).click();
      await expect.poll(() => admin.tab(tab).getAttribute('aria-selected')).toBe('true');
      await expectAccessible(page, `Projektverwaltung: ${tab}`);
    }
  });

  it('saves the project settings and refuses a bad sender address beside the field', async () => {
    await admin.tab('Einstellungen').click();
    const sender = page.getByRole('textbox', { name: 'Absenderadresse' });
    await sender.fill('keine-adresse');
    await page.getByRole('textbox', { name: 'Absendername' }).fill('TSV Geschäftsstelle');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein').waitFor();
    await expectAccessible(page, 'Projektverwaltung: Einstellungen');
    await sender.fill('info@tsv-musterstadt.de');
    await page.getByRole('textbox', { name: 'Beschreibung' }).fill('Sportverein seit 1920');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await shell.toast('Projekt aktualisiert').waitFor();
    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Absenderadresse' }).inputValue())
      .toBe('info@tsv-musterstadt.de');
  });

  it("calls the deploy hook on 'Jetzt veröffentlichen' and logs the call", async () => {
    const calls: string[] = [];
    const receiver = createServer((request, response) => {
      calls.push(`${request.method} ${request.url}`);
      response.writeHead(200).end('ok');
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    try {
      await admin.tab('Einstellungen').click();
      await page.getByText('Noch keine Aufrufe').waitFor();
      const url = page.getByRole('textbox', { name: 'Deploy-Hook-URL' });
      await url.fill('ftp://build');
      await page.getByRole('button', { name: 'URL speichern' }).click();
      await page.getByText('Bitte eine gültige URL (http oder https) angeben').waitFor();
      await url.fill(`http://127.0.0.1:${port}/build`);
      await page.getByRole('button', { name: 'URL speichern' }).click();
      await shell.toast('Deploy-Hook gespeichert').waitFor();
      await page.getByRole('button', { name: 'Jetzt veröffentlichen' }).click();
      await shell.toast('Veröffentlichung angestoßen').waitFor();
      await expect.poll(() => calls, { timeout: 30_000 }).toEqual(['POST /build']);
      const log = page.getByRole('table', { name: 'Letzte Aufrufe' });
      await log.getByRole('cell', { name: '200', exact: true }).waitFor({ timeout: 30_000 });
      await expectAccessible(page, 'Projektverwaltung: Veröffentlichung');
    } finally {
      receiver.close();
    }
  });
});
