import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectMessages } from '@kontor/core/schemas/projects';
import { clockMessages as m, type ClockEventKind } from '@kontor/core/schemas/worker-app';
import { toInstant } from '@kontor/core/time-tracking/berlin-time';
import { messages, parseClock } from '@kontor/core/time-tracking/index';
import { addDays } from '@kontor/core/time-tracking/local-date';
import { eq } from 'drizzle-orm';
import { clockEvents } from '../../db/schema/time-clock.ts';
import { httpMessages } from '../../plugins/messages.ts';
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
let office: Caller;
let worker: Caller;
let week: string[];
let projectId: string;

const clock = '/time-tracking/clock';
/** An ISO time of a Berlin wall-clock time. */
const berlin = (date: string, time: string) =>
  new Date(toInstant(date, parseClock(time)) * 60_000).toISOString();
const plus = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();

let seq = 0;
/** The phone of `who` sends an event that happened at `deviceTime`; the server's now is `now`. */
async function send(
  who: Caller,
  kind: ClockEventKind,
  deviceTime: string,
  now = plus(deviceTime, 0.5),
  extra: object = {},
) {
  vi.setSystemTime(new Date(now));
  return call(who, 'POST', clock, {
    kind,
    deviceTime,
    deviceId: 'phone-0001',
    deviceSeq: ++seq,
    ...extra,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const p = await timeProject(t);
  ({ office, worker } = p);
  call = caller(t, p.project);
  projectId = p.project.id;
  const other = await t.member(p.project, 'worker');
  await withRecords(call, p.admin, [office, worker, other]);
  week = marchWeek();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const fakeNow = () => vi.useFakeTimers({ toFake: ['Date'] });

describe('time clock', () => {
  it('records a day in → break → out as one entry with its break and findings', async () => {
    fakeNow();
    const day = week[0]!;
    const off = await call(worker, 'GET', clock);
    expect(off.body).toEqual({ state: 'off', since: null, events: [], entryId: null });

    const inAt = berlin(day, '08:00');
    const res = await send(worker, 'in', inAt);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ state: 'working', since: inAt, entryId: null, day: null });
    expect((await send(worker, 'break-start', berlin(day, '12:00'))).body.state).toBe('break');
    expect((await send(worker, 'break-end', berlin(day, '12:30'))).body.state).toBe('working');
    const out = await send(worker, 'out', berlin(day, '17:00'), undefined, { comment: 'Objekt A' });
    expect(out.status, JSON.stringify(out.body)).toBe(201);
    expect(out.body.state).toBe('off');
    expect(out.body.events.map((e: { kind: string }) => e.kind)).toEqual([
      'in',
      'break-start',
      'break-end',
      'out',
    ]);
    expect(out.body.events.every((e: { late: boolean }) => !e.late)).toBe(true);
    expect(out.body.day).toMatchObject({ date: day, worked: 510, breaks: 30, findings: [] });
    const [entry] = out.body.day.entries;
    expect(entry).toMatchObject({
      id: out.body.entryId,
      userId: worker.id,
      type: 'work',
      start: inAt,
      end: berlin(day, '17:00'),
      breaks: [{ start: berlin(day, '12:00'), end: berlin(day, '12:30') }],
      comment: 'Objekt A',
      lateReceivedAt: null,
      // § 17 MiLoG: recorded by the worker's own clock, when the out arrived.
      recordedBy: { id: worker.id, name: worker.name },
    });

    const status = await call(worker, 'GET', clock);
    expect(status.body).toMatchObject({ state: 'off', since: null, entryId: entry.id });
    expect(status.body.events).toHaveLength(4);
  });

  it('refuses wrong transitions with the German texts', async () => {
    fakeNow();
    const day = week[1]!;
    const cases: [ClockEventKind, string, string][] = [
      ['out', '07:00', m.notIn],
      ['break-end', '07:00', m.notIn],
    ];
    for (const [kind, time, message] of cases) {
      const res = await send(worker, kind, berlin(day, time));
      expect(res.status).toBe(409);
      expect(res.body.detail).toBe(message);
    }
    expect((await send(worker, 'in', berlin(day, '08:00'))).status).toBe(201);
    const refused: [ClockEventKind, string, string][] = [
      ['in', '08:10', m.alreadyIn],
      ['break-end', '08:10', m.notOnBreak],
      ['break-start', '07:59', m.beforeLast],
    ];
    for (const [kind, time, message] of refused) {
      const res = await send(worker, kind, berlin(day, time));
      expect([res.status, res.body.detail]).toEqual([409, message]);
    }
    expect((await send(worker, 'break-start', berlin(day, '12:00'))).status).toBe(201);
    const again = await send(worker, 'break-start', berlin(day, '12:05'));
    expect([again.status, again.body.detail]).toEqual([409, m.alreadyOnBreak]);
    const outOnBreak = await send(worker, 'out', berlin(day, '12:10'));
    expect([outOnBreak.status, outOnBreak.body.detail]).toEqual([409, m.endBreakFirst]);
    const future = await send(worker, 'break-end', berlin(day, '12:20'), berlin(day, '12:15'));
    expect([future.status, future.body.detail]).toEqual([400, m.inFuture]);
    expect((await send(worker, 'break-end', berlin(day, '12:30'))).status).toBe(201);
    const tooLong = await send(worker, 'out', berlin(addDays(day, 1), '08:01'));
    expect([tooLong.status, tooLong.body.detail]).toEqual([409, m.tooLong]);
    expect((await send(worker, 'out', berlin(day, '16:30'))).status).toBe(201);
  });

  it('marks an entry whose events arrived late, and the office sees the mark', async () => {
    fakeNow();
    const day = week[2]!;
    // Offline all day; the phone sends everything the next morning.
    const arrival = berlin(addDays(day, 1), '07:30');
    await send(worker, 'in', berlin(day, '08:00'), arrival);
    await send(worker, 'break-start', berlin(day, '12:00'), plus(arrival, 0.1));
    await send(worker, 'break-end', berlin(day, '12:45'), plus(arrival, 0.2));
    const out = await send(worker, 'out', berlin(day, '16:00'), plus(arrival, 0.3));
    expect(out.status, JSON.stringify(out.body)).toBe(201);
    expect(out.body.events.every((e: { late: boolean }) => e.late)).toBe(true);
    expect(out.body.day.entries[0].lateReceivedAt).toBe(plus(arrival, 0.3));

    vi.useRealTimers();
    const month = await call(
      office,
      'GET',
      `/time-tracking/users/${worker.id}/months/${thisYear()}/3`,
    );
    expect(month.status).toBe(200);
    const shown = month.body.days.find((d: { date: string }) => d.date === day);
    expect(shown.entries).toEqual([
      expect.objectContaining({ id: out.body.entryId, lateReceivedAt: plus(arrival, 0.3) }),
    ]);
  });

  it('answers a replay of the same device number with the status, once stored', async () => {
    fakeNow();
    const day = week[3]!;
    const body = {
      kind: 'in',
      deviceTime: berlin(day, '08:00'),
      deviceId: 'phone-0002',
      deviceSeq: 7,
    };
    vi.setSystemTime(new Date(plus(body.deviceTime, 1)));
    const [a, b] = await Promise.all([
      call(worker, 'POST', clock, body),
      call(worker, 'POST', clock, body),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.state).toBe('working');
    expect(b.body.state).toBe('working');
    const again = await call(worker, 'POST', clock, body);
    expect(again.status).toBe(200);
    const other = await call(worker, 'POST', clock, { ...body, kind: 'break-start' });
    expect([other.status, other.body.detail]).toEqual([409, m.sequenceUsed]);
    const stored = await t.db
      .select()
      .from(clockEvents)
      .where(eq(clockEvents.deviceId, 'phone-0002'));
    expect(stored).toHaveLength(1);
    expect((await send(worker, 'out', berlin(day, '10:00'))).status).toBe(201);
  });

  it('serialises two different events sent at once: one is refused', async () => {
    fakeNow();
    const day = week[4]!;
    vi.setSystemTime(new Date(berlin(day, '08:05')));
    const event = (deviceId: string, time: string) => ({
      kind: 'in',
      deviceTime: berlin(day, time),
      deviceId,
      deviceSeq: 1,
    });
    const results = await Promise.all([
      call(office, 'POST', clock, event('tablet-0001', '08:00')),
      call(office, 'POST', clock, event('tablet-0002', '08:01')),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.detail).toMatch(
      new RegExp(`${m.alreadyIn}|${m.beforeLast}`),
    );
    const status = await call(office, 'GET', clock);
    expect(status.body.events).toHaveLength(1);
    expect((await send(office, 'out', berlin(day, '09:00'))).status).toBe(201);
  });

  it('refuses an out overlapping a recorded time and stores nothing of it', async () => {
    fakeNow();
    const day = week[5]!;
    vi.setSystemTime(new Date(berlin(day, '07:00')));
    const manual = await call(office, 'POST', '/time-tracking/entries', {
      userId: worker.id,
      date: day,
      type: 'work',
      start: '10:00',
      end: '11:00',
    });
    expect(manual.status, JSON.stringify(manual.body)).toBe(201);
    const clockIn = await send(worker, 'in', berlin(day, '08:00'));
    expect(clockIn.status, JSON.stringify(clockIn.body)).toBe(201);
    const out = await send(worker, 'out', berlin(day, '12:00'));
    expect([out.status, out.body.detail]).toEqual([409, messages.workTime.overlap]);
    const status = await call(worker, 'GET', clock);
    expect(status.body).toMatchObject({ state: 'working', entryId: null });
    expect(status.body.events).toHaveLength(1);
    const month = await call(
      worker,
      'GET',
      `/time-tracking/users/${worker.id}/months/${thisYear()}/3`,
    );
    const entries = month.body.days.find((d: { date: string }) => d.date === day).entries;
    expect(entries.map((e: { id: string }) => e.id)).toEqual([manual.body.entry.id]);
    // Before the manual time the shift can still be closed.
    expect((await send(worker, 'out', berlin(day, '09:30'))).status).toBe(201);
  });

  it('closes a night shift on the next day with the entry on the day of the in', async () => {
    fakeNow();
    const day = week[6]!;
    const clockIn = await send(office, 'in', berlin(day, '22:00'));
    expect(clockIn.status, JSON.stringify(clockIn.body)).toBe(201);
    const out = await send(office, 'out', berlin(addDays(day, 1), '06:00'));
    expect(out.status, JSON.stringify(out.body)).toBe(201);
    expect(out.body.day).toMatchObject({ date: day, worked: 480 });
    expect(out.body.day.entries[0]).toMatchObject({
      date: day,
      start: berlin(day, '22:00'),
      end: berlin(addDays(day, 1), '06:00'),
    });
  });

  it("keeps projects apart: no clock in another project's module", async () => {
    const other = await t.createProject({ modules: ['/time-tracking'] });
    const stranger = await t.member(other, 'worker');
    const inject = (method: 'GET' | 'POST', projectId: string, who: Caller) =>
      t.app.inject({
        method,
        url: `/api/projects/${projectId}/time-tracking/clock`,
        headers: { cookie: who.cookie },
        ...(method === 'POST' && {
          payload: {
            kind: 'in',
            deviceTime: new Date().toISOString(),
            deviceId: 'phone-9999',
            deviceSeq: 1,
          },
        }),
      });
    for (const method of ['GET', 'POST'] as const) {
      const res = await inject(method, other.id, worker);
      expect([403, 404]).toContain(res.statusCode);
    }
    const noModule = await t.createProject({ modules: [] });
    const member = await t.member(noModule, 'worker');
    const res = await inject('GET', noModule.id, member);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(projectMessages.forbidden);
    expect((await inject('GET', other.id, stranger)).json().events).toEqual([]);
  });

  it('answers bad bodies with a German 400', async () => {
    const good = {
      kind: 'in',
      deviceTime: new Date().toISOString(),
      deviceId: 'phone-0003',
      deviceSeq: 1,
    };
    const bad: unknown[] = [
      null,
      [],
      'x',
      { ...good, kind: 'pause' },
      { ...good, deviceTime: '2026-13-01T08:00:00Z' },
      { ...good, deviceTime: '2026-03-02T08:00:00' },
      { ...good, deviceId: 'x'.repeat(100_000) },
      { ...good, deviceSeq: -1 },
      { ...good, deviceSeq: 2 ** 31 },
      { ...good, comment: 'x'.repeat(2001) },
    ];
    for (const payload of bad) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/projects/${projectId}/time-tracking/clock`,
        headers: { cookie: worker.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().detail).toBe(httpMessages.validation);
    }
    const stored = await t.db
      .select()
      .from(clockEvents)
      .where(eq(clockEvents.deviceId, 'phone-0003'));
    expect(stored).toEqual([]);
  });
});
