/**
 * Screenshots of /tours (services matrix with 1,000 properties × 50 services, catalogue, tours
 * tab) and a property's 'Leistungsverzeichnis' with its dialogs, at 1400 × 900 and 360 × 640,
 * for looking at the UI (not a test). Needs apps/web/dist. Writes PNGs to SHOTS_DIR.
 *
 *   npx tsx e2e/screenshots-services.ts
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { unwrap } from '@kontor/api-client';
import { LoginPage } from './pages/login-page.ts';
import { ServicePages } from './pages/service-pages.ts';
import { ShellPage } from './pages/shell-page.ts';
import { apiAs } from './support/api.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { createWorker } from './support/members.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from './support/server.ts';

const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });
const PROPERTIES = Number(process.env.PROPERTIES ?? 1000);
const SERVICES = Number(process.env.SERVICES ?? 50);

/** Runs `work` for 0 … count-1, `parallel` at a time. */
async function inParallel(count: number, parallel: number, work: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const context = await newContext(browser, server.baseUrl);
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  const shell = new ShellPage(page);
  const services = new ServicePages(page);
  const sizes = [
    { name: 'desktop', width: 1400, height: 900 },
    { name: 'phone', width: 360, height: 640 },
  ];
  const shot = async (name: string) => {
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running'),
    );
    const { width } = page.viewportSize() ?? { width: 0 };
    const file = path.join(outDir, `services-${name}-${width}.png`);
    await page.screenshot({ path: file });
    console.log(file);
  };

  const login = new LoginPage(page);
  await login.goto();
  await login.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  await shell.heading('Dashboard').waitFor();
  const api = await apiAs(context, server.baseUrl);
  const { id: projectId } = await unwrap(
    api.POST('/api/projects', {
      body: { name: 'Hausdienste Nord', modules: ['/properties', '/tours', '/user-management'] },
    }),
  );
  const params = { path: { projectId } };
  const workers = [];
  for (const [first, last] of [
    ['Anna', 'Schmidt'],
    ['Bernd', 'Keller'],
    ['Cem', 'Yilmaz'],
  ] as const) {
    workers.push(
      await createWorker(api, projectId, {
        firstName: first,
        familyName: last,
        email: `${first.toLowerCase()}@hausdienste.example`,
        password: 'Hausdienste-2026',
      }),
    );
  }
  await page.reload();
  await shell.openProject('Hausdienste Nord');

  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.goto('/tours');
    await page.getByRole('button', { name: 'Zu den Leistungseinstellungen' }).waitFor();
    await shot('matrix-empty');
  }

  const titles = ['Hauswart', 'Treppenhausreinigung', 'Winterdienst', 'Grünpflege', 'Mülltonnen'];
  const costTypes = [
    'caretaking',
    'stairwellCleaning',
    'winterService',
    'gardening',
    'otherAllocable',
  ] as const;
  const serviceIds: string[] = [];
  for (let i = 0; i < SERVICES; i++) {
    const created = await unwrap(
      api.POST('/api/projects/{projectId}/services', {
        params,
        body: {
          title: i < titles.length ? titles[i]! : `Sonderleistung ${i + 1}`,
          costType: costTypes[i % costTypes.length],
          workerIds: [workers[i % workers.length]!],
          substituteIds: [workers[(i + 1) % workers.length]!],
          defaultDuration: 30,
          description: 'Regelmäßige Leistung laut Vertrag.',
        },
      }),
    );
    serviceIds.push(created.id);
  }
  const streets = ['Ahornweg', 'Birkenallee', 'Lindenstraße', 'Am Markt', 'Hafenkante'];
  const propertyIds: string[] = [];
  const started = Date.now();
  await inParallel(PROPERTIES, 6, async (i) => {
    const property = await unwrap(
      api.POST('/api/projects/{projectId}/properties', {
        params,
        body: { name: `${streets[i % streets.length]} ${i + 1}` },
      }),
    );
    propertyIds[i] = property.id;
    for (let k = 0; k < 3; k++) {
      const serviceId = serviceIds[(i + k * 7) % serviceIds.length]!;
      await unwrap(
        api.POST('/api/projects/{projectId}/properties/{propertyId}/services', {
          params: { path: { projectId, propertyId: property.id } },
          body: {
            serviceId,
            active: k !== 2 || i % 4 !== 0,
            schedule:
              k === 0
                ? {
                    type: 'interval',
                    every: 1 + (i % 3),
                    unit: 'weeks',
                    startWeek: '2026-11-30',
                    endWeek: null,
                    days: ['monday', 'thursday'],
                  }
                : { type: 'dates', monthDays: [1, 15] },
          },
        }),
      );
    }
  });
  console.log(`seeded ${PROPERTIES} properties in ${Date.now() - started} ms`);

  for (const size of sizes) {
    await page.setViewportSize(size);
    const t0 = Date.now();
    await page.goto('/tours');
    await services.matrix.getByRole('button').first().waitFor();
    console.log(`${size.name}: matrix shown ${Date.now() - t0} ms after navigation`);
    console.log(
      `rendered cell buttons: ${await services.matrix.getByRole('button').count()} of ${PROPERTIES * SERVICES}`,
    );
    await shot('matrix');
    await services.matrix.evaluate((el) => el.scrollTo(600, 20_000));
    await page.waitForTimeout(100);
    await shot('matrix-scrolled');
    await page.getByRole('textbox', { name: 'Suche nach Objektname' }).fill('Hafenkante 1');
    await page.waitForURL(/search=/);
    await services.matrix.getByRole('rowheader', { name: 'Hafenkante 10', exact: true }).waitFor();
    await shot('matrix-filtered');
    await services.matrix.getByRole('button').first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').first().waitFor();
    await page.getByRole('button', { name: 'Speichern' }).waitFor();
    await shot('matrix-cell-dialog');
    await page.keyboard.press('Escape');

    await page.goto('/tours?tab=leistungseinstellungen');
    await page.getByRole('button', { name: 'Leistung bearbeiten: Winterdienst' }).waitFor();
    await shot('catalogue');
    await page.getByRole('button', { name: 'Service erstellen' }).click();
    const create = services.dialog('Service erstellen');
    await create.getByRole('button', { name: 'Erstellen' }).click();
    await create.getByText('Bitte geben Sie einen Namen ein').waitFor();
    await shot('service-create');
    await create.getByRole('button', { name: 'Abbrechen' }).click();
    await page.getByRole('button', { name: 'Leistung bearbeiten: Winterdienst' }).click();
    await services.dialog('Leistung bearbeiten').getByText('Anna Schmidt').first().waitFor();
    await shot('service-edit');
    await page.keyboard.press('Escape');

    await page.goto('/tours?tab=touren');
    await page.getByText('Die Touren der Arbeiter folgen in Kürze.').waitFor();
    await shot('tours-tab');

    await page.goto(`/properties/${propertyIds[0]}?tab=leistungsverzeichnis`);
    await page.getByText('Am 1. und 15. des Monats').first().waitFor();
    await shot('property-services');
    await page.getByRole('button', { name: 'Leistung hinzufügen' }).click();
    const add = services.dialog('Leistung hinzufügen');
    await add.getByRole('button', { name: 'Speichern' }).click();
    await add.getByText('Bitte wählen Sie mindestens einen Tag aus').waitFor();
    await shot('entry-add-errors');
    await add.getByText('Feste Daten', { exact: true }).click();
    await services.chip(add, '1').click();
    await services.chip(add, '15').click();
    await shot('entry-add-dates');
    await add.getByRole('button', { name: 'Abbrechen' }).click();
    await page
      .getByRole('button', { name: /^Leistung entfernen: / })
      .first()
      .click();
    await services.dialog('Leistung entfernen').waitFor();
    await shot('entry-delete');
    await page.keyboard.press('Escape');
  }
} finally {
  await browser.close();
  await server.stop();
}
