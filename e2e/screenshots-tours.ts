/**
 * Screenshots of /tours on the demo project (the 'Touren' tab of an office member and of a
 * worker, the calendar dialog, the settings, the property's Leistungsverzeichnis) at 1400 × 900
 * and 360 × 640, for looking at the UI (not a test); prints axe's serious/critical findings.
 * Needs apps/web/dist. Writes PNGs to SHOTS_DIR (/tmp/shots).
 *
 *   npx tsx e2e/screenshots-tours.ts
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { unwrap } from '@kontor/api-client';
import { blockingFindings as findings } from './a11y/axe-check.ts';
import { LoginPage } from './pages/login-page.ts';
import { ShellPage } from './pages/shell-page.ts';
import { apiAs } from './support/api.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from './support/server.ts';

const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });
const DEMO = 'Hausmeisterservice Sonnenschein GmbH';
const WORKER_PASSWORD = 'Jan-Passwort-2026';

const server = await startServer();
const browser = await launchBrowser();
try {
  const context = await newContext(browser, server.baseUrl);
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const shell = new ShellPage(page);
  const shot = async (name: string) => {
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running'),
    );
    const size = page.viewportSize();
    const file = path.join(outDir, `tours-${size?.width}-${name}.png`);
    await page.screenshot({ path: file });
    const problems = await findings(page);
    console.log(file, problems.length ? `AXE: ${problems.join(' | ')}` : 'axe ok');
  };

  await new LoginPage(page).goto();
  await new LoginPage(page).login(ADMIN_EMAIL, ADMIN_PASSWORD);
  await shell.heading('Dashboard').waitFor();
  await shell.openProject(DEMO);
  const api = await apiAs(context, server.baseUrl);
  const projects = await unwrap(api.GET('/api/projects'));
  const projectId = projects.find((p) => p.name === DEMO)!.id;
  const params = { path: { projectId } };
  const workers = await unwrap(
    api.GET('/api/projects/{projectId}/services/worker-options', { params }),
  );
  const mehmet = workers.items.find((w) => w.name.startsWith('Mehmet'))!;
  const jan = workers.items.find((w) => w.name.startsWith('Jan'))!;
  const properties = await unwrap(api.GET('/api/projects/{projectId}/properties', { params }));

  for (const viewport of [
    { width: 1400, height: 900 },
    { width: 360, height: 640 },
  ]) {
    await page.setViewportSize(viewport);
    const lastMonday = new Date();
    lastMonday.setDate(lastMonday.getDate() - ((lastMonday.getDay() + 6) % 7) - 7);
    await page.goto(`/tours?week=${lastMonday.toISOString().slice(0, 10)}`);
    await page
      .getByRole('button', { name: /erledigt/ })
      .first()
      .waitFor();
    await shot('matrix-last-week');
    await page.goto(`/tours?tab=touren`);
    await page.getByText('Wählen Sie einen Arbeiter').waitFor();
    await shot('pick-worker');
    await page.goto(`/tours?tab=touren&worker=${jan.id}`);
    await page.getByTestId('tour-visit').first().waitFor();
    await shot('week-jan');
    if (viewport.width === 360) {
      await page.screenshot({
        path: path.join(outDir, 'tours-360-week-jan-full.png'),
        fullPage: true,
      });
    }
    const next = new Date();
    next.setDate(next.getDate() + ((8 - next.getDay()) % 7 || 7));
    const monday = next.toISOString().slice(0, 10);
    await page.goto(`/tours?tab=touren&worker=${mehmet.id}&week=${monday}`);
    await page
      .getByText(/vertreten durch/)
      .first()
      .waitFor();
    await shot('next-week-mehmet-absent');
    await page.goto(`/tours?tab=touren&worker=${jan.id}&week=${monday}`);
    await page
      .getByText(/vertritt/)
      .first()
      .waitFor();
    await shot('next-week-jan-substitute');
    await page.goto(`/tours?tab=touren&worker=${jan.id}&week=uebersicht`);
    await page
      .getByText(/Jede Woche|Am \d/)
      .first()
      .waitFor();
    await shot('overview-jan');
    await page.getByRole('button', { name: 'Kalender abonnieren' }).click();
    await page.getByRole('dialog', { name: 'Kalender abonnieren' }).waitFor();
    await shot('calendar-dialog');
    await page.getByRole('button', { name: 'Link erstellen' }).click();
    await page.getByRole('textbox', { name: 'Kalender-Link' }).waitFor();
    await shot('calendar-dialog-link');
    await page.getByRole('button', { name: 'Link widerrufen' }).click();
    await page.getByRole('dialog', { name: 'Kalender-Link widerrufen?' }).waitFor();
    await shot('calendar-revoke');
    await page.getByRole('button', { name: 'Widerrufen' }).click();
    await page.getByText('Es gibt noch keinen Kalender-Link.').waitFor();
    await page.keyboard.press('Escape');
    await page.goto('/tours?tab=leistungseinstellungen');
    await page.getByText('Feiertage der Touren').waitFor();
    await shot('settings');
    await page.goto(`/properties/${properties.items[0]!.id}?tab=leistungsverzeichnis`);
    await page.getByText('Leistungsnachweis').first().waitFor();
    await shot('property-services');
  }

  // The worker's own view.
  await unwrap(
    api.PUT('/api/projects/{projectId}/user-management/members/{userId}/password', {
      params: { path: { projectId, userId: jan.id } },
      body: { password: WORKER_PASSWORD, passwordRepeat: WORKER_PASSWORD },
    }),
  );
  const own = await newContext(browser, server.baseUrl);
  const workerPage = await own.newPage();
  await new LoginPage(workerPage).goto();
  const janEmail = 'jan.schroeder@sonnenschein.example';
  await new LoginPage(workerPage).login(janEmail, WORKER_PASSWORD);
  await workerPage.getByRole('link', { name: 'Touren' }).first().click();
  await workerPage.getByTestId('tour-visit').first().waitFor();
  for (const viewport of [
    { width: 1400, height: 900 },
    { width: 360, height: 640 },
  ]) {
    await workerPage.setViewportSize(viewport);
    await workerPage.reload();
    await workerPage.getByTestId('tour-visit').first().waitFor();
    const file = path.join(outDir, `tours-${viewport.width}-worker-own.png`);
    await workerPage.screenshot({ path: file });
    const problems = await findings(workerPage);
    console.log(file, problems.length ? `AXE: ${problems.join(' | ')}` : 'axe ok');
  }
  await own.close();
} finally {
  await browser.close();
  await server.stop();
}
