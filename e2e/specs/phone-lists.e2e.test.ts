import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unwrap } from '@kontor/api-client';
import { expectAccessible } from '../a11y/axe-check.ts';
import {
  closeAdminSession,
  openAdminSession,
  openNewProject,
  type AdminSession,
} from '../support/admin-session.ts';
import { createWorker } from '../support/members.ts';

const MODULES = [
  '/properties',
  '/tasks',
  '/tickets',
  '/time-tracking',
  '/time-settings',
  '/staff',
  '/user-management',
  '/users',
  '/images',
  '/articles',
  '/events',
  '/news',
  '/persons',
  '/downloads',
  '/categories',
  '/groups',
  '/locations',
  '/calendar',
  '/training-group',
  '/tours',
  '/forms',
  '/website',
] as const;
// Every list screen, tabs included (':project' is the project of this spec).
const SCREENS = [
  ...MODULES,
  '/website/content',
  '/website/settings',
  '/time-tracking?tab=woche',
  '/time-tracking?tab=abwesenheiten',
  '/time-tracking?tab=kalender',
  '/time-settings?tab=templates',
  '/time-settings?tab=feiertage',
  '/time-settings?tab=records',
  '/tours?tab=leistungseinstellungen',
  '/tours?tab=touren',
  '/admin',
  '/admin/projects/:project?tab=nutzer',
  '/admin/projects/:project?tab=rollen',
  '/admin/projects/:project?tab=einstellungen',
];

const year = new Date().getFullYear();
const suffix = Math.random().toString(36).slice(2, 7);
const worker = {
  firstName: 'Tom',
  familyName: `Telefon ${suffix}`,
  email: `tom-${suffix}@kontor.local`,
  password: 'Telefon-Passwort-2026',
};

let session: AdminSession;
let page: Page;
let project: string;

/** Every button of the page header lies inside the 360 px viewport. */
async function headerButtonsInView() {
  const buttons = page.locator('main header button');
  for (const box of await buttons.evaluateAll((all) =>
    all.map((b) => b.getBoundingClientRect().toJSON() as DOMRect),
  )) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(360);
  }
}

describe('lists on a phone (360 × 640)', () => {
  beforeAll(async () => {
    session = await openAdminSession();
    page = session.page;
    await openNewProject(session, `Telefon ${suffix}`, [...MODULES], async (projectId) => {
      project = projectId;
      const { api } = session;
      const params = { path: { projectId } };
      const userId = await createWorker(api, projectId, worker);
      // The services matrix with a row and a column, and a catalogue entry.
      const property = await unwrap(
        api.POST('/api/projects/{projectId}/properties', {
          params,
          body: { name: `Telefonhaus ${suffix}` },
        }),
      );
      const service = await unwrap(
        api.POST('/api/projects/{projectId}/services', {
          params,
          body: { title: `Hausmeisterdienst ${suffix}`, workerIds: [userId] },
        }),
      );
      await unwrap(
        api.POST('/api/projects/{projectId}/properties/{propertyId}/services', {
          params: { path: { projectId, propertyId: property.id } },
          body: { serviceId: service.id, schedule: { type: 'dates', monthDays: [1] } },
        }),
      );
      const holidays = '/api/projects/{projectId}/time-settings/holidays' as const;
      await unwrap(api.POST(`${holidays}/refresh`, { params, body: { state: 'BY' } }));
      const { items } = await unwrap(api.GET(holidays, { params }));
      const template = await unwrap(
        api.POST('/api/projects/{projectId}/time-settings/holiday-templates', {
          params,
          body: { name: `Bayern ${suffix}`, holidayIds: items.map((h) => h.id) },
        }),
      );
      await unwrap(
        api.POST('/api/projects/{projectId}/time-settings/records', {
          params,
          body: {
            userId,
            year,
            holidayTemplateId: template.id,
            initialSaldo: 0,
            initialVacation: 0,
            timeSettings: {},
          },
        }),
      );
    });
    await page.setViewportSize({ width: 360, height: 640 });
  });

  afterAll(() => closeAdminSession(session));

  it.each(SCREENS)('%s never scrolls sideways and keeps its buttons in view', async (path) => {
    await page.goto(path.replace(':project', project));
    await page.locator('main header h1, main h1').first().waitFor();
    await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await headerButtonsInView();
    await expectAccessible(page, `${path} auf dem Telefon`);
  });

  it("keeps Soll/Ist/Saldo and 'Zeit hinzufügen' of the month in view", async () => {
    await page.goto('/time-tracking');
    await page.getByRole('textbox', { name: 'Mitarbeiter' }).click();
    await page.getByRole('option', { name: `Tom Telefon ${suffix}` }).click();
    const add = page.getByRole('button', { name: /^Zeit hinzufügen/ }).first();
    await add.waitFor();
    const box = await add.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    for (const label of ['Soll', 'Ist', 'Saldo']) {
      const cell = page.getByRole('columnheader', { name: label, exact: true });
      await cell.waitFor();
      const at = await cell.boundingBox();
      expect(at && at.x + at.width <= 360).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });
});
