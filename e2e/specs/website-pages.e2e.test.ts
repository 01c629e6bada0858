import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
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

const suffix = Math.random().toString(36).slice(2, 7);
/** Set E2E_SCREENSHOTS to a folder to keep the screens at desktop and phone size. */
const SHOTS = process.env.E2E_SCREENSHOTS;

let session: AdminSession;
let page: Page;
let shell: ShellPage;
let projectId: string;

const elementList = () => page.getByRole('list', { name: 'Elemente' });
const elementNames = () =>
  elementList()
    .locator(':scope > li')
    .evaluateAll((items) =>
      items.map((li) => (li.querySelector('input[placeholder="Name"]') as HTMLInputElement).value),
    );
const handle = (name: string) => page.getByRole('button', { name: `${name} verschieben` });

async function addElement(type: string, name: string) {
  await page.getByRole('button', { name: 'Element hinzufügen' }).click();
  await page.getByRole('menuitem', { name: type }).click();
  const card = elementList().locator(':scope > li').last();
  await card.getByPlaceholder('Name').fill(name);
  return card;
}

/** The screen as it opens at desktop and at phone size (reloaded, so the shell is settled). */
async function screenshots(name: string, heading: string) {
  if (!SHOTS) return;
  for (const [width, height] of [
    [360, 640],
    [1400, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.reload();
    await shell.heading(heading).waitFor();
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

async function dragBelow(source: Locator, target: Locator) {
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Past the activation distance first, then in steps so dnd-kit sees the pointer travel.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height - 5, { steps: 15 });
  await page.mouse.up();
}

async function publicPage() {
  return unwrap(
    session.api.GET('/api/public/projects/{projectId}/website/page', {
      params: { path: { projectId }, query: { path: `/verein-${suffix}` } },
    }),
  );
}

describe('website pages: build a page, reorder, switch an element off', () => {
  beforeAll(async () => {
    session = await openAdminSession();
    ({ page, shell } = session);
    await page.setViewportSize({ width: 1400, height: 900 });
    projectId = await openNewProject(session, `Webseite ${suffix}`, ['/website', '/images']);
  });

  afterAll(() => closeAdminSession(session));

  it('creates a page from the pages list', async () => {
    await page.goto('/website/pages');
    await shell.heading('Seiten').waitFor();
    await expectAccessible(page, 'Seiten');
    await page.getByRole('button', { name: 'Neue Seite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Seite' });
    await expectAccessible(page, 'Neue Seite');
    const title = dialog.getByRole('textbox', { name: 'Titel' });
    const pathInput = dialog.getByRole('textbox', { name: 'Pfad' });
    await title.fill('Über den Verein');
    await expect.poll(() => pathInput.inputValue()).toBe('/ueber-den-verein');
    await pathInput.fill(`/verein-${suffix}`);
    // Once typed, the path is the user's: the title no longer changes it.
    await title.fill('Unser Verein');
    expect(await pathInput.inputValue()).toBe(`/verein-${suffix}`);
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await shell.heading('Seite: Unser Verein').waitFor();
  });

  it('adds three elements and saves them', async () => {
    const text = await addElement('Text', 'Eins');
    await text.locator('.ProseMirror').click();
    await page.keyboard.type('Willkommen im Verein');
    const link = await addElement('Link', 'Zwei');
    await link.getByRole('textbox', { name: 'URL' }).fill('https://verein.example');
    await link.getByRole('textbox', { name: 'Linktext' }).fill('Zur Anmeldung');
    await addElement('Trenner', 'Drei');
    expect(await elementNames()).toEqual(['Eins', 'Zwei', 'Drei']);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('Inhalte erfolgreich aktualisiert').waitFor();
    expect((await publicPage()).elements.map((e) => e.name)).toEqual(['Eins', 'Zwei', 'Drei']);
    await expectAccessible(page, 'Seiteneditor');
    await screenshots('page-editor', 'Seite: Unser Verein');
  });

  it('reorders by keyboard and by drag, switches one element off, and the site follows', async () => {
    // Keyboard: pick 'Drei' up, one place up, drop.
    await handle('Drei').focus();
    await page.keyboard.press('Space');
    await page.getByText(/Drei aufgenommen/).waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowUp');
    await page.getByText(/Drei auf Position 2 von 3 verschoben/).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await expect.poll(elementNames).toEqual(['Eins', 'Drei', 'Zwei']);

    // Drag: 'Eins' below 'Zwei'.
    await dragBelow(handle('Eins'), elementList().locator(':scope > li').last());
    await expect.poll(elementNames).toEqual(['Drei', 'Zwei', 'Eins']);

    await page.getByRole('switch', { name: 'Aktiv: Zwei' }).uncheck();
    await page.getByRole('button', { name: 'Speichern' }).click();
    // The first save's toast may still show (4 s): wait for the newest.
    await shell.toast('Inhalte erfolgreich aktualisiert').last().waitFor();
    const published = await publicPage();
    expect(published.elements.map((e) => e.name)).toEqual(['Drei', 'Eins']);
    expect(published.elements[1]).toMatchObject({
      type: 'text',
      html: '<p>Willkommen im Verein</p>',
    });
  });

  it('builds an own table in a table element: columns, rows, cells; saved and reloaded', async () => {
    const card = await addElement('Tabelle', 'Zeiten');
    const add = (name: string) => card.getByRole('button', { name }).click();
    const named = (label: string) => card.getByRole('textbox', { name: label, exact: true });
    // Rows need a column first.
    expect(await card.getByRole('button', { name: 'Zeile hinzufügen' }).isDisabled()).toBe(true);
    for (let i = 0; i < 3; i += 1) await add('Spalte hinzufügen');
    await named('Name der Spalte 1').fill('Tag');
    await named('Name der Spalte 2').fill('Uhrzeit');
    await card.getByRole('button', { name: 'Spalte 3 entfernen' }).click();
    await named('Name der Spalte 3').waitFor({ state: 'detached' });
    await card.getByRole('textbox', { name: 'Ausrichtung der Spalte 2' }).click();
    await page.getByRole('option', { name: 'Rechts' }).click();
    await add('Zeile hinzufügen');
    await add('Zeile hinzufügen');
    await named('Zeile 1, Tag').fill('Montag');
    await named('Zeile 1, Uhrzeit').fill('18:00');
    await named('Zeile 2, Tag').fill('Mittwoch');
    await card.getByRole('button', { name: 'Zeile 2 entfernen' }).click();
    await named('Zeile 2, Tag').waitFor({ state: 'detached' });
    await add('Zeile hinzufügen');
    await named('Zeile 2, Tag').fill('Freitag');
    await named('Tabellentitel').fill('Training');
    await card.getByRole('textbox', { name: 'Fußzeile' }).fill('Ferien: kein Training');
    await card.getByRole('switch', { name: 'Kopfzeile anzeigen' }).uncheck();
    await expectAccessible(page, 'Seiteneditor mit Tabelle');
    // Scrolled down, the compact header repeats the button.
    await page.getByRole('button', { name: 'Speichern' }).first().click();
    await shell.toast('Inhalte erfolgreich aktualisiert').last().waitFor();

    await page.reload();
    await shell.heading('Seite: Unser Verein').waitFor();
    const saved = elementList().locator(':scope > li').last();
    const value = (label: string) =>
      saved.getByRole('textbox', { name: label, exact: true }).inputValue();
    expect(await value('Name der Spalte 1')).toBe('Tag');
    expect(await value('Ausrichtung der Spalte 2')).toBe('Rechts');
    expect([await value('Zeile 1, Uhrzeit'), await value('Zeile 2, Tag')]).toEqual([
      '18:00',
      'Freitag',
    ]);
    expect(await saved.getByRole('switch', { name: 'Kopfzeile anzeigen' }).isChecked()).toBe(false);

    const table = (await publicPage()).elements.find((e) => e.name === 'Zeiten');
    expect(table?.type).toBe('table');
    const content = table?.type === 'table' ? table.table : null;
    expect(content?.columns.map((c) => [c.name, c.textAlign])).toEqual([
      ['Tag', 'left'],
      ['Uhrzeit', 'right'],
    ]);
    expect(
      content?.rows.map((row) => content.columns.map((column) => row.data[column.id] ?? '')),
    ).toEqual([
      ['Montag', '18:00'],
      ['Freitag', ''],
    ]);
    expect(content?.settings).toEqual({
      title: 'Training',
      description: '',
      footer: 'Ferien: kein Training',
      showHeader: false,
    });
    await screenshots('page-table', 'Seite: Unser Verein');
  });

  it('lists the page with its path and the editor link', async () => {
    await page.goto('/website/pages');
    await shell.heading('Seiten').waitFor();
    await page.getByRole('link', { name: 'Unser Verein bearbeiten' }).waitFor();
    await expect.poll(() => page.getByText(`/verein-${suffix}`).count()).toBeGreaterThan(0);
    await screenshots('pages-list', 'Seiten');
  });

  it("'Seite ansehen' opens the page on the site's domain, or says where to set one", async () => {
    await page.getByRole('link', { name: 'Unser Verein bearbeiten' }).click();
    await shell.heading('Seite: Unser Verein').waitFor();
    await page.getByText('Noch keine Domain hinterlegt').waitFor();
    // The project has neither downloads nor categories: the pickers say so instead of a list
    // that stays empty (their lists would answer 403).
    for (const module of ['Downloads', 'Kategorien']) {
      await page.getByText(`Das Modul „${module}“ ist in diesem Projekt`).waitFor();
    }
    expect(await page.getByRole('textbox', { name: 'Kategorien' }).isDisabled()).toBe(true);
    const setDomain = page.getByRole('link', { name: 'Domain festlegen' });
    expect(await setDomain.getAttribute('href')).toBe(
      `/admin/projects/${projectId}?tab=einstellungen`,
    );

    const current = await unwrap(
      session.api.GET('/api/projects/{projectId}/admin/settings', {
        params: { path: { projectId } },
      }),
    );
    await unwrap(
      session.api.PUT('/api/projects/{projectId}/admin/settings', {
        params: { path: { projectId } },
        body: { ...current, site: { ...current.site, domain: `verein-${suffix}.de` } },
      }),
    );
    await page.reload();
    const view = page.getByRole('link', { name: 'Seite ansehen' });
    await view.waitFor();
    expect(await view.getAttribute('href')).toBe(`https://verein-${suffix}.de/verein-${suffix}`);
    expect(await view.getAttribute('target')).toBe('_blank');
    await expectAccessible(page, 'Seiteneditor mit Seite ansehen');
  });
});
