import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeApiMessages, type MonthView } from '@kontor/core/schemas/time-tracking-api';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { readPdf } from '../../test/pdf-text.ts';
import {
  caller,
  marchWeek,
  thisYear,
  timeProject,
  withRecords,
  type Caller,
} from './time-fixtures.ts';

// The Urlaub section of the month view, its PDF and the records table (§§ 4, 5 BUrlG).
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Caller;
let office: Caller;
let worker: Caller;
let projectId: string;

const year = thisYear();
const monthOf = async (who: Caller, m: number) => {
  const res = await call(admin, 'GET', `/time-tracking/users/${who.id}/months/${year}/${m}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.vacation as MonthView['vacation'];
};
const employ = (who: Caller, start: string | null, end: string | null = null) =>
  call(admin, 'PUT', `/time-settings/employments/${who.id}`, { start, end });

/** Both ways the section must add up. */
function expectAddsUp(v: MonthView['vacation']) {
  expect(v.endOfPreviousMonth + v.arisenInMonth - v.taken).toBe(v.remaining);
  expect(v.carriedOver + v.arisen - v.takenSoFar).toBe(v.remaining);
}

beforeAll(async () => {
  t = await createTestApp();
  const p = await timeProject(t);
  ({ admin, office, worker } = p);
  call = caller(t, p.project);
  projectId = p.project.id;
  const { records } = await withRecords(call, admin, [worker, office]);
  const record = (await call(admin, 'GET', `/time-settings/records/${records[worker.id]}`)).body;
  // 30 days a year (the default) and 3 carried over from last year.
  const patched = await call(admin, 'PATCH', `/time-settings/records/${record.id}`, {
    version: record.version,
    initialVacation: 3,
  });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  const [monday, , , , friday] = marchWeek();
  const vacation = await call(admin, 'POST', '/time-tracking/absences', {
    userId: worker.id,
    startDate: monday,
    endDate: friday,
    type: 'vacation',
    submit: true,
  });
  expect(vacation.status, JSON.stringify(vacation.body)).toBe(201);
  const approved = await call(
    admin,
    'POST',
    `/time-tracking/absences/${vacation.body.id}/approve`,
    {
      version: vacation.body.version,
    },
  );
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
});
afterAll(() => t.close());

describe('the Urlaub section adds up (§ 4 BUrlG)', () => {
  it('counts an employee of long standing with the full year from 1 January', async () => {
    expect((await employ(worker, '2019-04-01')).body).toEqual({
      start: '2019-04-01',
      end: null,
      derived: false,
    });
    const january = await monthOf(worker, 1);
    expect(january).toMatchObject({
      endOfPreviousMonth: 3,
      arisenInMonth: 30,
      taken: 0,
      remaining: 33,
      basis: 'full',
      arisesOn: `${year}-01-01`,
      employment: { start: '2019-04-01', end: null, derived: false },
    });
    const december = await monthOf(worker, 12);
    // The Jan Schröder case: nothing arises in December, and every line is shown.
    expect(december).toMatchObject({
      carriedOver: 3,
      arisen: 30,
      takenSoFar: 5,
      endOfPreviousMonth: 28,
      arisenInMonth: 0,
      taken: 0,
      remaining: 28,
    });
    for (let m = 1; m <= 12; m++) expectAddsUp(await monthOf(worker, m));
  });

  it('shows the same figures in the records table', async () => {
    const list = await call(admin, 'GET', `/time-settings/records?year=${year}`);
    const row = list.body.items.find((r: { user: { id: string } }) => r.user.id === worker.id);
    expect(row.vacation).toEqual({
      available: 33,
      taken: 5,
      carriedOver: 3,
      arisen: 30,
      remaining: 28,
      basis: 'full',
    });
    expect(row.employment).toEqual({ start: '2019-04-01', end: null, derived: false });
  });

  it('prints every line and the rule in the timesheet', async () => {
    const res = await t.app.inject({
      url: `/api/projects/${projectId}/time-tracking/users/${worker.id}/months/${year}/12/timesheet`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const { text } = await readPdf(res.rawPayload);
    for (const line of [
      'Urlaub Ende Vormonat 28',
      'Neuer Anspruch im Monat 0',
      'Genommener Urlaub 0',
      'Verbleibender Urlaub 28',
      'Übertrag 3',
      'Anspruch bis Monatsende 30',
      'Genommen bis Monatsende 5',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toContain(`Voller Jahresurlaub ab 01.01.${year} (§ 4 BUrlG)`);
    expect(text).toContain('Beschäftigt seit 01.04.2019');
  });

  it('has the waiting period of a new employee and the partial leave (§ 5 Abs. 1 a)', async () => {
    // Without an entered start the first record's start stands for it: 1 January.
    const derived = await monthOf(office, 5);
    expect(derived).toMatchObject({
      arisen: 0,
      waitingPeriodEnd: `${year}-06-30`,
      employment: { start: `${year}-01-01`, derived: true },
    });
    expect((await monthOf(office, 6)).arisenInMonth).toBe(30);
    expect((await employ(office, `${year}-08-01`)).status).toBe(200);
    const december = await monthOf(office, 12);
    // Five full months, 12.5 rounded up (§ 5 Abs. 2).
    expect(december).toMatchObject({ basis: 'partialNoWaiting', arisen: 13 });
    expectAddsUp(december);
    // Leaving in the waiting period (§ 5 Abs. 1 b): the months up to the end.
    expect((await employ(office, `${year}-08-01`, `${year}-10-31`)).status).toBe(200);
    expect(await monthOf(office, 12)).toMatchObject({ basis: 'partialLeavingEarly', arisen: 8 });
    expect((await employ(office, null)).body).toMatchObject({ derived: true });
  });

  it('grants a twelfth per month under the project setting', async () => {
    expect((await call(admin, 'GET', '/time-settings/vacation')).body).toEqual({
      vacationAccrual: 'statutory',
    });
    const set = await call(admin, 'PUT', '/time-settings/vacation', { vacationAccrual: 'proRata' });
    expect(set.body).toEqual({ vacationAccrual: 'proRata' });
    const may = await monthOf(worker, 5);
    // ceil(30 × 5 ÷ 12) = 13, the month's 3 on their own line.
    expect(may).toMatchObject({ basis: 'proRata', arisen: 13, arisenInMonth: 3 });
    expectAddsUp(may);
    await call(admin, 'PUT', '/time-settings/vacation', { vacationAccrual: 'statutory' });
    expect((await monthOf(worker, 5)).arisen).toBe(30);
  });
});

describe('employment and setting input', () => {
  it('refuses an end before the start beside the field', async () => {
    const res = await employ(worker, `${year}-05-01`, `${year}-04-30`);
    expect(res.status).toBe(400);
    expect(res.body.errors.end).toEqual([timeApiMessages.employmentEndBeforeStart]);
  });

  it.each([null, [], 'x'.repeat(100_000), { start: 5 }, { start: '2026-02-30', end: null }])(
    'answers bad input %# with a German 400',
    async (payload) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/projects/${projectId}/time-settings/employments/${worker.id}`,
        headers: { cookie: admin.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    },
  );

  it('refuses a user who is no member, and an unknown rule', async () => {
    const res = await call(admin, 'PUT', '/time-settings/employments/nobody0001', {
      start: null,
      end: null,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.userId).toEqual([timeApiMessages.notMember]);
    const rule = await call(admin, 'PUT', '/time-settings/vacation', { vacationAccrual: 'x' });
    expect(rule.status).toBe(400);
  });

  it('is not for workers', async () => {
    expect((await call(worker, 'PUT', '/time-settings/vacation', {})).status).toBe(403);
    expect((await employ(worker, null)).status).toBe(200); // the admin's call
    const own = await call(worker, 'PUT', `/time-settings/employments/${worker.id}`, {});
    expect(own.status).toBe(403);
  });
});
