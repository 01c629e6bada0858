import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  BROKEN_USER,
  COMPANY,
  holdUsersAfter,
  seedCompany,
  USERS,
} from '../../apps/server/src/import/parse/fake-company.ts';
import {
  FAKE_APP_ID,
  startFakeParseServer,
  type FakeParseServer,
} from '../../apps/server/src/import/parse/fake-parse-server.ts';
import { expectAccessible } from '../a11y/axe-check.ts';
import { LoginPage } from '../pages/login-page.ts';
import { ShellPage } from '../pages/shell-page.ts';
import { launchBrowser, newContext } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');
const MASTER_KEY = 'e2e-Master-Key-geheim';

let server: RunningServer;
let parse: FakeParseServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let shell: ShellPage;

/** The fake Parse server runs in this process; the Kontor server reaches it on 127.0.0.1. */
describe("administration: 'Daten importieren'", () => {
  beforeAll(async () => {
    parse = await startFakeParseServer(MASTER_KEY);
    seedCompany(parse);
    server = await startServer({ seedDemo: false });
    browser = await launchBrowser();
    context = await newContext(browser, server.baseUrl);
    context.setDefaultTimeout(20_000);
    page = await context.newPage();
    shell = new ShellPage(page);
    const login = new LoginPage(page);
    await login.goto();
    await login.login(adminEmail, adminPassword);
    await shell.heading('Dashboard').waitFor();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    await parse?.close();
  });

  const dialog = () => page.getByRole('dialog', { name: 'Neuer Import' });

  async function fillSource(key = MASTER_KEY) {
    await page.getByRole('button', { name: 'Neuer Import' }).click();
    await dialog().getByRole('textbox', { name: 'Server-URL' }).fill(parse.serverUrl);
    await dialog().getByRole('textbox', { name: 'App-ID' }).fill(FAKE_APP_ID);
    await dialog().getByLabel('Master-Key').fill(key);
  }

  it('leads from /admin to the empty list, which says what to do', async () => {
    await page.goto('/admin');
    await shell.heading('Admin').waitFor();
    await page.getByRole('link', { name: 'Daten importieren' }).click();
    await shell.heading('Daten importieren').waitFor();
    await page.getByText('Noch kein Import. Starten Sie mit „Neuer Import“').waitFor();
    await expectAccessible(page, 'Daten importieren (leer)');
  });

  it('checks the form and the connection, and shows a refused key beside its field', async () => {
    await page.getByRole('button', { name: 'Neuer Import' }).click();
    await dialog().getByRole('button', { name: 'Probelauf starten' }).click();
    await dialog().getByText('Bitte eine http- oder https-Adresse angeben').waitFor();
    await dialog().getByText('Bitte die App-ID angeben').waitFor();
    await dialog().getByText('Bitte den Master-Key angeben').waitFor();
    await expectAccessible(page, 'Neuer Import (Fehler)');
    await dialog().getByRole('button', { name: 'Abbrechen' }).click();

    await fillSource('falscher-Schluessel');
    await dialog().getByRole('button', { name: 'Verbindung prüfen' }).click();
    await dialog()
      .getByText(/Die Quelle lehnt App-ID oder Master-Key ab/)
      .waitFor();
    await dialog().getByLabel('Master-Key').fill(MASTER_KEY);
    await dialog().getByRole('button', { name: 'Verbindung prüfen' }).click();
    await dialog().getByText(`Die Quelle enthält das Projekt „${COMPANY}“.`).waitFor();
    await expectAccessible(page, 'Neuer Import (geprüft)');
  });

  it('runs a dry run and shows its progress per class and the skipped object', async () => {
    await dialog().getByRole('button', { name: 'Probelauf starten' }).click();
    await shell.heading(/^Probelauf vom /).waitFor();
    await page.getByText('Fertig', { exact: true }).waitFor();
    const progress = page.getByRole('table', { name: 'Fortschritt je Klasse' });
    const users = progress.getByRole('row').filter({ hasText: '_User' });
    await users.getByText(`fertig · ${USERS + 2} gelesen`).waitFor();
    await page.getByText('Probelauf: Nichts wurde gespeichert.').waitFor();
    const report = page.getByRole('table', { name: 'Bericht' });
    await report.getByText(BROKEN_USER).waitFor();
    await report.getByText(/Rgibtsnich/).waitFor();
    // A dry run invites nobody.
    expect(await page.getByRole('button', { name: 'Einladungen senden' }).count()).toBe(0);
    await expectAccessible(page, 'Probelauf');
  });

  it('gives the report as CSV', async () => {
    const href = await page
      .getByRole('link', { name: 'Bericht herunterladen (CSV)' })
      .getAttribute('href');
    const csv = await page.request.get(href!);
    expect(csv.status()).toBe(200);
    const body = (await csv.text()).replace(/^\uFEFF/, '');
    expect(body.split('\r\n')[0]).toBe('Klasse;Objekt-ID;Art;Anzahl;Text');
    expect(body).toContain(`_User;${BROKEN_USER};übersprungen;;`);
  });

  it('imports for real and sends the invitations after a confirmation', async () => {
    await page.getByRole('link', { name: 'Zu allen Importen' }).click();
    await shell.heading('Daten importieren').waitFor();
    await fillSource();
    await dialog()
      .getByRole('checkbox', { name: /^Probelauf/ })
      .uncheck();
    await dialog().getByRole('button', { name: 'Import starten' }).click();
    await shell.heading(/^Import vom /).waitFor();
    await page.getByText('Fertig', { exact: true }).waitFor();
    await page.getByRole('link', { name: COMPANY }).waitFor();

    await page.getByRole('button', { name: 'Einladungen senden' }).click();
    const confirm = page.getByRole('dialog', { name: 'Einladungen senden?' });
    await confirm
      .getByText(`${USERS + 1} Personen, deren Konten der Import angelegt hat`)
      .waitFor();
    await expectAccessible(page, 'Einladungen senden?');
    await confirm.getByRole('button', { name: `${USERS + 1} E-Mails senden` }).click();
    await shell.toast(`${USERS + 1} Einladungen verschickt.`).waitFor();
  });

  it('cancels a running import after a confirmation', async () => {
    await page.goto('/admin/import');
    await shell.heading('Daten importieren').waitFor();
    await expect.poll(() => page.getByRole('link', { name: /^Lauf vom / }).count()).toBe(2);
    const gate = holdUsersAfter(parse, null);
    await fillSource();
    await dialog()
      .getByRole('checkbox', { name: /^Probelauf/ })
      .uncheck();
    await dialog().getByRole('button', { name: 'Import starten' }).click();
    await shell.heading(/^Import vom /).waitFor();
    await gate.reached;
    await page.getByText('Läuft', { exact: true }).waitFor();
    await expectAccessible(page, 'Import läuft');
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Import abbrechen?' });
    await expectAccessible(page, 'Import abbrechen?');
    await confirm.getByRole('button', { name: 'Lauf abbrechen' }).click();
    await page.getByText('Wird abgebrochen …').waitFor();
    // The job (on this instance) stopped at once; the page it waited for now comes too late.
    gate.open();
    await page.getByText('Abgebrochen', { exact: true }).waitFor();
  });

  it('works at 360 px', async () => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/admin/import');
    await shell.heading('Daten importieren').waitFor();
    const scrolls = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(scrolls).toBe(false);
    await expectAccessible(page, 'Daten importieren (Telefon)');
    await page
      .getByRole('link', { name: /^Lauf vom / })
      .first()
      .click();
    await shell.heading(/^Import vom /).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
    ).toBe(false);
    await expectAccessible(page, 'Import (Telefon)');
  });
});
