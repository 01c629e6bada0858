/**
 * Screenshots of 'Nachrichten' (bell, feed, dashboard widget, worker app screen) at 1400 × 900
 * and 360 × 640, for looking at the UI (not a test); prints axe's serious/critical findings.
 * The messages come from real events: a worker reports a ticket, an absence and a finished
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
import { createWorker } from './support/members.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from './support/server.ts';

const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });
const worker = {
  firstName: 'Walter',
  familyName: 'Winkler',
  email: 'walter.winkler@kontor.local',
  password: 'Walter-Passwort-2026',
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
  ] as const;
  const { id: projectId } = await unwrap(
    api.POST('/api/projects', {
      body: { name: 'Hausverwaltung Lindenhof', modules: [...modules] },
    }),
  );
  const params = { path: { projectId } };
  const workerId = await createWorker(api, projectId, worker);
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

  await page.reload();
  await shell.openProject('Hausverwaltung Lindenhof');
  for (const viewport of [
    { width: 1400, height: 900 },
    { width: 360, height: 640 },
  ]) {
    await page.setViewportSize(viewport);
    await phone.setViewportSize(viewport);
    await page.goto('/');
    await shell.heading('Dashboard').waitFor();
    await page.getByRole('region', { name: 'Nachrichten' }).getByRole('listitem').first().waitFor();
    await shot(page, `${viewport.width}-dashboard`);
    await page.getByRole('link', { name: /^Nachrichten, / }).click();
    await shell.heading('Nachrichten').waitFor();
    await shot(page, `${viewport.width}-feed-unread`);
    await page.getByRole('link', { name: 'Nachrichten, keine ungelesen' }).waitFor();
    await shot(page, `${viewport.width}-feed-read`);
    await phone.goto('/app/nachrichten');
    await phone.getByRole('heading', { name: 'Nachrichten' }).waitFor();
    await shot(phone, `${viewport.width}-worker-app`);
  }
  await page.goto('/');
  await page.getByRole('button', { name: 'Neue Nachricht' }).click();
  await page.getByRole('dialog', { name: 'Alle Nachrichten löschen?' }).waitFor();
  await shot(page, '360-dashboard-clear');
  await page.getByRole('button', { name: 'Alle löschen' }).click();
  await page.getByText('Gegenwärtig keine neuen Nachrichten vorhanden').first().waitFor();
  await page.goto('/notifications');
  await shell.heading('Nachrichten').waitFor();
  await shot(page, '360-feed-empty');
} finally {
  await browser.close();
  await server.stop();
}
