import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '@kontor/api-client';
import { berlinToday } from '@kontor/core/scheduling/index';
import { expectAccessible } from '../a11y/axe-check.ts';
import { ShellPage } from '../pages/shell-page.ts';
import {
  closeAdminSession,
  openAdminSession,
  openNewProject,
  type AdminSession,
} from '../support/admin-session.ts';
import { createYearRecord, holidayTemplateAwayFrom } from '../support/holiday-template.ts';
import { createWorker } from '../support/members.ts';

const suffix = Math.random().toString(36).slice(2, 7);
const projectName = `Lohn ${suffix}`;
const worker = {
  firstName: 'Mia',
  familyName: `Minijob ${suffix}`,
  email: `mia-${suffix}@kontor.local`,
  password: 'Minijob-Passwort-2026',
};
const workerName = `${worker.firstName} ${worker.familyName}`;
const today = berlinToday(Date.now());
const month = today.slice(0, 7);

let session: AdminSession;
let page: Page;
let shell: ShellPage;
let api: ApiClient;
let workerId: string;

const dialog = (name: string | RegExp) => page.getByRole('dialog', { name });

describe('Mitarbeiter: Lohn und Beschäftigung, and the pay in the Mitarbeiterübersicht', () => {
  beforeAll(async () => {
    session = await openAdminSession();
    ({ page, shell, api } = session);
    await openNewProject(
      session,
      projectName,
      ['/staff', '/time-tracking', '/time-settings', '/user-management'],
      async (projectId) => {
        workerId = await createWorker(api, projectId, worker);
        const template = await holidayTemplateAwayFrom(api, projectId, `Berlin ${suffix}`, [today]);
        await createYearRecord(api, projectId, workerId, Number(today.slice(0, 4)), template);
      },
    );
  });

  afterAll(() => closeAdminSession(session));

  it('sets the Personalnummer and a Minijob wage, refusing a salary without its hours', async () => {
    await shell.sidebarLink('Mitarbeiter').click();
    await shell.heading('Mitarbeiter').waitFor();
    await page.getByText('Kein Lohn erfasst').first().waitFor();
    await page.getByRole('button', { name: `Lohn und Beschäftigung: ${workerName}` }).click();
    const pay = dialog(`Lohn und Beschäftigung: ${workerName}`);
    await pay.getByText('Noch kein Lohn erfasst.').waitFor();
    await expectAccessible(page, 'Lohn und Beschäftigung');

    await pay.getByRole('textbox', { name: 'Personalnummer' }).fill('4711');
    await pay.getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('Personalnummer gespeichert').waitFor();

    await pay.getByRole('button', { name: 'Neuer Lohn ab …' }).click();
    const form = dialog(/^Neuer Lohn ab …:/);
    await form.getByLabel('Gültig ab').fill(`${month}-01`);
    await form.getByRole('textbox', { name: 'Beschäftigungsart' }).click();
    await page.getByRole('option', { name: 'Minijob' }).click();
    await form.getByText('Monatsgehalt', { exact: true }).click();
    await form.getByRole('textbox', { name: 'Monatsgehalt (€)' }).fill('500');
    await form.getByRole('button', { name: 'Lohn speichern' }).click();
    await form.getByText(/Bitte die vertraglichen Stunden im Monat angeben/).waitFor();
    await expectAccessible(page, 'Neuer Lohn ab …');
    await form.getByText('Stundenlohn', { exact: true }).click();
    await form.getByRole('textbox', { name: 'Stundenlohn (€)' }).fill('13,90');
    await form.getByRole('button', { name: 'Lohn speichern' }).click();
    await shell.toast('Lohn gespeichert').waitFor();
    // The history is a table (on a phone: cards); today's row is the Minijob at 13,90 €.
    const row = pay.getByRole('table', { name: 'Lohnverlauf' }).locator('tbody tr').first();
    await row.getByText('gilt heute').waitFor();
    expect(await row.textContent()).toContain('13,90 € / Std.');
    expect(await row.textContent()).toContain('Minijob');
    await page.keyboard.press('Escape');
    await pay.waitFor({ state: 'hidden' });
    await page.getByText(/^Nr\. 4711 · Minijob/).waitFor();
  });

  it('edits the payroll settings', async () => {
    await page.getByRole('button', { name: 'Lohneinstellungen' }).click();
    const settings = dialog('Lohneinstellungen');
    await settings.getByText('Voreinstellung: aus').waitFor();
    await settings.getByRole('button', { name: 'Branchenmindestlohn hinzufügen' }).click();
    await expectAccessible(page, 'Lohneinstellungen');
    await settings.getByRole('button', { name: 'Abbrechen' }).click();
    await settings.waitFor({ state: 'hidden' });
  });

  it('shows the Minijob limit in the Mitarbeiterübersicht and the read-only Lohnverlauf', async () => {
    await page.goto(`/time-tracking?user=${workerId}&month=${month}`);
    await page.getByRole('heading', { name: 'Lohn und Aufzeichnung' }).waitFor();
    await page.getByText('Minijob-Grenze', { exact: true }).waitFor();
    await page.getByText(/bis zur Minijob-Grenze$/).waitFor();
    await expectAccessible(page, 'Mitarbeiterübersicht mit Lohn');
    await page.getByRole('button', { name: 'Lohnverlauf' }).click();
    const history = dialog(`Lohnverlauf: ${workerName}`);
    await history.getByText('Personalnummer: 4711').waitFor();
    await expectAccessible(page, 'Lohnverlauf');
    await page.keyboard.press('Escape');
  });
});
