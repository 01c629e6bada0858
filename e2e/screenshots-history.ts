/**
 * Screenshots of the change history (issue 31, 'Verlauf'): the time slide-in's Verlauf tab, its
 * reason field for a past week, and an absence's Verlauf dialog, on the demo project at
 * 1400 × 900 and 360 × 640, for looking at the UI (not a test); prints axe's serious and
 * critical findings. Needs apps/web/dist. PNGs go to SHOTS_DIR (/tmp/shots).
 *
 *   npx tsx e2e/screenshots-history.ts
 */
import { mkdirSync } from 'node:fs';
import { unwrap } from '@kontor/api-client';
import { berlinToday } from '@kontor/core/scheduling/index';
import { weekStartOf } from '@kontor/core/time-tracking/change-history';
import { addDays } from '@kontor/core/time-tracking/local-date';
import { launchBrowser } from './support/browser.ts';
import { openDemo, shoot } from './support/demo-screens.ts';
import { startServer } from './support/server.ts';

const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });

const clock = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

const server = await startServer();
const browser = await launchBrowser();
try {
  const { page, api, projectId, workers } = await openDemo(browser, server.baseUrl);
  const jan = workers.find((w) => w.name.startsWith('Jan'))!;
  const today = berlinToday(Date.now());
  // A time of Jan in last week, changed twice by the office with a reason.
  const lastMonday = addDays(weekStartOf(today), -7);
  const [year, month] = lastMonday.split('-').map(Number) as [number, number];
  const view = await unwrap(
    api.GET('/api/projects/{projectId}/time-tracking/users/{userId}/months/{year}/{month}', {
      params: { path: { projectId, userId: jan.id, year, month } },
    }),
  );
  const entry = view.days
    .filter((d) => d.date >= lastMonday && d.date < weekStartOf(today))
    .flatMap((d) => d.entries)
    .find((e) => e.type === 'work');
  if (!entry) throw new Error(`Jan hat in der Woche ab ${lastMonday} keine Zeit`);
  const body = {
    date: entry.date,
    type: 'work' as const,
    start: '06:45',
    end: clock(entry.end),
    breaks: entry.breaks.map((b) => ({ start: clock(b.start), end: clock(b.end) })),
    comment: '',
  };
  const entryPath = { path: { projectId, entryId: entry.id } };
  const first = await unwrap(
    api.PUT('/api/projects/{projectId}/time-tracking/entries/{entryId}', {
      params: entryPath,
      body: { ...body, version: entry.version, reason: 'Stundenzettel: Beginn war 06:45' },
    }),
  );
  await unwrap(
    api.PUT('/api/projects/{projectId}/time-tracking/entries/{entryId}', {
      params: entryPath,
      body: {
        ...body,
        comment: 'Schlüssel für Objekt Lindenstraße abgeholt',
        version: first.entry.version,
        reason: 'Kommentar nachgetragen',
      },
    }),
  );
  // An absence of Jan that was asked for and refused with a reason.
  // Next week's Tuesday, or last week's once next week is in a year without a record.
  const nextTuesday = addDays(weekStartOf(today), 8);
  const start =
    nextTuesday.slice(0, 4) === today.slice(0, 4) ? nextTuesday : addDays(lastMonday, 1);
  const absence = await unwrap(
    api.POST('/api/projects/{projectId}/time-tracking/absences', {
      params: { path: { projectId } },
      body: {
        userId: jan.id,
        startDate: start,
        endDate: addDays(start, 2),
        type: 'vacation',
        comment: 'Familienfeier',
        submit: true,
      },
    }),
  );
  await unwrap(
    api.POST('/api/projects/{projectId}/time-tracking/absences/{absenceId}/refuse', {
      params: { path: { projectId, absenceId: absence.id } },
      body: { version: absence.version, reason: 'In dieser Woche ist schon Mehmet im Urlaub.' },
    }),
  );
  const label = `Zeit 06:45–${body.end} bearbeiten`;

  for (const viewport of [
    { width: 1400, height: 900 },
    { width: 360, height: 640 },
  ]) {
    const size = viewport.width;
    await page.setViewportSize(viewport);
    await page.goto(`/time-tracking?user=${jan.id}&month=${lastMonday.slice(0, 7)}`);
    await page.getByRole('button', { name: label }).filter({ visible: true }).first().click();
    const panel = page.getByRole('dialog', { name: /^Zeit bearbeiten/ });
    await panel.getByText('Grund der Änderung').waitFor();
    await panel.getByText('Grund der Änderung').scrollIntoViewIfNeeded();
    await shoot(page, outDir, `history-${size}-entry-reason`);
    await panel.getByRole('tab', { name: 'Verlauf' }).click();
    await panel.getByText('Kommentar nachgetragen').first().waitFor();
    await shoot(page, outDir, `history-${size}-entry-verlauf`);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    await page.goto(`/time-tracking?tab=abwesenheiten&employee=${jan.id}`);
    await page
      .getByRole('button', { name: /^Verlauf: Jan/ })
      .filter({ visible: true })
      .last()
      .click();
    const dialog = page.getByRole('dialog', { name: /^Verlauf: Jan/ });
    await dialog.getByText('In dieser Woche ist schon Mehmet im Urlaub.').first().waitFor();
    await shoot(page, outDir, `history-${size}-absence-verlauf`);
    await page.keyboard.press('Escape');
  }
} finally {
  await browser.close();
  await server.stop();
}
