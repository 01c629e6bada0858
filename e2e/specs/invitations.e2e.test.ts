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
import { createMember } from '../support/members.ts';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const suffix = Math.random().toString(36).slice(2, 7);
const projectName = `Einladungen ${suffix}`;
const inviteeEmail = `neu-${suffix}@example.com`;
// The mail throttle allows one inviter five mails a minute (docs/security.md, Mails): the
// invitations below are spread over the superuser, a second administrator and a limited one.
const inviterEmail = `einlader-${suffix}@example.com`;
const limitedEmail = `begrenzt-${suffix}@example.com`;
const recipientThrottled = 'An diese E-Mail-Adresse wurde gerade erst eine E-Mail gesendet.';

let browser: Browser;
let adminContext: BrowserContext;
let admin: ApiClient;
let inviter: ApiClient;
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
 * Invites `email` through the API (as `by`, default the superuser) and returns the path of the
 * link in the mail it receives. Names are unique in a project, so each invitation gets its own.
 * The subject is fixed wording; what the inviter typed appears only as quoted lines.
 */
async function invite(
  email: string,
  roleId: string,
  { name = `Nina Neu ${++invited}`, by = admin }: { name?: string; by?: ApiClient } = {},
) {
  const before = mailCount(mailDir);
  await unwrap(
    by.POST('/api/projects/{projectId}/invitations', {
      params: { path: { projectId } },
      body: { name, email, roleId },
    }),
  );
  const mail = await waitForMail(mailDir, email, before);
  expect(mail.subject).toBe('Kontor: Einladung zur Mitarbeit in einem Projekt');
  expect(mail.text).toContain(`Projekt: „${projectName}“`);
  expect(mail.text).toContain(`Ihr Name im Projekt: „${name}“`);
  return new URL(linkIn(mail, `${baseUrl}/invitation/`)).pathname;
}

/** The id of the open invitation to `email`. */
async function invitationIdOf(email: string) {
  const open = await unwrap(
    admin.GET('/api/projects/{projectId}/invitations', { params: { path: { projectId } } }),
  );
  return open.find((i) => i.email === email)!.id;
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
        body: {
          name: projectName,
          modules: ['/properties', '/tasks', '/tickets', '/users', '/user-management'],
        },
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
    await createMember(
      admin,
      projectId,
      {
        firstName: 'Ida',
        familyName: `Einlader${suffix}`,
        email: inviterEmail,
        password: 'einlader-2026',
      },
      'Administrator',
    );
    inviter = await apiAs(await signedIn(inviterEmail, 'einlader-2026'), baseUrl);
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
    const deletedLink = await invite(email, tasksRoleId, { by: inviter });
    const invitationId = await invitationIdOf(email);
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
    // An account of another project, not the superuser's: other specs invite that address too,
    // and one address gets one invitation mail a minute.
    const elsewhere = await unwrap(
      admin.POST('/api/projects', {
        body: { name: `Anderswo ${suffix}`, modules: ['/tasks', '/user-management'] },
      }),
    );
    const existingEmail = `bestehend-${suffix}@example.com`;
    await createMember(admin, elsewhere.id, {
      firstName: 'Berta',
      familyName: `Bestehend${suffix}`,
      email: existingEmail,
      password: 'bestehend-2026',
    });
    const existingLink = await invite(existingEmail, tasksRoleId, { by: inviter });
    const fresh = await newContext(browser, baseUrl);
    const other = await fresh.newPage();
    await other.goto(existingLink);
    await other.getByText('gibt es bereits ein Konto').waitFor();
    await expectAccessible(other, 'Einladung mit bestehendem Konto');
    await other
      .getByLabel(/^Passwort/)
      .and(other.locator('input'))
      .fill('bestehend-2026');
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
  let limited: BrowserContext;
  let limitedApi: ApiClient;
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
    await createMember(
      admin,
      projectId,
      {
        firstName: 'Kai',
        familyName: `Begrenzt${suffix}`,
        email: limitedEmail,
        password: 'begrenzt-2026',
      },
      role.name,
    );
    limited = await signedIn(limitedEmail, 'begrenzt-2026');
    limited.setDefaultTimeout(15_000);
    limitedApi = await apiAs(limited, baseUrl);
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
    const link = await invite(`doppel-${suffix}@example.com`, tasksRoleId, {
      name,
      by: limitedApi,
    });
    const first = await invite(`doppel-eins-${suffix}@example.com`, tasksRoleId, {
      name,
      by: limitedApi,
    });
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

  it("resending within the minute shows 'Erneut möglich in' instead of the button", async () => {
    const email = `oft-${suffix}@example.com`;
    await invite(email, tasksRoleId, { by: limitedApi });
    const before = mailCount(mailDir);
    const shell = new ShellPage(page);
    await page.goto('/');
    await shell.openProject(projectName);
    await shell.sidebarLink('Nutzer').click();
    await page.getByRole('tab', { name: 'Einladungen' }).click();
    const users = new UserPages(page);
    const resend = page.getByRole('button', { name: `Einladung an ${email} erneut senden` });
    await resend.click();
    await shell.toast(recipientThrottled).waitFor();
    const row = users.row(email);
    await row
      .getByRole('status')
      .filter({ hasText: /^Erneut möglich in \d+ Sekunden?$/ })
      .waitFor();
    expect(await resend.count()).toBe(0);
    await expectAccessible(page, 'Einladungen: erneut möglich');
    expect(mailCount(mailDir)).toBe(before);
  });

  it('inviting an address again within the minute shows the wait in the dialog', async () => {
    const email = `wieder-${suffix}@example.com`;
    await invite(email, tasksRoleId, { by: limitedApi });
    const invitationId = await invitationIdOf(email);
    await unwrap(
      limitedApi.DELETE('/api/projects/{projectId}/invitations/{invitationId}', {
        params: { path: { projectId, invitationId } },
      }),
    );
    const before = mailCount(mailDir);
    const users = new UserPages(page);
    await page.getByRole('button', { name: 'Neuen Benutzer einladen' }).click();
    const dialog = users.dialog('Neuen Benutzer einladen');
    await users.field('Neuen Benutzer einladen', 'Name').fill('Wilma Wieder');
    await users.field('Neuen Benutzer einladen', 'E-Mail').fill(email);
    await users.pickOption(
      users.field('Neuen Benutzer einladen', 'Rolle'),
      `Nur Aufgaben ${suffix}`,
    );
    const submit = dialog.getByRole('button', { name: 'Einladen' });
    await submit.click();
    await dialog
      .getByRole('status')
      .filter({ hasText: /^Erneut möglich in \d+ Sekunden?$/ })
      .waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await expectAccessible(page, 'Neuen Benutzer einladen: erneut möglich');
    expect(mailCount(mailDir)).toBe(before);
  });
});
