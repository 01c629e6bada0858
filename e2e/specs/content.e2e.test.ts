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

const suffix = Math.random().toString(36).slice(2, 7);
const projectName = `Verein ${suffix}`;
const group = `Jugend ${suffix}`;
const news = `Sommerfest ${suffix}`;

let session: AdminSession;
let projectId: string;
let page: Page;
let shell: ShellPage;

const dialog = (name: string | RegExp) => page.getByRole('dialog', { name });
const row = (text: string) => page.getByRole('table').locator('tbody tr').filter({ hasText: text });

describe('content console: lists and forms from the declarations', () => {
  beforeAll(async () => {
    session = await openAdminSession();
    ({ page, shell } = session);
    projectId = await openNewProject(
      session,
      projectName,
      ['/groups', '/news', '/categories', '/persons'],
      async (id) => {
        await unwrap(
          session.api.POST('/api/projects/{projectId}/persons', {
            params: { path: { projectId: id } },
            body: { name: 'Anna Trainerin' },
          }),
        );
        await unwrap(
          session.api.POST('/api/projects/{projectId}/categories', {
            params: { path: { projectId: id } },
            body: { name: 'Vereinsleben' },
          }),
        );
      },
    );
  });

  afterAll(() => closeAdminSession(session));

  it('creates, edits, publishes and deletes a group (a type with a status)', async () => {
    await shell.sidebarLink('Trainingsgruppe').click();
    await shell.heading('Trainingsgruppe').waitFor();
    await page.getByText('Keine Gruppen vorhanden').waitFor();
    await expectAccessible(page, 'Trainingsgruppe');
    await page.getByRole('button', { name: 'Neue Gruppe' }).click();
    const create = dialog('Neue Gruppe');
    await create.getByRole('button', { name: 'Erstellen' }).click();
    await create.getByText('Pflichtfeld').first().waitFor();
    await create.getByRole('textbox', { name: 'Titel' }).fill(group);
    await expectAccessible(page, 'Neue Gruppe');
    await create.getByRole('button', { name: 'Erstellen' }).click();
    await shell.toast('Gruppe erstellt').waitFor();
    await row(group).getByText('Entwurf').waitFor();

    await shell.waitForToastsGone();
    await row(group)
      .getByRole('button', { name: `Gruppe bearbeiten: ${group}` })
      .click();
    const edit = dialog('Gruppe');
    await edit.getByRole('textbox', { name: 'Bezeichnung' }).fill('U17 männlich');
    // Weekly times and the team: rows of their own, checked by the same schema as the server.
    await edit.getByRole('button', { name: 'Zeit hinzufügen' }).click();
    await edit.getByRole('textbox', { name: 'Zeit 1: Wochentag' }).click();
    await page.getByRole('option', { name: 'Mittwoch' }).click();
    await edit.getByLabel('Zeit 1: Von').fill('19:00');
    await edit.getByLabel('Zeit 1: Bis').fill('18:00');
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await edit.getByText('Das Ende muss nach dem Beginn liegen').waitFor();
    await edit.getByLabel('Zeit 1: Bis').fill('20:30');
    await edit.getByRole('button', { name: 'Mitglied hinzufügen' }).click();
    await edit.getByRole('textbox', { name: 'Mitglied 1: Name' }).fill('Lena Fischer');
    // Trainers: the person search offers names from the third character on.
    const trainers = edit.getByRole('textbox', { name: 'Übungsleiter' });
    await trainers.fill('An');
    await page.getByText('Bitte mindestens 3 Zeichen eingeben').waitFor();
    await trainers.fill('Ann');
    await page.getByRole('option', { name: 'Anna Trainerin' }).click();
    await edit.getByText('Veröffentlicht').click();
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await row(group).getByText('Veröffentlicht').waitFor();
    await row(group).getByText('Mi 19:00–20:30').waitFor();
    await row(group).getByText('Anna Trainerin').waitFor();
    const [saved] = (
      await unwrap(
        session.api.GET('/api/projects/{projectId}/groups', { params: { path: { projectId } } }),
      )
    ).items;
    expect(saved?.times).toMatchObject([{ weekday: 3, start: '19:00', end: '20:30', place: null }]);
    expect(saved?.team).toMatchObject([{ name: 'Lena Fischer', description: '', image: null }]);
    expect(await edit.getByRole('textbox', { name: 'Bezeichnung' }).inputValue()).toBe(
      'U17 männlich',
    );
    await expectAccessible(page, 'Gruppe bearbeiten');

    // A toast under the pointer stays (hover pauses it) and would cover the button.
    await shell.waitForToastsGone();
    await edit.getByRole('button', { name: 'Eintrag löschen' }).click();
    await dialog('Eintrag löschen')
      .getByText('Sind sich Sicher, dass sie diesen Eintrag löschen möchten?')
      .waitFor();
    await dialog('Eintrag löschen').getByRole('button', { name: 'Löschen' }).click();
    await shell.toast('Gruppe gelöscht').waitFor();
    await row(group).waitFor({ state: 'detached' });
  });

  it('creates news with the length rules beside the fields, then deletes it in bulk', async () => {
    await shell.sidebarLink('News').click();
    await page.getByRole('button', { name: 'Neue News' }).click();
    const create = dialog('Neue News');
    await create.getByRole('textbox', { name: 'Titel' }).fill('Kurz');
    await create.getByRole('textbox', { name: 'Text' }).fill('Zu kurz');
    await create.getByRole('button', { name: 'Erstellen' }).click();
    await create.getByText('Die Mindestlänge beträgt 5').waitFor();
    await create.getByText('Die Mindestlänge beträgt 30').waitFor();
    await create.getByRole('textbox', { name: 'Titel' }).fill(news);
    // The rich-text editor: its toolbar, then text with one word made bold.
    await create.getByRole('button', { name: 'Überschrift 1' }).waitFor();
    const text = create.getByRole('textbox', { name: 'Text' });
    await text.fill('Am Samstag feiern wir auf dem Vereinsgelände mit allen ');
    await create.getByRole('button', { name: 'Fett' }).click();
    await text.pressSequentially('Mitgliedern');
    await expectAccessible(page, 'Neue News');
    await create.getByRole('textbox', { name: 'Datum' }).fill('01.07.2026');
    await create.getByRole('button', { name: 'Erstellen' }).click();
    await shell.toast('News erstellt').waitFor();
    await row(news).getByText('01.07.2026').waitFor();
    await row(news)
      .getByText(/Mitgliedern/)
      .waitFor();
    const stored = await unwrap(
      session.api.GET('/api/projects/{projectId}/news', { params: { path: { projectId } } }),
    );
    expect(stored.items[0]?.text).toContain('<strong>Mitgliedern</strong>');
    // The declared category filter: the news has none, so the category shows nothing.
    await page.getByRole('textbox', { name: 'Kategorie' }).click();
    await page.getByRole('option', { name: 'Vereinsleben' }).click();
    await page.getByText('Keine News gefunden').waitFor();
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await row(news).waitFor();

    // Edit: a new date gives the date toast and shows in the list.
    await shell.waitForToastsGone();
    await row(news)
      .getByRole('button', { name: `News bearbeiten: ${news}` })
      .click();
    const edit = dialog('News');
    await edit.getByRole('textbox', { name: 'Datum' }).fill('08.07.2026');
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('Datum aktualisiert').waitFor();
    await row(news).getByText('08.07.2026').waitFor();
    // Escape over an unsaved change asks first; 'Weiter bearbeiten' keeps the text.
    const title = edit.getByRole('textbox', { name: 'Titel' });
    await title.fill(`${news} Entwurf`);
    await page.keyboard.press('Escape');
    const ask = dialog('Änderungen verwerfen?');
    await ask.waitFor();
    await expectAccessible(page, 'News verwerfen fragen');
    await ask.getByRole('button', { name: 'Weiter bearbeiten' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await title.inputValue()).toBe(`${news} Entwurf`);
    await edit.getByRole('button', { name: 'Schließen' }).click();
    await ask.getByRole('button', { name: 'Verwerfen' }).click();
    await edit.waitFor({ state: 'hidden' });
    await row(news).waitFor();
    // The create modal asks the same.
    await page.getByRole('button', { name: 'Neue News' }).click();
    await dialog('Neue News').getByRole('textbox', { name: 'Titel' }).fill('Halb geschrieben');
    await page.keyboard.press('Escape');
    await ask.getByRole('button', { name: 'Weiter bearbeiten' }).click();
    expect(await dialog('Neue News').getByRole('textbox', { name: 'Titel' }).inputValue()).toBe(
      'Halb geschrieben',
    );
    await page.keyboard.press('Escape');
    await ask.getByRole('button', { name: 'Verwerfen' }).click();
    await dialog('Neue News').waitFor({ state: 'hidden' });

    await row(news).getByRole('checkbox', { name: 'Zeile auswählen' }).check();
    await page.getByRole('button', { name: 'News löschen', exact: true }).click();
    await dialog('News löschen').getByRole('button', { name: 'Löschen' }).click();
    await shell.toast('News gelöscht').waitFor();
    await page.getByText('Keine News vorhanden').waitFor();
  });
});
