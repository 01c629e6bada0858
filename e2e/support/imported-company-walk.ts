import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { LoginPage } from '../pages/login-page.ts';
import { ShellPage } from '../pages/shell-page.ts';
import { launchBrowser, newContext } from './browser.ts';
import type { SeededCompany } from './parse-company.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './server.ts';

/** Minutes as the Mitarbeiterübersicht writes hours ('h.mm', '-0.30'). */
function hours(minutes: number): string {
  const abs = Math.abs(Math.round(minutes));
  const sign = minutes < 0 && abs > 0 ? '-' : '';
  return `${sign}${Math.floor(abs / 60)}.${String(abs % 60).padStart(2, '0')}`;
}

/** The first property's tasks in parse-company.ts, in the order they are seeded. */
const TASKS = ['Heizung prüfen', 'Glühbirne tauschen'];

const section = (page: Page, title: string) =>
  page.locator('.mantine-Paper-root').filter({ has: page.getByRole('heading', { name: title }) });

/**
 * Issue 30's "normal UI walk" of the imported company, as the office would check it: the first
 * property's documents (one downloaded, byte for byte) and tasks, and a worker's month of the
 * past year in the Mitarbeiterübersicht with the saldo the source stored for it.
 */
export async function walkImportedCompany(
  baseUrl: string,
  company: SeededCompany,
  projectId: string,
): Promise<void> {
  const browser = await launchBrowser();
  try {
    const context = await newContext(browser, baseUrl);
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    await new LoginPage(page).goto();
    await new LoginPage(page).login(ADMIN_EMAIL, ADMIN_PASSWORD);
    await new ShellPage(page).heading('Dashboard').waitFor();

    const propertyId = company.ids.Property![0]!;
    await page.goto(`/properties/${propertyId}?tab=dokumente&project=${projectId}`);
    await page.getByRole('heading', { name: 'Lindenstraße 12' }).first().waitFor();
    const document = page
      .getByRole('table', { name: 'Dokumente' })
      .locator('tbody tr')
      .filter({ hasText: 'Hausordnung' });
    await document.waitFor();
    const href = await document.getByRole('link').first().getAttribute('href');
    const answer = await page.request.get(href ?? '');
    expect(answer.status()).toBe(200);
    const seeded = company.files.find((file) => file.parseName.endsWith('Hausordnung.pdf'))!;
    expect(
      createHash('sha256')
        .update(await answer.body())
        .digest('hex'),
    ).toBe(seeded.sha256);

    // Each task by its id (?task= shows the page and tab holding it, whatever today's date is).
    const tasks = company.ids.Task!.slice(0, 2);
    for (const [taskId, title] of tasks.map((id, i) => [id, TASKS[i]!] as const)) {
      await page.goto(
        `/properties/${propertyId}?tab=aufgaben&aufgaben.task=${taskId}&project=${projectId}`,
      );
      await page.getByRole('table').locator('tbody tr').filter({ hasText: title }).waitFor();
    }

    const worker = company.users.workers[0];
    const { past } = company.years;
    const month = 2;
    const sourceMs = company.workers[worker]![past]!.monthSaldoMs[month]!;
    await page.goto(`/time-tracking?user=${worker}&month=${past}-0${month}&project=${projectId}`);
    await page.getByRole('table', { name: 'Arbeitszeiten' }).waitFor();
    const saldo = section(page, 'Zeitübersicht')
      .locator('div')
      .filter({ has: page.getByText('Saldo', { exact: true }) })
      .last();
    await expect
      .poll(() => saldo.textContent(), { timeout: 20_000 })
      .toBe(`Saldo${hours(sourceMs / 60_000)}`);
    await context.close();
  } finally {
    await browser.close();
  }
}
