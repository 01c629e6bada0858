import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { unwrap, type ApiClient } from '@kontor/api-client';
import { expectAccessible } from '../a11y/axe-check.ts';
import type { ShellPage } from '../pages/shell-page.ts';
import {
  closeAdminSession,
  openAdminSession,
  openNewProject,
  type AdminSession,
} from '../support/admin-session.ts';
import { TicketPages } from '../pages/ticket-pages.ts';
import { ImagePickerPage } from '../pages/image-picker-page.ts';
import { pngFile } from '../fixtures/files.ts';

const baseUrl = inject('baseUrl');
const suffix = Math.random().toString(36).slice(2, 7);
const projectName = `Tickets ${suffix}`;
const propertyName = `Wohnhaus Lindenweg ${suffix}`;
const first = `Heizung ausgefallen ${suffix}`;
const second = `Treppenlicht defekt ${suffix}`;

let session: AdminSession;
let page: Page;
let shell: ShellPage;
let tickets: TicketPages;
let api: ApiClient;
let projectId: string;
let propertyId: string;

async function counts() {
  const params = { path: { projectId }, query: { status: 'open' as const } };
  return (await unwrap(api.GET('/api/projects/{projectId}/tickets', { params }))).counts;
}

describe('tickets: create, add a task, move through the pages, delete and archive', () => {
  beforeAll(async () => {
    session = await openAdminSession();
    ({ page, shell, api } = session);
    tickets = new TicketPages(page);
    projectId = await openNewProject(
      session,
      projectName,
      ['/properties', '/tasks', '/tickets', '/images'],
      async (id) => {
        projectId = id;
        propertyId = (
          await unwrap(
            api.POST('/api/projects/{projectId}/properties', {
              params: { path: { projectId } },
              body: { name: propertyName },
            }),
          )
        ).id;
      },
    );
  });

  afterAll(() => closeAdminSession(session));

  it("shows 'Aktive Tickets' with its empty state", async () => {
    await shell.sidebarLink('Tickets').click();
    await shell.heading('Aktive Tickets').waitFor();
    await page.getByText('Keine Tickets vorhanden').waitFor();
    await expectAccessible(page, 'Tickets');
  });

  it('creates a ticket after showing the required-field messages', async () => {
    await page.getByRole('button', { name: 'Neues Ticket erstellen' }).click();
    const dialog = tickets.dialog('Neues Ticket erstellen');
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await dialog.getByText('Bitte einen Titel angeben').waitFor();
    await dialog.getByText('Bitte ein zugehöriges Objekt auswählen').waitFor();
    await expectAccessible(page, 'Neues Ticket erstellen');
    await dialog.getByRole('textbox', { name: 'Titel' }).fill(first);
    await dialog.getByRole('textbox', { name: 'Objekt' }).click();
    await page.getByRole('option', { name: propertyName }).click();
    // A photo of the damage (up to 10).
    await dialog.getByRole('button', { name: /^Bilder: / }).click();
    const picker = new ImagePickerPage(page);
    await picker.dialog.waitFor();
    await picker.switchTo('Bilder hochladen');
    await picker.upload(`heizung-${suffix}.png`, pngFile(320, 180));
    await picker.dialog.getByText('Dateien wurden erfolgreich hochgeladen').waitFor();
    await picker.dialog.getByRole('button', { name: 'Zurück' }).click();
    await picker.confirm();
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await shell.toast('Ticket erfolgreich erstellt').waitFor();
    await tickets.row(first).getByText(propertyName).waitFor();
    expect((await counts()).open).toBe(1);
    const params = { path: { projectId }, query: { status: 'open' as const } };
    const created = (await unwrap(api.GET('/api/projects/{projectId}/tickets', { params }))).items;
    const ticket = created.find((t) => t.title === first);
    const detail = await unwrap(
      api.GET('/api/projects/{projectId}/tickets/{ticketId}', {
        params: { path: { projectId, ticketId: ticket?.id ?? '' } },
      }),
    );
    expect(detail.images).toHaveLength(1);
  });

  it('filters by Von/Bis from the URL, shows the dates in German and resets', async () => {
    await page.goto('/tickets?from=2099-01-01');
    await page.getByText('Keine Tickets gefunden').waitFor();
    expect(await page.getByRole('textbox', { name: 'Von' }).inputValue()).toBe('01.01.2099');
    await page.reload();
    await page.getByText('Keine Tickets gefunden').waitFor();
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await tickets.row(first).waitFor();
    expect(new URL(page.url()).searchParams.get('from')).toBeNull();
  });

  it("filters by 'Ticket ID': a complete id narrows the list, a partial one shows a hint", async () => {
    const params = { path: { projectId }, query: { status: 'open' as const } };
    const listed = await unwrap(api.GET('/api/projects/{projectId}/tickets', { params }));
    const firstId = listed.items.find((t) => t.title === first)?.id ?? '';
    const ticketId = page.getByRole('textbox', { name: 'Ticket ID' });
    await ticketId.fill('abc');
    await page.getByText('Eine Ticket ID hat 10 Zeichen').waitFor();
    await ticketId.fill('zzzzzzzzzz');
    await page.getByText('Keine Tickets gefunden').waitFor();
    await ticketId.fill(firstId);
    await tickets.row(first).waitFor();
    expect(new URL(page.url()).searchParams.get('ticket')).toBe(firstId);
    await expectAccessible(page, 'Tickets mit Ticket ID');
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await expect.poll(() => ticketId.inputValue()).toBe('');
  });

  it("'Aufgabe hinzufügen' opens the task dialog filled in from the ticket", async () => {
    await tickets
      .row(first)
      .getByRole('button', { name: `Aufgabe hinzufügen: ${first}` })
      .click();
    const dialog = tickets.dialog('Aufgabe erstellen');
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Titel' }).inputValue()).toBe(first);
    await expect
      .poll(() => dialog.getByRole('textbox', { name: 'Objekt' }).inputValue())
      .toBe(propertyName);
    expect(await dialog.getByRole('textbox', { name: 'Ticket' }).inputValue()).toBe(first);
    await expectAccessible(page, 'Aufgabe erstellen aus einem Ticket');
    await dialog.getByRole('textbox', { name: 'Titel' }).fill(`${first} prüfen`);
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await shell.toast('Aufgabe erstellt').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const link = tickets.row(first).getByRole('link', { name: `Aufgabe verknüpft: ${first}` });
    const taskId = new URL((await link.getAttribute('href')) ?? '', baseUrl).searchParams.get(
      'task',
    );
    const task = await unwrap(
      api.GET('/api/projects/{projectId}/tasks/{taskId}', {
        params: { path: { projectId, taskId: taskId ?? '' } },
      }),
    );
    expect(task.title).toBe(`${first} prüfen`);
    expect(task.property?.id).toBe(propertyId);
  });

  it('moves tickets through the pages with the bulk actions; the counts follow', async () => {
    await unwrap(
      api.POST('/api/projects/{projectId}/tickets', {
        params: { path: { projectId } },
        body: { title: second, propertyId },
      }),
    );
    await page.reload();
    await tickets.row(second).waitFor();
    await tickets.select(first, second);
    await tickets.bulk('In Bearbeitung');
    await shell.toast('2 Tickets in Bearbeitung').waitFor();
    await page.getByText('Keine Tickets vorhanden').waitFor();
    expect(await counts()).toMatchObject({ open: 0, in_progress: 2 });

    await tickets.tab('Ausgeführte Tickets').click();
    await shell.heading('Ausgeführte Tickets').waitFor();
    // The page is in the URL: a reload stays on it.
    await page.reload();
    await tickets.row(second).waitFor();
    await tickets.select(first, second);
    await tickets.bulk('Tickets schließen');
    await shell.toast('2 Tickets geschlossen').waitFor();
    expect(await counts()).toMatchObject({ in_progress: 0, closed: 2 });

    await tickets.tab('Erledigte Tickets').click();
    await tickets.row(second).waitFor();
    // A closed ticket gets no task.
    expect(
      await tickets
        .row(second)
        .getByRole('button', { name: `Aufgabe hinzufügen: ${second}` })
        .isDisabled(),
    ).toBe(true);
    await expectAccessible(page, 'Erledigte Tickets');
  });

  it('deletes a closed ticket after confirmation and archives the other', async () => {
    await tickets.select(second);
    await page.getByRole('button', { name: 'Löschen', exact: true }).click();
    const confirm = tickets.dialog(/^Ausgewählte Tickets/);
    await confirm
      .getByText('Soll das ausgewählte Ticket unwiderruflich gelöscht werden?')
      .waitFor();
    await expectAccessible(page, 'Tickets löschen');
    await confirm.getByRole('button', { name: 'Endgültig löschen' }).click();
    await shell.toast('Ticket gelöscht').waitFor();
    await tickets.row(second).waitFor({ state: 'detached' });

    await tickets.select(first);
    await tickets.bulk('Archivieren');
    await shell.toast('Ticket archiviert').waitFor();
    expect(await counts()).toMatchObject({ closed: 0, archived: 1 });
    await tickets.tab('Archivierte Tickets').click();
    await tickets.row(first).waitFor();
  });

  it('opens the details slide-in; an archived ticket is read-only', async () => {
    await tickets
      .row(first)
      .getByRole('button', { name: `Details: ${first}` })
      .click();
    const panel = tickets.dialog('Ticketdetails');
    await panel.getByText(propertyName).waitFor();
    await panel.getByText('Keine Beschreibung vorhanden').waitFor();
    expect(new URL(page.url()).searchParams.get('selected')).toMatch(/^[A-Za-z0-9]{10}$/);
    await panel.getByText('Archivierte Tickets können nicht mehr geändert werden.').waitFor();
    expect(await panel.getByRole('radio').count()).toBe(0);
    await panel.getByRole('textbox', { name: 'Neuer Kommentar' }).fill('Mieter informiert');
    await panel.getByRole('button', { name: 'Kommentar hinzufügen' }).click();
    await panel.getByText('Mieter informiert').waitFor();
    await panel.getByRole('tab', { name: 'Dokumente' }).click();
    await panel.getByText('Keine Dokumente vorhanden').waitFor();
    await expectAccessible(page, 'Ticketdetails');
  });
});
