import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMessages } from '@kontor/core/schemas/projects';
import { timeApiMessages } from '@kontor/core/schemas/time-tracking-api';
import { isoWeekDates, messages } from '@kontor/core/time-tracking/index';
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
let monday: string;
let tuesday: string;

const entries = '/time-tracking/entries';
const work = (date: string, start: string, end: string, extra: object = {}) => ({
  date,
  type: 'work',
  start,
  end,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  const p = await timeProject(t);
  ({ admin, office, worker } = p);
  call = caller(t, p.project);
  await withRecords(call, admin, [office, worker]);
  [monday, tuesday] = marchWeek() as [string, string];
});
afterAll(() => t.close());

describe('time entries', () => {
  it('records a day with breaks and answers the day with its figures', async () => {
    const res = await call(
      worker,
      'POST',
      entries,
      work(monday, '08:00', '17:00', { breaks: [{ start: '12:00', end: '12:30' }] }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.entry.userId).toBe(worker.id);
    expect(res.body.entry.breaks).toHaveLength(1);
    expect(res.body.day).toMatchObject({ date: monday, worked: 510, target: 480, saldo: 30 });
    expect(res.body.day.findings).toEqual([]);
  });

  it("returns the legal findings as warnings, not refusals, and the check doesn't store", async () => {
    const body = work(tuesday, '06:00', '17:00', { userId: office.id });
    const check = await call(office, 'POST', `${entries}/check`, body);
    expect(check.status).toBe(200);
    expect(check.body.issues).toEqual([]);
    const codes = check.body.findings.map((f: { code: string }) => f.code);
    expect(codes).toEqual(expect.arrayContaining(['dailyMaximum', 'breakAfterNine']));
    const month = await call(
      office,
      'GET',
      `/time-tracking/users/${office.id}/months/${thisYear()}/3`,
    );
    expect(month.body.days.find((d: { date: string }) => d.date === tuesday).entries).toEqual([]);
    const saved = await call(office, 'POST', entries, body);
    expect(saved.status).toBe(201);
    expect(saved.body.day.findings.map((f: { message: string }) => f.message)).toContain(
      messages.findings.dailyMaximum,
    );
  });

  it('refuses a malformed date with a 400 naming the field', async () => {
    const res = await call(worker, 'POST', entries, work('2025-02-30', '08:00', '12:00'));
    expect(res.status).toBe(400);
    expect(res.body.errors.date).toEqual(['Ungültiges Datum']);
  });

  it("gives the spec's messages for times and breaks", async () => {
    const day = marchWeek()[2]!;
    const cases: [object, string, string][] = [
      [{ date: day, type: 'work' }, 'time', messages.workTime.startEndMissing],
      [work(day, '10:00', '09:00'), 'end', messages.workTime.endBeforeStart],
      [
        work(day, '08:00', '12:00', { breaks: [{ start: '09:00' }] }),
        'breaks.0',
        messages.breaks.startEndMissing,
      ],
      [
        work(day, '08:00', '12:00', { breaks: [{ start: '07:00', end: '09:00' }] }),
        'breaks.0',
        messages.breaks.startsBeforeEntry,
      ],
      [
        work(day, '08:00', '12:00', { breaks: [{ start: '11:00', end: '13:00' }] }),
        'breaks.0',
        messages.breaks.endsAfterEntry,
      ],
      [
        work(day, '08:00', '12:00', { breaks: [{ start: '10:00', end: '09:30' }] }),
        'breaks.0',
        messages.breaks.startNotBeforeEnd,
      ],
      [work(`${thisYear() + 3}-01-05`, '08:00', '12:00'), 'date', messages.absence.noRecord],
      [
        { date: day, type: 'absence', start: '08:00', end: '09:00' },
        'absenceType',
        messages.absence.typeMissing,
      ],
      [
        { date: day, type: 'absence', absenceType: 'illness', start: '08:00', end: '09:00' },
        'time',
        messages.partAbsence.noPresence,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(worker, 'POST', entries, body);
      expect(res.status, `${message}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.errors[field], JSON.stringify(res.body)).toContain(message);
    }
  });

  it('keeps a part absence inside the presence time', async () => {
    const day = marchWeek()[3]!;
    await call(worker, 'POST', entries, work(day, '08:00', '12:00'));
    await call(worker, 'POST', entries, work(day, '13:00', '16:00'));
    const part = (start: string, end: string) => ({
      date: day,
      type: 'absence',
      absenceType: 'payed_absence',
      start,
      end,
    });
    const early = await call(worker, 'POST', entries, part('07:00', '08:00'));
    expect(early.body.errors.start).toContain(messages.partAbsence.startBeforePresence);
    const late = await call(worker, 'POST', entries, part('16:00', '17:00'));
    expect(late.body.errors.end).toContain(messages.partAbsence.endAfterPresence);
    const ok = await call(worker, 'POST', entries, part('12:00', '13:00'));
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.day.actual).toBe(480);
  });

  it('records a night shift into Sunday with endsNextDay and flags the Sunday work', async () => {
    const saturday = isoWeekDates(thisYear(), 9)[5]!;
    const res = await call(worker, 'POST', entries, {
      ...work(saturday, '22:00', '06:00', { breaks: [{ start: '01:00', end: '01:30' }] }),
      endsNextDay: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(Date.parse(res.body.entry.end) - Date.parse(res.body.entry.start)).toBe(8 * 3_600_000);
    expect(res.body.day.worked).toBe(450);
    expect(res.body.day.findings.map((f: { code: string }) => f.code)).toContain('sunday');
  });

  it('answers an overlap with a German 409', async () => {
    const res = await call(worker, 'POST', entries, work(monday, '16:00', '18:00'));
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(messages.workTime.overlap);
    expect(res.body.errors.time).toEqual([messages.workTime.overlap]);
  });

  it('accepts exactly one of two concurrent overlapping entries (exclusion constraint)', async () => {
    const day = marchWeek()[4]!;
    const results = await Promise.all([
      call(office, 'POST', entries, work(day, '08:00', '12:00', { userId: office.id })),
      call(office, 'POST', entries, work(day, '10:00', '14:00', { userId: office.id })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.body.detail).toBe(messages.workTime.overlap);
  });

  it('locks the type on edit, checks the version and deletes', async () => {
    const day = marchWeek()[5]!;
    const created = await call(worker, 'POST', entries, work(day, '09:00', '11:00'));
    const id = created.body.entry.id;
    const asAbsence = await call(worker, 'PUT', `${entries}/${id}`, {
      ...work(day, '09:00', '11:00'),
      type: 'absence',
      absenceType: 'illness',
      version: 0,
    });
    expect(asAbsence.status).toBe(400);
    expect(asAbsence.body.errors.type).toEqual([timeApiMessages.entryTypeLocked]);
    // A week of March is past (the change history asks why: change-history.test.ts).
    const reason = 'Uhrzeit korrigiert';
    const moved = await call(worker, 'PUT', `${entries}/${id}`, {
      ...work(day, '10:00', '12:00'),
      version: 0,
      reason,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.entry.version).toBe(1);
    expect(moved.body.day.worked).toBe(120);
    const stale = await call(worker, 'PUT', `${entries}/${id}`, {
      ...work(day, '10:00', '13:00'),
      version: 0,
      reason,
    });
    expect(stale.status).toBe(409);
    expect((await call(worker, 'DELETE', `${entries}/${id}`, { reason })).status).toBe(204);
    expect((await call(worker, 'DELETE', `${entries}/${id}`, { reason })).status).toBe(404);
  });

  it("lets a worker record only their own times; staff anyone's", async () => {
    const day = marchWeek()[6]!;
    const foreign = await call(
      worker,
      'POST',
      entries,
      work(day, '08:00', '09:00', { userId: office.id }),
    );
    expect(foreign.status).toBe(403);
    expect(foreign.body.detail).toBe(projectMessages.forbidden);
    const byStaff = await call(
      admin,
      'POST',
      entries,
      work(day, '08:00', '09:00', { userId: worker.id }),
    );
    expect(byStaff.status).toBe(201);
    const month = `/time-tracking/users/${office.id}/months/${thisYear()}/3`;
    expect((await call(worker, 'GET', month)).status).toBe(403);
    // Someone else's entry does not exist for a worker.
    const officeEntry = await call(office, 'POST', entries, work(day, '08:00', '09:00'));
    const edit = await call(worker, 'DELETE', `${entries}/${officeEntry.body.entry.id}`);
    expect(edit.status).toBe(404);
  });
  it("keeps another project's member away from these times, even with real ids", async () => {
    const day = marchWeek()[0]!;
    const month = `/time-tracking/users/${worker.id}/months/${thisYear()}/${Number(day.slice(5, 7))}`;
    const own = await call(worker, 'GET', month);
    const entryId = own.body.days.find((d: { date: string }) => d.date === day).entries[0].id;
    const other = await timeProject(t);
    const otherCall = caller(t, other.project);
    // Through their own project: the record and entry are not there.
    expect((await otherCall(other.admin, 'GET', month)).status).toBe(404);
    const change = await otherCall(other.admin, 'PUT', `${entries}/${entryId}`, {
      ...work(day, '08:00', '09:00'),
      version: 0,
    });
    expect(change.status).toBe(404);
    expect(change.body.detail).toBe(timeApiMessages.entryNotFound);
    expect((await otherCall(other.admin, 'DELETE', `${entries}/${entryId}`)).status).toBe(404);
    // Through this project: not a member.
    const foreign = await call(other.admin, 'GET', month);
    expect(foreign.status).toBe(404);
    expect(foreign.body.detail).toBe(projectMessages.notFound);
    expect((await call(worker, 'GET', month)).body.days).toEqual(own.body.days);
  });
});
