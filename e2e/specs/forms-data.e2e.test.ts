import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { unwrap } from '@kontor/api-client';
import { expectAccessible } from '../a11y/axe-check.ts';
import {
  closeAdminSession,
  openAdminSession,
  openNewProject,
  type AdminSession,
} from '../support/admin-session.ts';
import { newContext } from '../support/browser.ts';

/** Issue 35 'Formulare': the public page, Daten with labels, the CSV, Vorschau and Einbinden. */
const baseUrl = inject('baseUrl');
const suffix = Math.random().toString(36).slice(2, 7);
const SHOTS = process.env.E2E_SCREENSHOTS_DIR ?? path.join(tmpdir(), 'kontor-forms-data-screens');

let session: AdminSession;
let page: Page;
let publicContext: BrowserContext;
let projectId: string;
let formId: string;

const FIELDS = [
  { id: 'f1', name: 'name', label: 'Ihr Name', type: 'text', required: true },
  { id: 'f2', name: 'termin', label: 'Wunschtermin', type: 'date', required: false },
  { id: 'f3', name: 'personen', label: 'Anzahl Personen', type: 'number', required: false },
  { id: 'f4', name: 'telefon', label: 'Telefon', type: 'phone', required: false },
  { id: 'f5', name: 'hinweis', label: 'Hinweis', type: 'textarea', required: false },
] as const;

async function submissionCount() {
  const page = await unwrap(
    session.api.GET('/api/projects/{projectId}/forms/{formId}/submissions', {
      params: { path: { projectId, formId }, query: { page: 1, pageSize: 10 } },
    }),
  );
  return page.total;
}

async function shoot(name: string, label: string) {
  for (const [width, height] of [
    [1400, 900],
    [360, 640],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectAccessible(page, `${label} (${width})`);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}

describe('forms: public page, Daten with labels, CSV export, Vorschau and Einbinden', () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    session = await openAdminSession();
    page = session.page;
    projectId = await openNewProject(session, `Chor ${suffix}`, ['/forms'], async (id) => {
      const form = await unwrap(
        session.api.POST('/api/projects/{projectId}/forms', {
          params: { path: { projectId: id } },
          body: { name: 'Anmeldung Probe', description: '' },
        }),
      );
      const withFields = await unwrap(
        session.api.PUT('/api/projects/{projectId}/forms/{formId}/fields', {
          params: { path: { projectId: id, formId: form.id } },
          body: { version: form.version, fields: FIELDS.map((f) => ({ ...f })) },
        }),
      );
      await unwrap(
        session.api.PATCH('/api/projects/{projectId}/forms/{formId}', {
          params: { path: { projectId: id, formId: form.id } },
          body: {
            version: withFields.version,
            settings: { consentText: 'Wir speichern Ihre Angaben für die Anmeldung.' },
          },
        }),
      );
      formId = form.id;
    });
    publicContext = await newContext(session.browser, baseUrl);
    publicContext.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await publicContext?.close();
    await closeAdminSession(session);
  });

  it('the public page takes a submission without a session, with German messages', async () => {
    const visitor = await publicContext.newPage();
    await visitor.goto(`/formular/${projectId}/${formId}`);
    const form = visitor.getByRole('form', { name: 'Anmeldung Probe' });
    await form.getByRole('textbox', { name: 'Ihr Name' }).fill('Erika Muster');
    await form.getByRole('textbox', { name: 'Anzahl Personen' }).fill('zwei');
    await form.getByRole('button', { name: 'Absenden' }).click();
    await form.getByText('Bitte geben Sie eine Zahl ein').waitFor();
    await form.getByText('Bitte stimmen Sie der Datenschutzerklärung zu').waitFor();
    await form.getByRole('textbox', { name: 'Anzahl Personen' }).fill('2,5');
    await form.getByLabel('Wunschtermin').fill('2027-03-01');
    await form.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
    const [answer] = await Promise.all([
      visitor.waitForResponse(
        (res) => res.url().includes(`/forms/${formId}`) && res.request().method() === 'POST',
      ),
      form.getByRole('button', { name: 'Absenden' }).click(),
    ]);
    expect(answer.status()).toBe(201);
    await visitor.getByText('Vielen Dank! Ihre Einsendung ist eingegangen.').waitFor();
    await visitor.close();
  });

  it("Daten heads the columns with the fields' labels in field order and exports them as CSV", async () => {
    await page.goto(`/forms/${formId}?tab=daten`);
    const table = page.getByRole('table', { name: 'Daten' });
    await table.getByText('Erika Muster').waitFor();
    const headers = await table.getByRole('columnheader').allInnerTexts();
    expect(headers.map((h) => h.trim()).filter(Boolean)).toEqual([
      'Datum',
      'Ihr Name',
      'Wunschtermin',
      'Anzahl Personen',
      'Telefon',
      'Hinweis',
    ]);
    await table.getByText('01.03.2027').waitFor();
    await table.getByText('2,5').waitFor();
    await shoot('form-data', 'Formular: Daten');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'CSV exportieren' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('anmeldung-probe-daten.csv');
    const csv = readFileSync((await download.path())!, 'utf8');
    const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Datum;Ihr Name;Wunschtermin;Anzahl Personen;Telefon;Hinweis');
    expect(row).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2};Erika Muster;01\.03\.2027;2,5;;$/);

    await table.getByRole('button', { name: /^Einsendung vom .* öffnen$/ }).click();
    const panel = page.getByRole('dialog', { name: 'Einsendung' });
    await panel.getByText(/^Erteilt \(Fassung \d+\)$/).waitFor();
    await panel.getByRole('cell', { name: 'Erika Muster' }).waitFor();
    await panel.getByRole('button', { name: 'Schließen' }).click();
    await panel.waitFor({ state: 'detached' });

    // A 'Neue Einsendung' notification links /forms?submission=<id>: it opens the submission.
    const { items } = await unwrap(
      session.api.GET('/api/projects/{projectId}/forms/{formId}/submissions', {
        params: { path: { projectId, formId }, query: { page: 1, pageSize: 10 } },
      }),
    );
    await page.goto(`/forms?submission=${items[0]!.id}`);
    await page.waitForURL(
      new RegExp(`/forms/${formId}\\?tab=daten&data\\.selected=${items[0]!.id}`),
    );
    await page
      .getByRole('dialog', { name: 'Einsendung' })
      .getByRole('cell', { name: 'Erika Muster' })
      .waitFor();
  });

  it("'Vorschau' shows the public form and sends nothing", async () => {
    const before = await submissionCount();
    await page.goto(`/forms/${formId}?tab=felder`);
    await page.getByRole('button', { name: 'Vorschau' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vorschau: Anmeldung Probe' });
    const form = dialog.getByRole('form', { name: 'Anmeldung Probe' });
    await form.getByRole('textbox', { name: 'Ihr Name' }).waitFor();
    await form.getByText('Wir speichern Ihre Angaben für die Anmeldung.').waitFor();
    await form.getByRole('button', { name: 'Absenden' }).click();
    await form.getByText('Pflichtfeld').first().waitFor();
    await shoot('form-preview', 'Formular: Vorschau');
    await form.getByRole('textbox', { name: 'Ihr Name' }).fill('Nur eine Probe');
    await form.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
    await form.getByRole('button', { name: 'Absenden' }).click();
    await dialog.getByText('Vorschau: Die Eingaben wurden nicht gesendet.').waitFor();
    expect(await submissionCount()).toBe(before);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it("'Einbinden' gives the public link and the embed code to copy", async () => {
    await page.goto(`/forms/${formId}`);
    await page.getByRole('button', { name: 'Einbinden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Formular einbinden' });
    const link = dialog.getByRole('textbox', { name: 'Öffentlicher Link' });
    await expect.poll(() => link.inputValue()).toBe(`${baseUrl}/formular/${projectId}/${formId}`);
    const iframe = dialog.getByRole('textbox', { name: 'Einbettungscode (iframe)' });
    expect(await iframe.inputValue()).toContain(`<iframe src="${baseUrl}/formular/`);
    await shoot('form-embed', 'Formular: Einbinden');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('the public page is accessible on a desktop and a phone', async () => {
    const visitor = await publicContext.newPage();
    await visitor.goto(`/formular/${projectId}/${formId}`);
    await visitor.getByRole('form', { name: 'Anmeldung Probe' }).waitFor();
    for (const [width, height] of [
      [1400, 900],
      [360, 640],
    ] as const) {
      await visitor.setViewportSize({ width, height });
      await expectAccessible(visitor, `Öffentliches Formular (${width})`);
      await visitor.screenshot({
        path: path.join(SHOTS, `form-public-${width}.png`),
        fullPage: true,
      });
    }
    await visitor.close();
  });
});
