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
    await dialog.getByRole('textbox', { name: 'Titel' }).fill('Unser Verein');
    await dialog.getByRole('textbox', { name: 'Pfad' }).fill(`/verein-${suffix}`);
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

  it('lists the page with its path and the editor link', async () => {
    await page.goto('/website/pages');
    await shell.heading('Seiten').waitFor();
    await page.getByRole('link', { name: 'Unser Verein bearbeiten' }).waitFor();
    await expect.poll(() => page.getByText(`/verein-${suffix}`).count()).toBeGreaterThan(0);
    await screenshots('pages-list', 'Seiten');
  });
});
