import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { unwrap } from '@kontor/api-client';
import { launchBrowser, newContext } from './support/browser.ts';
import { apiAs } from './support/api.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from './support/server.ts';
import { LoginPage } from './pages/login-page.ts';
import { ShellPage } from './pages/shell-page.ts';

const outDir = '/tmp/pu-shots';
mkdirSync(outDir, { recursive: true });
const server = await startServer();
const browser = await launchBrowser();
try {
  const context = await newContext(browser, server.baseUrl);
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1400, height: 900 });
  const shell = new ShellPage(page);
  const shot = async (name: string) => {
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await page.screenshot({ path: path.join(outDir, `${name}.png`) });
  };
  const login = new LoginPage(page);
  await login.goto();
  await login.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  await shell.heading('Dashboard').waitFor();
  await shell.openProject('Hausmeisterservice Sonnenschein GmbH');
  await shell.sidebarLink('Nutzerverwaltung').click();
  await page.getByRole('row').nth(3).waitFor();
  await shot('1-user-management');
  await page.getByRole('button', { name: 'Neuen Nutzer anlegen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Anlegen' }).click();
  await page.getByText('Bitte einen Vornamen angeben').waitFor();
  await shot('2-create');
  await page.getByRole('dialog').getByRole('button', { name: 'Abbrechen' }).click();
  await page.getByRole('button', { name: /^Nutzerdaten bearbeiten: Jan/ }).click();
  await page.getByRole('dialog').waitFor();
  await shot('3-edit');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Passwort ändern: Jan/ }).click();
  await page.getByRole('dialog').waitFor();
  await shot('4-password');
  await page.keyboard.press('Escape');
  await shell.sidebarLink('Mitarbeiter').click();
  await shell.heading('Mitarbeiter').waitFor();
  await page.getByRole('row').nth(3).waitFor();
  await shot('5-staff');
  await page.getByRole('button', { name: /^Bearbeiten: Jan/ }).click();
  await page.getByRole('switch').first().waitFor();
  await shot('6-staff-settings');
  await page.keyboard.press('Escape');
  const api = await apiAs(context, server.baseUrl);
  await unwrap(api.POST('/api/projects', { body: { name: 'Verein Nutzer', modules: ['/users', '/user-management'] } }));
  const projects = await unwrap(api.GET('/api/projects'));
  const demo = projects.find((p) => p.name.startsWith('Hausmeister'))!;
  await page.reload();
  await shell.openProject('Verein Nutzer');
  const target = projects.find((p) => p.name === 'Verein Nutzer')!;
  for (const [f, l] of [['Anna', 'Schmidt'], ['Bernd', 'Lehmann']]) {
    await unwrap(api.POST('/api/projects/{projectId}/user-management/members', {
      params: { path: { projectId: target.id } },
      body: { firstName: f!, familyName: l!, email: `${f}@verein.example`, roleId: (await unwrap(api.GET('/api/projects/{projectId}/user-management/members', { params: { path: { projectId: target.id } } }))).roles[0]!.id, withPassword: false },
    }));
  }
  void demo;
  await shell.sidebarLink('Nutzer').click();
  await shell.heading('Nutzerübersicht').waitFor();
  await page.getByRole('row').nth(2).waitFor();
  await shot('7-users');
  await page.getByRole('button', { name: /löschen$/ }).first().click();
  await page.getByRole('dialog').waitFor();
  await shot('8-delete');
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Einladungen' }).click();
  await shot('9-invitations');
} finally {
  await browser.close();
  await server.stop();
}
