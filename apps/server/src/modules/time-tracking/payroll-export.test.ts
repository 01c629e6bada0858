import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  caller,
  marchWeek,
  thisYear,
  timeProject,
  withRecords,
  type Caller,
} from './time-fixtures.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Caller;
let office: Caller;
let worker: Caller;
let projectId: string;
let records: Record<string, string>;

const month = () => Number(marchWeek()[0]!.slice(5, 7));

beforeAll(async () => {
  t = await createTestApp();
  const p = await timeProject(t);
  ({ admin, office, worker } = p);
  call = caller(t, p.project);
  projectId = p.project.id;
  ({ records } = await withRecords(call, admin, [office, worker]));
  const startDate = `${thisYear()}-01-01`;
  // Two wage types at the same 25 %: night work and overtime.
  for (const surcharge of [
    { name: 'Nachtarbeit', type: 'time', value: 25, time: { start: '20:00', end: '06:00' } },
    { name: 'Überstunden', type: 'overtime', value: 25 },
    { name: 'Sonntagsarbeit', type: 'day', value: 50, days: { weekdays: [6] } },
  ]) {
    const res = await call(admin, 'POST', '/time-settings/surcharges', {
      ...surcharge,
      startDate,
      connectedRecords: [records[worker.id]],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  const [mon, tue, wed, thu, fri, , sun] = marchWeek();
  for (const [date, start, end, pause] of [
    [mon, '08:00', '19:00', '12:00'],
    [tue, '13:00', '22:30', '17:00'],
    [wed, '08:00', '16:30', '12:00'],
    [thu, '08:00', '16:30', '12:00'],
    [fri, '08:00', '16:30', '12:00'],
    [sun, '10:00', '14:00', null],
  ] as const) {
    const res = await call(worker, 'POST', '/time-tracking/entries', {
      date,
      type: 'work',
      start,
      end,
      breaks: pause ? [{ start: pause, end: pause.replace(':00', ':30') }] : [],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
});
afterAll(() => t.close());

/** Hours with a decimal comma back to minutes (two decimals: exact to 0.6 minutes). */
const minutesOf = (cell: string) => Math.round(Number(cell.replace(',', '.')) * 60);

async function csvRows(userName: string) {
  const res = await t.app.inject({
    url: `/api/projects/${projectId}/time-tracking/exports/payroll/${thisYear()}/${month()}`,
    headers: { cookie: office.cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.body
    .split('\r\n')
    .filter((line) => line.startsWith(`${userName};`))
    .map((line) => line.split(';'));
}

describe('payroll CSV against the month view', () => {
  it('gives the figures and surcharges of the API, one named row per surcharge', async () => {
    const view = await call(
      office,
      'GET',
      `/time-tracking/users/${worker.id}/months/${thisYear()}/${month()}`,
    );
    expect(view.status).toBe(200);
    const rows = await csvRows(worker.name);
    const { overview, vacation, surcharges, countedUntil, days } = view.body;
    // 'Gezählt bis': today while the month runs, else its last day, as the API counts.
    const until = (countedUntil ?? days.at(-1).date).split('-').reverse().join('.');
    for (const row of rows) {
      expect(row[10]).toBe(until);
      expect(row.slice(2, 6).map(minutesOf)).toEqual([
        overview.target,
        overview.actual,
        overview.saldo,
        overview.account,
      ]);
      expect(Number(row[6])).toBe(vacation.taken);
    }
    const fromApi = surcharges
      .filter((s: { minutes: number }) => s.minutes > 0)
      .map((s: { name: string; value: number; minutes: number }) => [s.name, s.value, s.minutes])
      .sort();
    const fromCsv = rows.map((r) => [r[7], Number(r[8]), minutesOf(r[9]!)]).sort();
    expect(fromCsv).toEqual(fromApi);
    // Tuesday 20:00–22:30 at night, Sunday 4 hours, and the week's overtime: all three, apart.
    expect(fromCsv.map((r) => r[0])).toEqual(['Nachtarbeit', 'Sonntagsarbeit', 'Überstunden']);
    expect(fromCsv.find((r) => r[0] === 'Nachtarbeit')).toEqual(['Nachtarbeit', 25, 150]);
    // The month view's days add up to its Zuschläge.
    const dayTotal = (id: string) =>
      view.body.days
        .flatMap((d: { surcharges: { surchargeId: string; minutes: number }[] }) => d.surcharges)
        .filter((s: { surchargeId: string }) => s.surchargeId === id)
        .reduce((sum: number, s: { minutes: number }) => sum + s.minutes, 0);
    for (const s of surcharges) expect(dayTotal(s.surchargeId)).toBe(s.minutes);
  });

  it('writes the employee without surcharges in one row with empty surcharge cells', async () => {
    const rows = await csvRows(office.name);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(7, 10)).toEqual(['', '', '']);
  });
});
