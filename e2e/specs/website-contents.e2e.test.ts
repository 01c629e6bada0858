import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unwrap } from '@kontor/api-client';
import { expectAccessible } from '../a11y/axe-check.ts';
import type { ShellPage } from '../pages/shell-page.ts';
import {
  closeAdminSession,
  openAdminSession,
  openNewProject,
  type AdminSession,
} from '../support/admin-session.ts';

// Unique per run so the suite also passes against a database that saw earlier runs.
const suffix = Math.random().toString(36).slice(2, 7);
const projectName = `Webseite ${suffix}`;

let session: AdminSession;
let page: Page;
let shell: ShellPage;
let projectId: string;

const dialog = (name: string) => page.getByRole('dialog', { name });
const panel = () => page.getByRole('dialog', { name: 'Inhalt bearbeiten' });

describe("website: 'Komponenten' and 'Inhalte' (superuser)", () => {
  beforeAll(async () => {
    session = await openAdminSession();
    ({ page, shell } = session);
    const modules = ['/website', '/images', '/categories'] as const;
    projectId = await openNewProject(session, projectName, [...modules], async (id) => {
      await unwrap(
        session.api.POST('/api/projects/{projectId}/website/contents', {
          params: { path: { projectId: id } },
          body: { name: 'Begrüßung', contentId: 'begruessung', body: { kind: 'text', text: '' } },
        }),
      );
      for (const name of ['Jugend', 'Senioren']) {
        await unwrap(
          session.api.POST('/api/projects/{projectId}/categories', {
            params: { path: { projectId: id } },
            body: { name },
          }),
        );
      }
    });
  });

  afterAll(() => closeAdminSession(session));

  it('creates a table component with columns and a row, and switches it active', async () => {
    // 'Webseite' opens its sub-menu.
    await shell.sidebarLink('Webseite').click();
    await shell.sidebarLink('Komponenten').click();
    await shell.heading('Komponenten').waitFor();
    await page.getByText(/Noch keine Komponenten vorhanden/).waitFor();
    await expectAccessible(page, 'Komponenten');

    await page.getByRole('button', { name: 'Komponente hinzufügen' }).click();
    const create = dialog('Komponente hinzufügen');
    await create.getByRole('button', { name: 'Erstellen' }).click();
    for (const message of [
      'Name ist erforderlich',
      'ID ist erforderlich',
      'Typ ist erforderlich',
    ]) {
      await create.getByText(message).waitFor();
    }
    await expectAccessible(page, 'Komponente hinzufügen');
    await create.getByLabel('Name').fill('Trainingszeiten');
    await create.getByLabel('ID').fill('Begruessung');
    await create.getByLabel('Typ').click();
    await page.getByRole('option', { name: 'Tabelle' }).click();
    await create.getByRole('button', { name: 'Erstellen' }).click();
    // The id is taken (case does not matter): the server's message beside the field.
    await create.getByText('ID ist bereits vergeben').waitFor();
    await create.getByLabel('ID').fill('training');
    await create.getByRole('button', { name: 'Erstellen' }).click();
    await create.waitFor({ state: 'detached' });

    // The new component opens in the editor.
    const editor = panel();
    await editor.getByRole('button', { name: 'Spalte hinzufügen' }).click();
    await editor.getByLabel('Spalte 1', { exact: true }).fill('Tag');
    await editor.getByRole('button', { name: 'Spalte hinzufügen' }).click();
    await editor.getByLabel('Spalte 2', { exact: true }).fill('Uhrzeit');
    // A third column stays without a name: it is ignored on saving.
    await editor.getByRole('button', { name: 'Spalte hinzufügen' }).click();
    await editor.getByRole('button', { name: 'Zeile hinzufügen' }).click();
    await editor.getByLabel('Zeile 1, Tag').fill('Montag');
    await editor.getByLabel('Zeile 1, Uhrzeit').fill('18:00');
    await editor.getByLabel('Titel').fill('Training der Jugend');
    await expectAccessible(page, 'Inhalt bearbeiten (Tabelle)');
    await editor.getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('Inhalte erfolgreich aktualisiert').waitFor();
    await editor.getByLabel('Spalte 3', { exact: true }).waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'detached' });

    const row = page.getByRole('table').locator('tbody tr').filter({ hasText: 'Trainingszeiten' });
    await row.getByRole('switch', { name: 'Trainingszeiten aktiv' }).click();
    await expect.poll(() => row.getByRole('switch').isChecked()).toBe(true);

    const published = await unwrap(
      session.api.GET('/api/public/projects/{projectId}/website/contents/{contentId}', {
        params: { path: { projectId, contentId: 'training' } },
      }),
    );
    expect(published.kind).toBe('table');
    expect(published.table?.columns.map((c) => c.name)).toEqual(['Tag', 'Uhrzeit']);
    expect(published.table?.settings.title).toBe('Training der Jugend');
    const [first] = published.table?.rows ?? [];
    // Cells by column (jsonb keeps its own key order).
    const cells = published.table?.columns.map((column) => first?.data[column.id]);
    expect(cells).toEqual(['Montag', '18:00']);
  });

  it("edits a text content under 'Inhalte'", async () => {
    await shell.sidebarLink('Inhalte').click();
    await shell.heading('Inhalte').waitFor();
    await page.getByRole('button', { name: 'SeitenElement hinzufügen' }).waitFor();
    await expectAccessible(page, 'Inhalte');
    await page.getByRole('button', { name: 'Begrüßung' }).click();
    const editor = panel();
    const text = editor.getByRole('textbox', { name: 'Text' });
    await text.click();
    await page.keyboard.type('Herzlich willkommen im Verein!');
    await editor.getByRole('switch', { name: 'Aktiv' }).click();
    // The project's categories to choose from.
    await editor.getByRole('textbox', { name: 'Kategorien' }).click();
    await page.getByRole('option', { name: 'Senioren' }).click();
    await page.keyboard.press('Escape');
    await expectAccessible(page, 'Inhalt bearbeiten (Text)');
    await shell.waitForToastsGone();
    await editor.getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('Inhalte erfolgreich aktualisiert').waitFor();
    const contents = await unwrap(
      session.api.GET('/api/projects/{projectId}/website/contents', {
        params: { path: { projectId }, query: { area: 'contents' } },
      }),
    );
    const categories = await unwrap(
      session.api.GET('/api/projects/{projectId}/categories', { params: { path: { projectId } } }),
    );
    const senioren = categories.items.find((c) => c.name === 'Senioren')!.id;
    expect(contents.items.find((c) => c.contentId === 'begruessung')?.categories).toEqual([
      senioren,
    ]);

    const published = await unwrap(
      session.api.GET('/api/public/projects/{projectId}/website/contents/{contentId}', {
        params: { path: { projectId, contentId: 'begruessung' } },
      }),
    );
    expect(published.html).toBe('<p>Herzlich willkommen im Verein!</p>');
  });

  it("refuses a colour that is no '#RRGGBB' next to the field and saves nothing", async () => {
    await page.goto('/website/settings');
    await shell.heading('Einstellungen').waitFor();
    const primary = page.getByLabel('Primärfarbe');
    await primary.fill('blau');
    await primary.press('Tab');
    // The typed text stays (the picker used to put back the last valid value, i.e. empty).
    expect(await primary.inputValue()).toBe('blau');
    await shell.waitForToastsGone();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Bitte eine Farbe im Format #RRGGBB angeben').waitFor();
    expect(await shell.toast('Inhalte erfolgreich aktualisiert').count()).toBe(0);
    await expectAccessible(page, 'Einstellungen mit falscher Farbe');
    const unchanged = await unwrap(
      session.api.GET('/api/projects/{projectId}/website/settings', {
        params: { path: { projectId } },
      }),
    );
    expect(unchanged.primaryColor).toBe('');

    await primary.fill('#1c7ed6');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('Inhalte erfolgreich aktualisiert').waitFor();
    const saved = await unwrap(
      session.api.GET('/api/projects/{projectId}/website/settings', {
        params: { path: { projectId } },
      }),
    );
    expect(saved.primaryColor).toBe('#1c7ed6');
  });
});
