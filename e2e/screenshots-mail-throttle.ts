/**
 * Screenshots of the mail throttle's hints (docs/security.md, Mails): 'Passwort vergessen' asked
 * twice, the invitation list after 'Erneut senden' and the invite dialog for an address just
 * mailed, each at 1400 × 900 and 390 × 844, with axe's findings. For looking at the UI (not a
 * test). Needs apps/web/dist. Writes PNGs to SHOTS_DIR (default /tmp/shots).
 *
 *   npx tsx e2e/screenshots-mail-throttle.ts
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { unwrap } from '@kontor/api-client';
import { blockingFindings } from './a11y/axe-check.ts';
import { LoginPage } from './pages/login-page.ts';
import { ShellPage } from './pages/shell-page.ts';
import { UserPages } from './pages/user-pages.ts';
import { apiAs } from './support/api.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from './support/server.ts';

const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });
const hint = /^Erneut möglich in \d+ Sekunden?$/;

const server = await startServer();
const browser = await launchBrowser();
try {
  const context = await newContext(browser, server.baseUrl);
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  const shell = new ShellPage(page);
  const users = new UserPages(page);
  const shot = async (name: string) => {
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running'),
    );
    const { width } = page.viewportSize() ?? { width: 0 };
    const file = path.join(outDir, `mail-throttle-${name}-${width}.png`);
    await page.screenshot({ path: file });
    const findings = await blockingFindings(page);
    console.log(file, findings.length ? findings : 'axe: clean');
  };

  const login = new LoginPage(page);
  for (const [width, height] of [
    [1400, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await login.goto();
    await login.tab('Passwort vergessen').click();
    await page.getByLabel('E-Mail').fill(`jemand-${width}@example.org`);
    for (let i = 0; i < 2; i++) {
      await page.getByRole('button', { name: 'Link anfordern' }).click();
      await page.getByRole('status').first().waitFor();
    }
    await page.getByRole('status').filter({ hasText: hint }).waitFor();
    await shot('forgot-password');
  }

  await page.setViewportSize({ width: 1400, height: 900 });
  await login.goto();
  await login.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  await shell.heading('Dashboard').waitFor();
  const api = await apiAs(context, server.baseUrl);
  const { id: projectId } = await unwrap(
    api.POST('/api/projects', { body: { name: 'Turnverein Nord', modules: ['/users'] } }),
  );
  const params = { path: { projectId } };
  const roles = await unwrap(api.GET('/api/projects/{projectId}/roles', { params }));
  const roleId = roles.find((r) => r.isDefault)!.id;
  await page.goto('/');
  await shell.openProject('Turnverein Nord');

  for (const [width, height] of [
    [1400, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    const again = `bernd.wiederholt-${width}@turnverein-nord.example`;
    const fresh = `carla.neu-${width}@turnverein-nord.example`;
    await unwrap(
      api.POST('/api/projects/{projectId}/invitations', {
        params,
        body: { name: `Bernd Wiederholt ${width}`, email: again, roleId },
      }),
    );
    const created = await unwrap(
      api.POST('/api/projects/{projectId}/invitations', {
        params,
        body: { name: `Carla Neu ${width}`, email: fresh, roleId },
      }),
    );
    await unwrap(
      api.DELETE('/api/projects/{projectId}/invitations/{invitationId}', {
        params: { path: { projectId, invitationId: created.id } },
      }),
    );
    await page.goto('/users?tab=invitations');
    await page.getByText(again).first().waitFor();
    await page.getByRole('button', { name: `Einladung an ${again} erneut senden` }).click();
    await page.getByRole('status').filter({ hasText: hint }).waitFor();
    await shot('invitation-list');

    await shell.waitForToastsGone();
    await page.getByRole('button', { name: 'Neuen Benutzer einladen' }).click();
    const dialog = users.dialog('Neuen Benutzer einladen');
    await users.field('Neuen Benutzer einladen', 'Name').fill(`Carla Neu ${width}`);
    await users.field('Neuen Benutzer einladen', 'E-Mail').fill(fresh);
    await dialog.getByRole('button', { name: 'Einladen' }).click();
    await dialog.getByRole('status').filter({ hasText: hint }).waitFor();
    await shot('invite-dialog');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
} finally {
  await browser.close();
  await server.stop();
}
