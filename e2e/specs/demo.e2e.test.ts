import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShellPage } from '../pages/shell-page.ts';
import {
  closeAdminSession,
  openAdminSession,
  type AdminSession,
} from '../support/admin-session.ts';

let session: AdminSession;
let page: Page;
let shell: ShellPage;

/** Last month, or this one in January (the demo's times start with the year). */
function shownMonth() {
  const now = new Date();
  const month = now.getMonth() === 0 ? 1 : now.getMonth();
  return `${now.getFullYear()}-${String(month).padStart(2, '0')}`;
}

describe('the demo project: a living time tracking', () => {
  beforeAll(async () => {
    session = await openAdminSession();
    ({ page, shell } = session);
    await shell.openProject('Hausmeisterservice Sonnenschein GmbH');
  });

  afterAll(() => closeAdminSession(session));

  it("opens an employee's month with times and a saldo", async () => {
    await shell.sidebarLink('Zeiterfassung').click();
    await shell.heading('Zeiterfassung').waitFor();
    const url = new URL(page.url());
    url.searchParams.set('month', shownMonth());
    await page.goto(url.toString());
    await page.getByRole('textbox', { name: 'Mitarbeiter' }).click();
    await page.getByRole('option', { name: 'Mehmet Yılmaz' }).click();
    const days = page.getByRole('table', { name: 'Arbeitszeiten' });
    // Worked days: an entry button per day, e.g. 'Zeit 07:15 – 15:45 bearbeiten'.
    await days
      .getByRole('button', { name: /^Zeit \d\d:\d\d.* bearbeiten$/ })
      .first()
      .waitFor();
    const overview = page
      .locator('.mantine-Paper-root')
      .filter({ has: page.getByRole('heading', { name: 'Zeitübersicht' }) });
    await overview.getByText('Saldo', { exact: true }).waitFor();
    expect(await page.getByText('keinen Zeiterfassungs-Record').count()).toBe(0);
  });
});
