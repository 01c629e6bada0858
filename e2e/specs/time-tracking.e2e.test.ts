import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { unwrap, type ApiClient } from '@kontor/api-client';
import { berlinToday } from '@kontor/core/scheduling/index';
import { needsChangeReason } from '@kontor/core/time-tracking/change-history';
import { expectAccessible } from '../a11y/axe-check.ts';
import type { ShellPage } from '../pages/shell-page.ts';
import {
  closeAdminSession,
  openAdminSession,
  openNewProject,
  type AdminSession,
} from '../support/admin-session.ts';
import { newContext } from '../support/browser.ts';
import { createWorker } from '../support/members.ts';

const suffix = Math.random().toString(36).slice(2, 7);
const projectName = `Zeiten ${suffix}`;
const worker = {
  firstName: 'Tom',
  familyName: `Taler ${suffix}`,
  email: `tom-${suffix}@kontor.local`,
  password: 'Taler-Passwort-2026',
};
const workerName = `${worker.firstName} ${worker.familyName}`;
const now = new Date();
const year = now.getFullYear();
const month = now.getMonth() + 1;

let session: AdminSession;
let page: Page;
let shell: ShellPage;
let api: ApiClient;
let projectId: string;
let userId: string;
/** Monday to Friday of a week of this month without a holiday. */
let week: string[];
/** The month's other working days without a holiday. */
let others: string[];

const label = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'][
    new Date(Date.UTC(y, m - 1, d)).getUTCDay()
  ];
  return `${weekday} ${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.`;
};

async function monthView() {
  return unwrap(
    api.GET('/api/projects/{projectId}/time-tracking/users/{userId}/months/{year}/{month}', {
      params: { path: { projectId, userId, year, month } },
    }),
  );
}

const hours = (minutes: number) =>
  `${minutes < 0 ? '-' : ''}${Math.floor(Math.abs(minutes) / 60)}.${String(Math.abs(minutes) % 60).padStart(2, '0')}`;

const panel = () => page.getByRole('dialog', { name: /^Zeit (hinzufügen|bearbeiten)/ });
const section = (title: string) =>
  page.locator('.mantine-Paper-root').filter({ has: page.getByRole('heading', { name: title }) });

async function addTime(date: string, start: string, end: string, pause?: [string, string]) {
  await shell.waitForToastsGone();
  await page.getByRole('button', { name: `Zeit hinzufügen: ${label(date)}` }).click();
  const slideIn = panel();
  await slideIn.getByLabel('Beginn').fill(start);
  await slideIn.getByLabel('Ende', { exact: true }).fill(end);
  if (pause) {
    await slideIn.getByRole('button', { name: 'Pause hinzufügen' }).click();
    await slideIn.getByLabel('Pause 1 Beginn').fill(pause[0]);
    await slideIn.getByLabel('Pause 1 Ende').fill(pause[1]);
  }
  return slideIn;
}

describe('time tracking: times with breaks, an approved vacation, saldo and vacation', () => {
  beforeAll(async () => {
    session = await openAdminSession();
    ({ page, shell, api } = session);
    projectId = await openNewProject(
      session,
      projectName,
      ['/time-tracking', '/time-settings', '/user-management'],
      async (id) => {
        projectId = id;
        const params = { path: { projectId } };
        userId = await createWorker(api, projectId, worker);
        // The holidays and a template through the API (their screens have their own test).
        await unwrap(
          api.POST('/api/projects/{projectId}/time-settings/holidays/refresh', {
            params,
            body: { state: 'BY' },
          }),
        );
        const holidays = await unwrap(
          api.GET('/api/projects/{projectId}/time-settings/holidays', { params }),
        );
        await unwrap(
          api.POST('/api/projects/{projectId}/time-settings/holiday-templates', {
            params,
            body: { name: `Bayern ${suffix}`, holidayIds: holidays.items.map((h) => h.id) },
          }),
        );
      },
    );
  });

  afterAll(() => closeAdminSession(session));

  it('shows a month without a record as the next step, a link to the records tab', async () => {
    await shell.sidebarLink('Zeiterfassung').click();
    await page.getByRole('textbox', { name: 'Mitarbeiter' }).click();
    await page.getByRole('option', { name: workerName }).click();
    await page.getByText('keinen Zeiterfassungs-Record').waitFor();
    await page.getByRole('link', { name: 'Neuen Record erstellen' }).click();
    await page.getByRole('tab', { name: 'Zeiterfassung', selected: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/time-settings');
  });

  it("creates the employee's record in 'Zeiten und Zuschläge'", async () => {
    await page.getByRole('button', { name: 'Neuen Record erstellen' }).click();
    const choose = page.getByRole('dialog', { name: 'Nutzer für Record auswählen' });
    await choose.getByRole('textbox', { name: 'Nutzer' }).click();
    await page.getByRole('option', { name: workerName }).click();
    await choose.getByRole('button', { name: 'Weiter' }).click();
    const create = page.getByRole('dialog', { name: `Record für ${workerName}` });
    await create.getByRole('textbox', { name: 'Feiertag-Template' }).click();
    await page.getByRole('option', { name: `Bayern ${suffix}` }).click();
    await create.getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('Record erstellt').waitFor();

    const workdays = (await monthView()).days
      .filter((d) => d.isWorkingDay && !d.holiday && d.canAddTime)
      .map((d) => d.date);
    const monday = workdays.findIndex(
      (date, i) => label(date).startsWith('Mo') && label(workdays[i + 4] ?? '').startsWith('Fr'),
    );
    week = workdays.slice(monday, monday + 5);
    others = workdays.filter((date) => !week.includes(date));
    expect(week).toHaveLength(5);
    expect(others.length).toBeGreaterThanOrEqual(5);
  });

  it('asks for an employee first, then shows the month', async () => {
    await shell.sidebarLink('Zeiterfassung').click();
    await shell.heading('Zeiterfassung').waitFor();
    await page.getByText('Bitte wählen Sie einen Mitarbeiter aus').first().waitFor();
    await expectAccessible(page, 'Zeiterfassung: Mitarbeiterübersicht (leer)');
    await page.getByRole('textbox', { name: 'Mitarbeiter' }).click();
    await page.getByRole('option', { name: workerName }).click();
    await page.getByRole('table', { name: 'Arbeitszeiten' }).waitFor();
    await section('Zeitübersicht').getByText('Sollzeit').waitFor();
    await expectAccessible(page, 'Zeiterfassung: Mitarbeiterübersicht');
  });

  it('records a week of times with breaks; the check warns and refuses before saving', async () => {
    for (const [i, date] of week.entries()) {
      const slideIn = await addTime(date, '08:00', '16:30', ['12:00', '12:30']);
      if (i === 0) await expectAccessible(page, 'Zeit hinzufügen');
      await slideIn.getByRole('button', { name: 'Speichern' }).click();
      await shell.toast('Zeit gespeichert').waitFor();
      await slideIn.waitFor({ state: 'detached' });
    }
    expect(await page.getByRole('button', { name: 'Zeit 08:00–16:30 bearbeiten' }).count()).toBe(5);

    const long = await addTime(others[0]!, '07:00', '17:00');
    // 10 hours without a break: the legal findings appear beside the entry before saving.
    await long.getByText('Hinweise nach dem Arbeitszeitgesetz').waitFor();
    await long.getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('Zeit gespeichert').waitFor();
    await page.getByRole('button', { name: 'Zeit 07:00–17:00 bearbeiten' }).waitFor();

    const wrong = await addTime(others[1]!, '09:00', '08:00');
    await wrong.getByText('Endzeit muss nach Startzeit sein').waitFor();
    await wrong.getByLabel('Ende', { exact: true }).fill('13:00');
    await wrong.getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('Zeit gespeichert').waitFor();

    const view = await monthView();
    expect(view.overview.actual).toBeGreaterThan(0);
    await section('Zeitübersicht')
      .getByText(hours(view.overview.actual), { exact: true })
      .waitFor();
    await section('Zeitübersicht')
      .getByText(hours(view.overview.saldo), { exact: true })
      .first()
      .waitFor();
  });

  it('changes a time (a past week with its reason), shows its Verlauf, deletes another', async () => {
    // A day of a past week asks 'Grund der Änderung'; one of this week or later does not.
    const today = berlinToday(Date.now());
    const reasonField = (within: Locator) =>
      within.getByRole('textbox', { name: 'Grund der Änderung' });
    await page.getByRole('button', { name: 'Zeit 07:00–17:00 bearbeiten' }).click();
    await shell.waitForToastsGone();
    await panel().getByLabel('Ende', { exact: true }).fill('16:00');
    const past = needsChangeReason([others[0]!], today);
    expect(await reasonField(panel()).count()).toBe(past ? 1 : 0);
    if (past) {
      await panel().getByRole('button', { name: 'Speichern' }).click();
      await panel()
        .getByText(
          'Bitte geben Sie einen Grund für die Änderung an: Sie betrifft eine vergangene Woche.',
        )
        .waitFor();
      await reasonField(panel()).fill('Stundenzettel korrigiert');
    }
    await panel().getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('Zeit gespeichert').waitFor();
    await page.getByRole('button', { name: 'Zeit 07:00–16:00 bearbeiten' }).click();
    await panel().getByRole('tab', { name: 'Verlauf' }).click();
    const history = panel().getByRole('table', { name: 'Verlauf der Änderungen' });
    await history.getByText('Ende: 17:00 → 16:00').waitFor();
    await history.getByText('Erstellt').waitFor();
    if (past) await history.getByText('Stundenzettel korrigiert').waitFor();
    await expectAccessible(page, 'Zeit bearbeiten: Verlauf');
    await page.keyboard.press('Escape');
    await panel().waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Zeit 09:00–13:00 bearbeiten' }).click();
    await panel().getByRole('button', { name: 'Zeit löschen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Zeit löschen' });
    await confirm.getByText('Sind Sie sicher, dass Sie die Zeit löschen möchten?').waitFor();
    if (needsChangeReason([others[1]!], today)) {
      await reasonField(confirm).fill('Doppelt erfasst');
    }
    await confirm.getByRole('button', { name: 'Zeit löschen' }).click();
    await shell.toast('Zeit gelöscht').waitFor();
    await page
      .getByRole('button', { name: 'Zeit 09:00–13:00 bearbeiten' })
      .waitFor({ state: 'detached' });
  });

  it('approves a vacation; the days and the Urlaub section follow', async () => {
    const vacation = [others[2]!, others[2]!];
    const before = (await monthView()).vacation.taken;
    await page.getByRole('tab', { name: 'Abwesenheiten' }).click();
    await page.getByText('Keine Abwesenheiten hinterlegt').waitFor();
    await page.getByRole('button', { name: 'Neue Abwesenheit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Abwesenheit' });
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('Bitte einen Mitarbeiter auswählen').waitFor();
    await dialog.getByText('Anfangsdatum fehlt').waitFor();
    await expectAccessible(page, 'Neue Abwesenheit');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();

    await unwrap(
      api.POST('/api/projects/{projectId}/time-tracking/absences', {
        params: { path: { projectId } },
        body: {
          userId,
          startDate: vacation[0]!,
          endDate: vacation[1]!,
          type: 'vacation',
          comment: 'Familie',
        },
      }),
    );
    await page.reload();
    const row = page
      .getByRole('table', { name: 'Abwesenheiten' })
      .locator('tbody tr')
      .filter({ hasText: workerName });
    await row.getByText('Angelegt').waitFor();
    await expectAccessible(page, 'Abwesenheiten');
    // A created absence is submitted first ('Einreichen', here for the employee); only a
    // submitted one of someone else is offered for approval.
    expect(await row.getByRole('button', { name: /^Genehmigen/ }).count()).toBe(0);
    await row.getByRole('button', { name: /^Einreichen/ }).click();
    await shell.toast('Abwesenheit eingereicht').waitFor();
    await row.getByText('Eingereicht').waitFor();
    expect(await row.getByRole('button', { name: /^Einreichen/ }).count()).toBe(0);
    await row.getByRole('button', { name: /^Genehmigen/ }).click();
    await page
      .getByRole('dialog', { name: 'Abwesenheit genehmigen' })
      .getByRole('button', { name: 'Genehmigen' })
      .click();
    await shell.toast('Abwesenheit genehmigt').waitFor();
    await row.getByText('Genehmigt').waitFor();
    expect(await row.getByRole('button', { name: /^Abwesenheit bearbeiten/ }).isDisabled()).toBe(
      true,
    );
    // Its Verlauf: created, submitted and approved, each with who did it.
    await row.getByRole('button', { name: /^Verlauf/ }).click();
    const verlauf = page.getByRole('dialog', { name: /^Verlauf: / });
    await verlauf.getByText('Status: Eingereicht → Genehmigt').waitFor();
    expect(await verlauf.getByRole('row').count()).toBe(4);
    await expectAccessible(page, 'Abwesenheit: Verlauf');
    await verlauf.getByRole('button', { name: 'Schließen' }).click();
    await verlauf.waitFor({ state: 'hidden' });

    const after = await monthView();
    expect(after.vacation.taken).toBe(before + 1);
    await page.getByRole('tab', { name: 'Mitarbeiterübersicht' }).click();
    await page.getByRole('textbox', { name: 'Mitarbeiter' }).click();
    await page.getByRole('option', { name: workerName }).click();
    await section('Urlaub')
      .getByText(`${after.vacation.taken} ${after.vacation.taken === 1 ? 'Tag' : 'Tage'}`, {
        exact: true,
      })
      .first()
      .waitFor();
    expect(
      await page
        .getByRole('button', { name: `Zeit hinzufügen: ${label(vacation[0]!)}` })
        .isDisabled(),
    ).toBe(true);
  });

  it("'Monatsdaten aktualisieren' writes the planned days through a job", async () => {
    await shell.waitForToastsGone();
    await page.getByRole('button', { name: 'Monatsdaten aktualisieren' }).click();
    const wizard = page.getByRole('dialog', { name: 'Monatsdaten aktualisieren' });
    await wizard.getByRole('button', { name: 'Weiter' }).click();
    await wizard.getByText('Bitte mindestens einen Mitarbeiter auswählen').waitFor();
    await wizard.getByRole('textbox', { name: 'Mitarbeiter' }).click();
    await page.getByRole('option', { name: workerName }).click();
    // The multi-select stays open for more choices: a click on the title closes it.
    await wizard.getByRole('heading', { name: 'Monatsdaten aktualisieren' }).click();
    await wizard.getByRole('button', { name: 'Weiter' }).click();
    await wizard.getByRole('radio', { name: 'Nur Arbeitstage ohne erfasste Zeit' }).waitFor();
    await expectAccessible(page, 'Monatsdaten aktualisieren');
    await wizard.getByRole('button', { name: 'Weiter' }).click();
    await wizard
      .getByText(
        'Möchten Sie die Monatsdaten aktualisieren? Dieser Vorgang kann nicht rückgängig gemacht werden.',
      )
      .waitFor();
    await wizard.getByRole('button', { name: 'Aktualisieren' }).click();
    // The summary counts what changed (none on the 1st of a month, when no day is over yet).
    await shell.toast('Daten erfolgreich aktualisiert').waitFor();
    expect(await shell.toast('Daten erfolgreich aktualisiert').textContent()).toMatch(
      /\d+ Tage? bei [01] Mitarbeitern? eingetragen/,
    );
    const view = await monthView();
    // Only days that are over get the planned time; none still to come.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(
      new Date(),
    );
    const untouched = others.slice(4);
    for (const day of view.days.filter((d) => untouched.includes(d.date))) {
      if (day.date < today) {
        expect(day.entries).toHaveLength(1);
        expect(day.worked).toBe(day.target);
      } else {
        expect(day.entries).toHaveLength(0);
      }
    }
    await section('Zeitübersicht')
      .getByText(hours(view.overview.target), { exact: true })
      .first()
      .waitFor();
  });

  it("opens 'Zeiten Übersicht' with the monthly saldo of the year", async () => {
    await page.getByRole('button', { name: 'Zeiten Übersicht' }).click();
    const dialog = page.getByRole('dialog', { name: `Zeiten Übersicht ${year}` });
    await dialog.getByRole('img', { name: `Monatssaldo ${year}` }).waitFor();
    await dialog.getByRole('cell', { name: 'Gesamt' }).waitFor();
    await expectAccessible(page, 'Zeiten Übersicht');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('shows the week and the team calendar', async () => {
    await page.getByRole('tab', { name: 'Wochenübersicht' }).click();
    await page.getByRole('textbox', { name: 'Kalenderwoche' }).waitFor();
    await expectAccessible(page, 'Wochenübersicht');
    await page.getByRole('tab', { name: 'Kalender' }).click();
    await page.getByText(`${workerName} · Urlaub`).first().waitFor();
    await expectAccessible(page, 'Kalender');
    // 'Quartal' shows the calendar quarter that holds the chosen month.
    await page.getByText('Quartal', { exact: true }).click();
    const month = new Date().getMonth();
    const firstOfQuarter = new Date(new Date().getFullYear(), month - (month % 3), 1);
    const monthTitles = Array.from({ length: 3 }, (_, i) =>
      new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric' }).format(
        new Date(firstOfQuarter.getFullYear(), firstOfQuarter.getMonth() + i, 1),
      ),
    );
    await expect
      .poll(() => page.getByRole('heading', { level: 2 }).allTextContents())
      .toEqual(expect.arrayContaining(monthTitles));
    expect(await page.getByRole('heading', { level: 2 }).count()).toBe(3);
  });

  it("shows the server's refusal of an overlapping absence instead of doing nothing", async () => {
    const vacationDay = others[2]!;
    await shell.waitForToastsGone();
    await page.getByRole('tab', { name: 'Abwesenheiten' }).click();
    await page.getByRole('button', { name: 'Neue Abwesenheit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Abwesenheit' });
    await dialog.getByRole('textbox', { name: 'Mitarbeiter' }).click();
    await page.getByRole('option', { name: workerName }).click();
    await pickDate(dialog.getByLabel('Anfangsdatum'), vacationDay);
    await pickDate(dialog.getByLabel('Enddatum'), vacationDay);
    // The preview counts as the server will: one working day of the employee's record.
    await dialog.getByText('Umfasst 1 Arbeitstag', { exact: true }).waitFor();
    await dialog.getByRole('textbox', { name: 'Art der Abwesenheit' }).click();
    await page.getByRole('option', { name: 'Urlaub', exact: true }).click();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await shell.toast('Es gibt Überschneidungen mit anderen Abwesenheiten').waitFor();
    await expectAccessible(page, 'Abwesenheit Überschneidung');
    // The input stays for a correction.
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('offers a worker only what the role may do; a refused delete closes with the reason', async () => {
    const context = await newContext(session.browser, inject('baseUrl'));
    context.setDefaultTimeout(15_000);
    const login = await context.request.post('/api/auth/login', {
      data: { email: worker.email, password: worker.password },
    });
    expect(login.status()).toBe(200);
    const own = await context.newPage();
    // A Saturday: the working days carry planned times by now ('Monatsdaten aktualisieren').
    const saturday = new Date(Date.UTC(year, month - 1, 1));
    while (saturday.getUTCDay() !== 6) saturday.setUTCDate(saturday.getUTCDate() + 1);
    const laterDay = saturday.toISOString().slice(0, 10);
    const { id: absenceId, version } = await unwrap(
      api.POST('/api/projects/{projectId}/time-tracking/absences', {
        params: { path: { projectId } },
        body: { userId, startDate: laterDay, endDate: laterDay, type: 'vacation', comment: '' },
      }),
    );
    await own.goto('/time-tracking?tab=abwesenheiten');
    const rows = own.getByRole('table', { name: 'Abwesenheiten' }).locator('tbody tr');
    const approvedRow = rows.filter({ hasText: 'Genehmigt' });
    const createdRow = rows.filter({ hasText: 'Angelegt' });
    await approvedRow.waitFor();
    await createdRow.waitFor();
    expect(
      await approvedRow.getByRole('button', { name: /^Abwesenheit löschen/ }).isDisabled(),
    ).toBe(true);
    expect(await rows.getByRole('button', { name: /^Genehmigen/ }).count()).toBe(0);
    await expectAccessible(own, 'Abwesenheiten als Mitarbeiter');

    // Handed in and approved in the office meanwhile: the worker's delete is refused and the
    // dialog closes.
    const params = { path: { projectId, absenceId } };
    const submitted = await unwrap(
      api.POST('/api/projects/{projectId}/time-tracking/absences/{absenceId}/submit', {
        params,
        body: { version },
      }),
    );
    await unwrap(
      api.POST('/api/projects/{projectId}/time-tracking/absences/{absenceId}/approve', {
        params,
        body: { version: submitted.version },
      }),
    );
    await createdRow.getByRole('button', { name: /^Abwesenheit löschen/ }).click();
    const confirm = own.getByRole('dialog', { name: 'Abwesenheit löschen' });
    // In a past week the deletion asks why first (the change history keeps it).
    if (needsChangeReason([laterDay], berlinToday(Date.now()))) {
      await confirm.getByRole('textbox', { name: 'Grund der Änderung' }).fill('Doch kein Urlaub');
    }
    await confirm.getByRole('button', { name: 'Abwesenheit löschen' }).click();
    await own
      .locator('.mantine-Notification-root')
      .filter({ hasText: 'Eine genehmigte Abwesenheit kann nicht mehr geändert werden.' })
      .waitFor();
    await confirm.waitFor({ state: 'hidden' });

    // The worker's own month: no employee choice, month reset, payroll export or team tabs.
    await own.goto('/time-tracking');
    await own.getByRole('table', { name: 'Arbeitszeiten' }).waitFor();
    expect(await own.getByRole('textbox', { name: 'Mitarbeiter' }).count()).toBe(0);
    expect(await own.getByRole('button', { name: 'Monatsdaten aktualisieren' }).count()).toBe(0);
    expect(await own.getByRole('link', { name: /Lohnexport/ }).count()).toBe(0);
    expect(await own.getByRole('tab').allInnerTexts()).toEqual([
      'Mitarbeiterübersicht',
      'Abwesenheiten',
    ]);
    await expectAccessible(own, 'Mitarbeiterübersicht als Mitarbeiter');
    await context.close();
  });

  it("refuses a submitted absence with a 'Begründung': 'Abgelehnt' with it, and a message to the worker", async () => {
    // A Sunday of this month: no time and no other absence there.
    const sunday = new Date(Date.UTC(year, month - 1, 1));
    while (sunday.getUTCDay() !== 0) sunday.setUTCDate(sunday.getUTCDate() + 1);
    const day = sunday.toISOString().slice(0, 10);
    await unwrap(
      api.POST('/api/projects/{projectId}/time-tracking/absences', {
        params: { path: { projectId } },
        body: { userId, startDate: day, endDate: day, type: 'vacation', submit: true },
      }),
    );
    await shell.waitForToastsGone();
    await page.goto('/time-tracking?tab=abwesenheiten');
    const row = page
      .getByRole('table', { name: 'Abwesenheiten' })
      .locator('tbody tr')
      .filter({ hasText: 'Eingereicht' });
    await row.getByRole('button', { name: /^Ablehnen: / }).click();
    const dialog = page.getByRole('dialog', { name: 'Abwesenheit ablehnen' });
    await dialog.getByRole('textbox', { name: 'Begründung' }).fill('Bitte mit dem Team absprechen');
    await expectAccessible(page, 'Abwesenheit ablehnen');
    await dialog.getByRole('button', { name: 'Ablehnen' }).click();
    await shell.toast('Abwesenheit abgelehnt').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // Nothing is waiting for approval any more: the request is 'Abgelehnt', with the reason.
    await expect.poll(() => row.count()).toBe(0);
    const refused = page
      .getByRole('table', { name: 'Abwesenheiten' })
      .locator('tbody tr')
      .filter({ hasText: 'Abgelehnt' });
    await refused.getByText('Begründung: Bitte mit dem Team absprechen').waitFor();
    await page.reload();
    await refused.getByText('Begründung: Bitte mit dem Team absprechen').waitFor();
    expect(await refused.getByText(workerName).count()).toBe(1);
    await expectAccessible(page, 'Abwesenheiten mit Ablehnung');

    const context = await newContext(session.browser, inject('baseUrl'));
    const login = await context.request.post('/api/auth/login', {
      data: { email: worker.email, password: worker.password },
    });
    expect(login.status()).toBe(200);
    const feed = await context.request.get(`/api/projects/${projectId}/notifications`);
    const [newest] = (await feed.json()).items;
    expect(newest).toMatchObject({
      kind: 'absence-refused',
      title: 'Abwesenheit abgelehnt',
      link: { type: 'absence' },
    });
    expect(newest.body).toContain('Begründung: Bitte mit dem Team absprechen');
    await context.close();
  });
});

/** Picks `date` (this month) in a Mantine date input: opens it and clicks the day. */
async function pickDate(input: Locator, date: string) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const monthName = new Intl.DateTimeFormat('de-DE', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
  await input.click();
  await page.getByRole('button', { name: `${d} ${monthName} ${y}`, exact: true }).click();
}
