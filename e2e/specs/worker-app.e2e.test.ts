import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { unwrap, type ApiClient } from '@kontor/api-client';
import { expectAccessible } from '../a11y/axe-check.ts';
import { pngFile } from '../fixtures/files.ts';
import { LoginPage } from '../pages/login-page.ts';
import { addDays, berlinToday, mondayOf } from '../pages/tour-pages.ts';
import { WorkerAppPage } from '../pages/worker-app.ts';
import {
  closeAdminSession,
  openAdminSession,
  openNewProject,
  type AdminSession,
} from '../support/admin-session.ts';
import { repoRoot } from '../support/server.ts';
import { createYearRecord, holidayTemplateAwayFrom } from '../support/holiday-template.ts';
import { createWorker, joinByInvitation } from '../support/members.ts';

const suffix = Math.random().toString(36).slice(2, 7);
const wanda = {
  firstName: 'Wanda',
  familyName: `Mobil ${suffix}`,
  email: `wanda-app-${suffix}@kontor.local`,
  password: 'Mobil-Passwort-2026',
};
const propertyName = `Wohnanlage Birkenhof ${suffix}`;
const address = 'Birkenweg 12\n80331 München';
const taskTitle = `Treppenhaus reinigen ${suffix}`;
const serviceTitle = `Gehwegreinigung ${suffix}`;
const laterTitle = `Hofreinigung ${suffix}`;
const comment = `Alles sauber ${suffix}`;
const secondProject = `Zweitprojekt ${suffix}`;
const secondTask = `Laub fegen ${suffix}`;
const laterTask = `Briefkasten leeren ${suffix}`;
const today = berlinToday();
const tomorrow = addDays(today, 1);

const HOUR = 60 * 60 * 1000;

/** Milliseconds since midnight in Berlin (the server's day starts there). */
function sinceBerlinMidnight(now = Date.now()): number {
  const [hours, minutes, seconds] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(now))
    .split(':')
    .map(Number);
  return ((hours! * 60 + minutes!) * 60 + seconds!) * 1000;
}

/**
 * How far the phone's clock runs behind: three hours, but never back into yesterday (between
 * midnight and 3 o'clock the phone would show yesterday's agenda): the clock-in still arrives
 * more than the 5 minutes late that mark it, except in the first minutes after midnight.
 */
const PHONE_LAG = Math.min(3 * HOUR, sinceBerlinMidnight() - 2 * 60_000);
const swFile = path.join(repoRoot, 'apps/web/dist/app-sw.js');

let session: AdminSession;
let api: ApiClient;
let projectId: string;
const ids: Record<string, string> = {};
let phoneContext: BrowserContext;
let phone: Page;
let app: WorkerAppPage;

async function prepareProject(id: string) {
  projectId = id;
  const params = { path: { projectId: id } };
  // A record needs a holiday template: one holiday far from today keeps today a working day.
  const templateId = await holidayTemplateAwayFrom(
    api,
    id,
    `Ein Feiertag ${suffix}`,
    Array.from({ length: 40 }, (_, i) => addDays(mondayOf(today), i - 7)),
  );
  ids.wanda = await createWorker(api, id, wanda);
  await createYearRecord(api, id, ids.wanda, Number(today.slice(0, 4)), templateId);

  const property = await unwrap(
    api.POST('/api/projects/{projectId}/properties', { params, body: { name: propertyName } }),
  );
  ids.property = property.id;
  await unwrap(
    api.PATCH('/api/projects/{projectId}/properties/{propertyId}', {
      params: { path: { projectId: id, propertyId: property.id } },
      body: {
        version: property.version,
        settings: { address, keyNumber: 42, info: 'Schlüssel beim Hausmeister' },
      },
    }),
  );
  const task = await unwrap(
    api.POST('/api/projects/{projectId}/tasks', {
      params,
      body: {
        title: taskTitle,
        description: 'Alle Etagen feucht wischen',
        propertyId: property.id,
        schedule: { type: 'single', category: 'fixed', dates: [today] },
        assignedStaff: [ids.wanda],
      },
    }),
  );
  ids.task = task.id;
  const service = await unwrap(
    api.POST('/api/projects/{projectId}/services', {
      params,
      body: { title: serviceTitle, workerIds: [ids.wanda] },
    }),
  );
  const entry = await unwrap(
    api.POST('/api/projects/{projectId}/properties/{propertyId}/services', {
      params: { path: { projectId: id, propertyId: property.id } },
      body: {
        serviceId: service.id,
        schedule: { type: 'dates', monthDays: [Number(today.slice(8, 10))] },
      },
    }),
  );
  ids.entry = entry.id;
  // Tomorrow's visit (a service is on a property once: a second one): 'Erledigt' waits.
  const later = await unwrap(
    api.POST('/api/projects/{projectId}/services', {
      params,
      body: { title: laterTitle, workerIds: [ids.wanda] },
    }),
  );
  const next = await unwrap(
    api.POST('/api/projects/{projectId}/properties/{propertyId}/services', {
      params: { path: { projectId: id, propertyId: property.id } },
      body: {
        serviceId: later.id,
        schedule: { type: 'dates', monthDays: [Number(tomorrow.slice(8, 10))] },
      },
    }),
  );
  ids.tomorrow = next.id;
}

describe('worker app: a worker’s day on the phone, partly offline', () => {
  beforeAll(async () => {
    session = await openAdminSession();
    api = session.api;
    await openNewProject(
      session,
      `Mobil ${suffix}`,
      ['/properties', '/tasks', '/tours', '/time-tracking', '/time-settings', '/user-management'],
      prepareProject,
    );
    phoneContext = await session.browser.newContext({
      baseURL: inject('baseUrl'),
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
      viewport: { width: 360, height: 640 },
      isMobile: true,
      hasTouch: true,
    });
    phoneContext.setDefaultTimeout(15_000);
    phone = await phoneContext.newPage();
    app = new WorkerAppPage(phone);
  });

  afterAll(async () => {
    await phone?.unrouteAll({ behavior: 'ignoreErrors' });
    await phoneContext?.close();
    await closeAdminSession(session);
  });

  it('opens the app after signing in on a phone, with today’s task and visit', async () => {
    // The phone's clock runs behind (three hours by day): its clock events reach the server late.
    await phone.clock.install({ time: Date.now() - PHONE_LAG });
    const login = new LoginPage(phone);
    await login.goto();
    await login.login(wanda.email, wanda.password);
    await phone.waitForURL('**/app/');
    await app.item(taskTitle).waitFor();
    await app.item(serviceTitle).waitFor();
    await expect.poll(() => phone.getByText('Schlüssel-Nr.').first().isVisible()).toBe(true);
    await expectAccessible(phone, 'Worker-App: Heute');
  });

  it('is installable and runs under its service worker', async () => {
    await phone.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await phone.reload();
    await app.item(taskTitle).waitFor();
    expect(await phone.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const cdp = await phoneContext.newCDPSession(phone);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's contexts are incognito windows, where Chromium never offers to install;
    // every other criterion (manifest, icons, service worker, scope) must hold.
    expect(installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito']);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
    expect(manifest.errors).toEqual([]);
    await cdp.detach();
  });

  it('clocks in while online', async () => {
    await app.nav('Zeit').click();
    await app.clockButton('Einstempeln').click();
    await phone.getByText(/^Eingestempelt seit/).waitFor();
    await expect.poll(() => phone.getByText(/wartet auf Übertragung/).count()).toBe(0);
    await expectAccessible(phone, 'Worker-App: Zeit eingestempelt');
  });

  it('offline: reports the task with a photo, confirms the visit, clocks out', async () => {
    await phone.clock.setSystemTime(Date.now() - PHONE_LAG / 6);
    await phoneContext.setOffline(true);
    await app.nav('Heute').click();
    await app.item(taskTitle).getByRole('link', { name: taskTitle }).click();
    await app.report('Als ausgeführt melden', 'Melden', comment, [pngFile(800, 600)]);
    await phone.getByText('1 Änderung wartet auf Übertragung').waitFor();
    await phone.waitForURL('**/app/');

    // Opened from the week, the visit's header names the week, and 'Erledigt' goes back there.
    await app.nav('Woche').click();
    await app.item(serviceTitle).getByRole('link', { name: serviceTitle }).click();
    await app.heading(serviceTitle).waitFor();
    await app.pageTitle('Woche').waitFor();
    expect(await app.nav('Woche').getAttribute('aria-current')).toBe('page');
    await app.report('Erledigt', 'Erledigt', 'Gehweg gefegt');
    await phone.waitForURL('**/app/woche');
    await app.pageTitle('Woche').waitFor();
    await app.item(serviceTitle).getByText('wird übertragen').waitFor();
    await phone.getByText('2 Änderungen warten auf Übertragung').waitFor();
    expect(await phone.getByRole('heading', { name: 'Heute', level: 1 }).count()).toBe(0);

    await app.nav('Zeit').click();
    await app.clockButton('Ausstempeln').click();
    await phone
      .getByText('Offline: Die Prüfung nach Arbeitszeitgesetz erfolgt beim Übertragen.')
      .waitFor();
    await phone.getByRole('button', { name: 'Ja, ausstempeln' }).click();
    await phone.getByText('3 Änderungen warten auf Übertragung').waitFor();
    await phone.getByText(/^Nicht eingestempelt/).waitFor();
    await expectAccessible(phone, 'Worker-App: offline mit wartenden Änderungen');
  });

  it('keeps the app and what waits when reloaded offline', async () => {
    await phone.reload();
    await phone.getByText('3 Änderungen warten auf Übertragung').waitFor();
    await app.nav('Heute').click();
    await app.item(taskTitle).waitFor();
  });

  it('back online, sends everything once, also when an answer was lost on the way', async () => {
    // The first answer to the task report is lost after the server stored it: the app sends
    // the report again with the same key and gets the stored answer (no second report).
    let dropped = false;
    const replayed: boolean[] = [];
    await phone.route('**/tasks/*/execute', async (route) => {
      const response = await route.fetch();
      if (!dropped) {
        dropped = true;
        return route.abort('connectionreset');
      }
      replayed.push(response.headers()['idempotent-replayed'] === 'true');
      return route.fulfill({ response });
    });
    await phoneContext.setOffline(false);
    await expect.poll(() => dropped).toBe(true);
    await phone.getByRole('button', { name: 'Jetzt senden' }).click();
    // While sending, the header says 'Wird übertragen …'; done, it says nothing.
    const pending = phone.getByText(/auf Übertragung|Wird übertragen/);
    await expect.poll(() => pending.count()).toBe(0);
    // Once what waited is through, the app says so, politely (a live region, role=status).
    await phone
      .getByRole('status')
      .filter({ hasText: 'Alle Änderungen wurden übertragen.' })
      .waitFor();
    await expectAccessible(phone, 'Worker-App: Änderungen übertragen');
    await expect.poll(() => replayed).toEqual([true]);
    // Nothing was refused.
    expect(await phone.getByRole('alert').allTextContents()).toEqual([]);
  });

  it('the office sees each change exactly once, the clock entry marked late', async () => {
    const params = { path: { projectId, taskId: ids.task! } };
    const task = await unwrap(api.GET('/api/projects/{projectId}/tasks/{taskId}', { params }));
    expect(task.state).toBe('executed');
    expect(task.images).toHaveLength(1);
    const comments = await unwrap(
      api.GET('/api/projects/{projectId}/tasks/{taskId}/comments', { params }),
    );
    expect(comments.items.map((c) => c.text)).toEqual([comment]);

    // A visit is one row per entry and planned date: confirmed once, it reads 'done'.
    const agenda = await app.agenda(projectId, today, today);
    const visits = agenda.days[0]!.items.filter((item) => item.kind === 'visit');
    expect(visits.map((visit) => [visit.entryId, visit.status])).toEqual([[ids.entry, 'done']]);

    const [year, month] = today.split('-').map(Number) as [number, number];
    const monthView = await unwrap(
      api.GET('/api/projects/{projectId}/time-tracking/users/{userId}/months/{year}/{month}', {
        params: { path: { projectId, userId: ids.wanda!, year, month } },
      }),
    );
    const entries = monthView.days.flatMap((day) => day.entries);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.lateReceivedAt).not.toBeNull();

    const page = session.page;
    await page.goto(`/time-tracking?user=${ids.wanda}&month=${today.slice(0, 7)}`);
    await page.getByText('nachträglich übertragen').filter({ visible: true }).first().waitFor();
    await expectAccessible(page, 'Zeiterfassung mit nachträglich übertragenem Eintrag');
  });

  it("keeps tomorrow's visit from being done today, and shows a queued one the server refuses", async () => {
    const due = `${tomorrow.slice(8, 10)}.${tomorrow.slice(5, 7)}.${tomorrow.slice(0, 4)}`;
    const reason = `Dieser Besuch ist erst am ${due} fällig`;
    await app.goto(WorkerAppPage.paths.visit(ids.tomorrow!, tomorrow));
    await app.heading(laterTitle).waitFor();
    const done = phone.getByRole('button', { name: 'Erledigt', exact: true });
    await expect.poll(() => done.isDisabled()).toBe(true);
    await phone.getByText(`${reason}. Sie können ihn an diesem Tag als erledigt melden.`).waitFor();
    expect(await done.getAttribute('aria-describedby')).toBe('visit-not-yet');
    await expectAccessible(phone, 'Worker-App: Besuch vor seinem Tag');

    // A phone whose clock runs a day ahead queues the completion offline; the server refuses
    // it once sent, and the app says so instead of dropping it.
    await phoneContext.setOffline(true);
    await phone.clock.setSystemTime(Date.now() + 24 * HOUR);
    await app.goto(WorkerAppPage.paths.visit(ids.tomorrow!, tomorrow));
    await app.report('Erledigt', 'Erledigt', 'Zu früh gemeldet');
    await phone.getByText('1 Änderung wartet auf Übertragung').waitFor();
    await phone.clock.setSystemTime(Date.now());
    await phoneContext.setOffline(false);
    const refused = phone.getByRole('alert').filter({ hasText: reason });
    await expect.poll(() => refused.count()).toBeGreaterThan(0);
    await app.goto(WorkerAppPage.paths.visit(ids.tomorrow!, tomorrow));
    await phone
      .getByRole('alert')
      .filter({ hasText: `Erledigt: ${laterTitle}` })
      .first()
      .waitFor();
    await expectAccessible(phone, 'Worker-App: abgelehnte Meldung');
    const agenda = await app.agenda(projectId, tomorrow, tomorrow);
    const visits = agenda.days[0]!.items.filter((item) => item.entryId === ids.tomorrow);
    expect(visits.map((visit) => visit.status)).toEqual(['planned']);
  });

  it('switches between two projects in the account menu, each with its own agenda', async () => {
    // Wanda joins a second project (an invitation, accepted) with a task for today.
    const { id: secondId } = await unwrap(
      api.POST('/api/projects', {
        body: { name: secondProject, modules: ['/properties', '/tasks'] },
      }),
    );
    const params = { path: { projectId: secondId } };
    await joinByInvitation({
      api,
      browser: session.browser,
      baseUrl: inject('baseUrl'),
      mailDir: inject('mailDir'),
      projectId: secondId,
      person: { name: `${wanda.firstName} ${wanda.familyName}`, ...wanda },
    });
    const property = await unwrap(
      api.POST('/api/projects/{projectId}/properties', {
        params,
        body: { name: `Parkhaus ${suffix}` },
      }),
    );
    await unwrap(
      api.POST('/api/projects/{projectId}/tasks', {
        params,
        body: {
          title: secondTask,
          propertyId: property.id,
          schedule: { type: 'single', category: 'fixed', dates: [today] },
          assignedStaff: [ids.wanda!],
        },
      }),
    );
    // The device remembers the first project (earlier tests never switched).
    await phone.evaluate((id) => localStorage.setItem('kontor.activeProjectId', id), projectId);
    await app.goto(WorkerAppPage.paths.today);
    await app.item(serviceTitle).waitFor();

    await app.openAccountMenu();
    const menu = phone.locator('.worker-account-panel');
    await menu.getByText(`${wanda.firstName} ${wanda.familyName}`).waitFor();
    const select = phone.getByRole('combobox', { name: 'Projekt' });
    expect(await select.locator('option').allTextContents()).toEqual(
      expect.arrayContaining([`Mobil ${suffix}`, secondProject]),
    );
    await expectAccessible(phone, 'Worker-App: Benutzermenü mit zwei Projekten');
    // Escape closes the menu and leaves the focus on its button.
    await phone.keyboard.press('Escape');
    await expect.poll(() => app.accountButton().getAttribute('aria-expanded')).toBe('false');
    expect(await app.accountButton().evaluate((el) => el === document.activeElement)).toBe(true);

    const secondAgenda = phone.waitForResponse(
      (r) => r.url().includes(`/api/projects/${secondId}/worker/agenda`) && r.ok(),
    );
    await app.switchProject(secondProject);
    await secondAgenda;
    await app.item(secondTask).waitFor();
    expect(await app.item(serviceTitle).count()).toBe(0);
    await phone.locator('header').getByText(secondProject).waitFor();
    expect(await menu.count()).toBe(0);

    // Meanwhile the office gives Wanda another task in the first project: switching back
    // reads that project's agenda again.
    await unwrap(
      api.POST('/api/projects/{projectId}/tasks', {
        params: { path: { projectId } },
        body: {
          title: laterTask,
          propertyId: ids.property!,
          schedule: { type: 'single', category: 'fixed', dates: [today] },
          assignedStaff: [ids.wanda!],
        },
      }),
    );
    const firstAgenda = phone.waitForResponse(
      (r) => r.url().includes(`/api/projects/${projectId}/worker/agenda`) && r.ok(),
    );
    await app.switchProject(`Mobil ${suffix}`);
    await firstAgenda;
    await app.item(laterTask).waitFor();
    await app.item(serviceTitle).waitFor();
    expect(await app.item(secondTask).count()).toBe(0);
  });

  it('offers the new version after a rebuild', async () => {
    const original = readFileSync(swFile, 'utf8');
    try {
      // A rebuild changes the service worker's precache list; any byte change is an update.
      writeFileSync(swFile, `${original}\n// rebuilt ${suffix}\n`);
      await phone.reload();
      const prompt = phone.getByRole('button', { name: 'Neue Version verfügbar – neu laden' });
      await prompt.waitFor();
      await expectAccessible(phone, 'Worker-App: neue Version');
      // The reload follows once the new service worker has taken over: wait for it here, or it
      // lands in the middle of the next test's navigation.
      const reloaded = phone.waitForEvent('load');
      await prompt.click();
      await reloaded;
      await app.nav('Heute').waitFor();
      await expect.poll(() => prompt.count()).toBe(0);
    } finally {
      writeFileSync(swFile, original);
    }
  });

  it('signs out from the account menu: the login opens and the session is gone', async () => {
    await app.goto(WorkerAppPage.paths.today);
    await app.openAccountMenu();
    await phone
      .locator('.worker-account-panel')
      .getByText(`${wanda.firstName} ${wanda.familyName}`)
      .waitFor();
    await phone.getByRole('button', { name: 'Abmelden' }).click();
    await phone.waitForURL((url) => url.pathname.startsWith('/login'));
    const status = await phone.evaluate(async () => (await fetch('/api/auth/me')).status);
    expect(status).toBe(401);
  });
});
