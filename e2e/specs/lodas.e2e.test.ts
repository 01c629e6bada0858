import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unwrap, type ApiClient } from '@kontor/api-client';
import { berlinToday } from '@kontor/core/scheduling/index';
import { addDays } from '@kontor/core/time-tracking/local-date';
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

/**
 * Issue 31: a Minijob worker's month from its entries (one recorded ten days late, so § 17
 * MiLoG's finding shows) through the 'Lohnarten' settings and the preview to the downloaded
 * DATEV LODAS file, whose bytes are checked (Windows-1252, CRLF, the movement line).
 */
const suffix = Math.random().toString(36).slice(2, 7);
const worker = {
  firstName: 'Mara',
  familyName: `Minijob ${suffix}`,
  email: `mara-${suffix}@kontor.local`,
  password: 'Minijob-Passwort-2026',
};
const workerName = `${worker.firstName} ${worker.familyName}`;
const today = berlinToday(Date.now());
// Recorded today for a day ten days ago: past the seventh day, so late whatever today is.
const lateDay = addDays(today, -10);
const month = lateDay.slice(0, 7);
const year = Number(month.slice(0, 4));

let session: AdminSession;
let page: Page;
let shell: ShellPage;
let api: ApiClient;
let workerId: string;

describe('DATEV LODAS: from a Minijob month to the downloaded file', () => {
  beforeAll(async () => {
    session = await openAdminSession();
    ({ page, shell, api } = session);
    await openNewProject(
      session,
      `LODAS ${suffix}`,
      ['/staff', '/time-tracking', '/time-settings', '/user-management'],
      async (projectId) => {
        workerId = await createWorker(api, projectId, worker);
        const template = await holidayTemplateAwayFrom(api, projectId, `Berlin ${suffix}`, [
          lateDay,
          today,
        ]);
        for (const y of new Set([year, Number(today.slice(0, 4))])) {
          await createYearRecord(api, projectId, workerId, y, template);
        }
        const employee = { params: { path: { projectId, userId: workerId } } };
        await unwrap(
          api.PUT('/api/projects/{projectId}/staff/payroll/{userId}/personnel-number', {
            ...employee,
            body: { personnelNumber: 4711, version: 0 },
          }),
        );
        await unwrap(
          api.POST('/api/projects/{projectId}/staff/payroll/{userId}/wages', {
            ...employee,
            body: {
              validFrom: `${month}-01`,
              employmentType: 'minijob',
              kind: 'hourly',
              amountCents: 1390,
            },
          }),
        );
        await unwrap(
          api.POST('/api/projects/{projectId}/time-tracking/entries', {
            params: { path: { projectId } },
            body: { userId: workerId, date: lateDay, type: 'work', start: '08:00', end: '12:15' },
          }),
        );
      },
    );
  });

  afterAll(() => closeAdminSession(session));

  it('shows the late recording in the Mitarbeiterübersicht', async () => {
    await page.goto(`/time-tracking?user=${workerId}&month=${month}`);
    await page.getByRole('heading', { name: 'Lohn und Aufzeichnung' }).waitFor();
    await page
      .getByText(/Aufzeichnung verspätet \(§ 17 MiLoG\)/)
      .filter({ visible: true })
      .first()
      .waitFor();
    await page
      .getByText(/^verspätet erfasst\. /)
      .filter({ visible: true })
      .first()
      .waitFor();
  });

  it('sets the Lohnarten, previews the month and downloads the LODAS file', async () => {
    await page.getByRole('link', { name: 'DATEV LODAS' }).click();
    await shell.heading('DATEV LODAS').waitFor();
    await page.getByText(/Bitte tragen Sie zuerst Beraternummer und Mandantennummer/).waitFor();
    const download = page.getByRole('button', { name: 'LODAS-Datei herunterladen' });
    expect(await download.isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Lohnarten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lohnarten für DATEV LODAS' });
    await dialog.getByText('Vorschlag: 100').waitFor();
    await dialog.getByRole('textbox', { name: 'Beraternummer' }).fill('123');
    await dialog.getByRole('textbox', { name: 'Mandantennummer' }).fill('4242');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('Die Beraternummer hat 4 bis 7 Stellen (1001 bis 9999999)').waitFor();
    await expectAccessible(page, 'Lohnarten');
    await dialog.getByRole('textbox', { name: 'Beraternummer' }).fill('1234567');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByText(/Bitte tragen Sie zuerst Beraternummer und Mandantennummer/)
      .waitFor({ state: 'detached' });

    const preview = page.getByRole('table', { name: 'Vorschau der Bewegungsdaten' });
    const row = preview.locator('tbody tr').filter({ hasText: 'Arbeitsstunden' });
    await row.filter({ visible: true }).first().waitFor();
    expect(await row.first().textContent()).toContain('4,25');
    expect(await row.first().textContent()).toContain('4711');
    await page.getByText('Dieser Monat wurde noch nicht exportiert.').waitFor();
    await expectAccessible(page, 'DATEV LODAS');

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(`lodas-${month}.txt`);
    const bytes = await readFile((await file.path())!);
    const text = bytes.toString('latin1');
    const lines = text.split('\r\n');
    expect(lines.slice(0, 5)).toEqual([
      '[Allgemein]',
      'Ziel=LODAS',
      'Version_SST=1.0',
      'BeraterNr=1234567',
      'MandantenNr=4242',
    ]);
    expect(lines).toContain('[Satzbeschreibung]');
    expect(lines).toContain('[Bewegungsdaten]');
    expect(lines).toContain(`1;01.${month.slice(5, 7)}.${year};4711;100;1;4,25;`);
    expect(lines.at(-1)).toBe('');
    // CRLF only: no bare line feed, and no UTF-8 (a month name's umlaut is one byte).
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(bytes.includes(Buffer.from([0xc3]))).toBe(false);
    await page.getByText(/^Zuletzt exportiert am /).waitFor();
    expect(await preview.textContent()).toContain(workerName);
  });
});
