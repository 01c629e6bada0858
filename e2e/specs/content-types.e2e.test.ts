import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../a11y/axe-check.ts';
import type { ShellPage } from '../pages/shell-page.ts';
import {
  closeAdminSession,
  openAdminSession,
  openNewProject,
  type AdminSession,
} from '../support/admin-session.ts';

const suffix = Math.random().toString(36).slice(2, 7);

/** Each type as its screen names it; `fill` completes what the type requires besides the title. */
const TYPES = [
  {
    menu: 'Kategorien',
    path: '/categories',
    create: 'Neue Kategorie',
    item: 'Kategorie',
    name: 'Name',
    edit: 'Beschreibung',
  },
  {
    menu: 'Personen',
    path: '/persons',
    create: 'Neue Person',
    item: 'Person',
    name: 'Name',
    edit: 'Bezeichnung',
  },
  {
    menu: 'Orte',
    path: '/locations',
    create: 'Neuer Ort',
    item: 'Ort',
    name: 'Name',
    edit: 'Adresse',
    map: true,
  },
  {
    menu: 'Kalender',
    path: '/calendar',
    create: 'Neuer Eintrag',
    item: 'Eintrag',
    name: 'Titel',
    edit: 'Bezeichnung',
  },
  {
    menu: 'Events',
    path: '/events',
    create: 'Neues Event',
    item: 'Event',
    name: 'Titel',
    edit: 'Beschreibung',
    text: true,
  },
] as const;

let session: AdminSession;
let page: Page;
let shell: ShellPage;

const row = (text: string) => page.getByRole('table').locator('tbody tr').filter({ hasText: text });

describe('content console: create, edit and delete in every simple content type', () => {
  beforeAll(async () => {
    session = await openAdminSession();
    ({ page, shell } = session);
    await openNewProject(session, `Vereinsseite ${suffix}`, [
      '/categories',
      '/persons',
      '/locations',
      '/calendar',
      '/events',
    ]);
  });

  afterAll(() => closeAdminSession(session));

  it.each(TYPES)('$menu', async (type) => {
    const title = `${type.item} Probe ${suffix}`;
    // A fresh page per type, so a slide-in left open by a failed type cannot block the next.
    await page.goto(type.path);
    await shell.heading(type.menu).waitFor();
    await page.getByRole('button', { name: type.create }).click();
    const create = page.getByRole('dialog', { name: type.create });
    await create.getByRole('textbox', { name: type.name }).fill(title);
    if ('text' in type) {
      await create
        .getByRole('textbox', { name: 'Text' })
        .fill('Ein Nachmittag mit Spielen, Kuchen und Musik für alle.');
      // An event's dates: one row with a day, a time and a place.
      await create.getByRole('button', { name: 'Termin hinzufügen' }).click();
      await create.getByRole('textbox', { name: 'Termin 1: Beginn' }).fill('12.06.2027');
      await create.getByLabel('Termin 1: Uhrzeit').fill('18:30');
      await create.getByRole('textbox', { name: 'Termin 1: Ort: Art' }).click();
      await page.getByRole('option', { name: 'Adresse' }).click();
      await create.getByRole('textbox', { name: 'Termin 1: Ort: Adresse' }).fill('Sportplatz 1');
    }
    if ('map' in type) {
      // A click on the map places the point; the coordinates show beside it.
      const map = create.getByRole('group', { name: /Karte, ein Klick setzt den Punkt/ });
      await map.locator('.leaflet-container').click({ position: { x: 200, y: 120 } });
      const latitude = create.getByRole('textbox', { name: 'Koordinaten: Breitengrad' });
      await expect.poll(() => latitude.inputValue()).not.toBe('');
      // The place search (the maps service is answered here; the machine has no internet).
      await page.route('https://nominatim.openstreetmap.org/search**', (route) =>
        route.fulfill({
          json: [{ display_name: 'Sporthalle Nord, Berlin', lat: '52.5321', lon: '13.4012' }],
          headers: { 'access-control-allow-origin': '*' },
        }),
      );
      await create.getByRole('textbox', { name: 'Koordinaten: Ort suchen' }).fill('Sporthalle');
      await create.getByRole('button', { name: 'Suchen' }).click();
      await create.getByRole('listitem').filter({ hasText: 'Sporthalle Nord, Berlin' }).click();
      await expect.poll(() => latitude.inputValue()).toBe('52.5321');
      expect(
        await create.getByRole('textbox', { name: 'Koordinaten: Längengrad' }).inputValue(),
      ).toBe('13.4012');
      await expectAccessible(page, type.create);
    }
    await create.getByRole('button', { name: 'Erstellen' }).click();
    await shell.toast(`${type.item} erstellt`).waitFor();
    await row(title).waitFor();
    if ('text' in type) await row(title).getByText('12.06.2027').waitFor();
    // The list shows the point as 'Breite, Länge' in German numbers (was '[object Object]').
    if ('map' in type) await row(title).getByText('52,53210, 13,40120').waitFor();
    await expectAccessible(page, type.menu);

    await shell.waitForToastsGone();
    await row(title)
      .getByRole('button', { name: `${type.item} bearbeiten: ${title}` })
      .click();
    const edit = page.getByRole('dialog', { name: type.item, exact: true });
    await edit.getByRole('textbox', { name: type.edit }).fill('Geändert im Test');
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('Text aktualisiert').waitFor();
    expect(await edit.getByRole('textbox', { name: type.edit }).inputValue()).toBe(
      'Geändert im Test',
    );

    // A toast under the pointer stays (hover pauses it) and would cover the button.
    await shell.waitForToastsGone();
    await edit.getByRole('button', { name: 'Eintrag löschen' }).click();
    await page
      .getByRole('dialog', { name: 'Eintrag löschen' })
      .getByRole('button', { name: 'Löschen' })
      .click();
    await shell.toast(`${type.item} gelöscht`).waitFor();
    await row(title).waitFor({ state: 'detached' });
  });
});
