import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import type { BrowserContext, Download, Page } from 'playwright-core';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { unwrap, type ApiClient } from '@kontor/api-client';
import { expectAccessible } from '../a11y/axe-check.ts';
import type { ShellPage } from '../pages/shell-page.ts';
import { ServicePages } from '../pages/service-pages.ts';
import {
  addDays,
  berlinToday,
  isoWeek,
  mondayOf,
  shortDay,
  TourPages,
} from '../pages/tour-pages.ts';
import {
  closeAdminSession,
  openAdminSession,
  openNewProject,
  type AdminSession,
} from '../support/admin-session.ts';
import { apiAs } from '../support/api.ts';
import { holidayTemplateAwayFrom } from '../support/holiday-template.ts';
import { newContext } from '../support/browser.ts';
import { createWorker } from '../support/members.ts';

const suffix = Math.random().toString(36).slice(2, 7);
const service = `Hausmeisterdienst ${suffix}`;
const weekly = `Wohnpark Lärchenweg ${suffix}`;
const monthly = `Bürohaus Ulmenallee ${suffix}`;
// Names beyond Latin-1: the printouts must keep them (embedded font, not Helvetica).
const wanda = {
  firstName: 'Wanda',
  familyName: `Yılmaz ${suffix}`,
  email: `wanda-tour-${suffix}@kontor.local`,
  password: 'Touren-Passwort-2026',
};
const sven = {
  firstName: 'Sven',
  familyName: `Şahin ${suffix}`,
  email: `sven-tour-${suffix}@kontor.local`,
  password: 'Touren-Passwort-2026',
};
const wandaName = `Wanda Yılmaz ${suffix}`;
const svenName = `Sven Şahin ${suffix}`;

// The interval entry: every 2 weeks on Monday from next week (S); the dates entry: on today's
// day of the month, so its visit is today and the worker can confirm it.
const today = berlinToday();
const thisWeek = mondayOf(today);
const start = addDays(thisWeek, 7);
const between = addDays(start, 7);
const third = addDays(start, 14);
const monthDay = Number(today.slice(8, 10));

let session: AdminSession;
let page: Page;
let shell: ShellPage;
let api: ApiClient;
let services: ServicePages;
let tours: TourPages;
let projectId: string;
const ids: Record<string, string> = {};

/** The download's bytes; with PDF_OUT set, also kept there to look at (pdftoppm). */
async function bytesOf(download: Download) {
  const bytes = new Uint8Array(readFileSync((await download.path())!));
  const folder = process.env.PDF_OUT;
  if (folder) writeFileSync(path.join(folder, download.suggestedFilename()), bytes);
  return bytes;
}

async function pdfText(bytes: Uint8Array) {
  expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
  const pdf = await getDocumentProxy(bytes);
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await pdf.destroy();
  return parts.join(' ').replace(/\s+/g, ' ');
}

async function entryOf(propertyId: string) {
  const { items } = await unwrap(
    api.GET('/api/projects/{projectId}/properties/{propertyId}/services', {
      params: { path: { projectId, propertyId } },
    }),
  );
  return items[0]!;
}

/** The worker's own session: the worker app confirms visits through the same API. */
async function workerApi(): Promise<{ context: BrowserContext; api: ApiClient }> {
  const context = await newContext(session.browser, inject('baseUrl'));
  const login = await context.request.post('/api/auth/login', {
    data: { email: wanda.email, password: wanda.password },
  });
  expect(login.status()).toBe(200);
  return { context, api: await apiAs(context, inject('baseUrl')) };
}

describe('tours: a service on two properties, the worker’s weeks, a substitute, exports', () => {
  beforeAll(async () => {
    session = await openAdminSession();
    ({ page, shell, api } = session);
    services = new ServicePages(page);
    tours = new TourPages(page);
    projectId = await openNewProject(
      session,
      `Touren ${suffix}`,
      ['/properties', '/tours', '/user-management', '/time-tracking', '/time-settings'],
      async (id) => {
        projectId = id;
        const params = { path: { projectId: id } };
        // Records need a holiday template: one holiday far from the test's days keeps every
        // visit in place (the tours take the project's only template).
        const templateId = await holidayTemplateAwayFrom(
          api,
          id,
          `Ein Feiertag ${suffix}`,
          Array.from({ length: 70 }, (_, i) => addDays(thisWeek, i)),
        );
        for (const person of [wanda, sven]) {
          const userId = await createWorker(api, id, person);
          ids[person.firstName] = userId;
          // A record of each year the test touches, so absences can be asked for.
          for (const year of new Set([today, third].map((d) => Number(d.slice(0, 4))))) {
            await unwrap(
              api.POST('/api/projects/{projectId}/time-settings/records', {
                params,
                body: {
                  userId,
                  year,
                  holidayTemplateId: templateId,
                  initialSaldo: 0,
                  initialVacation: 0,
                  timeSettings: {},
                },
              }),
            );
          }
        }
        for (const name of [weekly, monthly]) {
          ids[name] = (
            await unwrap(
              api.POST('/api/projects/{projectId}/properties', { params, body: { name } }),
            )
          ).id;
        }
      },
    );
  });

  afterAll(() => closeAdminSession(session));

  it('starts with a next step: no services yet → Leistungseinstellungen', async () => {
    await shell.sidebarLink('Touren').click();
    await services.tab('Touren').click();
    await page
      .getByText('Noch keine Leistungen – legen Sie unter Leistungseinstellungen eine an')
      .waitFor();
    await expectAccessible(page, 'Touren ohne Leistungen');
    await page.getByRole('button', { name: 'Zu den Leistungseinstellungen' }).click();
    await services.catalogue.waitFor();
    await page.getByText('Feiertage der Touren').waitFor();
    // Key numbers stay out of the calendar feeds unless switched on, with the warning beside.
    const details = page.getByRole('switch', {
      name: 'Schlüssel-Nr. und Info der Objekte im Kalender-Abo zeigen',
    });
    await expect.poll(() => details.isEnabled()).toBe(true);
    expect(await details.isChecked()).toBe(false);
    await page.getByText(/^Kalender-Abos werden von Google, Microsoft, Apple/).waitFor();
    await expectAccessible(page, 'Leistungseinstellungen mit Feiertagen der Touren');
  });

  it('creates the service with a worker and a substitute', async () => {
    await page.getByRole('button', { name: 'Service erstellen' }).click();
    const dialog = services.dialog('Service erstellen');
    await dialog.getByRole('textbox', { name: 'Titel' }).fill(service);
    await services.choose(dialog, 'Kostenart', 'Hauswart');
    await services.choose(dialog, 'Arbeiter', wandaName);
    // The multi-select's list stays open after a pick: leave it before the next field.
    await dialog.getByRole('textbox', { name: 'Titel' }).click();
    await services.choose(dialog, 'Vertretungen', svenName);
    await dialog.getByRole('textbox', { name: 'Titel' }).click();
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await shell.toast('Leistung erstellt').waitFor();
  });

  it('adds it every 2 weeks on Monday to one property, on a month day to the other', async () => {
    await page.goto(`/properties/${ids[weekly]}?tab=leistungsverzeichnis`);
    await page.getByRole('button', { name: 'Leistung hinzufügen' }).click();
    let dialog = services.dialog('Leistung hinzufügen');
    await services.choose(dialog, 'Leistung', service);
    await dialog.getByText(svenName).waitFor();
    await dialog.getByRole('textbox', { name: 'Alle' }).fill('2');
    // The list starts at the current week and names each week's ISO year: 'KW 1/2027 (04.01.–10.01.)'.
    const { week, year } = isoWeek(start);
    const dayMonth = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.`;
    const sunday = addDays(start, 6);
    await services.choose(
      dialog,
      'Startwoche',
      `KW ${week}/${year} (${dayMonth(start)}–${dayMonth(sunday)})`,
    );
    await services.chip(dialog, 'Montag').click();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('Leistung gespeichert').waitFor();
    // The property's list names the substitute beside the worker.
    const list = page.getByRole('table', { name: 'Leistungen des Objekts' });
    await list.getByRole('columnheader', { name: 'Vertretungen' }).waitFor();
    await list
      .getByRole('row', { name: new RegExp(service) })
      .getByText(svenName)
      .waitFor();

    await page.goto(`/properties/${ids[monthly]}?tab=leistungsverzeichnis`);
    await page.getByRole('button', { name: 'Leistung hinzufügen' }).click();
    dialog = services.dialog('Leistung hinzufügen');
    await services.choose(dialog, 'Leistung', service);
    await dialog.getByText('Feste Daten', { exact: true }).click();
    await services.chip(dialog, String(monthDay)).click();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('Leistung gespeichert').waitFor();
    expect((await entryOf(ids[monthly]!)).schedule).toEqual({
      type: 'dates',
      monthDays: [monthDay],
    });
  });

  it("shows the visits on the worker's tour in exactly their weeks", async () => {
    await page.goto('/tours?tab=touren');
    await page.getByText('Wählen Sie einen Arbeiter, um seine Tour zu sehen.').waitFor();
    await tours.chooseWorker(wandaName);
    // This week: only today's month-day visit; the interval starts next week.
    await tours.chooseWeek(thisWeek);
    await tours.table(wandaName, isoWeek(thisWeek).week).waitFor();
    await tours.row(monthly).getByText(shortDay(today)).waitFor();
    await tours.row(monthly).getByText('geplant').waitFor();
    expect(await tours.row(weekly).count()).toBe(0);
    await expectAccessible(page, 'Tour einer Woche');

    for (const [monday, planned] of [
      [start, true],
      [between, false],
      [third, true],
    ] as const) {
      await tours.chooseWeek(monday);
      const week = isoWeek(monday).week;
      if (planned) {
        await tours.table(wandaName, week).waitFor();
        await tours.row(weekly).getByText(shortDay(monday)).waitFor();
      } else {
        // The month day may fall into this week; the interval must not.
        await page
          .getByText(`${wandaName} hat in KW ${week} keine Besuche.`)
          .or(tours.table(wandaName, week))
          .waitFor();
        expect(await tours.row(weekly).count()).toBe(0);
      }
    }

    await tours.chooseOverview();
    await tours.table(wandaName, 'Übersicht').waitFor();
    await tours
      .row(weekly)
      .getByText(`Alle 2 Wochen ab KW ${isoWeek(start).week}: Montag`)
      .waitFor();
    await tours.row(monthly).getByText(`Am ${monthDay}. des Monats`).waitFor();
    await expectAccessible(page, 'Tour Übersicht');
    // The choice lives in the URL: a reload keeps worker and week.
    await page.reload();
    await tours.table(wandaName, 'Übersicht').waitFor();
  });

  it("steps a week back and forth and back to this week with 'Heute'", async () => {
    await page.goto(`/tours?tab=touren&worker=${ids.Wanda}&week=${start}`);
    await tours.table(wandaName, isoWeek(start).week).waitFor();
    await tours.step('Nächste Woche');
    expect(new URL(page.url()).searchParams.get('week')).toBe(between);
    await page
      .getByText(`${wandaName} hat in KW ${isoWeek(between).week} keine Besuche.`)
      .or(tours.table(wandaName, isoWeek(between).week))
      .waitFor();
    await tours.step('Nächste Woche');
    await tours.table(wandaName, isoWeek(third).week).waitFor();
    await tours.step('Vorherige Woche');
    await tours.step('Vorherige Woche');
    await tours.table(wandaName, isoWeek(start).week).waitFor();
    await expectAccessible(page, 'Tour mit Wochenknöpfen');
    await tours.step('Heute');
    await tours.table(wandaName, isoWeek(thisWeek).week).waitFor();
    await tours.row(monthly).getByText(shortDay(today)).waitFor();
    // In the overview there is no week before or after.
    await tours.chooseOverview();
    expect(
      await page.getByRole('button', { name: 'Nächste Woche', exact: true }).isDisabled(),
    ).toBe(true);
  });

  it('gives the visit to the substitute while the worker is on approved vacation', async () => {
    const params = { path: { projectId } };
    const absence = await unwrap(
      api.POST('/api/projects/{projectId}/time-tracking/absences', {
        params,
        body: {
          userId: ids.Wanda,
          startDate: third,
          // An absence ends in its own year: in late December the week's Friday is next year's.
          endDate: [addDays(third, 4), `${third.slice(0, 4)}-12-31`].sort()[0]!,
          type: 'vacation',
          comment: '',
        },
      }),
    );
    const path = { projectId, absenceId: absence.id };
    const submitted = await unwrap(
      api.POST('/api/projects/{projectId}/time-tracking/absences/{absenceId}/submit', {
        params: { path },
        body: { version: absence.version },
      }),
    );
    await unwrap(
      api.POST('/api/projects/{projectId}/time-tracking/absences/{absenceId}/approve', {
        params: { path },
        body: { version: submitted.version },
      }),
    );

    const week = isoWeek(third).week;
    await page.goto(`/tours?tab=touren&worker=${ids.Wanda}&week=${third}`);
    await tours.table(wandaName, week).waitFor();
    await tours.row(weekly).getByText(`vertreten durch ${svenName}`).waitFor();
    await tours.chooseWorker(svenName);
    await tours.table(svenName, week).waitFor();
    await tours.row(weekly).getByText(shortDay(third)).waitFor();
    await tours.row(weekly).getByText(`vertritt ${wandaName}`).waitFor();
    await expectAccessible(page, 'Tour der Vertretung');
    // The week before, Sven has nothing of Wanda's.
    await tours.chooseWeek(between);
    await page.getByText(`${svenName} hat in KW ${isoWeek(between).week} keine Besuche.`).waitFor();
    await expectAccessible(page, 'Tour ohne Besuche');
  });

  it("confirms today's visit as the worker; the office sees 'erledigt'", async () => {
    const entry = await entryOf(ids[monthly]!);
    const own = await workerApi();
    try {
      const confirmed = await unwrap(
        own.api.POST('/api/projects/{projectId}/tours/visits', {
          params: { path: { projectId } },
          body: { entryId: entry.id, plannedDate: today, comment: 'Alles sauber' },
        }),
      );
      expect(confirmed.doneBy?.id).toBe(ids.Wanda);
    } finally {
      await own.context.close();
    }
    await page.goto(`/tours?tab=touren&worker=${ids.Wanda}&week=${thisWeek}`);
    await tours.table(wandaName, isoWeek(thisWeek).week).waitFor();
    await tours.row(monthly).getByText('erledigt', { exact: true }).waitFor();
    await tours
      .row(monthly)
      .getByText(new RegExp(`von ${wandaName}$`))
      .waitFor();
  });

  it('downloads the tour sheet of the week as a PDF with the visit and the name as written', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Tourenplan (PDF)' }).click(),
    ]);
    const text = await pdfText(await bytesOf(download));
    expect(text).toContain(wandaName);
    expect(text).toContain(monthly);
    expect(text).toContain(service);
    expect(text).toContain('Unterschrift');
  });

  it("downloads the property's Leistungsnachweis of this month as PDF", async () => {
    await page.goto(`/properties/${ids[monthly]}?tab=leistungsverzeichnis`);
    await page.getByText('Leistungsnachweis', { exact: true }).waitFor();
    await expectAccessible(page, 'Leistungsverzeichnis mit Leistungsnachweis');
    const month = page.getByRole('button', { name: 'Monat' });
    await month.click();
    const monthName = new Intl.DateTimeFormat('de-DE', { month: 'short' }).format(
      new Date(`${today}T12:00:00Z`),
    );
    await page
      .getByRole('button', { name: new RegExp(`^${monthName.replace('.', '')}`) })
      .first()
      .click();
    const link = page.getByRole('link', { name: 'PDF herunterladen' });
    expect(await link.getAttribute('href')).toContain(`month=${today.slice(0, 7)}`);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const text = await pdfText(await bytesOf(download));
    expect(text).toContain('Leistungsnachweis');
    expect(text).toContain(monthly);
    expect(text).toContain(service);
    expect(text).toContain(wandaName);
    expect(text).toContain('erledigt');
  });

  it('subscribes to the iCal feed, reads its events, and revokes it', async () => {
    await page.goto(`/tours?tab=touren&worker=${ids.Wanda}&week=${start}`);
    await tours.table(wandaName, isoWeek(start).week).waitFor();
    await page.getByRole('button', { name: 'Kalender abonnieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kalender abonnieren' });
    await dialog.getByText('Es gibt noch keinen Kalender-Link.').waitFor();
    await expectAccessible(page, 'Kalender abonnieren');
    await dialog.getByRole('button', { name: 'Link erstellen' }).click();
    const url = await dialog.getByRole('textbox', { name: 'Kalender-Link' }).inputValue();
    expect(url).toMatch(/\/api\/calendar\/[\w-]+\.ics$/);
    await expectAccessible(page, 'Kalender-Link erstellt');

    const feed = await fetch(url);
    expect(feed.status).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    const starts = events
      .filter((e) => e.summary.includes(service))
      .map((e) => e.startDate.toString().slice(0, 10));
    expect(starts).toContain(start);
    expect(starts).toContain(today);
    expect(starts).not.toContain(between);
    // Stable, unique UIDs: a calendar updates an event instead of adding a second one.
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);

    await dialog.getByRole('button', { name: 'Link widerrufen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Kalender-Link widerrufen?' });
    await expectAccessible(page, 'Kalender-Link widerrufen');
    await confirm.getByRole('button', { name: 'Widerrufen' }).click();
    await shell.toast('Kalender-Link widerrufen').waitFor();
    expect((await fetch(url)).status).toBe(404);
  });
});
