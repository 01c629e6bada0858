/**
 * Screenshots of the worker app (/app) on the demo project as Jan Schröder (a worker) at
 * 360 × 640 and 1400 × 900, for looking at the UI (not a test); prints axe's serious/critical
 * findings. Needs apps/web/dist. Writes PNGs to SHOTS_DIR (/tmp/shots).
 *
 *   npx tsx e2e/screenshots-worker-app.ts
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { unwrap } from '@kontor/api-client';
import { blockingFindings as findings } from './a11y/axe-check.ts';
import { pngFile } from './fixtures/files.ts';
import { LoginPage } from './pages/login-page.ts';
import { WorkerAppPage } from './pages/worker-app.ts';
import { apiAs } from './support/api.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from './support/server.ts';

const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });
const DEMO = 'Hausmeisterservice Sonnenschein GmbH';
const JAN_EMAIL = 'jan.schroeder@sonnenschein.example';
const JAN_PASSWORD = 'Jan-Passwort-2026';

const server = await startServer();
const browser = await launchBrowser();
try {
  const admin = await newContext(browser, server.baseUrl);
  const adminPage = await admin.newPage();
  await new LoginPage(adminPage).goto();
  await new LoginPage(adminPage).login(ADMIN_EMAIL, ADMIN_PASSWORD);
  await adminPage.waitForURL((url) => !url.pathname.startsWith('/login'));
  const api = await apiAs(admin, server.baseUrl);
  const projectId = (await unwrap(api.GET('/api/projects'))).find((p) => p.name === DEMO)!.id;
  const params = { path: { projectId } };
  const workers = await unwrap(
    api.GET('/api/projects/{projectId}/services/worker-options', { params }),
  );
  const jan = workers.items.find((w) => w.name.startsWith('Jan'))!;
  await unwrap(
    api.PUT('/api/projects/{projectId}/user-management/members/{userId}/password', {
      params: { path: { projectId, userId: jan.id } },
      body: { password: JAN_PASSWORD, passwordRepeat: JAN_PASSWORD },
    }),
  );

  const context = await newContext(browser, server.baseUrl);
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  await page.setViewportSize({ width: 360, height: 640 });
  await new LoginPage(page).goto();
  await new LoginPage(page).login(JAN_EMAIL, JAN_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const app = new WorkerAppPage(page);
  await app.goto(WorkerAppPage.paths.today);
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
  const week = await app.agenda(projectId, today, today);
  const all = [...week.days.flatMap((day) => day.items), ...week.undated];
  const task = all.find((item) => item.kind === 'task');
  const agenda = await app.agenda(
    projectId,
    today,
    new Date(Date.now() + 6 * 86_400_000).toLocaleDateString('sv-SE', {
      timeZone: 'Europe/Berlin',
    }),
  );
  const visit = agenda.days.flatMap((day) => day.items).find((item) => item.kind === 'visit');
  console.log('task', task?.id, 'visit', visit?.entryId, visit?.plannedDate);

  for (const viewport of [
    { width: 360, height: 640 },
    { width: 1400, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    const shot = async (name: string, fullPage = false) => {
      await page.waitForFunction(() =>
        document.getAnimations().every((a) => a.playState !== 'running'),
      );
      const file = path.join(outDir, `worker-app-${viewport.width}-${name}.png`);
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
    };
    await app.goto(WorkerAppPage.paths.today);
    await app.heading('Heute').first().waitFor();
    await shot('today');
    await shot('today-full', true);
    await app.goto(WorkerAppPage.paths.week);
    await app.heading('Morgen').waitFor();
    await shot('week');
    if (task) {
      await app.goto(WorkerAppPage.paths.task(String(task.id)));
      await app.heading(String(task.title)).first().waitFor();
      await shot('task');
      await page.getByRole('button', { name: 'Als ausgeführt melden' }).click();
      await page.getByLabel('Kommentar').waitFor();
      await shot('task-form', true);
    }
    if (visit) {
      await app.goto(WorkerAppPage.paths.visit(String(visit.entryId), String(visit.plannedDate)));
      await app.heading(String(visit.serviceName)).first().waitFor();
      await page.getByRole('button', { name: 'Erledigt' }).click();
      await page.getByLabel('Uhrzeit').waitFor();
      await shot('visit-form', true);
    }
    await app.goto(WorkerAppPage.paths.time);
    await app.heading('Stempeluhr').waitFor();
    await page.getByText('Dieser Monat').waitFor();
    await shot('time');
    await app.goto(WorkerAppPage.paths.absences);
    await app.heading('Abwesenheiten').waitFor();
    await page.getByRole('button', { name: 'Abwesenheit beantragen' }).click();
    await shot('absences-form', true);
    await app.goto(WorkerAppPage.paths.messages);
    await app.heading('Neu zugewiesene Aufgaben').waitFor();
    await shot('messages');
  }

  // Web Push: the toggle once notifications are allowed (headless Chromium has no push
  // service, so subscribing ends in the toggle's error text).
  await page.setViewportSize({ width: 360, height: 640 });
  await context.grantPermissions(['notifications']);
  await app.goto(WorkerAppPage.paths.messages);
  const pushToggle = page.getByRole('switch', { name: 'Push-Benachrichtigungen auf diesem Gerät' });
  await pushToggle.and(page.locator(':enabled')).waitFor({ state: 'attached' });
  await pushToggle.click();
  await page
    .getByText(/Neue Nachrichten erscheinen auch|konnten nicht eingerichtet/)
    .first()
    .waitFor();
  await page.screenshot({ path: path.join(outDir, 'worker-app-360-messages-push.png') });
  console.log('push toggle', await pushToggle.isChecked(), await findings(page));

  // The flows, once, on the phone. Offline first: the event waits and the clock shows it.
  await page.setViewportSize({ width: 360, height: 640 });
  await app.goto(WorkerAppPage.paths.time);
  await context.setOffline(true);
  await app.clockButton('Einstempeln').click();
  await app.clockButton('Pause beginnen').waitFor();
  await page.getByText('1 Änderung wartet auf Übertragung').waitFor();
  await page.screenshot({ path: path.join(outDir, 'worker-app-360-offline-clock.png') });
  await app.clockButton('Ausstempeln').click();
  await page.getByText('Offline: Die Prüfung').waitFor();
  await page.screenshot({ path: path.join(outDir, 'worker-app-360-offline-out.png') });
  console.log('offline out', await findings(page));
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.getByText('1 Änderung wartet auf Übertragung').waitFor({ state: 'detached' });
  await app.clockButton('Pause beginnen').click();
  await app.clockButton('Pause beenden').click();
  await app.clockButton('Ausstempeln').click();
  await page
    .getByText(/Hinweise|Keine Hinweise/)
    .first()
    .waitFor();
  await page.screenshot({ path: path.join(outDir, 'worker-app-360-clock-out-confirm.png') });
  console.log('clock-out confirm', await findings(page));
  await page.getByRole('button', { name: 'Ja, ausstempeln' }).click();
  // A shift of a few seconds is refused by the server ('Endzeit muss nach Startzeit sein'):
  // the refusal shows in the connection bar.
  await page.getByRole('alert').or(app.clockButton('Einstempeln')).first().waitFor();
  await page.screenshot({ path: path.join(outDir, 'worker-app-360-clock-after.png') });

  await app.goto(WorkerAppPage.paths.absences);
  await app.requestAbsence('Urlaub', '2026-12-21', '2026-12-23');
  await page.getByText('21.12.2026 – 23.12.2026').waitFor();
  await page.getByText('Eingereicht').first().waitFor();
  await page.screenshot({
    path: path.join(outDir, 'worker-app-360-absence-submitted.png'),
    fullPage: true,
  });

  if (task) {
    await app.goto(WorkerAppPage.paths.task(String(task.id)));
    await app.report('Als ausgeführt melden', 'Melden', 'Alles erledigt.', [pngFile(2400, 1800)]);
    await app.heading('Heute').first().waitFor();
    // The agenda lists assigned tasks only: once sent, the executed task leaves the list.
    await app
      .item(String(task.title))
      .getByText('wird übertragen')
      .or(page.getByText('Für heute ist nichts geplant.'))
      .first()
      .waitFor();
    await page.screenshot({
      path: path.join(outDir, 'worker-app-360-after-execute.png'),
      fullPage: true,
    });
    console.log('executed', task.title);
  }
  if (visit) {
    await app.goto(WorkerAppPage.paths.visit(String(visit.entryId), String(visit.plannedDate)));
    await app.report('Erledigt', 'Erledigt', 'Treppenhaus gewischt.', [pngFile(1200, 1600)]);
    await app.heading('Heute').first().waitFor();
    await app.goto(WorkerAppPage.paths.week);
    await page
      .getByText(/Erledigt um/)
      .first()
      .waitFor();
    await page.screenshot({ path: path.join(outDir, 'worker-app-360-week-after-visit.png') });
    console.log('visit confirmed');
  }
} finally {
  await browser.close();
  await server.stop();
}
