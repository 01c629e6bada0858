import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { unwrap, type ApiClient } from '@kontor/api-client';
import { expectAccessible } from '../a11y/axe-check.ts';
import { LoginPage } from '../pages/login-page.ts';
import { NotificationPages } from '../pages/notification-pages.ts';
import { ShellPage } from '../pages/shell-page.ts';
import { TaskPages } from '../pages/task-pages.ts';
import { addDays, berlinToday } from '../pages/tour-pages.ts';
import {
  closeAdminSession,
  openAdminSession,
  openNewProject,
  type AdminSession,
} from '../support/admin-session.ts';
import { apiAs } from '../support/api.ts';
import { startCuttableProxy, type CuttableProxy } from '../support/cuttable-proxy.ts';
import { createWorker } from '../support/members.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * Spec 001 §2 'Nachrichten', the bell and the dashboard (issue 22): the office assigns a task,
 * the worker's bell counts it live, the feed shows it (and under 'Ungelesen'), opening it marks
 * it read — opening the feed alone does not (issue 35) —, it is deleted; a message sent while
 * the worker's connection is down arrives after it is back and 'Alle als gelesen' reads it; one
 * more is marked read by its own button and leaves 'Ungelesen'.
 *
 * Two server instances on one PostgreSQL when E2E_DATABASE_URL is set: the office works on
 * the suite's server (instance 1), the worker's browser talks to a second instance started
 * here on the same database, so the message crosses instances. On the embedded database
 * (PGlite lives inside one process and cannot be shared) both browsers use the one instance.
 * The worker reaches their server through a pass-through proxy the test can cut, since going
 * offline in the browser does not end a stream that is already open.
 */
const suffix = Math.random().toString(36).slice(2, 7);
const walter = {
  firstName: 'Walter',
  familyName: `Nachricht ${suffix}`,
  email: `walter-notify-${suffix}@kontor.local`,
  password: 'Walter-Passwort-2026',
};
const firstTask = `Heizung entlüften ${suffix}`;
const secondTask = `Dachrinne reinigen ${suffix}`;
const thirdTask = `Laub rechen ${suffix}`;
const projectName = `Nachrichten ${suffix}`;

let office: AdminSession;
let projectId: string;
let propertyId: string;
let walterId: string;
let instance2: RunningServer | null = null;
let proxy: CuttableProxy;
let workerBrowser: Browser;
let workerContext: BrowserContext;
let worker: Page;
let workerApi: ApiClient;
let bell: NotificationPages;
const taskIds: Record<string, string> = {};

/** The office assigns a task to Walter (instance 1). */
async function assignTask(title: string): Promise<string> {
  const task = await unwrap(
    office.api.POST('/api/projects/{projectId}/tasks', {
      params: { path: { projectId } },
      body: {
        title,
        description: 'Bitte bis Freitag',
        propertyId,
        schedule: { type: 'single', category: 'fixed', dates: [addDays(berlinToday(), 7)] },
        assignedStaff: [walterId],
      },
    }),
  );
  return task.id;
}

/** Walter's own feed as the server has it (read through his instance, outside the browser). */
const walterFeed = () =>
  unwrap(
    workerApi.GET('/api/projects/{projectId}/notifications', {
      params: { path: { projectId } },
    }),
  );

describe('notifications: live feed across server instances', () => {
  beforeAll(async () => {
    office = await openAdminSession();
    await openNewProject(
      office,
      projectName,
      ['/properties', '/tasks', '/user-management'],
      async (id) => {
        projectId = id;
        walterId = await createWorker(office.api, id, walter);
        const property = await unwrap(
          office.api.POST('/api/projects/{projectId}/properties', {
            params: { path: { projectId: id } },
            body: { name: `Haus am See ${suffix}` },
          }),
        );
        propertyId = property.id;
      },
    );
    const databaseUrl = inject('databaseUrl');
    instance2 = databaseUrl ? await startServer({ databaseUrl, seedDemo: false }) : null;
    proxy = await startCuttableProxy(instance2?.baseUrl ?? inject('baseUrl'));
    workerBrowser = office.browser;
    workerContext = await workerBrowser.newContext({
      baseURL: proxy.baseUrl,
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
      viewport: { width: 1400, height: 900 },
    });
    workerContext.setDefaultTimeout(15_000);
    worker = await workerContext.newPage();
    bell = new NotificationPages(worker);
  });

  afterAll(async () => {
    await workerContext?.close();
    await proxy?.stop();
    await instance2?.stop();
    await closeAdminSession(office);
  });

  it('shows the worker an empty bell after signing in, with the stream open', async () => {
    const streamOpened = worker.waitForResponse(
      (response) => response.url().includes('/notifications/stream') && response.ok(),
    );
    const login = new LoginPage(worker);
    await login.goto();
    await login.login(walter.email, walter.password);
    await new ShellPage(worker).heading('Dashboard').waitFor();
    // Straight to Walter's instance, so it still answers while the proxy is cut.
    workerApi = await apiAs(workerContext, instance2?.baseUrl ?? inject('baseUrl'));
    await streamOpened;
    expect(await bell.bellName()).toBe('Nachrichten, keine ungelesen');
    await worker.getByRole('heading', { name: 'Nachrichten', level: 2 }).waitFor();
    await worker.getByText('Gegenwärtig keine neuen Nachrichten vorhanden').first().waitFor();
    await expectAccessible(worker, 'Dashboard mit Nachrichten und Glocke');
  });

  it('counts a task the office assigns on the other instance, live', async () => {
    taskIds.first = await assignTask(firstTask);
    await expect.poll(() => bell.bellName()).toBe('Nachrichten, 1 ungelesen');
    // The dashboard's widget shows it too (same cache), without marking it read.
    await worker.getByRole('region', { name: 'Nachrichten' }).getByText(firstTask).waitFor();
    expect((await walterFeed()).unread).toBe(1);
  });

  it('opens the feed from the bell without marking anything read by itself', async () => {
    await bell.bell.click();
    await new ShellPage(worker).heading('Nachrichten').waitFor();
    const shownAt = Date.now();
    await bell.item(firstTask).waitFor();
    await expectAccessible(worker, 'Nachrichten');
    // The read rule of old fired 2 s after the list showed; waiting past that is the check.
    await expect.poll(() => Date.now() - shownAt, { timeout: 5_000 }).toBeGreaterThan(2_500);
    expect(await bell.unreadItems().count()).toBe(1);
    expect(await bell.bellName()).toBe('Nachrichten, 1 ungelesen');
    expect((await walterFeed()).unread).toBe(1);
  });

  it("lists it under 'Ungelesen', from the server, and keeps the tab in the address", async () => {
    await bell.tab('Ungelesen').click();
    await worker.waitForURL('**/notifications?tab=unread');
    await bell.item(firstTask).waitFor();
    await worker.reload();
    await bell.item(firstTask).waitFor();
    expect(await bell.tab('Ungelesen').getAttribute('aria-selected')).toBe('true');
    await expectAccessible(worker, 'Nachrichten: Ungelesen');
    await bell.tab('Alle').click();
    await worker.waitForURL((url) => !url.search.includes('tab='));
  });

  it('links the message to the task on the active tasks page and so marks it read', async () => {
    // The title ('Neue Aufgabe') is the link; the body names the task.
    await bell.item(firstTask).getByRole('link', { name: 'Neue Aufgabe' }).click();
    await worker.waitForURL(`**/tasks/active?task=${taskIds.first}`);
    await new TaskPages(worker).row(firstTask).waitFor();
    await expect.poll(() => bell.bellName()).toBe('Nachrichten, keine ungelesen');
    expect((await walterFeed()).unread).toBe(0);
    // The task list moves to the tab that holds the task (a history entry): back by the bell.
    await bell.bell.click();
    await bell.item(firstTask).waitFor();
    expect(await bell.unreadItems().count()).toBe(0);
  });

  it('deletes the message', async () => {
    await bell.deleteButton(firstTask).click();
    await worker.getByText('Gegenwärtig keine neuen Nachrichten vorhanden').waitFor();
    await expect.poll(async () => (await walterFeed()).items.length).toBe(0);
  });

  it('receives what was sent while the connection was down, after it is back', async () => {
    // On the dashboard nothing marks it read, so the count shows what arrived.
    await new ShellPage(worker).sidebarLink('Dashboard').click();
    await new ShellPage(worker).heading('Dashboard').waitFor();
    // The browser keeps a cut stream's last event id and reconnects with Last-Event-ID.
    const reconnected = worker.waitForResponse(
      (response) => response.url().includes('/notifications/stream') && response.ok(),
    );
    await workerContext.setOffline(true);
    proxy.cut();
    taskIds.second = await assignTask(secondTask);
    // Stored on the server for Walter while his browser could not hear of it.
    await expect
      .poll(async () => (await walterFeed()).items.map((item) => item.link?.id))
      .toContain(taskIds.second);
    expect(await bell.bellName()).toBe('Nachrichten, keine ungelesen');
    expect(await bell.item(secondTask).count()).toBe(0);

    proxy.restore();
    await workerContext.setOffline(false);
    await reconnected;
    await expect.poll(() => bell.bellName()).toBe('Nachrichten, 1 ungelesen');
    await bell.bell.click();
    await bell.item(secondTask).waitFor();
    // Only once: the reconnect did not deliver it twice.
    expect(await bell.list.getByRole('listitem').count()).toBe(1);
    expect(await bell.bellName()).toBe('Nachrichten, 1 ungelesen');
  });

  it("reads all with 'Alle als gelesen', in one call for the caller only", async () => {
    const calls: string[] = [];
    const record = (request: Request) => {
      if (request.method() === 'POST' && request.url().includes('/notifications'))
        calls.push(new URL(request.url()).pathname);
    };
    worker.on('request', record);
    await bell.markAllRead.click();
    await expect.poll(() => bell.bellName()).toBe('Nachrichten, keine ungelesen');
    worker.off('request', record);
    expect(await bell.unreadItems().count()).toBe(0);
    expect(calls).toEqual([`/api/projects/${projectId}/notifications/read`]);
    expect((await walterFeed()).unread).toBe(0);
    expect(await bell.markAllRead.isDisabled()).toBe(true);
  });

  it("marks one read by its button, and it leaves 'Ungelesen'", async () => {
    taskIds.third = await assignTask(thirdTask);
    await expect.poll(() => bell.bellName()).toBe('Nachrichten, 1 ungelesen');
    await bell.tab('Ungelesen').click();
    await bell.item(thirdTask).waitFor();
    // Only the unread one: the second task's message was read above.
    expect(await bell.item(secondTask).count()).toBe(0);
    await bell.markReadButton(thirdTask).click();
    await worker.getByText('Keine ungelesenen Nachrichten').waitFor();
    await expect.poll(() => bell.bellName()).toBe('Nachrichten, keine ungelesen');
    expect((await walterFeed()).unread).toBe(0);
    await bell.tab('Alle').click();
    await bell.item(thirdTask).waitFor();
  });

  it('works on a phone-sized screen: bell in the header, the feed without sideways scroll', async () => {
    await worker.setViewportSize({ width: 360, height: 640 });
    await bell.item(secondTask).waitFor();
    await bell.bell.waitFor();
    // The shell lays itself out for the phone after the resize.
    await expect
      .poll(() => worker.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(360);
    await expectAccessible(worker, 'Nachrichten (360 × 640)');
  });

  it("clears all messages with 'Neue Nachricht' on the dashboard after confirming", async () => {
    await worker.setViewportSize({ width: 1400, height: 900 });
    await new ShellPage(worker).sidebarLink('Dashboard').click();
    await new ShellPage(worker).heading('Dashboard').waitFor();
    const widget = worker.getByRole('region', { name: 'Nachrichten' });
    await widget.getByText(thirdTask).waitFor();
    await widget.getByRole('button', { name: 'Neue Nachricht' }).click();
    const confirm = worker.getByRole('dialog', { name: 'Alle Nachrichten löschen?' });
    await expectAccessible(worker, 'Dashboard: Alle Nachrichten löschen?');
    await confirm.getByRole('button', { name: 'Alle löschen' }).click();
    await widget.getByText('Gegenwärtig keine neuen Nachrichten vorhanden').waitFor();
    expect((await walterFeed()).items).toEqual([]);
  });
});
