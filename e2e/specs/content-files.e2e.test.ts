import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unwrap } from '@kontor/api-client';
import { expectAccessible } from '../a11y/axe-check.ts';
import { pdfFile, pngFile } from '../fixtures/files.ts';
import { ImagePickerPage } from '../pages/image-picker-page.ts';
import type { ShellPage } from '../pages/shell-page.ts';
import {
  closeAdminSession,
  openAdminSession,
  openNewProject,
  type AdminSession,
} from '../support/admin-session.ts';

const suffix = Math.random().toString(36).slice(2, 7);
const article = `Saisonbericht ${suffix}`;
const download = `Beitrittserklärung ${suffix}`;

let session: AdminSession;
let projectId: string;
let page: Page;
let shell: ShellPage;

const dialog = (name: string) => page.getByRole('dialog', { name, exact: true });
const row = (text: string) => page.getByRole('table').locator('tbody tr').filter({ hasText: text });

describe('content console: articles (image required) and downloads (file required)', () => {
  beforeAll(async () => {
    session = await openAdminSession();
    ({ page, shell } = session);
    projectId = await openNewProject(session, `Vereinsblatt ${suffix}`, [
      '/articles',
      '/downloads',
      '/images',
    ]);
  });

  afterAll(() => closeAdminSession(session));

  it('creates an article with an image, publishes it and deletes it', async () => {
    await page.goto('/articles');
    await shell.heading('Beiträge').waitFor();
    await page.getByText('Keine Beiträge vorhanden').waitFor();
    await page.getByRole('button', { name: 'Neuer Beitrag' }).click();
    const create = dialog('Neuer Beitrag');
    await create.getByRole('button', { name: 'Erstellen' }).click();
    await create.getByText('Pflichtfeld').first().waitFor();

    await create.getByRole('textbox', { name: 'Titel' }).fill(article);
    await create
      .getByRole('textbox', { name: 'Text' })
      .fill('Die erste Mannschaft beendet die Saison auf dem dritten Platz.');
    await create.getByRole('textbox', { name: 'Datum' }).fill('15.05.2026');
    await create.getByRole('button', { name: /^Bild: / }).click();
    const picker = new ImagePickerPage(page);
    await picker.dialog.waitFor();
    await picker.switchTo('Bilder hochladen');
    await picker.upload(`mannschaft-${suffix}.png`, pngFile(320, 180));
    await picker.dialog.getByText('Dateien wurden erfolgreich hochgeladen').waitFor();
    await picker.dialog.getByRole('button', { name: 'Zurück' }).click();
    await picker.confirm();
    await expectAccessible(page, 'Neuer Beitrag');
    await create.getByRole('button', { name: 'Erstellen' }).click();
    await shell.toast('Beitrag erstellt').waitFor();
    await row(article).getByText('Entwurf').waitFor();
    await row(article).getByText('15.05.2026').waitFor();
    await expectAccessible(page, 'Beiträge');

    await shell.waitForToastsGone();
    await row(article)
      .getByRole('button', { name: `Beitrag bearbeiten: ${article}` })
      .click();
    const edit = dialog('Beitrag');
    await edit.getByText('Veröffentlicht').click();
    await expect
      .poll(() => edit.getByRole('radio', { name: 'Veröffentlicht' }).isChecked())
      .toBe(true);
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('Status aktualisiert').waitFor();
    await row(article).getByText('Veröffentlicht').waitFor();
    const published = await fetch(
      new URL(`/api/public/projects/${projectId}/articles`, page.url()),
    ).then((res) => res.json() as Promise<{ items: { title: string }[] }>);
    expect(published.items.map((i) => i.title)).toEqual([article]);

    await shell.waitForToastsGone();
    await edit.getByRole('button', { name: 'Eintrag löschen' }).click();
    await dialog('Eintrag löschen').getByRole('button', { name: 'Löschen' }).click();
    await shell.toast('Beitrag gelöscht').waitFor();
    await page.getByText('Keine Beiträge vorhanden').waitFor();
  });

  it('creates a download with an uploaded PDF, replaces the file and deletes it', async () => {
    await page.goto('/downloads');
    await shell.heading('Downloads').waitFor();
    await page.getByRole('button', { name: 'Neuer Download' }).click();
    const create = dialog('Neuer Download');
    await create.getByRole('textbox', { name: 'Titel' }).fill(download);
    await create.getByRole('button', { name: 'Erstellen' }).click();
    await create.getByText('Pflichtfeld').waitFor();

    const chooser = page.waitForEvent('filechooser');
    await create.getByRole('button', { name: 'Datei: Datei hochladen' }).click();
    await (
      await chooser
    ).setFiles({
      name: `beitritt-${suffix}.pdf`,
      mimeType: 'application/pdf',
      buffer: pdfFile('Beitrittserklaerung'),
    });
    await create.getByRole('link', { name: `beitritt-${suffix}.pdf` }).waitFor();
    await expectAccessible(page, 'Neuer Download');
    await create.getByRole('button', { name: 'Erstellen' }).click();
    await shell.toast('Download erstellt').waitFor();
    await row(download)
      .getByRole('link', { name: `beitritt-${suffix}.pdf` })
      .waitFor();

    // A text file is refused beside the field, the stored file stays.
    await shell.waitForToastsGone();
    await row(download)
      .getByRole('button', { name: `Download bearbeiten: ${download}` })
      .click();
    const edit = dialog('Download');
    const refused = page.waitForEvent('filechooser');
    await edit.getByRole('button', { name: 'Datei: Datei ersetzen' }).click();
    await (
      await refused
    ).setFiles({ name: 'notiz.txt', mimeType: 'text/plain', buffer: Buffer.from('nur Text') });
    await edit.getByRole('alert').waitFor();
    await edit.getByRole('link', { name: `beitritt-${suffix}.pdf` }).waitFor();

    const replaced = page.waitForEvent('filechooser');
    await edit.getByRole('button', { name: 'Datei: Datei ersetzen' }).click();
    await (
      await replaced
    ).setFiles({
      name: `beitritt-2027-${suffix}.pdf`,
      mimeType: 'application/pdf',
      buffer: pdfFile('Beitrittserklaerung 2027'),
    });
    await edit.getByRole('link', { name: `beitritt-2027-${suffix}.pdf` }).waitFor();
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('Wert aktualisiert').waitFor();
    await row(download)
      .getByRole('link', { name: `beitritt-2027-${suffix}.pdf` })
      .waitFor();
    await expectAccessible(page, 'Download bearbeiten');
    await shell.waitForToastsGone();

    const [item] = (
      await unwrap(
        session.api.GET('/api/projects/{projectId}/downloads', {
          params: { path: { projectId } },
        }),
      )
    ).items;
    const publicFile = await fetch(
      new URL(`/api/public/projects/${projectId}/downloads/${item!.id}`, page.url()),
    ).then((res) => res.json() as Promise<{ file: { url: string } }>);
    const file = await fetch(new URL(publicFile.file.url, page.url()));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');

    await edit.getByRole('button', { name: 'Eintrag löschen' }).click();
    await dialog('Eintrag löschen').getByRole('button', { name: 'Löschen' }).click();
    await shell.toast('Download gelöscht').waitFor();
    await page.getByText('Keine Downloads vorhanden').waitFor();
    expect((await fetch(new URL(publicFile.file.url, page.url()))).status).toBe(404);
  });
});
