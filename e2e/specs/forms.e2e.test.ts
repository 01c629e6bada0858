import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { unwrap } from '@kontor/api-client';
import { expectAccessible } from '../a11y/axe-check.ts';
import type { ShellPage } from '../pages/shell-page.ts';
import {
  closeAdminSession,
  openAdminSession,
  openNewProject,
  type AdminSession,
} from '../support/admin-session.ts';
import { mailCount, waitForMail } from '../support/mailbox.ts';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const suffix = Math.random().toString(36).slice(2, 7);
const recipient = `vorstand-${suffix}@example.com`;
const erika = `erika-${suffix}@example.com`;
const max = `max-${suffix}@example.com`;
const SHOTS = process.env.E2E_SCREENSHOTS_DIR ?? path.join(tmpdir(), 'kontor-forms-screens');

let session: AdminSession;
let page: Page;
let shell: ShellPage;
let projectId: string;
let formId: string;

const row = (text: string) => page.getByRole('table').locator('tbody tr').filter({ hasText: text });

/** What the club's website does: a JSON post from its own origin. */
async function submitFromWebsite(values: Record<string, unknown>) {
  const res = await fetch(`${baseUrl}/api/public/projects/${projectId}/forms/${formId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://www.sv-beispiel.de' },
    body: JSON.stringify(values),
  });
  expect(res.status).toBe(201);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  return ((await res.json()) as { id: string }).id;
}

/** The Daten tab of the form's page. */
async function openDataTab() {
  await page.goto(`/forms/${formId}`);
  await page.getByRole('tab', { name: 'Daten' }).click();
  await page.getByRole('table', { name: 'Daten' }).waitFor();
}

/** 'Neu' in the forms list, then three fields in 'Felder', each saved with 'Übernehmen'. */
async function buildFormInTheUi() {
  await page.goto('/forms');
  await page.getByRole('button', { name: 'Neu' }).click();
  const create = page.getByRole('dialog', { name: 'Neues Formular' });
  await create.getByRole('textbox', { name: 'Name' }).fill('Kontaktformular');
  await create.getByRole('button', { name: 'Erstellen' }).click();
  await page.waitForURL(/\/forms\/[A-Za-z0-9]{10}\?tab=felder/);
  formId = new URL(page.url()).pathname.split('/').pop()!;
  const fields = [
    { name: 'Name', type: 'Text', required: true },
    { name: 'E-Mail', type: 'E-Mail', required: true },
    { name: 'Nachricht', type: 'Textbereich', required: false },
  ];
  for (const field of fields) {
    await page.getByRole('button', { name: 'Feld hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feld hinzufügen' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(field.name);
    await dialog.getByRole('textbox', { name: 'Typ' }).click();
    await page.getByRole('option', { name: field.type, exact: true }).click();
    if (field.required) await dialog.getByRole('checkbox', { name: 'Pflichtfeld' }).check();
    await dialog.getByRole('button', { name: 'Übernehmen' }).click();
    await shell.toast('Daten aktualisiert').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await shell.waitForToastsGone();
  }
}

describe('forms: submissions from the website, the Daten tab and the submitters’ rights', () => {
  beforeAll(async () => {
    session = await openAdminSession();
    ({ page, shell } = session);
    projectId = await openNewProject(session, `Sportverein ${suffix}`, ['/forms']);
    await buildFormInTheUi();
    const { api } = session;
    const path = { projectId, formId };
    const form = await unwrap(
      api.GET('/api/projects/{projectId}/forms/{formId}', { params: { path } }),
    );
    expect(form.fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['Name', 'text', true],
      ['E-Mail', 'email', true],
      ['Nachricht', 'textarea', false],
    ]);
    await unwrap(
      api.PATCH('/api/projects/{projectId}/forms/{formId}', {
        params: { path },
        body: {
          version: form.version,
          settings: {
            notification: true,
            recipients: [{ id: 'r1', name: 'Vorstand', email: recipient }],
            response: true,
            notificationText: 'Vielen Dank für Ihre Nachricht!',
            consentText: 'Ich bin mit der Verarbeitung meiner Angaben einverstanden.',
          },
        },
      }),
    );
  });

  afterAll(() => closeAdminSession(session));

  it('a submission from the website is mailed to the club and answered to the sender', async () => {
    const before = mailCount(mailDir);
    const id = await submitFromWebsite({
      Name: 'Erika Muster',
      'E-Mail': erika,
      Nachricht: 'Wann ist das Probetraining?',
      consent: true,
      website_url: '',
    });
    const notification = await waitForMail(mailDir, recipient, before);
    // Subjects name the number alone; the typed values are quoted lines (docs/security.md).
    expect(notification.subject).toBe(`Neue Einsendung (Nr. ${id})`);
    expect(notification.text).toContain('Formular: „Kontaktformular“');
    expect(notification.text).toContain('Nachricht: „Wann ist das Probetraining?“');
    const reply = await waitForMail(mailDir, erika, before);
    expect(reply.subject).toBe(`Ihre Einsendung (Nr. ${id})`);
    expect(reply.text).toContain('Vielen Dank für Ihre Nachricht!');
    await submitFromWebsite({ Name: 'Max Mustermann', 'E-Mail': max, consent: true });
  });

  it('shows the submissions under Daten, accessible, on a desktop and a phone', async () => {
    await openDataTab();
    await row('Erika Muster').waitFor();
    await row('Max Mustermann').waitFor();
    for (const header of ['Datum', 'Name', 'E-Mail', 'Nachricht']) {
      await page.getByRole('columnheader', { name: header }).waitFor();
    }
    await expectAccessible(page, 'Formular: Daten');
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, 'form-data-1400.png'), fullPage: true });
    await page.setViewportSize({ width: 360, height: 640 });
    await page.getByRole('list', { name: 'Daten' }).waitFor();
    await expectAccessible(page, 'Formular: Daten (Telefon)');
    await page.screenshot({ path: path.join(SHOTS, 'form-data-360.png'), fullPage: true });
    await page.setViewportSize({ width: 1400, height: 900 });
  });

  it('exports and deletes everything one address submitted', async () => {
    await openDataTab();
    await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(max);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Daten exportieren' }).click(),
    ]);
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(exported.email).toBe(max);
    expect(exported.submissions).toHaveLength(1);
    expect(exported.submissions[0].data.Name).toBe('Max Mustermann');

    await page.getByRole('button', { name: 'Alle Daten dieser Adresse löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alle Daten dieser Adresse löschen' });
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await shell.toast('1 Einsendung gelöscht').waitFor();
    await row('Max Mustermann').waitFor({ state: 'detached' });
    await row('Erika Muster').waitFor();
  });

  it("'Daten löschen' deletes the selected rows after a question", async () => {
    await openDataTab();
    await row('Erika Muster').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Daten löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Daten löschen' });
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await shell.toast('1 Eintrag gelöscht').waitFor();
    await page.getByText('Keine Daten vorhanden').waitFor();
  });
});
