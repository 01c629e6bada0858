import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { unwrap } from '@kontor/api-client';
import { expectAccessible } from '../a11y/axe-check.ts';
import { LoginPage } from '../pages/login-page.ts';
import { ShellPage } from '../pages/shell-page.ts';
import {
  closeAdminSession,
  openAdminSession,
  openNewProject,
  type AdminSession,
} from '../support/admin-session.ts';
import { newContext } from '../support/browser.ts';

// The forms editor (issue 35): auto-save that survives a reload, reordering fields by keyboard
// and by drag, and a conflict between two editors. Every step waits for what the UI shows or
// for the save's answer, never for a time: the debounces are the app's business.
const baseUrl = inject('baseUrl');
const suffix = Math.random().toString(36).slice(2, 7);
const PROJECT = `Formularverein ${suffix}`;

let s: AdminSession;
let projectId: string;
let formId: string;

const fieldsUrl = () => `/forms/${formId}?tab=felder`;
const list = (page: Page) => page.getByRole('list', { name: 'Felder' });
/** The technical names in the list's order. */
const order = (page: Page) =>
  list(page)
    .locator(':scope > li')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-field-name')));
const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]');
const saved = (page: Page, kind: 'fields' | 'settings') =>
  page.waitForResponse(
    (res: Response) =>
      res.request().method() === (kind === 'fields' ? 'PUT' : 'PATCH') &&
      res.url().includes(`/forms/${formId}`) &&
      (kind === 'settings' || res.url().endsWith('/fields')),
  );
const status = (scope: Page | ReturnType<Page['getByRole']>) =>
  scope.getByRole('status').filter({ hasText: /^(Gespeichert|Wird gespeichert …)$/ });

describe('forms editor: auto-save, reordering, conflicts', () => {
  beforeAll(async () => {
    s = await openAdminSession();
    projectId = await openNewProject(s, PROJECT, ['/forms'], async (id) => {
      const params = { path: { projectId: id } };
      const form = await unwrap(
        s.api.POST('/api/projects/{projectId}/forms', {
          params,
          body: { name: 'Anmeldung Sommerfest' },
        }),
      );
      formId = form.id;
      await unwrap(
        s.api.PUT('/api/projects/{projectId}/forms/{formId}/fields', {
          params: { path: { projectId: id, formId } },
          body: {
            version: form.version,
            fields: [
              { id: 'f1', name: 'vorname', label: 'Vorname', type: 'text' },
              { id: 'f2', name: 'nachname', label: 'Nachname', type: 'text' },
              { id: 'f3', name: 'email', label: 'E-Mail', type: 'email' },
            ],
          },
        }),
      );
    });
  });
  afterAll(() => closeAdminSession(s));

  it('derives the name from the label, shows no message on open, and auto-saves', async () => {
    const { page } = s;
    await page.goto(fieldsUrl());
    await expect.poll(() => order(page)).toEqual(['vorname', 'nachname', 'email']);
    await page.getByRole('button', { name: 'Feld hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feld hinzufügen' });
    await dialog.getByRole('textbox', { name: 'Bezeichnung' }).waitFor();
    await expectAccessible(page, 'Feld hinzufügen');
    // No message before any input (only the 'Pflichtfeld' checkbox says the word).
    for (const message of ['Name ist ein Pflichtfeld', 'Typ ist ein Pflichtfeld']) {
      expect(await dialog.getByText(message).count()).toBe(0);
    }
    await dialog.getByRole('textbox', { name: 'Bezeichnung' }).fill('Straße und Hausnummer');
    await expect
      .poll(() => dialog.getByRole('textbox', { name: 'Name', exact: true }).inputValue())
      .toBe('strasse_und_hausnummer');
    const response = saved(page, 'fields');
    await dialog.getByRole('textbox', { name: 'Typ' }).click();
    await page.getByRole('option', { name: 'Text', exact: true }).click();
    expect((await response).status()).toBe(200);
    await status(dialog).filter({ hasText: 'Gespeichert' }).waitFor();
    await dialog.getByRole('button', { name: 'Übernehmen' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Editing a label: saved after the quiet time, and it survives a reload.
    await page.getByRole('button', { name: 'E-Mail bearbeiten' }).click();
    const edit = page.getByRole('dialog', { name: 'Feld bearbeiten' });
    const labelSaved = saved(page, 'fields');
    await edit.getByRole('textbox', { name: 'Bezeichnung' }).fill('E-Mail-Adresse');
    expect((await labelSaved).status()).toBe(200);
    await status(edit).filter({ hasText: 'Gespeichert' }).waitFor();
    // The name of an existing field stays: it keys the stored submissions.
    expect(await edit.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(
      'email',
    );
    await edit.getByRole('button', { name: 'Schließen' }).filter({ hasText: 'Schließen' }).click();
    await page.reload();
    await list(page).getByText('E-Mail-Adresse', { exact: true }).waitFor();
    await expect
      .poll(() => order(page))
      .toEqual(['vorname', 'nachname', 'email', 'strasse_und_hausnummer']);
  });

  it('reorders by keyboard: Space lifts, arrows move, Space drops, announced in German', async () => {
    const { page } = s;
    await page.goto(fieldsUrl());
    await expect
      .poll(() => order(page))
      .toEqual(['vorname', 'nachname', 'email', 'strasse_und_hausnummer']);
    await page.getByRole('button', { name: 'Vorname verschieben' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => liveRegion(page).textContent()).toContain('Vorname aufgenommen');
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => liveRegion(page).textContent())
      .toContain('Vorname auf Position 2 von 4 verschoben');
    const response = saved(page, 'fields');
    await page.keyboard.press('Space');
    expect((await response).status()).toBe(200);
    await expect.poll(() => liveRegion(page).textContent()).toContain('abgelegt');
    await status(page).filter({ hasText: 'Gespeichert' }).waitFor();
    await expect
      .poll(() => order(page))
      .toEqual(['nachname', 'vorname', 'email', 'strasse_und_hausnummer']);
    await page.reload();
    await expect
      .poll(() => order(page))
      .toEqual(['nachname', 'vorname', 'email', 'strasse_und_hausnummer']);
  });

  it('reorders by dragging the handle', async () => {
    const { page } = s;
    await page.goto(fieldsUrl());
    const handle = page.getByRole('button', { name: 'Straße und Hausnummer verschieben' });
    const target = list(page).locator('li[data-field-name="nachname"]');
    await handle.waitFor();
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    const response = saved(page, 'fields');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    // Past the 4 px activation distance first, then to the first row's upper half in steps.
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 });
    await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 12 });
    await expect.poll(() => liveRegion(page).textContent()).toContain('auf Position 1 von 4');
    await page.mouse.up();
    expect((await response).status()).toBe(200);
    await status(page).filter({ hasText: 'Gespeichert' }).waitFor();
    await expect
      .poll(() => order(page))
      .toEqual(['strasse_und_hausnummer', 'nachname', 'vorname', 'email']);
  });

  it('auto-saves the settings (2 s) and keeps them over a reload', async () => {
    const { page } = s;
    await page.goto(`/forms/${formId}?tab=einstellungen`);
    const consent = page.getByRole('textbox', { name: 'Einwilligungstext' });
    const response = saved(page, 'settings');
    await consent.fill('Ich bin mit der Verarbeitung einverstanden.');
    expect((await response).status()).toBe(200);
    await status(page).filter({ hasText: 'Gespeichert' }).waitFor();
    await page.reload();
    await expect
      .poll(() => consent.inputValue())
      .toBe('Ich bin mit der Verarbeitung einverstanden.');
  });

  it('shows a conflict between two editors with both versions and lets the user choose', async () => {
    const { page } = s;
    const other = await newContext(s.browser, baseUrl);
    other.setDefaultTimeout(15_000);
    try {
      const second = await other.newPage();
      await new LoginPage(second).goto();
      await new LoginPage(second).login(inject('adminEmail'), inject('adminPassword'));
      const secondShell = new ShellPage(second);
      await secondShell.heading('Dashboard').waitFor();
      await secondShell.openProject(PROJECT);
      await second.goto(fieldsUrl());
      await page.goto(fieldsUrl());
      const start = ['strasse_und_hausnummer', 'nachname', 'vorname', 'email'];
      await expect.poll(() => order(second)).toEqual(start);
      await expect.poll(() => order(page)).toEqual(start);

      // The first editor moves 'E-Mail-Adresse' to the top and saves.
      await page.getByRole('button', { name: 'E-Mail-Adresse verschieben' }).focus();
      await page.keyboard.press('Space');
      await expect.poll(() => liveRegion(page).textContent()).toContain('aufgenommen');
      for (const position of [3, 2, 1]) {
        await page.keyboard.press('ArrowUp');
        await expect
          .poll(() => liveRegion(page).textContent())
          .toContain(`Position ${position} von 4 verschoben`);
      }
      const first = saved(page, 'fields');
      await page.keyboard.press('Space');
      expect((await first).status()).toBe(200);
      await status(page).filter({ hasText: 'Gespeichert' }).waitFor();

      // The second still shows the old order and moves 'Vorname' down: refused, both shown.
      const refused = saved(second, 'fields');
      await second.getByRole('button', { name: 'Vorname verschieben' }).focus();
      await second.keyboard.press('Space');
      await expect.poll(() => liveRegion(second).textContent()).toContain('aufgenommen');
      await second.keyboard.press('ArrowDown');
      await expect
        .poll(() => liveRegion(second).textContent())
        .toContain('Position 4 von 4 verschoben');
      await second.keyboard.press('Space');
      expect((await refused).status()).toBe(409);
      const conflict = second.getByRole('alert').filter({ hasText: 'Konflikt beim Speichern' });
      await conflict.waitFor();
      const mine = conflict.getByRole('region', { name: 'Ihre Fassung (nicht gespeichert)' });
      const theirs = conflict.getByRole('region', { name: 'Gespeicherte Fassung' });
      await expect
        .poll(() => mine.locator('code').allTextContents())
        .toEqual(['strasse_und_hausnummer', 'nachname', 'email', 'vorname']);
      await expect
        .poll(() => theirs.locator('code').allTextContents())
        .toEqual(['email', 'strasse_und_hausnummer', 'nachname', 'vorname']);
      await expectAccessible(second, 'Konflikt beim Speichern');

      // Taking the other version: no save, the list shows it.
      await conflict.getByRole('button', { name: 'Gespeicherte Fassung übernehmen' }).click();
      await conflict.waitFor({ state: 'detached' });
      await expect
        .poll(() => order(second))
        .toEqual(['email', 'strasse_und_hausnummer', 'nachname', 'vorname']);
      const stored = await unwrap(
        s.api.GET('/api/projects/{projectId}/forms/{formId}', {
          params: { path: { projectId, formId } },
        }),
      );
      expect(stored.fields.map((f) => f.name)).toEqual([
        'email',
        'strasse_und_hausnummer',
        'nachname',
        'vorname',
      ]);
    } finally {
      await other.close();
    }
  });
});
