/**
 * Screenshots of the office's Mitarbeiterübersicht (/time-tracking) of a demo worker while
 * their shift runs ('läuft seit HH:MM', arrived live after the page was open) and with the
 * month's figures 'bis heute' beside the planned rest (shifts entered on the 24th and 31st),
 * at 1400 × 900 and 390 × 844, for looking at the UI (not a test); prints axe's findings.
 * Needs apps/web/dist. Writes PNGs to SHOTS_DIR (/tmp/shots).
 *
 *   npx tsx e2e/screenshots-running-shift.ts
 */
import { mkdirSync } from 'node:fs';
import { unwrap } from '@kontor/api-client';
import { berlinToday } from '@kontor/core/scheduling/index';
import { LoginPage } from './pages/login-page.ts';
import { apiAs } from './support/api.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { openDemo, shoot } from './support/demo-screens.ts';
import { startServer } from './support/server.ts';

const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });
const WORKER_PASSWORD = 'Jan-Passwort-2026';
const JAN_EMAIL = 'jan.schroeder@sonnenschein.example';

const server = await startServer();
const browser = await launchBrowser();
try {
  const { page, api, projectId, workers } = await openDemo(browser, server.baseUrl);
  const jan = workers.find((w) => w.name.startsWith('Jan'))!;
  const params = { path: { projectId } };
  await unwrap(
    api.PUT('/api/projects/{projectId}/user-management/members/{userId}/password', {
      params: { path: { projectId, userId: jan.id } },
      body: { password: WORKER_PASSWORD, passwordRepeat: WORKER_PASSWORD },
    }),
  );
  const today = berlinToday(Date.now());
  const month = today.slice(0, 7);
  // Shifts planned ahead on the 24th and the 31st, where the month has them still to come.
  for (const day of ['24', '31']) {
    const date = `${month}-${day}`;
    if (date <= today || !month.endsWith('-12')) continue;
    const res = await api.POST('/api/projects/{projectId}/time-tracking/entries', {
      params,
      body: { userId: jan.id, date, type: 'work', start: '12:00', end: '20:00', breaks: [] },
    });
    if (res.error) console.log(date, JSON.stringify(res.error));
  }

  for (const viewport of [
    { width: 1400, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/time-tracking?user=${jan.id}&month=${month}`);
    await page.getByRole('table', { name: 'Arbeitszeiten' }).waitFor();
    await shoot(page, outDir, `running-shift-${viewport.width}-figures`);
  }

  // Jan clocks in on the phone while the office's page is open: it shows without a reload.
  const own = await newContext(browser, server.baseUrl);
  const janPage = await own.newPage();
  await new LoginPage(janPage).goto();
  await new LoginPage(janPage).login(JAN_EMAIL, WORKER_PASSWORD);
  await janPage.waitForURL((url) => !url.pathname.startsWith('/login'));
  const janApi = await apiAs(own, server.baseUrl);
  await unwrap(
    janApi.POST('/api/projects/{projectId}/time-tracking/clock', {
      params,
      body: {
        kind: 'in',
        deviceTime: new Date().toISOString(),
        deviceId: 'screenshot-phone',
        deviceSeq: 1,
      },
    }),
  );
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1400, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    const badge = page
      .getByText(/^läuft seit \d\d:\d\d/)
      .filter({ visible: true })
      .first();
    await badge.waitFor();
    await badge.scrollIntoViewIfNeeded();
    await shoot(page, outDir, `running-shift-${viewport.width}-running`);
    // The planned rest beside the counted figures (below the days on a phone).
    const planned = page.getByRole('heading', { name: 'Noch geplant' });
    if (await planned.count()) {
      await planned.scrollIntoViewIfNeeded();
      await shoot(page, outDir, `running-shift-${viewport.width}-planned`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
