import { readFileSync } from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unwrap, type ApiClient } from '@kontor/api-client';
import { berlinToday } from '@kontor/core/scheduling/index';
import { addDays, formatDate } from '@kontor/core/time-tracking/index';
import { expectAccessible } from '../a11y/axe-check.ts';
import { ShellPage } from '../pages/shell-page.ts';
import {
  closeAdminSession,
  openAdminSession,
  openNewProject,
  type AdminSession,
} from '../support/admin-session.ts';
import { createYearRecord, holidayTemplateAwayFrom } from '../support/holiday-template.ts';
import { createWorker } from '../support/members.ts';

/** The 'Prüfexport' screen (issue 31): choose an employee and download the PDF and the CSV. */
const suffix = Math.random().toString(36).slice(2, 7);
const projectName = `Prüfung ${suffix}`;
const worker = {
  firstName: 'Łukasz',
  familyName: `Wiśniewski ${suffix}`,
  email: `lukasz-${suffix}@kontor.local`,
  password: 'Pruefung-Passwort-2026',
};
const workerName = `${worker.firstName} ${worker.familyName}`;
const today = berlinToday(Date.now());
// Yesterday lies in the screen's default period (first of last month up to today).
const day = addDays(today, -1);

let session: AdminSession;
let page: Page;
let shell: ShellPage;
let api: ApiClient;

const bytesOf = async (download: Download) =>
  new Uint8Array(readFileSync((await download.path())!));

async function pdfText(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(bytes);
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await pdf.destroy();
  return parts.join(' ').replace(/\s+/g, ' ');
}

describe('Prüfexport', () => {
  beforeAll(async () => {
    session = await openAdminSession();
    ({ page, shell, api } = session);
    await openNewProject(
      session,
      projectName,
      ['/staff', '/time-tracking', '/time-settings', '/user-management'],
      async (projectId) => {
        const workerId = await createWorker(api, projectId, worker);
        const template = await holidayTemplateAwayFrom(api, projectId, `Berlin ${suffix}`, [day]);
        for (const year of new Set([day.slice(0, 4), today.slice(0, 4)])) {
          await createYearRecord(api, projectId, workerId, Number(year), template);
        }
        await unwrap(
          api.POST('/api/projects/{projectId}/time-tracking/entries', {
            params: { path: { projectId } },
            body: {
              userId: workerId,
              date: day,
              type: 'work',
              start: '08:00',
              end: '12:30',
              breaks: [{ start: '10:00', end: '10:30' }],
            },
          }),
        );
      },
    );
  });

  afterAll(() => closeAdminSession(session));

  it('downloads the PDF and the CSV for a chosen employee from the screen', async () => {
    await shell.sidebarLink('Zeiterfassung').click();
    await page.getByRole('link', { name: 'Prüfexport' }).click();
    await shell.heading('Prüfexport').waitFor();
    await expectAccessible(page, 'Prüfexport');

    // Nobody chosen: the message beside the field, no download.
    await page.getByRole('button', { name: 'PDF herunterladen' }).click();
    await page.getByText('Bitte wählen Sie mindestens einen Mitarbeiter aus.').waitFor();
    await expectAccessible(page, 'Prüfexport mit Hinweis');

    await page.getByRole('textbox', { name: 'Mitarbeiter' }).click();
    await page.getByRole('option', { name: workerName }).click();
    await page.keyboard.press('Escape');

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PDF herunterladen' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(
      /^pruefexport-\d{4}-\d{2}-01-bis-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    const bytes = await bytesOf(pdf);
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Prüfexport: Arbeitszeitaufzeichnungen');
    expect(text).toContain(workerName);
    expect(text).toContain(`${formatDate(day)} 08:00 12:30 10:00–10:30 4.00`);
    expect(text).toContain('vollständig und unverändert');
    await shell.toast('Prüfexport heruntergeladen').first().waitFor();

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV herunterladen' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const content = Buffer.from(await bytesOf(csv)).toString('utf8');
    expect(content.startsWith('\uFEFFPrüfexport: Arbeitszeitaufzeichnungen\r\n')).toBe(true);
    expect(content).toContain(
      `${workerName};nicht hinterlegt;nicht hinterlegt;${formatDate(day)};08:00;12:30;10:00–10:30;0,50;4,00;`,
    );
  });
});
