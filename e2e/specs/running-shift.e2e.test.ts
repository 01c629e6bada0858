import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { unwrap, type ApiClient } from '@kontor/api-client';
import { toLocal } from '@kontor/core/time-tracking/berlin-time';
import { formatClock } from '@kontor/core/time-tracking/index';
import { expectAccessible } from '../a11y/axe-check.ts';
import { LoginPage } from '../pages/login-page.ts';
import {
  closeAdminSession,
  openAdminSession,
  openNewProject,
  type AdminSession,
} from '../support/admin-session.ts';
import { apiAs } from '../support/api.ts';
import { newContext } from '../support/browser.ts';
import { createMember, createWorker } from '../support/members.ts';

/**
 * Issue 35: a worker clocks in on the phone (the worker app's API) while the office has the
 * Mitarbeiterübersicht open; the day shows 'läuft seit HH:MM' without a reload (live stream),
 * and the clock-out replaces it with the time, still without a reload.
 */
const suffix = Math.random().toString(36).slice(2, 7);
const worker = {
  firstName: 'Rita',
  familyName: `Rasch ${suffix}`,
  email: `rita-${suffix}@kontor.local`,
  password: 'Rasch-Passwort-2026',
};
// The office: a member (the live stream is per member; the e2e admin is a superuser only).
const clerk = {
  firstName: 'Olga',
  familyName: `Ordner ${suffix}`,
  email: `olga-${suffix}@kontor.local`,
  password: 'Ordner-Passwort-2026',
};

let session: AdminSession;
let page: Page;
let projectId: string;
let userId: string;
let phone: ApiClient;
let seq = 0;

/** A browser context of its own, signed in: its page and the API acting as that person. */
async function login(email: string, password: string) {
  const baseUrl = inject('baseUrl');
  const context = await newContext(session.browser, baseUrl);
  context.setDefaultTimeout(15_000);
  const own = await context.newPage();
  const form = new LoginPage(own);
  await form.goto();
  await form.login(email, password);
  await own.waitForURL((url) => !url.pathname.startsWith('/login'));
  return { page: own, api: await apiAs(context, baseUrl) };
}

const clock = (kind: 'in' | 'out', at: Date) =>
  unwrap(
    phone.POST('/api/projects/{projectId}/time-tracking/clock', {
      params: { path: { projectId } },
      body: { kind, deviceTime: at.toISOString(), deviceId: `e2e-${suffix}`, deviceSeq: ++seq },
    }),
  );

describe('a running shift in the office’s Mitarbeiterübersicht', () => {
  beforeAll(async () => {
    session = await openAdminSession();
    const { api } = session;
    projectId = await openNewProject(
      session,
      `Schicht ${suffix}`,
      ['/time-tracking', '/time-settings', '/user-management'],
      async (id) => {
        const params = { path: { projectId: id } };
        userId = await createWorker(api, id, worker);
        await createMember(api, id, clerk, 'Büro');
        await unwrap(
          api.POST('/api/projects/{projectId}/time-settings/holidays/refresh', {
            params,
            body: { state: 'BE' },
          }),
        );
        const holidays = await unwrap(
          api.GET('/api/projects/{projectId}/time-settings/holidays', { params }),
        );
        const template = await unwrap(
          api.POST('/api/projects/{projectId}/time-settings/holiday-templates', {
            params,
            body: { name: `Berlin ${suffix}`, holidayIds: holidays.items.map((h) => h.id) },
          }),
        );
        await unwrap(
          api.POST('/api/projects/{projectId}/time-settings/records', {
            params,
            body: {
              userId,
              year: new Date().getFullYear(),
              startMonth: 1,
              holidayTemplateId: template.id,
              initialSaldo: 0,
              initialVacation: 0,
              timeSettings: {},
            },
          }),
        );
      },
    );
    ({ api: phone } = await login(worker.email, worker.password));
    ({ page } = await login(clerk.email, clerk.password));
  });

  afterAll(() => closeAdminSession(session));

  it('shows "läuft seit" at the clock-in and the time at the clock-out, without reload', async () => {
    const inAt = new Date();
    const local = toLocal(Math.floor(inAt.getTime() / 60_000));
    const since = formatClock(local.minute);
    const month = local.date.slice(0, 7);
    // The live stream is open once its answer is in (the server registers it before that).
    const streamOpen = page.waitForResponse((r) => r.url().includes('/notifications/stream'));
    await page.goto(`/time-tracking?user=${userId}&month=${month}&project=${projectId}`);
    await page.getByRole('table', { name: 'Arbeitszeiten' }).waitFor();
    expect((await streamOpen).status()).toBe(200);
    const running = page.getByText(`läuft seit ${since}`).filter({ visible: true });
    expect(await running.count()).toBe(0);
    const before = await page.evaluate(() => performance.getEntriesByType('navigation').length);

    await clock('in', inAt);
    await running.first().waitFor();
    await expectAccessible(page, 'Zeiterfassung: laufende Schicht');

    await clock('out', new Date(Math.max(Date.now(), inAt.getTime() + 61_000)));
    await running.first().waitFor({ state: 'detached' });
    // The same page all along: no navigation happened.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(
      before,
    );
  });
});
