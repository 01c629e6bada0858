import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { unwrap } from '@kontor/api-client';
import { blockingFindings } from '../a11y/axe-check.ts';
import { LoginPage } from '../pages/login-page.ts';
import { ShellPage } from '../pages/shell-page.ts';
import { apiAs } from './api.ts';
import { newContext } from './browser.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './server.ts';

/** The German demo project the server seeds. */
export const DEMO = 'Hausmeisterservice Sonnenschein GmbH';

/**
 * For the screenshot scripts: a page logged in as the admin with the demo project open, the
 * typed API acting as the admin, the project's id and its workers.
 */
export async function openDemo(browser: Browser, baseUrl: string) {
  const context = await newContext(browser, baseUrl);
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  await new LoginPage(page).goto();
  await new LoginPage(page).login(ADMIN_EMAIL, ADMIN_PASSWORD);
  await new ShellPage(page).heading('Dashboard').waitFor();
  await new ShellPage(page).openProject(DEMO);
  const api = await apiAs(context, baseUrl);
  const projects = await unwrap(api.GET('/api/projects'));
  const projectId = projects.find((p) => p.name === DEMO)!.id;
  const workers = await unwrap(
    api.GET('/api/projects/{projectId}/services/worker-options', {
      params: { path: { projectId } },
    }),
  );
  return { context, page, api, projectId, workers: workers.items };
}

/** Waits for animations to end, writes `<name>.png` into `outDir` and prints axe's findings. */
export async function shoot(page: Page, outDir: string, name: string) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file });
  const problems = await blockingFindings(page);
  console.log(file, problems.length ? `AXE: ${problems.join(' | ')}` : 'axe ok');
}
