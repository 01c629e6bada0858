import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pdfFile, pngFile } from '../fixtures/files.ts';
import { ImagePickerPage, imageLoaded } from '../pages/image-picker-page.ts';
import { LoginPage } from '../pages/login-page.ts';
import { PropertyListPage } from '../pages/property-pages.ts';
import { ShellPage } from '../pages/shell-page.ts';
import { expectAccessible } from '../a11y/axe-check.ts';
import { launchBrowser, newContext } from '../support/browser.ts';
import { apiAs } from '../support/api.ts';
import { unwrap } from '@kontor/api-client';

const DEMO_PROJECT_NAME = 'Hausmeisterservice Sonnenschein GmbH';
const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

// Unique per run so the suite also passes against a database that saw earlier runs.
const suffix = Math.random().toString(36).slice(2, 7);
const logoFile = `logo-${suffix}.png`;
const galleryFile = `galerie-${suffix}.png`;
const documentName = `Hausordnung ${suffix}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let shell: ShellPage;
let picker: ImagePickerPage;

/** The name the server gives an upload may keep or drop the extension. */
const named = (file: string) => new RegExp(file.replace(/\.png$/, '').replace(/[-.]/g, '\\$&'));

describe('files and images: logo through the picker, images module, property documents', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, baseUrl);
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    shell = new ShellPage(page);
    picker = new ImagePickerPage(page);
    const login = new LoginPage(page);
    await login.goto();
    await login.login(adminEmail, adminPassword);
    await shell.heading('Dashboard').waitFor();
    // Other specs create projects without the images module; these steps need the demo one.
    await shell.openProject(DEMO_PROJECT_NAME);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('uploads a PNG as the project logo through the picker and shows it', async () => {
    await page.getByRole('button', { name: 'Projekt bearbeiten' }).click();
    const settings = page.getByRole('dialog', { name: 'Projekt bearbeiten' });
    await settings.getByRole('button', { name: /^Logo: / }).click();
    await picker.dialog.waitFor();
    expect(await picker.dialog.getByRole('button', { name: 'Übernehmen' }).isVisible()).toBe(true);
    await expectAccessible(page, 'Bild auswählen');

    await picker.switchTo('Bilder hochladen');
    await picker.upload(logoFile, pngFile(240, 135));
    await picker.dialog.getByText('Dateien wurden erfolgreich hochgeladen').waitFor();
    await shell.toast('Bild erfolgreich hochgeladen').waitFor();
    await picker.dialog.getByRole('button', { name: 'Zurück' }).click();

    const tile = picker.tile(named(logoFile));
    expect(await imageLoaded(tile.locator('img'))).toBe(true);
    // The upload joined the selection; a click deselects, another selects it again.
    await expect.poll(() => tile.getAttribute('aria-pressed')).toBe('true');
    await tile.click();
    await expect.poll(() => tile.getAttribute('aria-pressed')).toBe('false');
    await tile.click();
    await expect.poll(() => tile.getAttribute('aria-pressed')).toBe('true');
    await picker.selectedCards.getByText(named(logoFile)).waitFor();
    await picker.confirm();
    await shell.toast('Bild erfolgreich hinzugefügt').waitFor();

    expect(await imageLoaded(settings.getByRole('img', { name: 'Logo' }))).toBe(true);
    await settings.getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('Projekt aktualisiert').waitFor();
    await settings.waitFor({ state: 'hidden' });
    const logos = page.getByRole('img', { name: /^Logo / });
    await expect.poll(() => logos.count()).toBeGreaterThan(0);
    expect(await imageLoaded(logos.first())).toBe(true);
  });

  it('lists an upload in the images module and deletes it after confirmation', async () => {
    await shell.sidebarLink('Bilder').click();
    await shell.heading('Bilder').waitFor();
    await page.getByRole('button', { name: 'Bilder hochladen' }).first().click();
    const uploadDialog = page.getByRole('dialog', { name: 'Bilder hochladen' });
    // The server decides by content: text named like a PNG is refused, and the user is told.
    await uploadDialog.locator('input[type="file"]').setInputFiles({
      name: `kein-bild-${suffix}.png`,
      mimeType: 'image/png',
      buffer: Buffer.from('Dies ist kein Bild.'),
    });
    await uploadDialog.getByText('Datei nicht unterstützt.').waitFor();
    await uploadDialog
      .locator('input[type="file"]')
      .setInputFiles({ name: galleryFile, mimeType: 'image/png', buffer: pngFile(64, 64) });
    await uploadDialog.getByText('Dateien wurden erfolgreich hochgeladen').waitFor();
    await uploadDialog.getByRole('button', { name: 'Zurück' }).click();

    const table = page.getByRole('table', { name: 'Bilder' });
    const row = table.locator('tbody tr').filter({ hasText: named(galleryFile) });
    await row.waitFor();
    expect(await imageLoaded(row.locator('img'))).toBe(true);
    // The logo's row names where the image is used.
    const logoRow = table.locator('tbody tr').filter({ hasText: named(logoFile) });
    await logoRow.getByText('Projektlogo').waitFor();
    expect(await logoRow.count()).toBe(1);
    await expectAccessible(page, 'Bilder');

    await row.getByRole('button', { name: /löschen$/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Bild löschen' });
    await confirm.getByText('Sind sie Sicher, dass sie das Bild löschen möchten?').waitFor();
    await expectAccessible(page, 'Bild löschen');
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await shell.toast('Bild gelöscht').waitFor();
    await row.waitFor({ state: 'detached' });
  });

  it('deletes the selected images at once after one confirmation', async () => {
    const names = [`stapel-a-${suffix}.png`, `stapel-b-${suffix}.png`];
    await page.getByRole('button', { name: 'Bilder hochladen' }).first().click();
    const uploadDialog = page.getByRole('dialog', { name: 'Bilder hochladen' });
    await uploadDialog
      .locator('input[type="file"]')
      .setInputFiles(
        names.map((name) => ({ name, mimeType: 'image/png', buffer: pngFile(32, 32) })),
      );
    await uploadDialog.getByText('Dateien wurden erfolgreich hochgeladen').waitFor();
    await uploadDialog.getByRole('button', { name: 'Zurück' }).click();

    const table = page.getByRole('table', { name: 'Bilder' });
    const rows = names.map((name) => table.locator('tbody tr').filter({ hasText: named(name) }));
    for (const row of rows) await row.getByRole('checkbox', { name: 'Zeile auswählen' }).check();
    await page.getByText('2 Einträge ausgewählt').waitFor();
    await page.getByRole('button', { name: 'Löschen', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Ausgewählte Bilder löschen' });
    await confirm.getByText('Sollen die 2 ausgewählten Bilder gelöscht werden?').waitFor();
    await expectAccessible(page, 'Ausgewählte Bilder löschen');
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await shell.toast('2 Bilder gelöscht').waitFor();
    for (const row of rows) await row.waitFor({ state: 'detached' });
    await page.getByText('2 Einträge ausgewählt').waitFor({ state: 'detached' });
  });

  it('warns before deleting an image an article shows, naming the article', async () => {
    const file = `beitrag-${suffix}.png`;
    const title = `Sommerfest ${suffix}`;
    await page.getByRole('button', { name: 'Bilder hochladen' }).first().click();
    const uploadDialog = page.getByRole('dialog', { name: 'Bilder hochladen' });
    await uploadDialog
      .locator('input[type="file"]')
      .setInputFiles({ name: file, mimeType: 'image/png', buffer: pngFile(48, 32) });
    await uploadDialog.getByText('Dateien wurden erfolgreich hochgeladen').waitFor();
    await uploadDialog.getByRole('button', { name: 'Zurück' }).click();

    // The article is written "from somewhere else": the editors' own work is another spec's.
    const api = await apiAs(context, baseUrl);
    const projects = await unwrap(api.GET('/api/projects'));
    const projectId = projects.find((p) => p.name === DEMO_PROJECT_NAME)!.id;
    const found = await unwrap(
      api.GET('/api/projects/{projectId}/images', {
        params: { path: { projectId }, query: { search: `beitrag-${suffix}` } },
      }),
    );
    const image = found.items[0]!.id;
    const article = await unwrap(
      api.POST('/api/projects/{projectId}/articles', {
        params: { path: { projectId } },
        body: {
          title,
          image,
          text: '<p>Alle sind eingeladen.</p>',
          date: new Date().toISOString(),
        },
      }),
    );

    await page.reload();
    await shell.heading('Bilder').waitFor();
    const row = page
      .getByRole('table', { name: 'Bilder' })
      .locator('tbody tr')
      .filter({ hasText: named(file) });
    await row.getByText(`Beitrag: ${title}`).waitFor();
    await row.getByRole('button', { name: /löschen$/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Bild löschen' });
    await confirm.getByText('Sind sie Sicher, dass sie das Bild löschen möchten?').waitFor();
    await confirm.getByText('Das Bild wird noch verwendet').first().waitFor();
    const places = confirm.getByRole('list', { name: 'Das Bild wird noch verwendet' });
    expect(await places.getByRole('listitem').allTextContents()).toEqual([`Beitrag: ${title}`]);
    await expectAccessible(page, 'Bild löschen (verwendet)');
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await shell.toast('Bild gelöscht').waitFor();
    await row.waitFor({ state: 'detached' });
    // The article stays, without the image.
    const after = await unwrap(
      api.GET('/api/projects/{projectId}/articles/{itemId}', {
        params: { path: { projectId, itemId: article.id } },
      }),
    );
    expect(after.image).toBeNull();
  });

  it('adds a PDF document to a property and lists it', async () => {
    await shell.sidebarLink('Objekte').click();
    await shell.heading('Objektübersicht').waitFor();
    const list = new PropertyListPage(page);
    await list.bodyRows.first().getByRole('link', { name: 'Zur Objektseite' }).click();
    await page.getByRole('tab', { name: 'Dokumente' }).click();
    await page.getByText('Dokumente zu diesem Objekt').waitFor();

    await page.getByRole('button', { name: 'Dokument hinzufügen' }).click();
    const form = page.getByRole('dialog', { name: 'Dokument hinzufügen' });
    await form.getByRole('button', { name: 'Speichern' }).click();
    await form.getByText('Bitte einen Namen angeben').waitFor();
    await form.getByText('Bitte eine Datei auswählen').waitFor();
    await expectAccessible(page, 'Dokument hinzufügen');

    await form.getByLabel('Name').fill(documentName);
    await form.locator('input[type="file"]').setInputFiles({
      name: `hausordnung-${suffix}.pdf`,
      mimeType: 'application/pdf',
      buffer: pdfFile('Hausordnung'),
    });
    await form.getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('Dokument hinzugefügt').waitFor();
    await form.waitFor({ state: 'hidden' });

    const row = page
      .getByRole('table', { name: 'Dokumente' })
      .locator('tbody tr')
      .filter({ hasText: documentName });
    await row.waitFor();
    expect(await row.textContent()).toContain('PDF');
    await expectAccessible(page, 'Objekt-Dokumente');
    const href = await row.getByRole('link').getAttribute('href');
    expect(href).toMatch(/\/documents\/[^/]+\/file$/);
    const download = await page.request.get(href ?? '');
    expect(download.status()).toBe(200);
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
