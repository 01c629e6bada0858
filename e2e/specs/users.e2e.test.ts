import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { unwrap } from '@kontor/api-client';
import { expectAccessible } from '../a11y/axe-check.ts';
import { LoginPage } from '../pages/login-page.ts';
import { ShellPage } from '../pages/shell-page.ts';
import { UserPages } from '../pages/user-pages.ts';
import { apiAs } from '../support/api.ts';
import { launchBrowser, newContext } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

// Unique per run so the suite also passes against a database that saw earlier runs.
const suffix = Math.random().toString(36).slice(2, 7);
const projectName = `Personal ${suffix}`;
const staffName = `Erika Muster${suffix}`;
const staffEmail = `erika.${suffix}@firma.example`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let shell: ShellPage;
let users: UserPages;
let projectId: string;

async function directory() {
  const api = await apiAs(context, baseUrl);
  const params = { path: { projectId } };
  return unwrap(api.GET('/api/projects/{projectId}/user-management/members', { params }));
}
const staffMember = async () => (await directory()).members.find((m) => m.name === staffName);

describe('users: create staff, Arbeiter, role, notifications, delete', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, baseUrl);
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    shell = new ShellPage(page);
    users = new UserPages(page);
    const login = new LoginPage(page);
    await login.goto();
    await login.login(adminEmail, adminPassword);
    await shell.heading('Dashboard').waitFor();
    // An own project with the three screens, so the demo data stays as it is.
    const api = await apiAs(context, baseUrl);
    const body = { name: projectName, modules: ['/user-management', '/staff', '/users'] as const };
    projectId = (
      await unwrap(api.POST('/api/projects', { body: { ...body, modules: [...body.modules] } }))
    ).id;
    await page.reload();
    await shell.openProject(projectName);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it("shows 'Nutzerverwaltung' with its empty state", async () => {
    await shell.sidebarLink('Nutzerverwaltung').click();
    await shell.heading('Nutzerverwaltung').waitFor();
    await page.getByText('Keine Nutzer vorhanden').waitFor();
    await expectAccessible(page, 'Nutzerverwaltung');
  });

  it('creates a staff member after showing every validation beside its field', async () => {
    await page.getByRole('button', { name: 'Neuen Nutzer anlegen' }).click();
    const dialog = users.createDialog;
    await dialog.waitFor();
    // The default role is preselected.
    expect(await users.field('Neuen Mitarbeiter anlegen', 'Rolle').inputValue()).toBe(
      'Mitarbeiter',
    );
    // 'Arbeiter' follows the role's type (Mitarbeiter is a worker role, Büro is not).
    const worker = dialog.getByRole('switch', { name: 'Arbeiter' });
    expect(await worker.isChecked()).toBe(true);
    await users.pickOption(users.field('Neuen Mitarbeiter anlegen', 'Rolle'), 'Büro');
    await expect.poll(() => worker.isChecked()).toBe(false);
    await users.pickOption(users.field('Neuen Mitarbeiter anlegen', 'Rolle'), 'Mitarbeiter');
    await expect.poll(() => worker.isChecked()).toBe(true);
    await expectAccessible(page, 'Neuen Mitarbeiter anlegen');
    await dialog.getByRole('button', { name: 'Anlegen' }).click();
    for (const message of [
      'Bitte einen Vornamen angeben',
      'Bitte einen Nachnamen angeben',
      'Bitte eine E-Mail Adresse angeben',
      'Bitte ein Passwort angeben',
      'Bitte das Passwort wiederholen',
    ]) {
      await dialog.getByText(message).waitFor();
    }
    await users.field('Neuen Mitarbeiter anlegen', 'Vorname').fill('Erika');
    await users.field('Neuen Mitarbeiter anlegen', 'Nachname').fill(`Muster${suffix}`);
    await users.field('Neuen Mitarbeiter anlegen', 'E-Mail').fill(staffEmail);
    await users.field('Neuen Mitarbeiter anlegen', 'Passwort').fill('sicher-123');
    await users.field('Neuen Mitarbeiter anlegen', 'Passwort wiederholen').fill('anders-123');
    await dialog.getByRole('button', { name: 'Anlegen' }).click();
    await dialog.getByText('Die beiden Passwörter stimmen nicht überein').waitFor();
    await users.field('Neuen Mitarbeiter anlegen', 'Passwort wiederholen').fill('sicher-123');
    await dialog.getByRole('button', { name: 'Anlegen' }).click();
    await shell.toast('Mitarbeiter angelegt').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await users.row(staffName).getByText('Mitarbeiter', { exact: true }).waitFor();
    expect((await staffMember())?.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('toggles Arbeiter', async () => {
    const toggle = page.getByRole('switch', { name: `Arbeiter: ${staffName}` });
    // Created with the worker role, so 'Arbeiter' is on.
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click({ force: true });
    await shell.toast('Daten aktualisiert').waitFor();
    await expect.poll(async () => (await staffMember())?.isWorker).toBe(false);
    await expect.poll(() => toggle.isChecked()).toBe(false);
  });

  it('checks the password dialog and changes the role in the edit dialog', async () => {
    await page.getByRole('button', { name: `Passwort ändern: ${staffName}` }).click();
    const title = `Passwort ändern: ${staffName}`;
    await users.dialog(title).waitFor();
    await expectAccessible(page, 'Passwort ändern');
    await users.dialog(title).getByRole('button', { name: 'Speichern' }).click();
    await users.dialog(title).getByText('Bitte ein Passwort eingeben').waitFor();
    await users.dialog(title).getByRole('button', { name: 'Abbrechen' }).click();
    await users.dialog(title).waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: `Nutzerdaten bearbeiten: ${staffName}` }).click();
    const edit = `Nutzerdaten bearbeiten: ${staffName}`;
    await users.dialog(edit).waitFor();
    await expectAccessible(page, 'Nutzerdaten bearbeiten');
    await users.pickOption(users.field(edit, 'Rolle'), 'Büro');
    await users.dialog(edit).getByRole('button', { name: 'Speichern' }).click();
    await users.dialog(edit).waitFor({ state: 'hidden' });
    await users.row(staffName).getByText('Büro', { exact: true }).waitFor();
    expect((await staffMember())?.role.name).toBe('Büro');
  });

  it("sets 'Nachrichteneinstellungen' on /staff", async () => {
    await shell.sidebarLink('Mitarbeiter').click();
    await shell.heading('Mitarbeiter').waitFor();
    await page.getByText('Informationen und Einstellungen zu den Mitarbeitern').waitFor();
    await users.row(staffName).waitFor();
    await expectAccessible(page, 'Mitarbeiter');
    await page.getByRole('button', { name: `Bearbeiten: ${staffName}` }).click();
    const dialog = users.dialog(`Mitarbeiter Einstellungen: ${staffName}`);
    await dialog.getByText('Nachrichteneinstellungen').waitFor();
    const tasks = dialog.getByRole('switch', { name: 'Nachrichten zu Aufgaben' });
    await expect.poll(() => tasks.isChecked()).toBe(true);
    await expectAccessible(page, 'Mitarbeiter Einstellungen');
    await tasks.click({ force: true });
    await expect.poll(() => tasks.isChecked()).toBe(false);
    const api = await apiAs(context, baseUrl);
    const member = await staffMember();
    const settings = await unwrap(
      api.GET('/api/projects/{projectId}/staff/members/{userId}/notification-settings', {
        params: { path: { projectId, userId: member!.id } },
      }),
    );
    expect(settings).toEqual({ tasks: false, tickets: true, absences: true });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('changes the role on /users and deletes the user after confirmation', async () => {
    await shell.sidebarLink('Nutzer').click();
    await shell.heading('Nutzerübersicht').waitFor();
    await users.row(staffName).getByText(staffEmail).waitFor();
    await expectAccessible(page, 'Nutzerübersicht');
    await users.pickOption(
      page.getByRole('textbox', { name: `Rolle: ${staffName}` }),
      'Mitarbeiter',
    );
    await shell.toast('Rolle aktualisiert').waitFor();
    await expect.poll(async () => (await staffMember())?.role.name).toBe('Mitarbeiter');

    await page.getByRole('tab', { name: 'Einladungen' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('invitations');
    await page.getByRole('tab', { name: 'Aktive Nutzer' }).click();

    await page.getByRole('button', { name: `${staffName} löschen` }).click();
    const confirm = users.dialog('Nutzer löschen');
    await confirm.getByText('Sind sich Sicher, dass sie diesen Eintrag löschen möchten?').waitFor();
    await expectAccessible(page, 'Nutzer löschen');
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await shell.toast('Nutzer gelöscht').waitFor();
    await expect.poll(() => users.row(staffName).count()).toBe(0);
    expect(await staffMember()).toBeUndefined();
  });
});
