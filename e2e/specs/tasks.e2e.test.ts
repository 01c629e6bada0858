import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { unwrap, type ApiClient } from '@kontor/api-client';
import { expectAccessible } from '../a11y/axe-check.ts';
import { LoginPage } from '../pages/login-page.ts';
import type { ShellPage } from '../pages/shell-page.ts';
import {
  closeAdminSession,
  openAdminSession,
  openNewProject,
  type AdminSession,
} from '../support/admin-session.ts';
import { TaskPages } from '../pages/task-pages.ts';
import { TicketPages } from '../pages/ticket-pages.ts';
import { apiAs } from '../support/api.ts';
import { newContext } from '../support/browser.ts';
import { createWorker } from '../support/members.ts';

const baseUrl = inject('baseUrl');
const suffix = Math.random().toString(36).slice(2, 7);
const projectName = `Aufgaben ${suffix}`;
const propertyName = `Wohnanlage Birkenhof ${suffix}`;
const ticketTitle = `Wasserschaden Keller ${suffix}`;
const ownTask = `Rasen mähen ${suffix}`;
const worker = {
  firstName: 'Wera',
  familyName: `Winter ${suffix}`,
  email: `wera-${suffix}@kontor.local`,
  password: 'Arbeiterin-Passwort-1',
};
const workerName = `${worker.firstName} ${worker.familyName}`;

let session: AdminSession;
let browser: Browser;
let page: Page;
let shell: ShellPage;
let tasks: TaskPages;
let api: ApiClient;
let projectId: string;
let propertyId: string;
let taskId: string;

async function counts() {
  const params = { path: { projectId }, query: {} };
  return (await unwrap(api.GET('/api/projects/{projectId}/tasks', { params }))).counts;
}

describe('tasks: the work-order flow from a ticket to an archived task', () => {
  beforeAll(async () => {
    session = await openAdminSession();
    ({ browser, page, shell, api } = session);
    tasks = new TaskPages(page);
    projectId = await openNewProject(
      session,
      projectName,
      ['/properties', '/tasks', '/tickets', '/user-management'],
      async (id) => {
        projectId = id;
        const params = { path: { projectId } };
        propertyId = (
          await unwrap(
            api.POST('/api/projects/{projectId}/properties', {
              params,
              body: { name: propertyName },
            }),
          )
        ).id;
        await createWorker(api, projectId, worker);
        await unwrap(
          api.POST('/api/projects/{projectId}/tickets', {
            params,
            body: { title: ticketTitle, propertyId },
          }),
        );
      },
    );
  });

  afterAll(() => closeAdminSession(session));

  it("turns a ticket into a task with 'Aufgabe hinzufügen' and finds it by ?task=", async () => {
    await shell.sidebarLink('Tickets').click();
    const tickets = new TicketPages(page);
    await tickets
      .row(ticketTitle)
      .getByRole('button', { name: `Aufgabe hinzufügen: ${ticketTitle}` })
      .click();
    // The task dialog comes filled in from the ticket; left without a date here.
    const create = page.getByRole('dialog', { name: 'Aufgabe erstellen' });
    await expect
      .poll(() => create.getByRole('textbox', { name: 'Objekt' }).inputValue())
      .not.toBe('');
    await create.getByRole('button', { name: 'Erstellen' }).click();
    await shell.toast('Aufgabe erstellt').waitFor();
    await tickets
      .row(ticketTitle)
      .getByRole('link', { name: `Aufgabe verknüpft: ${ticketTitle}` })
      .click();
    await page.waitForURL(/\/tasks\?/);
    taskId = new URL(page.url()).searchParams.get('task') ?? '';
    // Without a date the task is on the tab 'Kein Datum'; the list goes there by itself.
    await tasks.row(ticketTitle).waitFor();
    await page.waitForURL(/tab=noDate/);
    await page.getByRole('tab', { name: /^Kein Datum/, selected: true }).waitFor();
    expect((await counts()).pages).toMatchObject({ active: 1, executed: 0 });
    // Tab and filter are in the URL: a reload keeps both.
    await page.reload();
    await page.getByRole('tab', { name: /^Kein Datum/, selected: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Task ID' }).inputValue()).toBe(taskId);
    await tasks.row(ticketTitle).waitFor();
    await expectAccessible(page, 'Aktive Aufgaben');
  });

  it('assigns the worker in the info slide-in; the history records it', async () => {
    await tasks.openInfo(ticketTitle);
    const info = tasks.info;
    await info.getByText('Erstellt', { exact: true }).waitFor();
    await info.getByRole('textbox', { name: 'Zugeteilt' }).click();
    await page.getByRole('option', { name: workerName }).click();
    await shell.toast('Mitarbeiter aktualisiert').waitFor();
    await info.getByText('Zugewiesen', { exact: true }).first().waitFor();
    await info.getByText(`Zugeteilt: ${workerName}`).waitFor();
    await info.getByRole('tab', { name: 'Ticket' }).click();
    await info.getByRole('tabpanel').getByText(ticketTitle).waitFor();
    await info.getByRole('tab', { name: 'Dokumente' }).click();
    await info.getByText('Keine Dokumente vorhanden').waitFor();
    await expectAccessible(page, 'Aufgabe (Info)');
    await page.keyboard.press('Escape');
    await info.waitFor({ state: 'detached' });
  });

  it('the worker marks it executed through the API; the counts follow', async () => {
    const workerContext = await newContext(browser, baseUrl);
    try {
      const workerPage = await workerContext.newPage();
      const login = new LoginPage(workerPage);
      await login.goto();
      await login.login(worker.email, worker.password);
      await workerPage.waitForURL((url) => !url.pathname.startsWith('/login'));
      const workerApi = await apiAs(workerContext, baseUrl);
      const path = { projectId, taskId };
      const task = await unwrap(
        api.GET('/api/projects/{projectId}/tasks/{taskId}', { params: { path } }),
      );
      await unwrap(
        workerApi.POST('/api/projects/{projectId}/tasks/{taskId}/execute', {
          params: { path },
          body: { version: task.version },
        }),
      );
    } finally {
      await workerContext.close();
    }
    expect((await counts()).pages).toMatchObject({ active: 0, executed: 1 });
    await page.reload();
    await tasks.pageSwitch('Ausgeführt (1)').waitFor();
    await tasks.pageSwitch('Ausgeführt').click();
    await shell.heading('Ausgeführte Aufgaben').waitFor();
    await page.waitForURL(/\/tasks\/executed/);
    await tasks.row(ticketTitle).getByText(workerName).waitFor();
  });

  it("'Aufgaben schließen' and 'Aufgaben archivieren' move it on; a reload keeps the page", async () => {
    await tasks.select(ticketTitle);
    await tasks.bulk('Aufgaben schließen');
    await shell.toast('Aufgaben geschlossen').waitFor();
    expect((await counts()).pages).toMatchObject({ executed: 0, completed: 1 });

    await shell.sidebarLink('Erledigte Aufgaben').click();
    await shell.heading('Erledigte Aufgaben').waitFor();
    await page.reload();
    await tasks.row(ticketTitle).waitFor();
    await tasks.select(ticketTitle);
    await tasks.bulk('Aufgaben archivieren');
    await shell.toast('Aufgaben archiviert').waitFor();
    expect((await counts()).pages).toMatchObject({ completed: 0, archived: 1 });
    await tasks.pageSwitch('Archiviert').click();
    await tasks.row(ticketTitle).waitFor();
    await expectAccessible(page, 'Archivierte Aufgaben');
  });

  it('creates a task in the dialog after showing the validation messages', async () => {
    await page.goto('/tasks');
    await shell.heading('Aktive Aufgaben').waitFor();
    await page.getByRole('button', { name: 'Neue Aufgabe erstellen' }).click();
    const dialog = tasks.dialog('Aufgabe erstellen');
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await dialog.getByText('Bitte einen Title für eine Aufgabe angeben').waitFor();
    await dialog.getByText('Bitte ein zugehöriges Objekt angeben').waitFor();
    await dialog.getByText('Mit Termin').click();
    await expectAccessible(page, 'Aufgabe erstellen');
    await dialog.getByRole('textbox', { name: 'Titel' }).fill(ownTask);
    await dialog.getByRole('textbox', { name: 'Objekt' }).click();
    await page.getByRole('option', { name: propertyName }).click();
    await dialog.getByText('Ohne Termin').click();
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await shell.toast('Aufgabe erstellt').waitFor();
    await tasks.tab('Kein Datum 1').click();
    await tasks.row(ownTask).waitFor();
  });

  it('autosaves the description, keeps filters over a reload and deletes after asking', async () => {
    await tasks.openInfo(ownTask);
    await tasks.info.getByRole('textbox', { name: 'Beschreibung' }).fill('Vorne und hinten');
    await tasks.info.getByText('Gespeichert', { exact: true }).waitFor();
    await tasks.info.getByRole('textbox', { name: 'Neuer Kommentar' }).fill('Bitte bis Freitag');
    await tasks.info.getByRole('button', { name: 'Kommentar hinzufügen' }).click();
    await tasks.info.getByText('Bitte bis Freitag').waitFor();
    await page.reload();
    expect(await tasks.info.getByRole('textbox', { name: 'Beschreibung' }).inputValue()).toBe(
      'Vorne und hinten',
    );
    // The title is editable while the task is created: Escape keeps it, Enter saves.
    await tasks.info.getByRole('button', { name: `Titel bearbeiten: ${ownTask}` }).click();
    const title = tasks.info.getByRole('textbox', { name: 'Titel bearbeiten' });
    await title.fill('');
    await title.press('Enter');
    await tasks.info.getByText('Bitte einen Title für eine Aufgabe angeben').waitFor();
    await title.fill(`${ownTask} (neu)`);
    await title.press('Enter');
    await shell.toast('Titel aktualisiert').waitFor();
    await tasks.row(`${ownTask} (neu)`).waitFor();
    await expectAccessible(page, 'Aufgabe: Titel geändert');
    await tasks.info.getByRole('button', { name: 'Aufgabe löschen' }).click();
    const confirm = tasks.dialog('Aufgabe löschen');
    await confirm.getByText(/Dieser Vorgang kann nicht rückgängig gemacht werden/).waitFor();
    // The deleted task is not asked for again (no 404 behind the closing slide-in).
    const notFound: string[] = [];
    const onResponse = (response: { status(): number; url(): string }) => {
      if (response.status() === 404 && response.url().includes('/tasks/')) {
        notFound.push(response.url());
      }
    };
    page.on('response', onResponse);
    await confirm.getByRole('button', { name: 'Aufgabe löschen' }).click();
    await shell.toast('Aufgabe erfolgreich gelöscht').waitFor();
    await tasks.row(`${ownTask} (neu)`).waitFor({ state: 'detached' });
    await tasks.info.waitFor({ state: 'detached' });
    expect((await counts()).pages.active).toBe(0);
    page.off('response', onResponse);
    expect(notFound).toEqual([]);
  });

  it("shows the property's tasks and tickets in its tabs", async () => {
    await page.goto(`/properties/${propertyId}?tab=aufgaben&aufgaben.status=archived`);
    await tasks.row(ticketTitle).waitFor();
    expect(await page.getByRole('textbox', { name: 'Objekt', exact: true }).count()).toBe(0);
    await expectAccessible(page, 'Objekt: Aufgaben');
    await page.getByRole('tab', { name: 'Tickets' }).click();
    await page.getByRole('heading', { name: 'Aktive Tickets', level: 2 }).waitFor();
    await page.getByRole('table').getByText(ticketTitle).waitFor();
    await expectAccessible(page, 'Objekt: Tickets');
  });
});
