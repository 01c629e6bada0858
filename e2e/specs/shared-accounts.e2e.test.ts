import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { unwrap, type ApiClient } from '@kontor/api-client';
import { expectAccessible } from '../a11y/axe-check.ts';
import { LoginPage } from '../pages/login-page.ts';
import { ShellPage } from '../pages/shell-page.ts';
import { UserPages } from '../pages/user-pages.ts';
import { apiAs } from '../support/api.ts';
import { launchBrowser, newContext } from '../support/browser.ts';
import { linkIn, mailCount, waitForMail } from '../support/mailbox.ts';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const suffix = Math.random().toString(36).slice(2, 7);
const projectName = `Geteilt ${suffix}`;
const otherName = `Anderes ${suffix}`;
const PASSWORD = 'sicher-123';
const SHARED_MESSAGE =
  'Dieses Konto gehört auch zu einem anderen Projekt. Name, E-Mail-Adresse, Passwort und Farbe ändern nur der Nutzer selbst oder ein Superuser.';
const INVITED = 'Einladung gesendet. Sobald die Person sie annimmt, ist sie Mitglied des Projekts.';
const MODULES = ['/user-management', '/staff', '/users'] as const;

let browser: Browser;
let superuserContext: BrowserContext;
let superuser: ApiClient;
let adminContext: BrowserContext;
let page: Page;
let shell: ShellPage;
let users: UserPages;
let projectId: string;
const shared = { name: `Sam Geteilt${suffix}`, email: `sam.${suffix}@firma.example` };
const local = { name: `Lea Lokal${suffix}`, email: `lea.${suffix}@firma.example` };

async function signedIn(email: string, password: string) {
  const context = await newContext(browser, baseUrl);
  const res = await context.request.post('/api/auth/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  return context;
}

async function createProject(name: string) {
  const project = await unwrap(
    superuser.POST('/api/projects', { body: { name, modules: [...MODULES] } }),
  );
  const roles = await unwrap(
    superuser.GET('/api/projects/{projectId}/roles', {
      params: { path: { projectId: project.id } },
    }),
  );
  const roleId = (type: string) => roles.find((r) => r.type === type)!.id;
  return { id: project.id, roleId };
}

async function createStaff(
  project: string,
  person: { name: string; email: string },
  roleId: string,
) {
  const [firstName, familyName] = person.name.split(' ');
  await unwrap(
    superuser.POST('/api/projects/{projectId}/user-management/members', {
      params: { path: { projectId: project } },
      body: {
        firstName: firstName!,
        familyName: familyName!,
        email: person.email,
        roleId,
        password: PASSWORD,
        passwordRepeat: PASSWORD,
      },
    }),
  );
}

describe('accounts shared by projects: the screens offer only what the project may change', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    superuserContext = await signedIn(inject('adminEmail'), inject('adminPassword'));
    superuser = await apiAs(superuserContext, baseUrl);
    const project = await createProject(projectName);
    const other = await createProject(otherName);
    projectId = project.id;
    const admin = { name: `Anna Admin${suffix}`, email: `anna.${suffix}@firma.example` };
    await createStaff(project.id, admin, project.roleId('admin'));
    await createStaff(project.id, local, project.roleId('worker'));
    // Sam belongs to the other project and joins this one by accepting an invitation.
    await createStaff(other.id, shared, other.roleId('admin'));
    const before = mailCount(mailDir);
    await unwrap(
      superuser.POST('/api/projects/{projectId}/invitations', {
        params: { path: { projectId } },
        body: { ...shared, roleId: project.roleId('worker') },
      }),
    );
    const link = linkIn(await waitForMail(mailDir, shared.email, before), `${baseUrl}/invitation/`);
    const sam = await signedIn(shared.email, PASSWORD);
    const token = new URL(link).pathname.split('/').at(-1)!;
    expect((await sam.request.post(`/api/invitations/${token}/join`)).status()).toBe(200);
    await sam.close();

    adminContext = await newContext(browser, baseUrl);
    adminContext.setDefaultTimeout(15_000);
    page = await adminContext.newPage();
    shell = new ShellPage(page);
    users = new UserPages(page);
    const login = new LoginPage(page);
    await login.goto();
    await login.login(admin.email, PASSWORD);
    await shell.openProject(projectName);
  });

  afterAll(async () => {
    await adminContext?.close();
    await superuserContext?.close();
    await browser?.close();
  });

  it("'Nutzerverwaltung' offers no password and locks e-mail and colour of a shared account", async () => {
    await shell.sidebarLink('Nutzerverwaltung').click();
    await users.row(shared.name).waitFor();
    await users
      .row(local.name)
      .getByRole('button', { name: `Passwort ändern: ${local.name}` })
      .waitFor();
    await expect(
      users
        .row(shared.name)
        .getByRole('button', { name: `Passwort ändern: ${shared.name}` })
        .count(),
    ).resolves.toBe(0);
    await users
      .row(shared.name)
      .getByRole('button', { name: `Nutzerdaten bearbeiten: ${shared.name}` })
      .click();
    const title = `Nutzerdaten bearbeiten: ${shared.name}`;
    const email = users.field(title, 'E-Mail');
    await expect(email.isDisabled()).resolves.toBe(true);
    await expect(users.field(title, 'Farbe').isDisabled()).resolves.toBe(true);
    await users.dialog(title).getByText(SHARED_MESSAGE).first().waitFor();
    await expectAccessible(page, 'Nutzerdaten bearbeiten (geteiltes Konto)');
    // The role is the project's own: saving it works.
    await users.dialog(title).getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('Daten aktualisiert').waitFor();
  });

  it("'Nutzerübersicht' does not offer to rename a shared account", async () => {
    await shell.sidebarLink('Nutzer').click();
    await users
      .row(local.name)
      .getByRole('button', { name: `Namen bearbeiten: ${local.name}` })
      .waitFor();
    await users.row(shared.name).getByRole('img', { name: SHARED_MESSAGE }).waitFor();
    await expect(
      users
        .row(shared.name)
        .getByRole('button', { name: `Namen bearbeiten: ${shared.name}` })
        .count(),
    ).resolves.toBe(0);
    await expectAccessible(page, 'Nutzerübersicht (geteiltes Konto)');
  });

  it("'Benutzer hinzufügen' answers a known and an unknown address alike: an invitation went out", async () => {
    const su = await superuserContext.newPage();
    const suShell = new ShellPage(su);
    const suUsers = new UserPages(su);
    await su.goto(`/admin/projects/${projectId}?tab=nutzer`);
    for (const email of [`niemand.${suffix}@firma.example`, inject('adminEmail')]) {
      await su.getByRole('button', { name: 'Benutzer hinzufügen' }).click();
      const dialog = 'Benutzer hinzufügen';
      await suUsers.field(dialog, 'Name').fill('Nina Neu');
      await suUsers.field(dialog, 'E-Mail').fill(email);
      await expectAccessible(su, 'Benutzer hinzufügen');
      await suUsers.dialog(dialog).getByRole('button', { name: 'Einladung senden' }).click();
      await suShell.toast(INVITED).waitFor();
      await suUsers.dialog(dialog).waitFor({ state: 'detached' });
      await suShell.waitForToastsGone();
    }
    await expectAccessible(su, 'Projektverwaltung: Nutzer');
    await su.close();
  });
});
