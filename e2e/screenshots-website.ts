/**
 * Screenshots of the website's 'Komponenten', 'Inhalte' and 'Einstellungen' at 1400 × 900 and
 * 360 × 640, with an axe check of each, for looking at the UI (not a test). Needs
 * apps/web/dist. Writes PNGs to SHOTS_DIR (/tmp/shots).
 *
 *   npx tsx e2e/screenshots-website.ts
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { unwrap } from '@kontor/api-client';
import type { Page } from 'playwright-core';
import { blockingFindings } from './a11y/axe-check.ts';
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
  const shot = async (name: string) => {
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.waitForFunction(() =>
        document.getAnimations().every((a) => a.playState !== 'running'),
      );
      const file = path.join(outDir, `website-${name}-${size.name}.png`);
      await page.screenshot({ path: file });
      const violations = await blockingFindings(page);
      console.log(file, violations.length ? JSON.stringify(violations) : 'axe: clean');
    }
    await page.setViewportSize(SIZES[0]);
  };
  const open = async (page_: Page, link: string, heading: string) => {
    await shell.sidebarLink(link).click();
    await shell.heading(heading).waitFor();
    await page_.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  };

  await new LoginPage(page).goto();
  await new LoginPage(page).login(ADMIN_EMAIL, ADMIN_PASSWORD);
  await shell.heading(/Dashboard|Willkommen/).waitFor();
  const api = await apiAs(context, server.baseUrl);
  const { id: projectId } = await unwrap(
    api.POST('/api/projects', {
      body: { name: 'Sportverein Grünwald', modules: ['/website', '/images'] },
    }),
  );
  await page.reload();
  await shell.openProject('Sportverein Grünwald');

  await page.goto('/website/components');
  await shell.heading('Komponenten').waitFor();
  await page.getByText(/Noch keine Komponenten/).waitFor();
  await shot('components-empty');
  await page.getByRole('button', { name: 'Komponente hinzufügen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Erstellen' }).click();
  await page.getByText('Name ist erforderlich').waitFor();
  await shot('create-errors');
  await page.keyboard.press('Escape');

  const body = (kind: string) =>
    kind === 'table'
      ? {
          kind: 'table' as const,
          table: {
            columns: [
              { id: 'c1', name: 'Tag', textAlign: 'left' as const },
              { id: 'c2', name: 'Uhrzeit', textAlign: 'right' as const },
            ],
            rows: [
              { id: 'r1', data: { c1: 'Montag', c2: '18:00' } },
              { id: 'r2', data: { c1: 'Donnerstag', c2: '19:30' } },
            ],
            settings: { title: 'Training', description: '', footer: '', showHeader: true },
          },
        }
      : kind === 'faq'
        ? {
            kind: 'faq' as const,
            faq: [{ id: 'q1', question: 'Wie werde ich Mitglied?', answer: '<p>Online.</p>' }],
          }
        : { kind: 'text' as const, text: '<p>Willkommen beim <strong>SV Grünwald</strong>!</p>' };
  for (const [name, contentId, kind] of [
    ['Trainingszeiten', 'trainingszeiten', 'table'],
    ['Häufige Fragen', 'faq', 'faq'],
    ['Begrüßung', 'begruessung', 'text'],
  ] as const) {
    await unwrap(
      api.POST('/api/projects/{projectId}/website/contents', {
        params: { path: { projectId } },
        body: { name, contentId, body: body(kind) },
      }),
    );
  }
  await page.reload();
  await page.getByRole('button', { name: 'Trainingszeiten' }).waitFor();
  await shot('components-list');
  await page.getByRole('button', { name: 'Trainingszeiten' }).click();
  await page.getByLabel('Spalte 1', { exact: true }).waitFor();
  await shot('table-editor');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Häufige Fragen' }).click();
  await page.getByLabel('Frage 1', { exact: true }).waitFor();
  await shot('faq-editor');
  await page.keyboard.press('Escape');

  await open(page, 'Inhalte', 'Inhalte');
  await page.getByRole('button', { name: 'Begrüßung' }).waitFor();
  await shot('contents-list');
  await page.getByRole('button', { name: 'Begrüßung' }).click();
  await page.getByRole('textbox', { name: 'Text' }).waitFor();
  await shot('text-editor');
  await page.keyboard.press('Escape');

  await open(page, 'Einstellungen', 'Einstellungen');
  await page.getByLabel('Primärfarbe').waitFor();
  await shot('settings');
} finally {
  await browser.close();
  await server.stop();
}
