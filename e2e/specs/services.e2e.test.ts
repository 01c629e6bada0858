import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unwrap, type ApiClient } from '@kontor/api-client';
import { expectAccessible } from '../a11y/axe-check.ts';
import type { ShellPage } from '../pages/shell-page.ts';
import { ServicePages } from '../pages/service-pages.ts';
import {
  closeAdminSession,
  openAdminSession,
  openNewProject,
  type AdminSession,
} from '../support/admin-session.ts';
import { createWorker } from '../support/members.ts';

const suffix = Math.random().toString(36).slice(2, 7);
const service = `Winterdienst ${suffix}`;
const weekly = `Wohnpark Ahornweg ${suffix}`;
const monthly = `Bürohaus Birkenallee ${suffix}`;
const worker = {
  firstName: 'Wanda',
  familyName: `Winter ${suffix}`,
  email: `wanda-${suffix}@kontor.local`,
  password: 'Winter-Passwort-2026',
};
const workerName = `Wanda Winter ${suffix}`;

let session: AdminSession;
let page: Page;
let shell: ShellPage;
let api: ApiClient;
let services: ServicePages;
let projectId: string;
const propertyIds: Record<string, string> = {};

/** 'dd.mm.' of next week's Monday: the start week the interval entry gets. */
function nextMonday(): string {
  const date = new Date();
  date.setDate(date.getDate() + ((8 - date.getDay()) % 7 || 7));
  return `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.`;
}

async function entriesOf(propertyId: string) {
  return (
    await unwrap(
      api.GET('/api/projects/{projectId}/properties/{propertyId}/services', {
        params: { path: { projectId, propertyId } },
      }),
    )
  ).items;
}

describe('services: the catalogue, two properties with schedules, the matrix', () => {
  beforeAll(async () => {
    session = await openAdminSession();
    ({ page, shell, api } = session);
    services = new ServicePages(page);
    projectId = await openNewProject(
      session,
      `Leistungen ${suffix}`,
      ['/properties', '/tours', '/user-management'],
      async (id) => {
        projectId = id;
        await createWorker(api, id, worker);
        for (const name of [weekly, monthly]) {
          propertyIds[name] = (
            await unwrap(
              api.POST('/api/projects/{projectId}/properties', {
                params: { path: { projectId: id } },
                body: { name },
              }),
            )
          ).id;
        }
      },
    );
  });

  afterAll(() => closeAdminSession(session));

  it('shows the empty matrix with the next step', async () => {
    await shell.sidebarLink('Touren').click();
    await shell.heading('Touren').waitFor();
    await page
      .getByText('Noch keine Leistungen – legen Sie unter Leistungseinstellungen eine an')
      .waitFor();
    await expectAccessible(page, 'Leistungsverzeichnis leer');
    await page.getByRole('button', { name: 'Zu den Leistungseinstellungen' }).click();
    await services.catalogue.waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('leistungseinstellungen');
  });

  it("creates a service after showing the name message ('Service erstellen')", async () => {
    await page.getByRole('button', { name: 'Service erstellen' }).click();
    const dialog = services.dialog('Service erstellen');
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await dialog.getByText('Bitte geben Sie einen Namen ein').waitFor();
    await expectAccessible(page, 'Service erstellen');
    await dialog.getByRole('textbox', { name: 'Titel' }).fill(service);
    await services.choose(dialog, 'Kostenart', 'Winterdienst');
    await services.choose(dialog, 'Arbeiter', workerName);
    await dialog.getByRole('textbox', { name: 'Dauer pro Besuch (Minuten)' }).fill('45');
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await shell.toast('Leistung erstellt').waitFor();
    const row = services.catalogue.locator('tbody tr').filter({ hasText: service });
    await row.getByText(workerName).waitFor();
    await row.getByText('Aktiv').waitFor();
    await expectAccessible(page, 'Leistungseinstellungen');
  });

  it('keeps the input and says so when someone else changed the service meanwhile (409)', async () => {
    await shell.waitForToastsGone();
    await page.getByRole('button', { name: `Leistung bearbeiten: ${service}` }).click();
    const dialog = services.dialog('Leistung bearbeiten');
    await dialog.getByRole('textbox', { name: 'Beschreibung' }).fill('Räumen ab 6 Uhr');
    const params = { path: { projectId } };
    const { items } = await unwrap(api.GET('/api/projects/{projectId}/services', { params }));
    const current = items.find((s) => s.title === service);
    await unwrap(
      api.PATCH('/api/projects/{projectId}/services/{serviceId}', {
        params: { path: { projectId, serviceId: current?.id ?? '' } },
        body: { version: current?.version ?? 0, defaultDuration: 60 },
      }),
    );
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('inzwischen von jemand anderem geändert').waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Beschreibung' }).inputValue()).toBe(
      'Räumen ab 6 Uhr',
    );
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('adds the service to a property with an interval, after the §5 messages', async () => {
    await page.goto(`/properties/${propertyIds[weekly]}?tab=leistungsverzeichnis`);
    await page.getByText('Diesem Objekt sind noch keine Leistungen zugeordnet.').waitFor();
    await expectAccessible(page, 'Leistungsverzeichnis des Objekts');
    await page.getByRole('button', { name: 'Leistung hinzufügen' }).click();
    const dialog = services.dialog('Leistung hinzufügen');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('Bitte eine Leistung auswählen').waitFor();
    await dialog.getByText('Bitte wählen sie eine Startwoche für das Interval').waitFor();
    await dialog.getByText('Bitte wählen Sie mindestens einen Tag aus').waitFor();
    await expectAccessible(page, 'Leistung hinzufügen');
    await services.choose(dialog, 'Leistung', service);
    // The service's workers are the entry's defaults.
    await dialog.getByText(workerName).waitFor();
    await dialog.getByRole('textbox', { name: 'Alle' }).fill('2');
    await services.choose(dialog, 'Startwoche', new RegExp(`^KW \\d+/\\d{4} \\(${nextMonday()}`));
    const startWeek = await dialog.getByRole('textbox', { name: 'Startwoche' }).inputValue();
    const week = /^KW (\d+)/.exec(startWeek)?.[1];
    await services.chip(dialog, 'Montag').click();
    await services.chip(dialog, 'Donnerstag').click();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('Leistung gespeichert').waitFor();
    await services
      .entryRow(service)
      .getByText(`Alle 2 Wochen ab KW ${week}: Montag, Donnerstag`)
      .waitFor();
    await services.entryRow(service).getByText(workerName).waitFor();
  });

  it('adds it to a second property with fixed month days', async () => {
    await page.goto(`/properties/${propertyIds[monthly]}?tab=leistungsverzeichnis`);
    await page.getByRole('button', { name: 'Leistung hinzufügen' }).click();
    const dialog = services.dialog('Leistung hinzufügen');
    await services.choose(dialog, 'Leistung', service);
    await dialog.getByText('Feste Daten', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('Bitte wählen Sie mindestens ein Datum aus').waitFor();
    await services.chip(dialog, '15').click();
    await services.chip(dialog, '1').click();
    await dialog.getByLabel('Auf den nächsten Werktag verschieben').check();
    await expectAccessible(page, 'Leistung hinzufügen, feste Daten');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('Leistung gespeichert').waitFor();
    await services.entryRow(service).getByText('Am 1. und 15. des Monats').waitFor();
    const [entry] = await entriesOf(propertyIds[monthly] ?? '');
    expect(entry?.schedule).toEqual({ type: 'dates', monthDays: [1, 15] });
    expect(entry?.holidayRule).toBe('nextWorkingDay');
  });

  it('shows both in the matrix and edits one from its cell', async () => {
    await page.goto('/tours');
    await services.matrix.waitFor();
    for (const property of [weekly, monthly]) {
      expect(await services.cell(property, service).getAttribute('data-state')).toBe('planned');
    }
    await expectAccessible(page, 'Leistungsverzeichnis');
    await services.cell(weekly, service).click();
    const dialog = services.dialog('Leistung bearbeiten');
    await dialog.getByText(workerName).waitFor();
    // Escape with a change asks first; keeping goes on editing.
    await services.chip(dialog, 'Freitag').click();
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: 'Änderungen verwerfen?' });
    await ask.getByRole('button', { name: 'Weiter bearbeiten' }).click();
    await services.chip(dialog, 'Montag').click();
    await services.chip(dialog, 'Donnerstag').click();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('Leistung gespeichert').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const [entry] = await entriesOf(propertyIds[weekly] ?? '');
    expect(entry?.schedule.type === 'interval' && entry.schedule.days).toEqual(['friday']);
  });

  it('filters the matrix by property name, kept in the URL', async () => {
    await page.getByRole('textbox', { name: 'Suche nach Objektname' }).fill('Birkenallee');
    await page.waitForURL(/search=Birkenallee/);
    await services.cell(weekly, service).waitFor({ state: 'detached' });
    await services.cell(monthly, service).waitFor();
    await page.reload();
    await services.cell(monthly, service).waitFor();
    expect(await services.cell(weekly, service).count()).toBe(0);
  });

  it('removes an entry after confirmation; its cell offers adding again', async () => {
    await page.goto(`/properties/${propertyIds[monthly]}?tab=leistungsverzeichnis`);
    await page.getByRole('button', { name: `Leistung entfernen: ${service}` }).click();
    const confirm = services.dialog('Leistung entfernen');
    await expectAccessible(page, 'Leistung entfernen');
    await confirm.getByRole('button', { name: 'Entfernen' }).click();
    await shell.toast('Leistung entfernt').waitFor();
    await page.getByText('Diesem Objekt sind noch keine Leistungen zugeordnet.').waitFor();
    await page.goto('/tours');
    await services.cell(monthly, service).click();
    const dialog = services.dialog('Leistung hinzufügen');
    expect(await dialog.getByRole('textbox', { name: 'Leistung' }).inputValue()).toBe(service);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    expect(await entriesOf(propertyIds[monthly] ?? '')).toHaveLength(0);
  });
});
