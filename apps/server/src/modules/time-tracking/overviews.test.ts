import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeApiMessages } from '@kontor/core/schemas/time-tracking-api';
import { isoWeekDates, messages } from '@kontor/core/time-tracking/index';
import { keepPdf, NAMES_BEYOND_LATIN1, pdfFonts, readPdf } from '../../test/pdf-text.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, thisYear, timeProject, withRecords, type Caller } from './time-fixtures.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Caller;
let office: Caller;
let worker: Caller;
let projectId: string;

// Calendar week 6 (February): in the past whenever these tests run after mid-February.
const week = () => isoWeekDates(thisYear(), 6);
const monthOf = (date: string) => Number(date.slice(5, 7));
const monthPath = (user: Caller, date: string) =>
  `/time-tracking/users/${user.id}/months/${thisYear()}/${monthOf(date)}`;

beforeAll(async () => {
  t = await createTestApp();
  const p = await timeProject(t);
  ({ admin, office, worker } = p);
  call = caller(t, p.project);
  projectId = p.project.id;
  await withRecords(call, admin, [office, worker]);
});
afterAll(() => t.close());

const entry = (date: string, start: string, end: string, breaks: [string, string][] = []) => ({
  date,
  type: 'work',
  start,
  end,
  breaks: breaks.map(([s, e]) => ({ start: s, end: e })),
});

describe('overviews', () => {
  it('the month changes with every write: days, Zeitübersicht and Urlaub', async () => {
    const [mon, tue, wed] = week();
    const before = await call(worker, 'GET', monthPath(worker, mon!));
    expect(before.status).toBe(200);
    expect(before.body.days.length).toBeGreaterThanOrEqual(28);
    const monBefore = before.body.days.find((d: { date: string }) => d.date === mon);
    expect(monBefore).toMatchObject({ target: 480, actual: 0, saldo: -480, entries: [] });

    const saved = await call(
      worker,
      'POST',
      '/time-tracking/entries',
      entry(mon!, '08:00', '17:30', [['12:00', '12:30']]),
    );
    expect(saved.status).toBe(201);
    const after = await call(worker, 'GET', monthPath(worker, mon!));
    const monAfter = after.body.days.find((d: { date: string }) => d.date === mon);
    expect(monAfter).toMatchObject({ actual: 540, saldo: 60 });
    expect(monAfter.entries).toHaveLength(1);
    expect(after.body.overview.saldo - before.body.overview.saldo).toBe(540);
    expect(after.body.overview.account - before.body.overview.account).toBe(540);

    const absence = await call(worker, 'POST', '/time-tracking/absences', {
      startDate: tue,
      endDate: wed,
      type: 'vacation',
    });
    expect(absence.status).toBe(201);
    const requested = await call(worker, 'GET', monthPath(worker, mon!));
    expect(requested.body.vacation.taken).toBe(0);
    await call(worker, 'POST', `/time-tracking/absences/${absence.body.id}/submit`, { version: 0 });
    await call(admin, 'POST', `/time-tracking/absences/${absence.body.id}/approve`, { version: 1 });
    const approved = await call(worker, 'GET', monthPath(worker, mon!));
    expect(approved.body.vacation.taken).toBe(2);
    expect(approved.body.vacation.remaining).toBe(requested.body.vacation.remaining - 2);
    expect(approved.body.overview.saldo - requested.body.overview.saldo).toBe(960);
  });

  it('the day carries the legal findings; a gap of 30 minutes is a break', async () => {
    const [, , , thu, fri] = week();
    await call(worker, 'POST', '/time-tracking/entries', entry(thu!, '08:00', '12:00'));
    const second = await call(
      worker,
      'POST',
      '/time-tracking/entries',
      entry(thu!, '12:30', '17:00'),
    );
    expect(second.body.day.findings).toEqual([]);
    const long = await call(
      worker,
      'POST',
      '/time-tracking/entries',
      entry(fri!, '07:00', '15:00'),
    );
    expect(long.body.day.findings.map((f: { message: string }) => f.message)).toEqual(
      expect.arrayContaining([messages.findings.breakAfterSix, messages.findings.continuousWork]),
    );
  });

  it("'Zeiten Übersicht' sums the months into 'Gesamt'", async () => {
    const res = await call(worker, 'GET', `/time-tracking/users/${worker.id}/years/${thisYear()}`);
    expect(res.status).toBe(200);
    expect(res.body.rows).toHaveLength(12);
    expect(res.body.rows[0].label).toBe('Januar');
    expect(res.body.total.label).toBe(messages.balance.total);
    const sum = res.body.rows.reduce((s: number, r: { saldo: number }) => s + r.saldo, 0);
    expect(res.body.total.saldo).toBe(sum);
  });

  it("the Wochenübersicht lists every employee of 'KW n'", async () => {
    const res = await call(office, 'GET', `/time-tracking/weeks/${thisYear()}/6`);
    expect(res.status).toBe(200);
    expect(res.body.dates).toEqual(week());
    const row = res.body.rows.find((r: { user: { id: string } }) => r.user.id === worker.id);
    expect(row).toMatchObject({ workingDays: 3, vacationDays: 2, workTime: 570 + 510 + 480 });
    expect(row.total).toBe(row.workTime - row.breaks);
    const idle = res.body.rows.find((r: { user: { id: string } }) => r.user.id === office.id);
    expect(idle).toMatchObject({ workingDays: 0, workTime: 0, saldo: -5 * 480 });
  });

  it('the Wochenübersicht counts the approved vacation of a week still to come', async () => {
    const path = `/time-tracking/weeks/${thisYear()}/50`;
    const [monday, , wednesday] = (await call(office, 'GET', path)).body.dates as string[];
    const absence = await call(worker, 'POST', '/time-tracking/absences', {
      startDate: monday,
      endDate: wednesday,
      type: 'vacation',
    });
    expect(absence.status).toBe(201);
    await call(worker, 'POST', `/time-tracking/absences/${absence.body.id}/submit`, { version: 0 });
    await call(admin, 'POST', `/time-tracking/absences/${absence.body.id}/approve`, { version: 1 });
    const res = await call(office, 'GET', path);
    const row = res.body.rows.find((r: { user: { id: string } }) => r.user.id === worker.id);
    expect(row).toMatchObject({ vacationDays: 3 });
  });

  it('the calendar shows absences and holidays of a range of at most three months', async () => {
    const year = thisYear();
    const res = await call(
      office,
      'GET',
      `/time-tracking/calendar?from=${year}-01-01&to=${year}-03-31`,
    );
    expect(res.status).toBe(200);
    expect(res.body.holidays[0]).toEqual({ date: `${year}-01-01`, name: 'Neujahr' });
    expect(res.body.absences).toHaveLength(1);
    expect(res.body.absences[0]).toMatchObject({ user: { id: worker.id }, state: 'approved' });
    const tooLong = await call(
      office,
      'GET',
      `/time-tracking/calendar?from=${year}-01-01&to=${year}-06-30`,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.detail).toBe(timeApiMessages.calendarRange);
  });

  it('exports the payroll CSV of a month for staff only', async () => {
    const month = monthOf(week()[0]!);
    const url = `/time-tracking/exports/payroll/${thisYear()}/${month}`;
    const res = await t.app.inject({
      url: `/api/projects/${projectId}${url}`,
      headers: { cookie: office.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith('\uFEFFMitarbeiter;')).toBe(true);
    const workerLine = res.body.split('\r\n').find((l) => l.startsWith(`${worker.name};`));
    // Vacation of two days taken, no surcharges: one row with the surcharge cells empty.
    expect(workerLine?.split(';').slice(6, 10)).toEqual(['2', '', '', '']);
    expect((await call(worker, 'GET', url)).status).toBe(403);
  });

  it('renders the month as a signable A4 timesheet PDF', async () => {
    const [mon] = week();
    const res = await t.app.inject({
      url: `/api/projects/${projectId}${monthPath(worker, mon!)}/timesheet`,
      headers: { cookie: worker.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    keepPdf('timesheet.pdf', res.rawPayload);
    const { pages, text } = await readPdf(res.rawPayload);
    expect(text).toContain(`Mitarbeiter/in: ${worker.name}`);
    expect(text).toMatch(/Mo 0\d\.02\.\s+08:00–17:30\s+12:00–12:30\s+8\.00\s+9\.00\s+\+1\.00/);
    for (const label of [
      'Zeitübersicht',
      'Zeitkonto',
      'Genommener Urlaub',
      'Urlaub',
      'Zuschläge',
    ]) {
      expect(text).toContain(label);
    }
    expect(text).toContain('Datum, Unterschrift Mitarbeiter/in');
    expect(text).toContain('Datum, Unterschrift Arbeitgeber');
    // The shared printout frame: project in the header, printed date and page in the footer.
    expect(pages[0]!.lines[0]).toMatch(/^Projekt \d+$/);
    expect(pages[0]!.lines.at(-1)).toMatch(
      /^Gedruckt am \d\d\.\d\d\.\d{4} um \d\d:\d\d Uhr Seite 1 von 1$/,
    );
    // One A4 page (595.28 × 841.89 pt).
    expect(pages.map((p) => [p.width.toFixed(2), p.height.toFixed(2)])).toEqual([
      ['595.28', '841.89'],
    ]);
  });

  it('prints names beyond Latin-1 on the timesheet as they are written', async () => {
    const [mon] = week();
    const month = await call(worker, 'GET', monthPath(worker, mon!));
    expect(month.status).toBe(200);
    const { timesheetPdf } = await import('./timesheet-pdf.ts');
    const view = { ...month.body, user: { ...month.body.user, name: NAMES_BEYOND_LATIN1 } };
    const pdf = await timesheetPdf(view, monthOf(mon!), { projectName: 'Şahin & Yılmaz GbR' });
    keepPdf('timesheet-names.pdf', pdf);
    const { text } = await readPdf(pdf);
    expect(text).toContain(`Mitarbeiter/in: ${NAMES_BEYOND_LATIN1}`);
    expect(text).toContain('Şahin & Yılmaz GbR');
    expect(pdfFonts(pdf)).toEqual(['DejaVuSansCondensed', 'DejaVuSansCondensed-Bold']);
  });

  it('answers a year without record with a German 404', async () => {
    const res = await call(
      worker,
      'GET',
      `/time-tracking/users/${worker.id}/months/${thisYear() + 2}/1`,
    );
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe(timeApiMessages.noRecordForYear);
  });
});
