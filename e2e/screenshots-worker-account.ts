/**
 * Screenshots of the worker app's account menu (one project, and the switch for a worker in
 * two), a visit opened from 'Woche' (its header names the week) and where 'Erledigt' leads
 * (back to the week), and 'Alle Änderungen wurden übertragen.' after being offline; at
 * 390 × 844 and 1400 × 900, as Jan Schröder of the demo project; prints axe's serious/critical
 * findings. For looking at the UI (not a test). Needs apps/web/dist. Writes PNGs to SHOTS_DIR
 * (/tmp/shots).
 *
 *   npx tsx e2e/screenshots-worker-account.ts
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { unwrap } from '@kontor/api-client';
import { blockingFindings as findings } from './a11y/axe-check.ts';
import { LoginPage } from './pages/login-page.ts';
import { WorkerAppPage } from './pages/worker-app.ts';
import { apiAs } from './support/api.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { startMailSink } from './support/mail-sink.ts';
import { joinByInvitation } from './support/members.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from './support/server.ts';

const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });
const DEMO = 'Hausmeisterservice Sonnenschein GmbH';
const SECOND = 'Objektservice Nord GmbH';
const SECOND_TASK = 'Tiefgarage kehren';
const JAN_EMAIL = 'jan.schroeder@sonnenschein.example';
const JAN_PASSWORD = 'Jan-Passwort-2026';
const berlinDay = (ms: number) =>
  new Date(ms).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

async function shot(page: Page, name: string, fullPage = false) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(outDir, `worker-account-${width}-${name}.png`);
  await page.screenshot({ path: file, fullPage });
  const scroll = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  const problems = await findings(page);
  console.log(
    file,
    problems.length ? `AXE: ${problems.join(' | ')}` : 'axe ok',
    scroll ? 'HORIZONTAL SCROLL' : '',
  );
}

const mailDir = mkdtempSync(path.join(tmpdir(), 'kontor-shots-mail-'));
const sink = await startMailSink(mailDir);
const server = await startServer({ env: { SMTP_URL: sink.url } });
const browser = await launchBrowser();
try {
  const admin = await newContext(browser, server.baseUrl);
  const adminPage = await admin.newPage();
  await new LoginPage(adminPage).goto();
  await new LoginPage(adminPage).login(ADMIN_EMAIL, ADMIN_PASSWORD);
  await adminPage.waitForURL((url) => !url.pathname.startsWith('/login'));
  const api = await apiAs(admin, server.baseUrl);
  const projectId = (await unwrap(api.GET('/api/projects'))).find((p) => p.name === DEMO)!.id;
  const workers = await unwrap(
    api.GET('/api/projects/{projectId}/services/worker-options', {
      params: { path: { projectId } },
    }),
  );
  const jan = workers.items.find((w) => w.name.startsWith('Jan'))!;
  await unwrap(
    api.PUT('/api/projects/{projectId}/user-management/members/{userId}/password', {
      params: { path: { projectId, userId: jan.id } },
      body: { password: JAN_PASSWORD, passwordRepeat: JAN_PASSWORD },
    }),
  );
  // Jan also works for a second company: an invitation, accepted; a task there today.
  const second = await unwrap(
    api.POST('/api/projects', { body: { name: SECOND, modules: ['/properties', '/tasks'] } }),
  );
  await joinByInvitation({
    api,
    browser,
    baseUrl: server.baseUrl,
    mailDir,
    projectId: second.id,
    person: { name: jan.name, email: JAN_EMAIL, password: JAN_PASSWORD },
  });
  const params = { path: { projectId: second.id } };
  const property = await unwrap(
    api.POST('/api/projects/{projectId}/properties', { params, body: { name: 'Parkhaus Nord' } }),
  );
  await unwrap(
    api.POST('/api/projects/{projectId}/tasks', {
      params,
      body: {
        title: SECOND_TASK,
        propertyId: property.id,
        schedule: { type: 'single', category: 'fixed', dates: [berlinDay(Date.now())] },
        assignedStaff: [jan.id],
      },
    }),
  );

  const context = await newContext(browser, server.baseUrl);
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await new LoginPage(page).goto();
  await new LoginPage(page).login(JAN_EMAIL, JAN_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.evaluate((id) => localStorage.setItem('kontor.activeProjectId', id), projectId);
  const app = new WorkerAppPage(page);
  await app.goto(WorkerAppPage.paths.today);
  const today = berlinDay(Date.now());
  const agenda = await app.agenda(projectId, today, today);
  // Visits of today still to do: one per viewport for 'Erledigt'.
  const todo = agenda.days[0]!.items.filter((i) => i.kind === 'visit' && i.status === 'planned');
  console.log('visits to do today', todo.length);

  for (const [index, viewport] of [
    { width: 390, height: 844 },
    { width: 1400, height: 900 },
  ].entries()) {
    await page.setViewportSize(viewport);
    await app.goto(WorkerAppPage.paths.today);
    await app.heading('Heute').first().waitFor();
    await app.openAccountMenu();
    await shot(page, 'menu-two-projects');
    await app.switchProject(SECOND);
    await app.item(SECOND_TASK).waitFor();
    await shot(page, 'second-project');
    await app.switchProject(DEMO);
    await app.heading('Heute').first().waitFor();

    // A visit of today opened from the week: 'Erledigt' leads back there. Without one left
    // to do, any visit of the week, left with the header's back arrow.
    await app.nav('Woche').click();
    await app.heading('Morgen').waitFor();
    const visit = todo[index];
    const link = visit
      ? page.locator(`a[href="${WorkerAppPage.paths.visit(String(visit.entryId), today)}"]`)
      : page.locator('a[href^="/app/besuch/"]').first();
    await link.click();
    await app.pageTitle('Woche').waitFor();
    await shot(page, 'visit-from-week');
    if (visit) {
      await app.report('Erledigt', 'Erledigt', 'Alles erledigt.');
    } else {
      await page.getByRole('button', { name: 'Zurück' }).click();
    }
    await page.waitForURL('**/app/woche');
    await app.heading('Morgen').waitFor();
    await shot(page, 'week-after-done');

    await app.goto(WorkerAppPage.paths.time);
    await app.heading('Stempeluhr').waitFor();
    await context.setOffline(true);
    await page
      .getByRole('button', { name: /^(Einstempeln|Pause beginnen|Pause beenden)$/ })
      .first()
      .click();
    await page.getByText('1 Änderung wartet auf Übertragung').waitFor();
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.getByText('Alle Änderungen wurden übertragen.').waitFor();
    await shot(page, 'delivered');
  }

  // One project only: the menu names it, without a switch.
  await unwrap(
    api.DELETE('/api/projects/{projectId}/admin/members/{userId}', {
      params: { path: { projectId: second.id, userId: jan.id } },
    }),
  );
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1400, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await app.goto(WorkerAppPage.paths.week);
    await app.heading('Morgen').waitFor();
    await app.openAccountMenu();
    await shot(page, 'menu-one-project');
  }
} finally {
  await browser.close();
  await server.stop();
  await sink.stop();
  rmSync(mailDir, { recursive: true, force: true });
}
