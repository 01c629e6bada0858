import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toInstant } from '@kontor/core/time-tracking/berlin-time';
import { parseClock } from '@kontor/core/time-tracking/index';
import { timeEntries } from '../../db/schema/time-tracking.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, withRecords, type Caller } from './time-fixtures.ts';

/**
 * Issue 31: the minimum wage, the Minijob limit and § 17 MiLoG in the time tracking's month,
 * its check before saving, the records table and the payroll CSV, with the clock set to the
 * days of February and March 2026 the entries are recorded on.
 */
let t: TestApp;
let project: CreatedProject;
let call: ReturnType<typeof caller>;
let admin: Caller;
let office: Caller;
let minijobber: Caller;
let colleague: Caller;
let officeB: Caller;

const at = (date: string, time: string) =>
  vi.setSystemTime(new Date(toInstant(date, parseClock(time)) * 60_000));
const month = (who: Caller, m: number) => `/time-tracking/users/${who.id}/months/2026/${m}`;
const work = (who: Caller, date: string, start: string, end: string, more: object = {}) =>
  call(office, 'POST', '/time-tracking/entries', {
    userId: who.id,
    date,
    type: 'work',
    start,
    end,
    ...more,
  });
const ok = async (res: Promise<{ status: number; body: unknown }>, status = 201) => {
  const done = await res;
  expect(done.status, JSON.stringify(done.body)).toBe(status);
  return done.body as { entry: { id: string; version: number; recordedAt: string } };
};
const lunch = { breaks: [{ start: '12:00', end: '12:30' }] };

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at('2026-01-05', '09:00');
  t = await createTestApp();
  // No 'Objekte': not a facility-service company, so § 2a is off unless switched on.
  project = await t.createProject({ modules: ['/staff', '/time-tracking', '/time-settings'] });
  call = caller(t, project);
  admin = await t.member(project, 'admin');
  office = await t.member(project, 'office');
  minijobber = await t.member(project, 'worker');
  colleague = await t.member(project, 'worker');
  await withRecords(call, admin, [minijobber, colleague]);
  const wage = (who: Caller, body: object) =>
    ok(call(office, 'POST', `/staff/payroll/${who.id}/wages`, body));
  await wage(minijobber, {
    validFrom: '2026-01-01',
    employmentType: 'minijob',
    kind: 'hourly',
    amountCents: 1390,
  });
  // A raise within March: the month straddles it.
  await wage(minijobber, {
    validFrom: '2026-03-16',
    employmentType: 'minijob',
    kind: 'hourly',
    amountCents: 1500,
  });
  await wage(colleague, {
    validFrom: '2026-01-01',
    employmentType: 'partTime',
    kind: 'hourly',
    amountCents: 1250,
  });

  // February: five days of 9 hours, recorded on the Friday: 45 h × 13,90 € = 625,50 €.
  at('2026-02-06', '18:00');
  for (const day of ['02', '03', '04', '05', '06']) {
    await ok(work(minijobber, `2026-02-${day}`, '08:00', '17:30', lunch));
  }
  // March: the 2nd recorded eleven days later (late), the 13th on its day.
  at('2026-03-13', '18:00');
  await ok(work(minijobber, '2026-03-02', '08:00', '12:00'));
  await ok(work(minijobber, '2026-03-13', '08:00', '12:00'));
  await ok(work(colleague, '2026-03-02', '08:00', '12:00'));
  at('2026-03-19', '18:00');
  await ok(work(minijobber, '2026-03-16', '08:00', '13:00'));
  await ok(work(minijobber, '2026-03-19', '08:00', '12:00'));
  for (const day of ['16', '17', '18', '19'])
    await ok(work(colleague, `2026-03-${day}`, '08:00', '12:00'));
  // Today is Monday 23 March; a shift of Friday the 27th entered ahead.
  at('2026-03-23', '10:00');
  await ok(work(minijobber, '2026-03-27', '08:00', '14:00'));
  const b = await t.createProject({ modules: ['/staff', '/time-tracking'] });
  officeB = await t.member(b, 'office');
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

describe('the Mitarbeiterübersicht: wage, Minijob limit and § 17 MiLoG', () => {
  it('counts the earnings of a month straddling a raise, and the hours left', async () => {
    const res = await call(office, 'GET', month(minijobber, 3));
    expect(res.status).toBe(200);
    const { payroll } = res.body;
    // Counted up to today: 8 h × 13,90 € + 9 h × 15,00 €; with the 27th: + 6 h × 15,00 €.
    expect(payroll.earnings).toEqual({ cents: 24_620, paidMinutes: 17 * 60, holidayMinutes: 0 });
    expect(payroll.minijob).toEqual({
      limitCents: 60_300,
      earningsCents: 24_620,
      expectedCents: 33_620,
      exceeded: false,
      expectedExceeded: false,
      // (603,00 € − 336,20 €) ÷ 15,00 € = 17,79 h
      minutesLeft: 1067,
    });
    expect(payroll.wage).toMatchObject({ amountCents: 1500, employmentType: 'minijob' });
    expect(payroll.minimumWageCents).toBe(1390);
    expect(payroll.recordingRequired).toBe(true);
  });

  it('finds the late recording, on its day and in the list, and the days that become late soon', async () => {
    const { body } = await call(office, 'GET', month(minijobber, 3));
    const late = body.payroll.findings.filter((f: { code: string }) => f.code === 'recordedLate');
    expect(late).toEqual([
      {
        code: 'recordedLate',
        date: '2026-03-02',
        message: 'Aufzeichnung verspätet (§ 17 MiLoG): erfasst am 13.03.2026, Frist bis 09.03.2026',
      },
    ]);
    const day = (date: string) => body.days.find((d: { date: string }) => d.date === date);
    expect(day('2026-03-02').findings.map((f: { code: string }) => f.code)).toContain(
      'recordedLate',
    );
    expect(day('2026-03-13').findings.map((f: { code: string }) => f.code)).not.toContain(
      'recordedLate',
    );
    // Deadlines today to Wednesday: the 16th has time, the 17th and 18th none.
    expect(body.payroll.dueSoon).toEqual([
      { date: '2026-03-17', deadline: '2026-03-24' },
      { date: '2026-03-18', deadline: '2026-03-25' },
    ]);
    const entry = day('2026-03-13').entries[0];
    expect(entry.recordedBy).toEqual({ id: office.id, name: office.name });
    expect(entry.recordedAt).toBe(
      new Date(toInstant('2026-03-13', 18 * 60) * 60_000).toISOString(),
    );
  });

  it('finds a Minijob month over the limit', async () => {
    const { body } = await call(office, 'GET', month(minijobber, 2));
    expect(body.payroll.minijob).toMatchObject({
      earningsCents: 62_550,
      exceeded: true,
      minutesLeft: 0,
    });
    expect(body.payroll.findings).toEqual([
      {
        code: 'minijobLimitExceeded',
        date: null,
        message:
          'Minijob-Grenze überschritten: Verdienst 625,50 €, Grenze 603,00 € (§ 8 Abs. 1a SGB IV)',
      },
    ]);
  });

  it('finds a wage below the minimum, and § 17 only where it applies', async () => {
    const { body } = await call(office, 'GET', month(colleague, 3));
    expect(body.payroll.findings).toEqual([
      {
        code: 'belowMinimumWage',
        date: '2026-01-01',
        message:
          'Lohn unter dem Mindestlohn ab 01.01.2026: 12,50 € je Stunde, Mindestlohn 13,90 € (§ 1 MiLoG)',
      },
    ]);
    // Part-time in a project outside § 2a: no recording duty, no late finding, no open days.
    expect(body.payroll.recordingRequired).toBe(false);
    expect(body.payroll.dueSoon).toEqual([]);
    expect(body.payroll.minijob).toBeNull();
  });

  it('applies § 17 to everyone once the project is in a § 2a sector', async () => {
    await ok(call(admin, 'PUT', '/staff/payroll-settings', { schwarzArbG: true }), 200);
    const { body } = await call(office, 'GET', month(colleague, 3));
    expect(body.payroll.recordingRequired).toBe(true);
    expect(body.payroll.findings.map((f: { code: string }) => f.code)).toEqual([
      'belowMinimumWage',
      'recordedLate',
    ]);
    expect(body.payroll.dueSoon).toEqual([]);
    await ok(call(admin, 'PUT', '/staff/payroll-settings', { schwarzArbG: false }), 200);
  });

  it('shows the worker their own pay and findings, nobody else’s', async () => {
    const own = await call(minijobber, 'GET', month(minijobber, 3));
    expect(own.body.payroll.earnings.cents).toBe(24_620);
    expect((await call(minijobber, 'GET', month(colleague, 3))).status).toBe(403);
    // Another project's office does not get this project at all.
    const foreign = await call(officeB, 'GET', month(minijobber, 3));
    expect(foreign.status).toBe(404);
  });
});

describe('the check before saving', () => {
  const check = (body: object) =>
    call(office, 'POST', '/time-tracking/entries/check', {
      userId: minijobber.id,
      type: 'work',
      ...body,
    });

  it('warns that a new time for a day long past is recorded late', async () => {
    const res = await check({ date: '2026-03-05', start: '08:00', end: '10:00' });
    expect(res.status).toBe(200);
    expect(res.body.payroll).toContainEqual({
      code: 'recordedLate',
      message:
        'Aufzeichnung verspätet (§ 17 MiLoG): Die Frist für diesen Tag endete am 12.03.2026.',
    });
    // Within the deadline: no such warning; the hours left after this time instead.
    const inTime = await check({ date: '2026-03-20', start: '08:00', end: '10:00' });
    expect(inTime.body.payroll).toEqual([
      { code: 'minijobHoursLeft', message: 'noch 15.47 Std. bis zur Minijob-Grenze' },
    ]);
  });

  it('warns when the time would take the month over the Minijob limit', async () => {
    const res = await check({ date: '2026-03-24', start: '05:00', end: '23:30' });
    expect(res.body.payroll).toEqual([
      {
        code: 'minijobLimitExpected',
        message:
          'Mit den eingetragenen Zeiten wird die Minijob-Grenze überschritten: voraussichtlich 613,70 €, Grenze 603,00 € (§ 8 Abs. 1a SGB IV)',
      },
    ]);
  });

  it('does not call an edit of a recorded time late, and the edit keeps its recording', async () => {
    const { body } = await call(office, 'GET', month(minijobber, 3));
    const entry = body.days.find((d: { date: string }) => d.date === '2026-03-02').entries[0];
    const res = await check({
      date: '2026-03-02',
      start: '08:00',
      end: '11:00',
      entryId: entry.id,
    });
    expect(res.body.payroll.map((w: { code: string }) => w.code)).not.toContain('recordedLate');
    const saved = await ok(
      call(office, 'PUT', `/time-tracking/entries/${entry.id}`, {
        date: '2026-03-02',
        type: 'work',
        start: '08:00',
        end: '11:00',
        version: entry.version,
        // A past week's change carries its reason (the change history, docs/time-tracking.md).
        reason: 'Ende korrigiert',
      }),
      200,
    );
    expect(saved.entry.recordedAt).toBe(entry.recordedAt);
    // The database refuses to move it, too.
    const refused = await t.db
      .update(timeEntries)
      .set({ recordedAt: new Date() })
      .where(eq(timeEntries.id, entry.id))
      .then(
        () => null,
        (error: Error) => error,
      );
    expect(String(refused?.cause ?? refused)).toMatch(/time_entries_recording_kept/);
    // Put back as before for the other tests.
    await ok(
      call(office, 'PUT', `/time-tracking/entries/${entry.id}`, {
        date: '2026-03-02',
        type: 'work',
        start: '08:00',
        end: '12:00',
        version: saved.entry.version,
        reason: 'Zurück wie zuvor',
      }),
      200,
    );
  });
});

describe('the records table and the payroll CSV give the same figures', () => {
  it('lists the findings of each record', async () => {
    const res = await call(office, 'GET', '/time-settings/records?year=2026');
    const of = (who: Caller) =>
      res.body.items.find((r: { user: { id: string } }) => r.user.id === who.id).payrollFindings;
    expect(of(minijobber)).toEqual([
      {
        code: 'minijobLimitExceeded',
        date: '2026-02-01',
        message:
          'Februar: Minijob-Grenze überschritten: Verdienst 625,50 €, Grenze 603,00 € (§ 8 Abs. 1a SGB IV)',
      },
    ]);
    // 12,50 € is below 13,90 € now and below 14,60 € … only from 2027, outside this record.
    expect(of(colleague).map((f: { code: string; date: string }) => [f.code, f.date])).toEqual([
      ['belowMinimumWage', '2026-01-01'],
    ]);
  });

  it('writes the month view’s wage, earnings, limit and findings into the CSV', async () => {
    for (const m of [2, 3]) {
      const csv = await t.app.inject({
        url: `/api/projects/${project.id}/time-tracking/exports/payroll/2026/${m}`,
        headers: { cookie: office.cookie },
      });
      const [header, ...rows] = csv.body.slice(1).split('\r\n');
      const columns = header!.split(';');
      const line = rows.find((r) => r.startsWith(`${minijobber.name};`))!.split(';');
      const cell = (name: string) => line[columns.indexOf(name)];
      const { body } = await call(office, 'GET', month(minijobber, m));
      const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
      expect(cell('Verdienst (€)')).toBe(euros(body.payroll.earnings.cents));
      expect(cell('Stundenlohn (€)')).toBe(euros(body.payroll.wage.hourlyCents));
      expect(cell('Minijob-Grenze (€)')).toBe('603,00');
      expect(cell('Beschäftigung')).toBe('Minijob');
      expect(cell('Arbeitszeit (Std.)')).toBe(
        (body.overview.actual / 60).toFixed(2).replace('.', ','),
      );
    }
    const march = await t.app.inject({
      url: `/api/projects/${project.id}/time-tracking/exports/payroll/2026/3`,
      headers: { cookie: office.cookie },
    });
    expect(march.body).toContain(
      ';246,20;603,00;Aufzeichnung verspätet (§ 17 MiLoG): 02.03.2026\r\n',
    );
  });
});
