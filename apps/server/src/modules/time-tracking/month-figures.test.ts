import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toInstant } from '@kontor/core/time-tracking/berlin-time';
import { parseClock } from '@kontor/core/time-tracking/index';
import { readPdf } from '../../test/pdf-text.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, timeProject, withRecords, type Caller } from './time-fixtures.ts';

/**
 * Issue 34 'Figures that say what they count' and issue 35 'A running shift is invisible to
 * the office', on 6 December 2026 (the server's clock is set: the figures count up to today).
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let callB: ReturnType<typeof caller>;
let admin: Caller;
let office: Caller;
let worker: Caller;
let colleague: Caller;
let officeB: Caller;
let projectId: string;

const berlin = (date: string, time: string) => new Date(toInstant(date, parseClock(time)) * 60_000);
const at = (date: string, time: string) => vi.setSystemTime(berlin(date, time));
const december = (user: Caller) => `/time-tracking/users/${user.id}/months/2026/12`;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at('2026-12-06', '06:30');
  t = await createTestApp();
  const p = await timeProject(t);
  ({ admin, office, worker } = p);
  colleague = await t.member(p.project, 'worker');
  call = caller(t, p.project);
  projectId = p.project.id;
  const { records } = await withRecords(call, admin, [office, worker, colleague]);
  for (const [name, value, date] of [
    ['Heiligabend', 150, '12-24'],
    ['Silvester', 125, '12-31'],
  ] as const) {
    const res = await call(admin, 'POST', '/time-settings/surcharges', {
      name,
      type: 'day',
      value,
      days: { dates: [date] },
      startDate: '2026-01-01',
      connectedRecords: [records[worker.id]],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  // Thursday 3 December worked; the shifts of the 24th and the 31st entered ahead.
  for (const [date, start, end] of [
    ['2026-12-03', '08:00', '16:00'],
    ['2026-12-24', '08:00', '14:00'],
    ['2026-12-31', '08:00', '14:00'],
  ] as const) {
    const res = await call(office, 'POST', '/time-tracking/entries', {
      userId: worker.id,
      date,
      type: 'work',
      start,
      end,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  // A second project with the time modules: its office must not see project A's shift.
  const b = await timeProject(t);
  officeB = b.office;
  callB = caller(t, b.project);
  await t.addMember(b.project, worker, b.project.roleIds.worker);
  await withRecords(callB, b.admin, [worker]);
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const sumOf = (list: { minutes: number }[]) => list.reduce((n, s) => n + s.minutes, 0);

describe('month figures say what they count (issue 34)', () => {
  it('counts Zuschläge up to today and shows the planned rest apart', async () => {
    const res = await call(office, 'GET', december(worker));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const view = res.body;
    expect(view.countedUntil).toBe('2026-12-06');
    // Counted: nothing on the 24th and 31st yet, so no surcharge up to today…
    expect(view.surcharges).toEqual([]);
    expect(view.overview.actual).toBe(480);
    // …and the planned rest names them, as the day rows do.
    expect(view.planned).toMatchObject({ from: '2026-12-07', to: '2026-12-31', actual: 720 });
    const planned = Object.fromEntries(
      view.planned.surcharges.map((s: { name: string; value: number; minutes: number }) => [
        s.name,
        [s.value, s.minutes],
      ]),
    );
    expect(planned).toEqual({ Heiligabend: [150, 360], Silvester: [125, 360] });
    type Day = { date: string; target: number; surcharges: { minutes: number }[] };
    const ahead = (view.days as Day[]).filter((d) => d.date > '2026-12-06');
    expect(sumOf(ahead.flatMap((d) => d.surcharges))).toBe(720);
    expect(view.planned.target).toBe(ahead.reduce((n, d) => n + d.target, 0));
    // Counted and planned are the whole month's Soll, never the same day twice.
    const all = (view.days as Day[]).reduce((n, d) => n + d.target, 0);
    expect(view.overview.target + view.planned.target).toBe(all);
  });

  it('counts a past month whole: no "bis heute", nothing planned', async () => {
    const res = await call(office, 'GET', `/time-tracking/users/${worker.id}/months/2026/11`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ countedUntil: null, planned: null });
  });

  it('says so in the timesheet PDF, with the same figures', async () => {
    const res = await t.app.inject({
      url: `/api/projects/${projectId}${december(worker)}/timesheet`,
      headers: { cookie: office.cookie },
    });
    expect(res.statusCode).toBe(200);
    const { text } = await readPdf(res.rawPayload);
    expect(text).toContain('Zeitübersicht und Zuschläge: gezählt bis heute (06.12.2026)');
    expect(text).toContain(
      // 18 working days à 8 h (25 December is a holiday in Berlin).
      'Noch geplant 07.12.–31.12.2026: Soll 144.00, eingetragen 12.00, Zuschläge 12.00 (nicht gezählt)',
    );
    expect(text).toContain('Zeitübersicht bis heute');
    expect(text).toContain('Zuschläge bis heute');
    expect(text).toContain('Bis heute keine');
    expect(text).not.toContain('Keine Zuschläge');
  });

  it('names the last day counted in the payroll CSV', async () => {
    const res = await t.app.inject({
      url: `/api/projects/${projectId}/time-tracking/exports/payroll/2026/12`,
      headers: { cookie: office.cookie },
    });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = res.body.slice(1).split('\r\n');
    // 'Gezählt bis' stays where it was; the pay columns follow it.
    const until = header!.split(';').indexOf('Gezählt bis');
    expect(until).toBe(10);
    const line = rows.find((r) => r.startsWith(`${worker.name};`))!.split(';');
    expect(line[until]).toBe('06.12.2026');
    // Arbeitszeit as counted by the API: 8 h on the 3rd, the planned shifts not.
    expect(line[3]).toBe('8,00');
    const november = await t.app.inject({
      url: `/api/projects/${projectId}/time-tracking/exports/payroll/2026/11`,
      headers: { cookie: office.cookie },
    });
    expect(november.body).toContain(';30.11.2026;');
  });
});

describe('a running shift in the Mitarbeiterübersicht (issue 35)', () => {
  it('shows "läuft seit" to the office and the worker, counts nothing, ends with the out', async () => {
    const before = (await call(office, 'GET', december(worker))).body;
    expect(before.runningShift).toBeNull();
    at('2026-12-06', '07:00');
    const clockIn = await call(worker, 'POST', '/time-tracking/clock', {
      kind: 'in',
      deviceTime: berlin('2026-12-06', '07:00').toISOString(),
      deviceId: 'phone-0001',
      deviceSeq: 1,
    });
    expect(clockIn.status, JSON.stringify(clockIn.body)).toBe(201);
    at('2026-12-06', '09:30');

    const running = (await call(office, 'GET', december(worker))).body;
    expect(running.runningShift).toEqual({
      date: '2026-12-06',
      since: '07:00',
      startedAt: berlin('2026-12-06', '07:00').toISOString(),
      onBreak: false,
    });
    // Counts nothing until it ends: the figures and the day are as before.
    expect(running.overview).toEqual(before.overview);
    const today = (v: { days: { date: string }[] }) => v.days.find((d) => d.date === '2026-12-06');
    expect(today(running)).toEqual(today(before));
    // The worker sees it in their own month.
    expect((await call(worker, 'GET', december(worker))).body.runningShift.since).toBe('07:00');
    // Another month does not show it.
    const november = await call(office, 'GET', `/time-tracking/users/${worker.id}/months/2026/11`);
    expect(november.body.runningShift).toBeNull();

    at('2026-12-06', '12:00');
    const out = await call(worker, 'POST', '/time-tracking/clock', {
      kind: 'out',
      deviceTime: berlin('2026-12-06', '12:00').toISOString(),
      deviceId: 'phone-0001',
      deviceSeq: 2,
    });
    expect(out.status, JSON.stringify(out.body)).toBe(201);
    const after = (await call(office, 'GET', december(worker))).body;
    expect(after.runningShift).toBeNull();
    expect(after.overview.actual - before.overview.actual).toBe(300);
    at('2026-12-06', '06:30');
  });

  it('only in the caller’s project, only for those who see the overview', async () => {
    at('2026-12-06', '13:00');
    const clockIn = await call(worker, 'POST', '/time-tracking/clock', {
      kind: 'in',
      deviceTime: berlin('2026-12-06', '13:00').toISOString(),
      deviceId: 'phone-0001',
      deviceSeq: 3,
    });
    expect(clockIn.status, JSON.stringify(clockIn.body)).toBe(201);
    expect((await call(office, 'GET', december(worker))).body.runningShift.since).toBe('13:00');
    // The same worker in project B: clocked in in A only, so B's office sees no shift.
    const inB = await callB(officeB, 'GET', december(worker));
    expect(inB.status, JSON.stringify(inB.body)).toBe(200);
    expect(inB.body.runningShift).toBeNull();
    // B's office asking through project A: not a member there.
    expect((await call(officeB, 'GET', december(worker))).status).toBe(404);
    // A colleague (worker role) does not see the overview of someone else.
    const peek = await call(colleague, 'GET', december(worker));
    expect(peek.status).toBe(403);
    expect(JSON.stringify(peek.body)).not.toContain('13:00');
    at('2026-12-06', '06:30');
  });
});
