/**
 * Screenshots of the worker app's account menu with 'Abmelden' at 390 × 844 and 1400 × 900 and of
 * where it leads (the login), for looking at the UI (not a test); prints axe's serious/critical
 * findings. Needs apps/web/dist. Writes PNGs to SHOTS_DIR (/tmp/shots).
 *
 *   npx tsx e2e/screenshots-worker-signout.ts
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { blockingFindings as findings } from './a11y/axe-check.ts';
import { LoginPage } from './pages/login-page.ts';
import { WorkerAppPage } from './pages/worker-app.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from './support/server.ts';

const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });

const server = await startServer();
const browser = await launchBrowser();
try {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1400, height: 900 },
  ]) {
    const context = await newContext(browser, server.baseUrl);
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    await new LoginPage(page).goto();
    await new LoginPage(page).login(ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const app = new WorkerAppPage(page);
    await app.goto(WorkerAppPage.paths.messages);
    await app.openAccountMenu();
    const signOut = page.getByRole('button', { name: 'Abmelden' });
    const file = path.join(outDir, `worker-signout-${viewport.width}-header.png`);
    await page.screenshot({ path: file });
    const scroll = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    console.log(file, (await findings(page)).join(' | ') || 'axe ok', scroll ? 'SCROLL' : '');
    await signOut.click();
    await page.waitForURL((url) => url.pathname.startsWith('/login'));
    const me = await page.evaluate(async () => (await fetch('/api/auth/me')).status);
    const after = path.join(outDir, `worker-signout-${viewport.width}-login.png`);
    await page.screenshot({ path: after });
    console.log(after, page.url(), 'GET /api/auth/me after sign-out:', me);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
