import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiClient } from '@kontor/api-client';
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
import { createMember, createWorker } from '../support/members.ts';

const suffix = Math.random().toString(36).slice(2, 7);
const projectName = `Zuschläge ${suffix}`;
const worker = {
  firstName: 'Ida',
  familyName: `Igel ${suffix}`,
  email: `ida-${suffix}@kontor.local`,
  password: 'Igel-Passwort-2026',
};
const workerName = `${worker.firstName} ${worker.familyName}`;
const officeUser = {
  firstName: 'Otto',
  familyName: `Ordner ${suffix}`,
  email: `otto-${suffix}@kontor.local`,
  password: 'Ordner-Passwort-2026',
};
const year = new Date().getFullYear();

let session: AdminSession;
let page: Page;
let shell: ShellPage;
let api: ApiClient;
let projectId: string;

const dialog = (name: string | RegExp) => page.getByRole('dialog', { name });
const table = (name: string) => page.getByRole('table', { name });

describe("'Zeiten und Zuschläge': surcharges, holidays, templates and records", () => {
  beforeAll(async () => {
    session = await openAdminSession();
    ({ page, shell, api } = session);
    projectId = await openNewProject(
      session,
      projectName,
      ['/time-tracking', '/time-settings', '/user-management'],
      async (id) => {
        projectId = id;
        await createWorker(api, projectId, worker);
        await createMember(api, projectId, officeUser, 'Büro');
      },
    );
  });

  afterAll(() => closeAdminSession(session));

  it('creates a surcharge from a § 3b preset and changes it with the retroactivity warning', async () => {
    await shell.sidebarLink('Zeiten und Zuschläge').click();
    await shell.heading('Zeiten und Zuschläge').waitFor();
    await page.getByText('Keine Zuschläge vorhanden').waitFor();
    await page.getByRole('button', { name: 'Neuen Zuschlag erstellen' }).click();
    const create = dialog('Neuen Zuschlag erstellen');
    await create.getByRole('textbox', { name: 'Vorlage (§ 3b EStG)' }).click();
    await page.getByRole('option', { name: 'Sonntagsarbeit' }).click();
    expect(await create.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Sonntagsarbeit');
    await expectAccessible(page, 'Neuen Zuschlag erstellen');
    await create.getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('Zuschlag gespeichert').waitFor();
    const row = table('Zuschläge').locator('tbody tr').filter({ hasText: 'Sonntagsarbeit' });
    await row.getByText('50 %').waitFor();

    await shell.waitForToastsGone();
    await row.getByRole('button', { name: 'Zuschlag bearbeiten: Sonntagsarbeit' }).click();
    const edit = dialog('Zuschlag bearbeiten');
    await edit.getByText(/gelten rückwirkend/).waitFor();
    await edit.getByRole('textbox', { name: 'Zuschlag (%)' }).fill('60');
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('Zuschlag gespeichert').waitFor();
    await row.getByText('60 %').waitFor();
    await expectAccessible(page, 'Zuschläge');
  });

  it('fills the holidays of a Bundesland for five years', async () => {
    await page.getByRole('tab', { name: 'Feiertage' }).click();
    await page.getByRole('textbox', { name: 'Bundesland' }).click();
    await page.getByRole('option', { name: 'Bayern' }).click();
    await page.getByRole('button', { name: 'Daten aktualisieren' }).click();
    await shell.toast('Feiertags-Daten aktualisiert').waitFor();
    const newYear = table('Feiertage').locator('tbody tr').filter({ hasText: 'Neujahr' });
    await newYear.getByText(`01.01.${year}`).waitFor();
    await newYear.getByText(`01.01.${year + 4}`).waitFor();
    await expectAccessible(page, 'Feiertage');
  });

  it('creates a holiday template after showing the messages; its name is fixed', async () => {
    await page.getByRole('tab', { name: 'Feiertag-Templates' }).click();
    await page.getByRole('button', { name: 'Neues Feiertag-Template erstellen' }).click();
    const create = dialog('Neues Feiertag-Template erstellen');
    await create.getByRole('button', { name: 'Speichern' }).click();
    await create.getByText('Bitte einen Namen angeben').waitFor();
    await create.getByText('Bitte mindestens einen Tag auswählen').waitFor();
    await expectAccessible(page, 'Neues Feiertag-Template erstellen');
    await create.getByRole('textbox', { name: 'Name' }).fill('Bayern');
    await create.getByRole('checkbox', { name: 'Neujahr' }).check();
    await create.getByRole('checkbox', { name: 'Heilige Drei Könige' }).check();
    await create.getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('Feiertag-Template gespeichert').waitFor();
    const row = table('Feiertag-Templates').locator('tbody tr').filter({ hasText: 'Bayern' });
    await row.getByText('2 Feiertage').waitFor();
    await row.getByRole('button', { name: 'Feiertag-Template bearbeiten: Bayern' }).click();
    expect(
      await dialog('Feiertag-Template bearbeiten')
        .getByRole('textbox', { name: 'Name' })
        .isDisabled(),
    ).toBe(true);
    await dialog('Feiertag-Template bearbeiten').getByRole('button', { name: 'Abbrechen' }).click();
  });

  it("creates a record for a user, edits it, and the template in use can't be deleted", async () => {
    await page.getByRole('tab', { name: 'Zeiterfassung' }).click();
    await page.getByText('Keine Records in diesem Jahr').waitFor();
    await page.getByRole('button', { name: 'Neuen Record erstellen' }).click();
    const choose = dialog('Nutzer für Record auswählen');
    await choose.getByRole('textbox', { name: 'Nutzer' }).click();
    await page.getByRole('option', { name: workerName }).click();
    await choose.getByRole('button', { name: 'Weiter' }).click();
    const create = dialog(`Record für ${workerName}`);
    await create.getByRole('button', { name: 'Speichern' }).click();
    await create.getByText('Bitte ein Feiertag-Template auswählen').waitFor();
    await expectAccessible(page, 'Record erstellen');
    // A new record suggests the running month (no minus hours for the months before) and says so.
    const runningMonth = new Intl.DateTimeFormat('de-DE', { month: 'long' }).format(new Date());
    expect(await create.getByRole('textbox', { name: 'Startmonat' }).inputValue()).toBe(
      runningMonth,
    );
    await create.getByText(/Vorgeschlagen ist der laufende Monat/).waitFor();
    // This employee has worked here since January.
    await create.getByRole('textbox', { name: 'Startmonat' }).click();
    await page.getByRole('option', { name: 'Januar', exact: true }).click();
    await create.getByRole('textbox', { name: 'Feiertag-Template' }).click();
    await page.getByRole('option', { name: 'Bayern' }).click();
    await create.getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('Record erstellt').waitFor();
    const row = table('Zeiterfassung').locator('tbody tr').filter({ hasText: workerName });
    await row.getByText('40 h / 5 Tage').waitFor();

    await shell.waitForToastsGone();
    await row
      .getByRole('button', { name: `Zeiterfassung ${year} bearbeiten: ${workerName}` })
      .click();
    const edit = dialog(`Zeiterfassung ${year} bearbeiten`);
    await edit.getByRole('textbox', { name: 'Wochenstunden' }).fill('30');
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('Daten aktualisiert').waitFor();
    await row.getByText('30 h / 5 Tage').waitFor();
    await expectAccessible(page, 'Zeiterfassung (Records)');

    await page.getByRole('tab', { name: 'Feiertag-Templates' }).click();
    await page.getByRole('button', { name: 'Feiertag-Template löschen: Bayern' }).click();
    await dialog('Feiertag-Template löschen')
      .getByRole('button', { name: 'Feiertag-Template löschen' })
      .click();
    await shell.toast('Die Vorlage wird noch verwendet und kann nicht gelöscht werden.').waitFor();
  });

  it('lets the office end a record in June and start the contract change from July', async () => {
    // The office's own browser session.
    const context = await newContext(session.browser, inject('baseUrl'));
    context.setDefaultTimeout(15_000);
    const office = await context.newPage();
    const officeShell = new ShellPage(office);
    try {
      await new LoginPage(office).goto();
      await new LoginPage(office).login(officeUser.email, officeUser.password);
      await officeShell.openProject(projectName);
      await office.goto(`/time-settings?tab=records&year=${year}`);
      const rows = office
        .getByRole('table', { name: 'Zeiterfassung' })
        .locator('tbody tr')
        .filter({ hasText: workerName });
      await rows.first().getByText(`31.12.${year}`).waitFor();
      const pick = async (scope: Locator, field: string, option: string) => {
        await scope.getByRole('textbox', { name: field }).click();
        await office.getByRole('option', { name: option, exact: true }).click();
      };

      await rows
        .first()
        .getByRole('button', { name: `Zeiterfassung ${year} bearbeiten: ${workerName}` })
        .click();
      const edit = office.getByRole('dialog', { name: `Zeiterfassung ${year} bearbeiten` });
      await pick(edit, 'Endmonat', 'Juni');
      await edit.getByRole('button', { name: 'Speichern' }).click();
      await officeShell.toast('Daten aktualisiert').waitFor();
      await rows.first().getByText(`30.06.${year}`).waitFor();

      await officeShell.waitForToastsGone();
      await office.getByRole('button', { name: 'Neuen Record erstellen' }).click();
      const choose = office.getByRole('dialog', { name: 'Nutzer für Record auswählen' });
      await pick(choose, 'Nutzer', workerName);
      await choose.getByRole('button', { name: 'Weiter' }).click();
      const create = office.getByRole('dialog', { name: `Record für ${workerName}` });
      await pick(create, 'Feiertag-Template', 'Bayern');
      await pick(create, 'Startmonat', 'Juni');
      await create.getByRole('button', { name: 'Speichern' }).click();
      // The server's refusal stands beside the start month.
      const overlap = 'Der Zeitraum überschneidet sich mit einem anderen Record dieses Nutzers.';
      await create.getByText(overlap).waitFor();
      const startMonth = create.getByRole('textbox', { name: 'Startmonat' });
      expect(await startMonth.getAttribute('aria-invalid')).toBe('true');
      expect(await startMonth.getAttribute('aria-describedby')).toContain(
        await create.getByText(overlap).getAttribute('id'),
      );
      await expectAccessible(office, 'Record erstellen (Überschneidung)');

      await pick(create, 'Startmonat', 'Juli');
      await create.getByRole('textbox', { name: 'Wochenstunden' }).fill('20');
      await create.getByRole('button', { name: 'Speichern' }).click();
      await officeShell.toast('Record erstellt').waitFor();
      await expect.poll(() => rows.count()).toBe(2);
      const july = rows.filter({ hasText: `01.07.${year}` });
      await july.getByText(`31.12.${year}`).waitFor();
      await july.getByText('20 h / 5 Tage').waitFor();
    } finally {
      await context.close();
    }
  });
});
