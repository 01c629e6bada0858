/**
 * Screenshots of the screens issue 35 changed in Abwesenheiten and Touren, on the demo project,
 * at 1400 × 900 and 390 × 844, for looking at the UI (not a test); prints axe's serious and
 * critical findings. Needs apps/web/dist. PNGs go to SHOTS_DIR (/tmp/shots).
 *
 *   npx tsx e2e/screenshots-absences-tours.ts
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
  const params = { path: { projectId } };
  const jan = workers.find((w) => w.name.startsWith('Jan'))!;
  const today = berlinToday(Date.now());
  // Two requests of Jan in the weeks ahead: one waits, one is refused with a reason.
  const monday = addDays(today, 7 - weekdayOf(today));
  const made: string[] = [];
  for (let week = 0; made.length < 2 && week < 8; week++) {
    const start = addDays(monday, 7 * week);
    const result = await api.POST('/api/projects/{projectId}/time-tracking/absences', {
      params,
      body: {
        userId: jan.id,
        startDate: start,
        endDate: addDays(start, 2),
        type: 'vacation',
        comment: '',
        submit: true,
      },
    });
    if (result.data) made.push(result.data.id);
  }
  const list = await unwrap(
    api.GET('/api/projects/{projectId}/time-tracking/absences', {
      params: { ...params, query: { userId: jan.id } },
    }),
  );
  const refused = list.items.find((a) => a.id === made[1]);
  if (refused) {
    await unwrap(
      api.POST('/api/projects/{projectId}/time-tracking/absences/{absenceId}/refuse', {
        params: { path: { projectId, absenceId: refused.id } },
        body: { version: refused.version, reason: 'In dieser Woche ist schon Mehmet im Urlaub.' },
      }),
    );
  }
  const shownMonth = addDays(monday, 0).slice(0, 7);
  const properties = await unwrap(api.GET('/api/projects/{projectId}/properties', { params }));

  for (const viewport of [
    { width: 1400, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const size = viewport.width;
    await page.setViewportSize(viewport);
    await page.goto('/time-tracking?tab=abwesenheiten');
    await page
      .getByText(/Begründung: In dieser Woche/)
      .filter({ visible: true })
      .first()
      .waitFor();
    await shoot(page, outDir, `absences-${size}-list`);
    await page
      .getByRole('button', { name: /^Abwesenheit bearbeiten: Jan/ })
      .filter({ visible: true })
      .first()
      .click();
    await page.getByText(/^Umfasst (\d+ Arbeitstage?|keinen Arbeitstag)$/).waitFor();
    await shoot(page, outDir, `absences-${size}-dialog-preview`);
    await page.keyboard.press('Escape');
    await page.goto(`/time-tracking?tab=kalender`);
    await page.getByText('Legende', { exact: false }).or(page.getByRole('group')).first().waitFor();
    if (shownMonth !== today.slice(0, 7)) {
      await page.getByRole('button', { name: 'Monat' }).first().click();
    }
    await page.locator('[class*="pending"]').first().waitFor();
    await page.locator('[class*="pending"]').first().scrollIntoViewIfNeeded();
    await shoot(page, outDir, `absences-${size}-calendar`);

    await page.goto(`/tours?tab=touren&worker=${jan.id}`);
    await page.getByRole('button', { name: 'Nächste Woche', exact: true }).waitFor();
    await page.getByTestId('tour-visit').first().waitFor();
    await shoot(page, outDir, `tours-${size}-week-buttons`);
    await page.goto('/tours');
    await page.getByRole('table', { name: /Leistungsverzeichnis/ }).waitFor();
    await shoot(page, outDir, `tours-${size}-matrix`);
    await page.goto(`/properties/${properties.items[0]!.id}?tab=leistungsverzeichnis`);
    await page.getByText('Vertretungen').first().waitFor();
    await shoot(page, outDir, `tours-${size}-property-services`);
    await page.getByRole('button', { name: 'Leistung hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leistung hinzufügen' });
    await dialog.getByRole('textbox', { name: 'Startwoche' }).click();
    await page
      .getByRole('option', { name: /^KW \d+\/\d{4} \(/ })
      .first()
      .waitFor();
    await shoot(page, outDir, `tours-${size}-start-week`);
    await page.keyboard.press('Escape');
  }
} finally {
  await browser.close();
  await server.stop();
}
