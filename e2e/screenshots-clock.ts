/**
 * Screenshots of the office's month of a worker (/time-tracking) with an entry the time clock
 * made from events sent late ('nachträglich übertragen'), at 1400 × 900 and 360 × 640, for
 * looking at the UI (not a test); prints axe's serious/critical findings. Needs apps/web/dist.
 * Writes PNGs to SHOTS_DIR (/tmp/shots).
 *
 *   npx tsx e2e/screenshots-clock.ts
 */
import { mkdirSync } from 'node:fs';
import { unwrap } from '@kontor/api-client';
import { toInstant } from '@kontor/core/time-tracking/berlin-time';
import { addDays } from '@kontor/core/time-tracking/local-date';
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

/** ISO of a Berlin wall-clock time. */
const berlin = (date: string, hour: number, minute = 0) =>
  new Date(toInstant(date, hour * 60 + minute) * 60_000).toISOString();

const server = await startServer();
const browser = await launchBrowser();
try {
  const { page, api, projectId, workers } = await openDemo(browser, server.baseUrl);
  const jan = workers.find((w) => w.name.startsWith('Jan'))!;
  await unwrap(
    api.PUT('/api/projects/{projectId}/user-management/members/{userId}/password', {
      params: { path: { projectId, userId: jan.id } },
      body: { password: WORKER_PASSWORD, passwordRepeat: WORKER_PASSWORD },
    }),
  );

  // Jan's phone was offline yesterday evening: the events arrive now.
  const own = await newContext(browser, server.baseUrl);
  const janPage = await own.newPage();
  await new LoginPage(janPage).goto();
  await new LoginPage(janPage).login(JAN_EMAIL, WORKER_PASSWORD);
  await janPage.waitForURL((url) => !url.pathname.startsWith('/login'));
  const janApi = await apiAs(own, server.baseUrl);
  const clock = '/api/projects/{projectId}/time-tracking/clock' as const;
  let seq = 0;
  let day = berlinToday(Date.now());
  let closed = false;
  // The demo fills working days; an evening shift of a recent day finds room.
  while (!closed) {
    day = addDays(day, -1);
    const send = (kind: 'in' | 'break-start' | 'break-end' | 'out', at: string) =>
      janApi.POST(clock, {
        params: { path: { projectId } },
        body: { kind, deviceTime: at, deviceId: 'screenshot-phone', deviceSeq: ++seq },
      });
    try {
      await send('in', berlin(day, 17, 30));
      await send('break-start', berlin(day, 19, 0));
      await send('break-end', berlin(day, 19, 20));
      closed = (await send('out', berlin(day, 22, 0))).response.status === 201;
    } catch (error) {
      // A day of vacation or a late shift of the demo: the shift stays open, try a day earlier.
      console.log(day, String(error));
    }
  }

  for (const viewport of [
    { width: 1400, height: 900 },
    { width: 360, height: 640 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/time-tracking?user=${jan.id}&month=${day.slice(0, 7)}`);
    const badge = page.getByText('nachträglich übertragen').filter({ visible: true }).first();
    await badge.scrollIntoViewIfNeeded();
    await badge.hover();
    await page.getByRole('tooltip').waitFor();
    await shoot(page, outDir, `clock-${viewport.width}-late-entry`);
  }
} finally {
  await browser.close();
  await server.stop();
}
