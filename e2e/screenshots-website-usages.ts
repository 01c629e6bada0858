/**
 * Screenshots of the website content editor's category picker (with and without the categories
 * module) and of deleting an image that articles, pages and the site's logo use, at 1400 × 900
 * and 360 × 640 with an axe check of each, for looking at the UI (not a test). Needs
 * apps/web/dist. Writes PNGs to SHOTS_DIR (/tmp/shots).
 *
 *   npx tsx e2e/screenshots-website-usages.ts
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { unwrap, type ApiClient } from '@kontor/api-client';
import { blockingFindings } from './a11y/axe-check.ts';
import { pngFile } from './fixtures/files.ts';
import { LoginPage } from './pages/login-page.ts';
import { ShellPage } from './pages/shell-page.ts';
import { apiAs } from './support/api.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from './support/server.ts';

const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });
const SIZES = [
  { name: 'wide', width: 1400, height: 900 },
  { name: 'phone', width: 360, height: 640 },
] as const;

const server = await startServer({ seedDemo: false });
const browser = await launchBrowser();
try {
  const context = await newContext(browser, server.baseUrl);
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const shell = new ShellPage(page);
  /** Each size in turn; `reopen` brings the screen back after the resize (a dialog, a menu). */
  const shot = async (name: string, reopen: () => Promise<void> = async () => {}) => {
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await reopen();
      await page.waitForFunction(() =>
        document.getAnimations().every((a) => a.playState !== 'running'),
      );
      const file = path.join(outDir, `usages-${name}-${size.name}.png`);
      await page.screenshot({ path: file });
      const violations = await blockingFindings(page);
      console.log(file, violations.length ? JSON.stringify(violations) : 'axe: clean');
    }
    await page.setViewportSize(SIZES[0]);
  };

  await new LoginPage(page).goto();
  await new LoginPage(page).login(ADMIN_EMAIL, ADMIN_PASSWORD);
  await shell.heading(/Dashboard|Willkommen/).waitFor();
  const api = await apiAs(context, server.baseUrl);

  const newProject = async (name: string, modules: string[]) =>
    (await unwrap(api.POST('/api/projects', { body: { name, modules: modules as never } }))).id;
  const upload = async (projectId: string, name: string) => {
    const res = await page.request.post(`/api/projects/${projectId}/images`, {
      headers: { Origin: server.baseUrl },
      multipart: { files: { name, mimeType: 'image/png', buffer: pngFile(320, 200) } },
    });
    return ((await res.json()) as { items: { id: string }[] }).items[0]!.id;
  };
  const imageContent = async (client: ApiClient, projectId: string, image: string) =>
    unwrap(
      client.POST('/api/projects/{projectId}/website/contents', {
        params: { path: { projectId } },
        body: { name: 'Titelbild', contentId: 'titelbild', body: { kind: 'image', image } },
      }),
    );

  const projectId = await newProject('Sportverein Grünwald', [
    '/website',
    '/images',
    '/categories',
    '/articles',
  ]);
  for (const name of ['Jugend', 'Senioren', 'Vereinsleben']) {
    await unwrap(
      api.POST('/api/projects/{projectId}/categories', {
        params: { path: { projectId } },
        body: { name },
      }),
    );
  }
  const image = await upload(projectId, 'Sommerfest.png');
  await imageContent(api, projectId, image);
  await unwrap(
    api.POST('/api/projects/{projectId}/articles', {
      params: { path: { projectId } },
      body: {
        title: 'Sommerfest 2026',
        image,
        text: '<p>Alle sind eingeladen.</p>',
        date: '2026-07-04T00:00:00.000Z',
      },
    }),
  );
  const webpage = await unwrap(
    api.POST('/api/projects/{projectId}/website/pages', {
      params: { path: { projectId } },
      body: { path: '/verein', title: 'Unser Verein' },
    }),
  );
  await unwrap(
    api.PATCH('/api/projects/{projectId}/website/pages/{webpageId}', {
      params: { path: { projectId, webpageId: webpage.id } },
      body: {
        version: webpage.version,
        elements: [{ id: 'e1', type: 'image', name: 'Foto', active: true, image, text: '' }],
      },
    }),
  );
  await unwrap(
    api.PATCH('/api/projects/{projectId}/website/settings', {
      params: { path: { projectId } },
      body: { logo: image },
    }),
  );
  await page.reload();
  await shell.openProject('Sportverein Grünwald');

  await page.goto('/website/content');
  await shell.heading('Inhalte').waitFor();
  await page.getByRole('button', { name: 'Titelbild' }).click();
  const categories = page.getByRole('textbox', { name: 'Kategorien' });
  await categories.click();
  await page.getByRole('option', { name: 'Jugend' }).click();
  await page.keyboard.press('Escape');
  await shot('content-categories');
  await shot('content-categories-open', async () => {
    await categories.click();
    await page.getByRole('option', { name: 'Senioren' }).waitFor();
  });
  await page.keyboard.press('Escape');

  await page.goto('/images');
  await shell.heading('Bilder').waitFor();
  await page.getByText('Beitrag: Sommerfest 2026').first().waitFor();
  await shot('images-list');
  const openDelete = async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: /löschen$/ })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: 'Bild löschen' })
      .getByRole('listitem')
      .first()
      .waitFor();
  };
  await shot('image-delete', openDelete);
  await page.keyboard.press('Escape');
  const openBulk = async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const box = page.getByRole('checkbox', { name: 'Zeile auswählen' }).first();
    if (!(await box.isChecked())) await box.check();
    await page.getByRole('button', { name: 'Löschen', exact: true }).click();
    await page.getByRole('dialog', { name: 'Ausgewählte Bilder löschen' }).waitFor();
  };
  await shot('images-bulk-delete', openBulk);
  await page.keyboard.press('Escape');

  // A project without the categories module: the picker says so.
  const plain = await newProject('Chor Lindenau', ['/website', '/images']);
  await imageContent(api, plain, await upload(plain, 'Chor.png'));
  await page.reload();
  await shell.openProject('Chor Lindenau');
  await page.goto('/website/content');
  await shell.heading('Inhalte').waitFor();
  await page.getByRole('button', { name: 'Titelbild' }).click();
  await page.getByText('Das Modul „Kategorien“ ist in diesem Projekt').waitFor();
  await shot('content-categories-missing', async () => {
    await page.getByText('Das Modul „Kategorien“ ist in diesem Projekt').scrollIntoViewIfNeeded();
  });
} finally {
  await browser.close();
  await server.stop();
}
