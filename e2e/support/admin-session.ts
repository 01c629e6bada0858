import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { unwrap, type ApiClient, type paths } from '@kontor/api-client';
import { LoginPage } from '../pages/login-page.ts';
import { ShellPage } from '../pages/shell-page.ts';
import { apiAs } from './api.ts';
import { launchBrowser, newContext } from './browser.ts';

/** A browser logged in as the e2e admin, with the typed API acting as that admin. */
export interface AdminSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  shell: ShellPage;
  api: ApiClient;
}

export async function openAdminSession(): Promise<AdminSession> {
  const baseUrl = inject('baseUrl');
  const browser = await launchBrowser();
  const context = await newContext(browser, baseUrl);
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const shell = new ShellPage(page);
  const login = new LoginPage(page);
  await login.goto();
  await login.login(inject('adminEmail'), inject('adminPassword'));
  await shell.heading('Dashboard').waitFor();
  return { browser, context, page, shell, api: await apiAs(context, baseUrl) };
}

type NewProject = paths['/api/projects']['post']['requestBody']['content']['application/json'];

/**
 * An own project with these modules (so the demo data stays as it is), filled by `prepare`
 * through the API, then chosen in the switcher.
 */
export async function openNewProject(
  session: AdminSession,
  name: string,
  modules: NonNullable<NewProject['modules']>,
  prepare: (projectId: string) => Promise<void> = async () => {},
): Promise<string> {
  const { id } = await unwrap(session.api.POST('/api/projects', { body: { name, modules } }));
  await prepare(id);
  await session.page.reload();
  await session.shell.openProject(name);
  return id;
}

export async function closeAdminSession(session: AdminSession | undefined) {
  await session?.context.close();
  await session?.browser.close();
}
