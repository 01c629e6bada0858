/**
 * Screenshots of 'Nachrichten' (bell, feed with its tab 'Ungelesen' and 'Alle als gelesen',
 * dashboard widget, worker app screen) at 1400 × 900 and 390 × 844, for looking at the UI (not
 * a test); prints axe's serious/critical findings. The messages come from real events: a worker reports a ticket, an absence and a finished
 * task to the office, the office assigns a task to the worker. Needs apps/web/dist. Writes
 * PNGs to SHOTS_DIR (/tmp/shots).
 *
 *   npx tsx e2e/screenshots-notifications.ts
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { unwrap } from '@kontor/api-client';
import { blockingFindings } from './a11y/axe-check.ts';
import { LoginPage } from './pages/login-page.ts';
import { ShellPage } from './pages/shell-page.ts';
import { addDays, berlinToday, mondayOf } from './pages/tour-pages.ts';
import { apiAs } from './support/api.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { createYearRecord, holidayTemplateAwayFrom } from './support/holiday-template.ts';
import { createMember, createWorker } from './support/members.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from './support/server.ts';

const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });
const worker = {
  firstName: 'Walter',
  familyName: 'Winkler',
  email: 'walter.winkler@kontor.local',
  password: 'Walter-Passwort-2026',
};
const officeMember = {
  firstName: 'Olga',
  familyName: 'Offermann',
  email: 'olga.offermann@kontor.local',
  password: 'Olga-Passwort-2026',
};
const today = berlinToday();

async function shot(page: Page, name: string) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
  const file = path.join(outDir, `notifications-${name}.png`);
  await page.screenshot({ path: file });
  const findings = await blockingFindings(page);
  console.log(file, findings.length ? findings : 'axe: ok');
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const office = await newContext(browser, server.baseUrl);
  office.setDefaultTimeout(20_000);
  const page = await office.newPage();
  await new LoginPage(page).goto();
  await new LoginPage(page).login(ADMIN_EMAIL, ADMIN_PASSWORD);
  const shell = new ShellPage(page);
  await shell.heading('Dashboard').waitFor();
  const api = await apiAs(office, server.baseUrl);
  const modules = [
    '/properties',
    '/tasks',
    '/tickets',
    '/time-tracking',
    '/time-settings',
    '/user-management',
  ] as const;
  const { id: projectId } = await unwrap(
    api.POST('/api/projects', {
      body: { name: 'Hausverwaltung Lindenhof', modules: [...modules] },
    }),
  );
  const params = { path: { projectId } };
  const workerId = await createWorker(api, projectId, worker);
  // The messages are a member's: the superuser who made the project is none.
  await createMember(api, projectId, officeMember, 'Administrator');
  const templateId = await holidayTemplateAwayFrom(
    api,
    projectId,
    'Ein Feiertag',
    Array.from({ length: 40 }, (_, i) => addDays(mondayOf(today), i - 7)),
  );
  await createYearRecord(api, projectId, workerId, Number(today.slice(0, 4)), templateId);

  const property = await unwrap(
    api.POST('/api/projects/{projectId}/properties', {
      params,
      body: { name: 'Lindenhof 3' },
    }),
  );
  const assign = (title: string) =>
    unwrap(
      api.POST('/api/projects/{projectId}/tasks', {
        params,
        body: {
          title,
          description: 'Bitte bis Freitag erledigen',
          propertyId: property.id,
          schedule: { type: 'single', category: 'fixed', dates: [today] },
          assignedStaff: [workerId],
        },
      }),
    );
  const first = await assign('Heizung im Keller entlüften');
  await assign('Laub im Innenhof beseitigen');

  const phoneContext = await newContext(browser, server.baseUrl);
  const phone = await phoneContext.newPage();
  await new LoginPage(phone).goto();
  await new LoginPage(phone).login(worker.email, worker.password);
  await phone.waitForURL((url) => !url.pathname.startsWith('/login'));
  const workerApi = await apiAs(phoneContext, server.baseUrl);
  await unwrap(
    workerApi.POST('/api/projects/{projectId}/tickets', {
      params,
      body: { title: 'Tür zum Fahrradkeller klemmt', propertyId: property.id },
    }),
  );
  await unwrap(
    workerApi.POST('/api/projects/{projectId}/time-tracking/absences', {
      params,
      body: {
        userId: workerId,
        startDate: addDays(today, 14),
        endDate: addDays(today, 18),
        type: 'vacation',
        comment: '',
        submit: true,
      },
    }),
  );
  const task = await unwrap(
    workerApi.GET('/api/projects/{projectId}/tasks/{taskId}', {
      params: { path: { projectId, taskId: first.id } },
    }),
  );
  await unwrap(
    workerApi.POST('/api/projects/{projectId}/tasks/{taskId}/execute', {
      params: { path: { projectId, taskId: first.id } },
      body: { version: task.version },
    }),
  );

  // From here on the office is Olga, a member of the project.
  await page.context().clearCookies();
  await new LoginPage(page).goto();
  await new LoginPage(page).login(officeMember.email, officeMember.password);
  await shell.heading('Dashboard').waitFor();
  for (const [round, viewport] of [
    { width: 1400, height: 900 },
    { width: 390, height: 844 },
  ].entries()) {
    // Something unread again for this round ('Alle als gelesen' read the last one's).
    if (round > 0)
      await unwrap(
        workerApi.POST('/api/projects/{projectId}/tickets', {
          params,
          body: { title: 'Licht im Treppenhaus flackert', propertyId: property.id },
        }),
      );
    await page.setViewportSize(viewport);
    await phone.setViewportSize(viewport);
    await page.goto('/');
    await shell.heading('Dashboard').waitFor();
    await page.getByRole('region', { name: 'Nachrichten' }).getByRole('listitem').first().waitFor();
    await shot(page, `${viewport.width}-dashboard`);
    await page.getByRole('link', { name: /^Nachrichten, \d+ ungelesen/ }).click();
    await shell.heading('Nachrichten').waitFor();
    await page.locator('li[data-unread]').first().waitFor();
    await shot(page, `${viewport.width}-feed-unread`);
    await page.getByRole('tab', { name: /^Ungelesen/ }).click();
    await page.waitForURL('**/notifications?tab=unread');
    await page.locator('li[data-unread]').first().waitFor();
    await shot(page, `${viewport.width}-feed-tab-unread`);
    await page.getByRole('button', { name: 'Alle als gelesen' }).click();
    await page.getByText('Keine ungelesenen Nachrichten').waitFor();
    await shot(page, `${viewport.width}-feed-tab-unread-empty`);
    await page.getByRole('tab', { name: /^Alle/ }).click();
    await page.getByRole('link', { name: 'Nachrichten, keine ungelesen' }).waitFor();
    await shot(page, `${viewport.width}-feed-read`);
    await phone.goto('/app/nachrichten');
    await phone.getByRole('heading', { name: 'Nachrichten' }).waitFor();
    await shot(phone, `${viewport.width}-worker-app`);
  }
  await page.goto('/');
  await page.getByRole('button', { name: 'Neue Nachricht' }).click();
  await page.getByRole('dialog', { name: 'Alle Nachrichten löschen?' }).waitFor();
  await shot(page, '390-dashboard-clear');
  await page.getByRole('button', { name: 'Alle löschen' }).click();
  await page.getByText('Gegenwärtig keine neuen Nachrichten vorhanden').first().waitFor();
  await page.goto('/notifications');
  await shell.heading('Nachrichten').waitFor();
  await shot(page, '390-feed-empty');
} finally {
  await browser.close();
  await server.stop();
}
