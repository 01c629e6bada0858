/**
 * Screenshots of the DATEV LODAS screens (issue 31): the export of last month with its preview
 * and the differences after an export, and the 'Lohnarten' dialog, at 1400 × 900 and 360 × 640,
 * for looking at the UI (not a test); prints axe's serious/critical findings. Needs
 * apps/web/dist. PNGs go to SHOTS_DIR (/tmp/shots).
 *
 *   npx tsx e2e/screenshots-lodas.ts
 */
import { mkdirSync } from 'node:fs';
import { unwrap } from '@kontor/api-client';
import { berlinToday } from '@kontor/core/scheduling/index';
import { addDays, weekdayOf } from '@kontor/core/time-tracking/local-date';
import { launchBrowser } from './support/browser.ts';
import { openDemo, shoot } from './support/demo-screens.ts';
import { startServer } from './support/server.ts';

const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });

const server = await startServer();
const browser = await launchBrowser();
try {
  const { page, api, projectId, workers } = await openDemo(browser, server.baseUrl);
  const today = berlinToday(Date.now());
  const last = addDays(`${today.slice(0, 7)}-01`, -1);
  const [year, month] = [Number(last.slice(0, 4)), Number(last.slice(5, 7))];
  const params = { params: { path: { projectId } } };
  const settings = await unwrap(
    api.GET('/api/projects/{projectId}/time-tracking/lodas/settings', params),
  );
  await unwrap(
    api.PUT('/api/projects/{projectId}/time-tracking/lodas/settings', {
      ...params,
      body: {
        consultantNumber: 1234567,
        clientNumber: 12345,
        wageTypes: Object.fromEntries(settings.figures.map((f) => [f.figure, f.wageType])) as never,
        surcharges: {},
        version: settings.version,
      },
    }),
  );
  const monthPath = { params: { path: { projectId, year, month } } };
  const preview = await unwrap(
    api.GET('/api/projects/{projectId}/time-tracking/lodas/{year}/{month}', monthPath),
  );
  if (preview.refused.length === 0 && preview.lines.length > 0) {
    await api.POST('/api/projects/{projectId}/time-tracking/lodas/{year}/{month}/export', {
      ...monthPath,
      body: { checksum: preview.checksum },
      parseAs: 'blob',
    });
    // A time added afterwards: the screen shows the difference before the next export.
    let day = addDays(last, -3);
    while (weekdayOf(day) >= 5) day = addDays(day, -1);
    const someone = preview.lines[0]!.user.id;
    await api.POST('/api/projects/{projectId}/time-tracking/entries', {
      ...params,
      body: { userId: someone, date: day, type: 'work', start: '18:00', end: '20:30' },
    });
  }
  console.log(
    'workers',
    workers.length,
    'lines',
    preview.lines.length,
    'refused',
    preview.refused.length,
  );

  for (const viewport of [
    { width: 1400, height: 900 },
    { width: 360, height: 640 },
  ]) {
    const w = viewport.width;
    await page.setViewportSize(viewport);
    await page.goto(`/datev-lodas?month=${last.slice(0, 7)}`);
    await page.getByRole('heading', { level: 1, name: 'DATEV LODAS' }).waitFor();
    await page.getByText(/^(Zuletzt exportiert am|Dieser Monat wurde noch nicht)/).waitFor();
    await shoot(page, outDir, `lodas-${w}-export`);
    await page.getByLabel('Vorschau der Bewegungsdaten').scrollIntoViewIfNeeded();
    await shoot(page, outDir, `lodas-${w}-preview`);
    await page.getByRole('button', { name: 'Lohnarten' }).filter({ visible: true }).first().click();
    await page
      .getByRole('dialog', { name: 'Lohnarten für DATEV LODAS' })
      .getByText('Vorschlag: 100')
      .waitFor();
    await shoot(page, outDir, `lodas-${w}-settings`);
    await page.keyboard.press('Escape');
  }
} finally {
  await browser.close();
  await server.stop();
}
