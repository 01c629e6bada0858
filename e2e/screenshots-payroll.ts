/**
 * Screenshots of the pay screens (issue 31): the Mitarbeiter table with its pay column, the
 * 'Lohn und Beschäftigung' dialog, 'Neuer Lohn ab …', 'Lohneinstellungen', the
 * Mitarbeiterübersicht's 'Lohn und Aufzeichnung' (a Minijob month, a late recording, days due
 * soon), the time slide-in's warnings, the records table's findings and a worker's own
 * 'Lohnverlauf', at 1400 × 900 and 360 × 640, for looking at the UI (not a test); prints axe's
 * serious/critical findings. Needs apps/web/dist. PNGs go to SHOTS_DIR (/tmp/shots).
 *
 *   npx tsx e2e/screenshots-payroll.ts
 */
import { mkdirSync } from 'node:fs';
import { unwrap } from '@kontor/api-client';
import { berlinToday } from '@kontor/core/scheduling/index';
import { addDays, weekdayOf } from '@kontor/core/time-tracking/local-date';
import { LoginPage } from './pages/login-page.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { openDemo, shoot } from './support/demo-screens.ts';
import { startServer } from './support/server.ts';

const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });
const ANNA_PASSWORD = 'Anna-Passwort-2026';

const server = await startServer();
const browser = await launchBrowser();
try {
  const { page, api, projectId, workers } = await openDemo(browser, server.baseUrl);
  const anna = workers.find((w) => w.name.startsWith('Anna'))!;
  const lukas = workers.find((w) => w.name.startsWith('Lukas'))!;
  const today = berlinToday(Date.now());
  const month = today.slice(0, 7);
  const year = Number(month.slice(0, 4));
  const path = (userId: string) => ({ params: { path: { projectId, userId } } });
  // Anna works a Minijob from this month's first day; Lukas' raise next year stays below 14,60 €.
  await unwrap(
    api.POST('/api/projects/{projectId}/staff/payroll/{userId}/wages', {
      ...path(anna.id),
      body: {
        validFrom: `${month}-01`,
        employmentType: 'minijob',
        kind: 'hourly',
        amountCents: 1390,
      },
    }),
  );
  await unwrap(
    api.POST('/api/projects/{projectId}/staff/payroll/{userId}/wages', {
      ...path(lukas.id),
      body: {
        validFrom: `${year + 1}-01-01`,
        employmentType: 'fullTime',
        kind: 'hourly',
        amountCents: 1400,
        note: 'Tarifrunde',
      },
    }),
  );
  // Katarzyna's full-time hours of last month on a Minijob: the records table names the month.
  const katarzyna = workers.find((w) => w.name.startsWith('Katarzyna'))!;
  const lastMonth = addDays(`${month}-01`, -1).slice(0, 7);
  await unwrap(
    api.POST('/api/projects/{projectId}/staff/payroll/{userId}/wages', {
      ...path(katarzyna.id),
      body: {
        validFrom: `${lastMonth}-01`,
        employmentType: 'minijob',
        kind: 'hourly',
        amountCents: 1390,
      },
    }),
  );
  // A day whose deadline ends tomorrow has no time yet; a day long past is recorded only now.
  const monthOf = async (date: string) =>
    unwrap(
      api.GET('/api/projects/{projectId}/time-tracking/users/{userId}/months/{year}/{month}', {
        params: {
          path: {
            projectId,
            userId: anna.id,
            year: Number(date.slice(0, 4)),
            month: Number(date.slice(5, 7)),
          },
        },
      }),
    );
  const entryOn = async (date: string) =>
    (await monthOf(date)).days.find((d) => d.date === date)?.entries[0];
  const due = addDays(today, -6);
  const open = await entryOn(due);
  if (open) {
    await unwrap(
      api.DELETE('/api/projects/{projectId}/time-tracking/entries/{entryId}', {
        // A past week's change asks for a reason (change history, § 17 MiLoG).
        body: { reason: 'Bildschirmfotos: ein offener Tag' },
        params: { path: { projectId, entryId: open.id } },
      }),
    );
  }
  let lateDay = addDays(today, -17);
  while (weekdayOf(lateDay) >= 5) lateDay = addDays(lateDay, -1);
  const late = await entryOn(lateDay);
  if (late) {
    await unwrap(
      api.DELETE('/api/projects/{projectId}/time-tracking/entries/{entryId}', {
        // A past week's change asks for a reason (change history, § 17 MiLoG).
        body: { reason: 'Bildschirmfotos: ein offener Tag' },
        params: { path: { projectId, entryId: late.id } },
      }),
    );
    await unwrap(
      api.POST('/api/projects/{projectId}/time-tracking/entries', {
        params: { path: { projectId } },
        body: { userId: anna.id, date: lateDay, type: 'work', start: '07:00', end: '11:00' },
      }),
    );
  }
  await unwrap(
    api.PUT('/api/projects/{projectId}/user-management/members/{userId}/password', {
      ...path(anna.id),
      body: { password: ANNA_PASSWORD, passwordRepeat: ANNA_PASSWORD },
    }),
  );

  for (const viewport of [
    { width: 1400, height: 900 },
    { width: 360, height: 640 },
  ]) {
    const w = viewport.width;
    await page.setViewportSize(viewport);
    await page.goto('/staff');
    await page
      .getByText(/^Nr\. 1008/)
      .filter({ visible: true })
      .first()
      .waitFor();
    await page.getByText('Wird geladen …').first().waitFor({ state: 'detached' });
    await shoot(page, outDir, `payroll-${w}-staff`);

    await page
      .getByRole('button', { name: `Lohn und Beschäftigung: ${anna.name}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: `Lohn und Beschäftigung: ${anna.name}` });
    // A table, or cards on a phone: the state of today's row shows in both.
    await dialog.getByText('gilt heute').filter({ visible: true }).first().waitFor();
    await shoot(page, outDir, `payroll-${w}-dialog`);
    await dialog.getByRole('button', { name: 'Neuer Lohn ab …' }).click();
    const form = page.getByRole('dialog', { name: /^Neuer Lohn ab …:/ });
    await form.getByText('Monatsgehalt', { exact: true }).click();
    await form.getByRole('button', { name: 'Lohn speichern' }).click();
    await form.getByText('Bitte die vertraglichen Stunden').first().waitFor();
    await shoot(page, outDir, `payroll-${w}-new-wage`);
    await form.getByRole('button', { name: 'Abbrechen' }).click();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Lohneinstellungen' }).click();
    const settings = page.getByRole('dialog', { name: 'Lohneinstellungen' });
    await settings.getByRole('button', { name: 'Branchenmindestlohn hinzufügen' }).click();
    await shoot(page, outDir, `payroll-${w}-settings`);
    await settings.getByRole('button', { name: 'Abbrechen' }).click();

    await page.goto(`/time-tracking?user=${anna.id}&month=${month}`);
    const section = page.getByRole('heading', { name: 'Lohn und Aufzeichnung' });
    await section.waitFor();
    await page.getByText('Bald verspätet (§ 17 MiLoG)').scrollIntoViewIfNeeded();
    await shoot(page, outDir, `payroll-${w}-month`);

    await page.goto(`/time-tracking?user=${anna.id}&month=${lateDay.slice(0, 7)}`);
    // The day row's badge (its hidden text adds the reason): not the findings list's line.
    const badge = page
      .getByText(/^verspätet erfasst\. /)
      .filter({ visible: true })
      .first();
    await badge.waitFor();
    await badge.scrollIntoViewIfNeeded();
    await shoot(page, outDir, `payroll-${w}-late-day`);

    // A new time for a day long past: the § 17 warning before saving.
    let past = addDays(lateDay, -1);
    while (weekdayOf(past) >= 5) past = addDays(past, -1);
    const pastEntry = await entryOn(past);
    if (pastEntry) {
      await unwrap(
        api.DELETE('/api/projects/{projectId}/time-tracking/entries/{entryId}', {
          body: { reason: 'Bildschirmfotos: ein offener Tag' },
          params: { path: { projectId, entryId: pastEntry.id } },
        }),
      );
      await page.reload();
    }
    await page
      .getByRole('button', {
        name: new RegExp(`^Zeit hinzufügen: .*${past.slice(8, 10)}\\.${past.slice(5, 7)}\\.`),
      })
      .first()
      .click();
    const panel = page.getByRole('dialog');
    await panel.getByLabel('Beginn', { exact: true }).fill('08:00');
    await panel.getByLabel('Ende', { exact: true }).fill('12:00');
    await panel.getByText('Hinweise zu Lohn und Aufzeichnung').waitFor();
    await shoot(page, outDir, `payroll-${w}-entry-warning`);
    await page.keyboard.press('Escape');
    const discard = page.getByRole('button', { name: 'Verwerfen' });
    if (await discard.isVisible().catch(() => false)) await discard.click();

    await page.goto(`/time-settings?tab=records&year=${year}`);
    await page.getByText('Hinweise zum Lohn').first().waitFor();
    await page
      .getByText(/Minijob-Grenze überschritten/)
      .first()
      .scrollIntoViewIfNeeded();
    await shoot(page, outDir, `payroll-${w}-records`);
  }

  // Anna's own view: her month with her pay, and her read-only history.
  const own = await newContext(browser, server.baseUrl);
  const mine = await own.newPage();
  await new LoginPage(mine).goto();
  await new LoginPage(mine).login('anna.schulz@sonnenschein.example', ANNA_PASSWORD);
  for (const viewport of [
    { width: 1400, height: 900 },
    { width: 360, height: 640 },
  ]) {
    await mine.setViewportSize(viewport);
    await mine.goto(`/time-tracking?month=${month}`);
    await mine.getByRole('heading', { name: 'Lohn und Aufzeichnung' }).waitFor();
    await mine.getByRole('button', { name: 'Lohnverlauf' }).scrollIntoViewIfNeeded();
    await mine.getByRole('button', { name: 'Lohnverlauf' }).click();
    await mine.getByText('gilt heute').filter({ visible: true }).first().waitFor();
    await shoot(mine, outDir, `payroll-${viewport.width}-own-history`);
    await mine.keyboard.press('Escape');
  }
} finally {
  await browser.close();
  await server.stop();
}
