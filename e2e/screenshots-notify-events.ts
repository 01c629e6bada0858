/**
 * Screenshots of the screens the notification events added, at 1400 × 900 and 360 × 640, for
 * looking at the UI (not a test); prints axe's serious/critical findings. Needs apps/web/dist.
 * Writes PNGs to SHOTS_DIR (/tmp/shots):
 * - the Abwesenheiten table with 'Ablehnen' beside 'Genehmigen', the 'Abwesenheit ablehnen'
 *   dialog with a 'Begründung', and the table after the refusal;
 * - 'Aufgabe erstellen' with 'Dringend benachrichtigen (auch in der Ruhezeit)' checked.
 *
 *   npx tsx e2e/screenshots-notify-events.ts
 */
import { mkdirSync } from 'node:fs';
import { berlinToday } from '@kontor/core/scheduling/index';
import { addDays } from '@kontor/core/time-tracking/local-date';
import { launchBrowser } from './support/browser.ts';
import { openDemo, shoot as shootTo } from './support/demo-screens.ts';
import { startServer } from './support/server.ts';

const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });
const shoot = (page: Parameters<typeof shootTo>[0], name: string) => shootTo(page, outDir, name);

const server = await startServer();
const browser = await launchBrowser();
try {
  const { page, api, projectId, workers } = await openDemo(browser, server.baseUrl);
  const jan = workers.find((w) => w.name.startsWith('Jan'))!;

  for (const viewport of [
    { width: 1400, height: 900 },
    { width: 360, height: 640 },
  ]) {
    await page.setViewportSize(viewport);
    const w = viewport.width;

    // A request Jan handed in: the office submits it for him (the next days without one).
    let start = berlinToday(Date.now());
    for (let submitted = false; !submitted;) {
      start = addDays(start, 1);
      const res = await api
        .POST('/api/projects/{projectId}/time-tracking/absences', {
          params: { path: { projectId } },
          body: {
            userId: jan.id,
            startDate: start,
            endDate: addDays(start, 2),
            type: 'vacation',
            comment: 'Familienfeier',
            submit: true,
          },
        })
        .catch((error: unknown) => console.log(start, String(error)));
      submitted = res?.response.status === 201;
    }
    await page.goto(`/time-tracking?tab=abwesenheiten&employee=${jan.id}`);
    const refuse = page.getByRole('button', { name: /^Ablehnen: / }).first();
    await refuse.scrollIntoViewIfNeeded();
    await shoot(page, `refuse-${w}-table`);

    await refuse.click();
    const dialog = page.getByRole('dialog', { name: 'Abwesenheit ablehnen' });
    await dialog
      .getByRole('textbox', { name: 'Begründung' })
      .fill('In dieser Woche sind schon zwei Kollegen im Urlaub.');
    await shoot(page, `refuse-${w}-dialog`);
    await dialog.getByRole('button', { name: 'Ablehnen' }).click();
    await page.getByText('Abwesenheit abgelehnt').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await shoot(page, `refuse-${w}-after`);

    await page.goto('/tasks');
    await page.getByRole('button', { name: 'Neue Aufgabe erstellen' }).click();
    const create = page.getByRole('dialog', { name: 'Aufgabe erstellen' });
    await create.getByRole('textbox', { name: 'Titel' }).fill('Heizungsausfall prüfen');
    const urgent = create.getByRole('checkbox', {
      name: 'Dringend benachrichtigen (auch in der Ruhezeit)',
    });
    await urgent.scrollIntoViewIfNeeded();
    await shoot(page, `task-urgent-${w}-no-staff`);
    await create.getByRole('textbox', { name: 'Mitarbeiter' }).click();
    await page.getByRole('option', { name: jan.name }).click();
    await create.getByRole('textbox', { name: 'Titel' }).click();
    await urgent.check();
    await urgent.scrollIntoViewIfNeeded();
    await shoot(page, `task-urgent-${w}-checked`);
    await create.getByRole('button', { name: 'Abbrechen' }).click();
  }
} finally {
  await browser.close();
  await server.stop();
}
