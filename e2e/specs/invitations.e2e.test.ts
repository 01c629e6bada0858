import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { unwrap, type ApiClient } from '@kontor/api-client';
import { expectAccessible } from '../a11y/axe-check.ts';
import { AcceptInvitationPage } from '../pages/accept-invitation-page.ts';
import { ShellPage } from '../pages/shell-page.ts';
import { UserPages } from '../pages/user-pages.ts';
import { apiAs } from '../support/api.ts';
import { launchBrowser, newContext } from '../support/browser.ts';
import { linkIn, mailCount, waitForMail } from '../support/mailbox.ts';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const suffix = Math.random().toString(36).slice(2, 7);
const projectName = `Einladungen ${suffix}`;
const inviteeEmail = `neu-${suffix}@example.com`;

let browser: Browser;
let adminContext: BrowserContext;
let admin: ApiClient;
let projectId: string;
let tasksRoleId: string;
let invited = 0;

async function signedIn(email: string, password: string) {
  const context = await newContext(browser, baseUrl);
  const res = await context.request.post('/api/auth/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  return context;
}

/**
 * Invites `email` through the API and returns the path of the link in the mail it receives.
 * Names are unique in a project, so each invitation gets its own.
 */
async function invite(email: string, roleId: string, name = `Nina Neu ${++invited}`) {
  const before = mailCount(mailDir);
  await unwrap(
    admin.POST('/api/projects/{projectId}/invitations', {
      params: { path: { projectId } },
      body: { name, email, roleId },
    }),
  );
  const mail = await waitForMail(mailDir, email, before);
  expect(mail.subject).toBe(`Kontor: Einladung zum Projekt ${projectName}`);
  return new URL(linkIn(mail, `${baseUrl}/invitation/`)).pathname;
}

// The browser and the admin's session serve both blocks below.
afterAll(async () => {
  await adminContext?.close();
  await browser?.close();
});

describe('invitations: the link in the mail leads into the project with the role', () => {
  let invitee: BrowserContext;
  let page: Page;
  let acceptPage: AcceptInvitationPage;
  let link: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    adminContext = await signedIn(inject('adminEmail'), inject('adminPassword'));
    admin = await apiAs(adminContext, baseUrl);
    const project = await unwrap(
      admin.POST('/api/projects', {
        body: { name: projectName, modules: ['/properties', '/tasks', '/tickets', '/users'] },
      }),
    );
    projectId = project.id;
    const tasks = project.modules.find((m) => m.path === '/tasks')!;
    const role = await unwrap(
      admin.POST('/api/projects/{projectId}/roles', {
        params: { path: { projectId } },
        body: { name: `Nur Aufgaben ${suffix}`, type: 'worker', moduleIds: [tasks.id] },
      }),
    );
    tasksRoleId = role.id;
    link = await invite(inviteeEmail, tasksRoleId);
    // The invitee is someone else: a second browser context without the admin's session.
    invitee = await newContext(browser, baseUrl);
    invitee.setDefaultTimeout(15_000);
    page = await invitee.newPage();
    acceptPage = new AcceptInvitationPage(page);
  });

  afterAll(async () => {
    await invitee?.close();
  });

  it('shows the project and checks the password rules', async () => {
    await page.goto(link);
    await page.getByText(`im Projekt „${projectName}“ mitzuarbeiten`).waitFor();
    expect(await acceptPage.email.inputValue()).toBe(inviteeEmail);
    await expectAccessible(page, 'Einladung annehmen');
    await acceptPage.submit.click();
    await page.getByText('Bitte ein Passwort eingeben').waitFor();
    await page.getByText('Bitte das Passwort wiederholen').waitFor();
    await acceptPage.password.fill('kurz');
    await acceptPage.repeat.fill('kurz');
    await acceptPage.submit.click();
    await page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein').waitFor();
    await acceptPage.password.fill('einladung-2026');
    await acceptPage.repeat.fill('anders-2026');
    await acceptPage.submit.click();
    await page.getByText('Die beiden Passwörter stimmen nicht überein').waitFor();
  });

  it('sets the password and lands in the project, seeing only the modules of the role', async () => {
    await acceptPage.repeat.fill('einladung-2026');
    await acceptPage.submit.click();
    const shell = new ShellPage(page);
    await shell.sidebarLink('Aufgaben').waitFor();
    expect(new URL(page.url()).pathname).not.toContain('/invitation/');
    expect(await shell.sidebarLink('Objekte').count()).toBe(0);
    expect(await shell.sidebarLink('Tickets').count()).toBe(0);
    const api = await apiAs(invitee, baseUrl);
    await expect(
      api.GET('/api/projects/{projectId}/properties', { params: { path: { projectId } } }),
    ).rejects.toMatchObject({ status: 403 });
    const me = await unwrap(api.GET('/api/auth/me'));
    expect(me.projects.map((p) => p.name)).toEqual([projectName]);
  });

  it('the used link says it was accepted', async () => {
    await page.goto(link);
    await page.getByRole('heading', { name: 'Einladung bereits angenommen' }).waitFor();
    await expectAccessible(page, 'Einladung angenommen');
  });

  it("the admin invites through 'Neuen Benutzer einladen' on the Einladungen tab", async () => {
    const email = `ui-${suffix}@example.com`;
    const adminPage = await adminContext.newPage();
    const shell = new ShellPage(adminPage);
    const users = new UserPages(adminPage);
    await adminPage.goto('/');
    await shell.openProject(projectName);
    await shell.sidebarLink('Nutzer').click();
    await adminPage.getByRole('tab', { name: 'Einladungen' }).click();
    await adminPage.getByRole('button', { name: 'Neuen Benutzer einladen' }).click();
    const dialog = users.dialog('Neuen Benutzer einladen');
    await dialog.getByRole('button', { name: 'Einladen' }).click();
    await dialog.getByText('Bitte einen Namen angeben').waitFor();
    await expectAccessible(adminPage, 'Neuen Benutzer einladen');
    const before = mailCount(mailDir);
    await users.field('Neuen Benutzer einladen', 'Name').fill('Uta Oberfläche');
    await users.field('Neuen Benutzer einladen', 'E-Mail').fill(email);
    await dialog.getByRole('button', { name: 'Einladen' }).click();
    await shell.toast('Einladung erfolgreich gesendet').waitFor();
    await users.row(email).waitFor();
    await expectAccessible(adminPage, 'Einladungen');
    const mail = await waitForMail(mailDir, email, before);
    await page.goto(new URL(linkIn(mail, `${baseUrl}/invitation/`)).pathname);
    await page.getByText(`im Projekt „${projectName}“ mitzuarbeiten`).waitFor();
    expect(await acceptPage.email.inputValue()).toBe(email);
    await adminPage.close();
  });

  it('without a mail server the admin is told so and gets the link to copy', async () => {
    const adminPage = await adminContext.newPage();
    await adminContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    // The e2e server has a mail server: this turns its answer into one without (the server's
    // side is covered by invitations.test.ts).
    const link = `${baseUrl}/invitation/ohne-mailserver`;
    await adminPage.route(`**/api/projects/${projectId}/invitations`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const response = await route.fetch();
      const json = { ...(await response.json()), mailConfigured: false, link };
      await route.fulfill({ response, json });
    });
    const shell = new ShellPage(adminPage);
    const users = new UserPages(adminPage);
    await adminPage.goto('/');
    await shell.openProject(projectName);
    await shell.sidebarLink('Nutzer').click();
    await adminPage.getByRole('tab', { name: 'Einladungen' }).click();
    await adminPage.getByRole('button', { name: 'Neuen Benutzer einladen' }).click();
    await users.field('Neuen Benutzer einladen', 'Name').fill('Otto Ohnepost');
    await users.field('Neuen Benutzer einladen', 'E-Mail').fill(`ohne-${suffix}@example.com`);
    await users.dialog('Neuen Benutzer einladen').getByRole('button', { name: 'Einladen' }).click();
    const notSent = users.dialog('Keine E-Mail versandt');
    await notSent.getByText('Es ist kein Mailserver eingerichtet.', { exact: false }).waitFor();
    expect(await notSent.getByRole('textbox', { name: 'Einladungslink' }).inputValue()).toBe(link);
    expect(await shell.toast('Einladung erfolgreich gesendet').count()).toBe(0);
    await expectAccessible(adminPage, 'Einladung ohne Mailserver');
    await notSent.getByRole('button', { name: 'Link kopieren' }).click();
    await notSent.getByRole('button', { name: 'Link kopiert' }).waitFor();
    expect(await adminPage.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await notSent.getByRole('button', { name: 'Schließen' }).last().click();
    await notSent.waitFor({ state: 'hidden' });
    await adminPage.close();
  });

  it('a deleted and an unknown link say so', async () => {
    const email = `weg-${suffix}@example.com`;
    const deletedLink = await invite(email, tasksRoleId);
    const open = await unwrap(
      admin.GET('/api/projects/{projectId}/invitations', { params: { path: { projectId } } }),
    );
    const invitationId = open.find((i) => i.email === email)!.id;
    await unwrap(
      admin.DELETE('/api/projects/{projectId}/invitations/{invitationId}', {
        params: { path: { projectId, invitationId } },
      }),
    );
    await page.goto(deletedLink);
    await page.getByRole('heading', { name: 'Einladung zurückgezogen' }).waitFor();
    await page.goto('/invitation/gibt-es-nicht');
    await page.getByRole('heading', { name: 'Link ungültig' }).waitFor();
    await expectAccessible(page, 'Einladungslink ungültig');
  });

  it('an existing account accepts by signing in', async () => {
    const existing = await unwrap(admin.GET('/api/auth/me'));
    const existingLink = await invite(existing.user.email, tasksRoleId);
    const fresh = await newContext(browser, baseUrl);
    const other = await fresh.newPage();
    await other.goto(existingLink);
    await other.getByText('gibt es bereits ein Konto').waitFor();
    await expectAccessible(other, 'Einladung mit bestehendem Konto');
    await other
      .getByLabel(/^Passwort/)
      .and(other.locator('input'))
      .fill(inject('adminPassword'));
    await other.getByRole('button', { name: 'Anmelden und beitreten' }).click();
    await other.getByRole('navigation', { name: 'Hauptmenü' }).waitFor();
    const roles = await unwrap(
      admin.GET('/api/projects/{projectId}/roles', { params: { path: { projectId } } }),
    );
    expect(roles.find((r) => r.id === tasksRoleId)!.memberCount).toBe(2);
    await fresh.close();
  });
});

describe("invitations and roles: the server's refusals show in German", () => {
  const limitedEmail = `begrenzt-${suffix}@example.com`;
  let limited: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // An administrator whose role opens only Aufgaben and Nutzer, joined through an invitation.
    const project = await unwrap(
      admin.GET('/api/projects/{projectId}', { params: { path: { projectId } } }),
    );
    const moduleIds = project.modules
      .filter((m) => m.path === '/tasks' || m.path === '/users')
      .map((m) => m.id);
    const role = await unwrap(
      admin.POST('/api/projects/{projectId}/roles', {
        params: { path: { projectId } },
        body: { name: `Kleiner Admin ${suffix}`, type: 'admin', moduleIds },
      }),
    );
    const link = await invite(limitedEmail, role.id);
    limited = await newContext(browser, baseUrl);
    limited.setDefaultTimeout(15_000);
    const accepted = await limited.request.post(
      `/api/invitations/${link.split('/').at(-1)}/accept`,
      {
        data: { password: 'begrenzt-2026', passwordRepeat: 'begrenzt-2026' },
      },
    );
    expect(accepted.status()).toBe(200);
    page = await limited.newPage();
  });

  afterAll(async () => {
    await limited?.close();
  });

  it("an invitation with a role above the inviter's own is refused beside the role picker", async () => {
    const shell = new ShellPage(page);
    const users = new UserPages(page);
    await page.goto('/');
    await shell.openProject(projectName);
    await shell.sidebarLink('Nutzer').click();
    await page.getByRole('tab', { name: 'Einladungen' }).click();
    await page.getByRole('button', { name: 'Neuen Benutzer einladen' }).click();
    const dialog = users.dialog('Neuen Benutzer einladen');
    await users.field('Neuen Benutzer einladen', 'Name').fill('Otto Obermann');
    await users.field('Neuen Benutzer einladen', 'E-Mail').fill(`ober-${suffix}@example.com`);
    await users.pickOption(users.field('Neuen Benutzer einladen', 'Rolle'), 'Administrator');
    await dialog.getByRole('button', { name: 'Einladen' }).click();
    await dialog
      .getByText('Sie können keine Rolle vergeben, die mehr Rechte hat als Ihre eigene')
      .waitFor();
    await expectAccessible(page, 'Einladung: Rolle abgelehnt');
  });

  it("changing a role above one's own is refused with a German message", async () => {
    const shell = new ShellPage(page);
    await page.goto(`/admin/projects/${projectId}`);
    await page.getByRole('tab', { name: 'Rollen' }).click();
    await page.getByRole('button', { name: 'Administrator bearbeiten' }).click();
    const users = new UserPages(page);
    const dialog = users.dialog('Rolle bearbeiten');
    await users.pickOption(users.field('Rolle bearbeiten', 'Art'), 'Büro');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await shell
      .toast(
        'Sie können Art und Module einer Rolle, die mehr Rechte hat als Ihre eigene, nicht ändern.',
      )
      .waitFor();
  });

  it('accepting with a name the project meanwhile has shows why, in the form', async () => {
    const name = `Clara Doppel${suffix}`;
    // Two invitations of one name, both sent while it was free; the other one is accepted first.
    const link = await invite(`doppel-${suffix}@example.com`, tasksRoleId, name);
    const first = await invite(`doppel-eins-${suffix}@example.com`, tasksRoleId, name);
    const firstIn = await newContext(browser, baseUrl);
    const joined = await firstIn.request.post(
      `/api/invitations/${first.split('/').at(-1)}/accept`,
      {
        data: { password: 'doppel-2026', passwordRepeat: 'doppel-2026' },
      },
    );
    expect(joined.status()).toBe(200);
    await firstIn.close();
    const fresh = await newContext(browser, baseUrl);
    const invitee = await fresh.newPage();
    const acceptPage = new AcceptInvitationPage(invitee);
    await invitee.goto(link);
    await acceptPage.password.fill('doppel-2026');
    await acceptPage.repeat.fill('doppel-2026');
    await acceptPage.submit.click();
    await invitee
      .getByText(`In diesem Projekt gibt es bereits ein Mitglied mit dem Namen „${name}“.`)
      .waitFor();
    await expectAccessible(invitee, 'Einladung: Name vergeben');
    await fresh.close();
  });

  it('resending too often is refused with a German message', async () => {
    const email = `oft-${suffix}@example.com`;
    await invite(email, tasksRoleId);
    const open = await unwrap(
      admin.GET('/api/projects/{projectId}/invitations', { params: { path: { projectId } } }),
    );
    const invitationId = open.find((i) => i.email === email)!.id;
    for (let i = 0; i < 5; i++) {
      await unwrap(
        admin.POST('/api/projects/{projectId}/invitations/{invitationId}/resend', {
          params: { path: { projectId, invitationId } },
        }),
      );
    }
    const adminPage = await adminContext.newPage();
    const shell = new ShellPage(adminPage);
    await adminPage.goto('/');
    await shell.openProject(projectName);
    await shell.sidebarLink('Nutzer').click();
    await adminPage.getByRole('tab', { name: 'Einladungen' }).click();
    await adminPage.getByRole('button', { name: `Einladung an ${email} erneut senden` }).click();
    await shell.toast('Diese Einladung wurde in der letzten Stunde zu oft gesendet.').waitFor();
    await adminPage.close();
  });
});
