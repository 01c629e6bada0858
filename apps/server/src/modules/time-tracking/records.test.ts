import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '@kontor/core/ids';
import { timeApiMessages } from '@kontor/core/schemas/time-tracking-api';
import { isoWeekDates, messages } from '@kontor/core/time-tracking/index';
import { timeRecords } from '../../db/schema/time-tracking.ts';
import { isExclusionViolation } from '../../lib/pg-errors.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, thisYear, timeProject, withRecords, type Caller } from './time-fixtures.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Caller;
let office: Caller;
let worker: Caller;
let projectId: string;
let templateId: string;
let workerRecord: string;

beforeAll(async () => {
  t = await createTestApp();
  const p = await timeProject(t);
  ({ admin, office, worker } = p);
  call = caller(t, p.project);
  projectId = p.project.id;
  const setup = await withRecords(call, admin, [worker]);
  templateId = setup.templateId;
  workerRecord = setup.records[worker.id]!;
});
afterAll(() => t.close());

const settings = (vacationDaysPerYear: number, weekdaysPerWeek = 5) => ({
  weeklyHours: 8 * weekdaysPerWeek,
  weekdaysPerWeek,
  pauseMinutes: 30,
  vacationDaysPerYear,
  startTime: '08:00',
});
const recordBody = (userId: string, extra: object = {}) => ({
  userId,
  year: thisYear() + 1,
  holidayTemplateId: templateId,
  initialSaldo: 0,
  initialVacation: 0,
  timeSettings: settings(30),
  ...extra,
});
/** 'Vorherigen Record übernehmen': carried values and settings come from the former record. */
const copyBody = (userId: string, extra: object = {}) => {
  const { initialSaldo: _s, initialVacation: _v, timeSettings: _t, ...body } = recordBody(userId);
  return { ...body, copyPrevious: true, ...extra };
};
const record = async (id: string) =>
  (await call(admin, 'GET', `/time-settings/records/${id}`)).body;

describe('carried values follow the former record', () => {
  it('approving a December vacation after the next record exists lowers its carried days', async () => {
    const next = await call(admin, 'POST', '/time-settings/records', copyBody(worker.id));
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    const before = await record(next.body.id);
    expect(before.initialVacation).toBe((await record(workerRecord)).vacation.available);

    // Calendar week 51: Monday to Friday before Christmas, no holiday in Berlin.
    const dates = isoWeekDates(thisYear(), 51);
    const vacation = await call(admin, 'POST', '/time-tracking/absences', {
      userId: worker.id,
      startDate: dates[0],
      endDate: dates[4],
      type: 'vacation',
    });
    expect(vacation.status, JSON.stringify(vacation.body)).toBe(201);
    const absence = `/time-tracking/absences/${vacation.body.id}`;
    const submitted = await call(admin, 'POST', `${absence}/submit`, {
      version: vacation.body.version,
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const approved = await call(admin, 'POST', `${absence}/approve`, {
      version: submitted.body.version,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    expect((await record(next.body.id)).initialVacation).toBe(before.initialVacation - 5);
    const listed = await call(admin, 'GET', `/time-settings/records?year=${thisYear() + 1}`);
    const row = listed.body.items.find((r: { id: string }) => r.id === next.body.id);
    expect(row.initialVacation).toBe(before.initialVacation - 5);
    expect(row.vacation.available).toBe(30 + before.initialVacation - 5);
    // The month view of January reads the same carried days.
    const january = await call(
      admin,
      'GET',
      `/time-tracking/users/${worker.id}/months/${thisYear() + 1}/1`,
    );
    expect(january.body.vacation.endOfPreviousMonth).toBe(before.initialVacation - 5);
  });

  it('carries a time recorded later into the next record’s saldo', async () => {
    const next = (
      await call(admin, 'GET', `/time-settings/records?year=${thisYear() + 1}`)
    ).body.items.find((r: { user: { id: string } }) => r.user.id === worker.id);
    const [monday] = isoWeekDates(thisYear(), 3);
    const entry = await call(admin, 'POST', '/time-tracking/entries', {
      userId: worker.id,
      date: monday,
      type: 'work',
      start: '08:00',
      end: '10:00',
      breaks: [],
    });
    expect(entry.status, JSON.stringify(entry.body)).toBe(201);
    expect((await record(next.id)).initialSaldo).toBe(next.initialSaldo + 120);
  });

  it('refuses to overwrite carried values, which the former record supplies', async () => {
    const next = (
      await call(admin, 'GET', `/time-settings/records?year=${thisYear() + 1}`)
    ).body.items.find((r: { user: { id: string } }) => r.user.id === worker.id);
    const res = await call(admin, 'PATCH', `/time-settings/records/${next.id}`, {
      version: next.version,
      initialVacation: 99,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.initialVacation).toEqual([timeApiMessages.carriedOver]);
  });
});

describe('a contract change mid-year: two records of one year', () => {
  let first: { id: string; version: number };
  let second: { id: string };

  it("creates a record ending in June and one from July, sharing the year's vacation", async () => {
    const a = await call(
      admin,
      'POST',
      '/time-settings/records',
      recordBody(office.id, { endMonth: 6, timeSettings: settings(25) }),
    );
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    expect(a.body).toMatchObject({
      startMonth: 1,
      endMonth: 6,
      startDate: `${thisYear() + 1}-01-01`,
      endDate: `${thisYear() + 1}-06-30`,
      // § 4 BUrlG: the year's 25 days on 1 January (employed since the first record, 2026).
      vacation: { available: 25, taken: 0, basis: 'full' },
    });
    first = a.body;
    const b = await call(
      admin,
      'POST',
      '/time-settings/records',
      copyBody(office.id, { startMonth: 7 }),
    );
    expect(b.status, JSON.stringify(b.body)).toBe(201);
    expect(b.body).toMatchObject({
      startDate: `${thisYear() + 1}-07-01`,
      endDate: `${thisYear() + 1}-12-31`,
      formerRecordId: first.id,
      initialVacation: 25,
      // The same days per year stay one yearly entitlement: the second half carries the first's.
      vacation: { available: 0 + 25, taken: 0, carriedOver: 25, arisen: 0 },
    });
    second = b.body;
    const listed = await call(admin, 'GET', `/time-settings/records?year=${thisYear() + 1}`);
    const office2 = listed.body.items.filter(
      (r: { user: { id: string } }) => r.user.id === office.id,
    );
    expect(office2.map((r: { startMonth: number }) => r.startMonth)).toEqual([1, 7]);
  });

  it('reads each month from the record that covers it', async () => {
    const year = thisYear() + 1;
    const month = async (m: number) =>
      (await call(admin, 'GET', `/time-tracking/users/${office.id}/months/${year}/${m}`)).body;
    expect((await month(3)).record.id).toBe(first.id);
    expect((await month(8)).record.id).toBe(second.id);
    const overview = await call(admin, 'GET', `/time-tracking/users/${office.id}/years/${year}`);
    expect(overview.status).toBe(200);
    expect(overview.body.rows).toHaveLength(12);
  });

  it('refuses overlapping months next to the start month, and an end before the start', async () => {
    const overlap = await call(
      admin,
      'POST',
      '/time-settings/records',
      recordBody(office.id, { startMonth: 6, endMonth: 6 }),
    );
    expect(overlap.status).toBe(409);
    expect(overlap.body.errors.startMonth).toEqual([messages.record.overlap]);
    const backwards = await call(
      admin,
      'POST',
      '/time-settings/records',
      recordBody(office.id, { year: thisYear() + 2, startMonth: 9, endMonth: 8 }),
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors.endMonth).toEqual([messages.record.endBeforeStart]);
    const longer = await call(admin, 'PATCH', `/time-settings/records/${first.id}`, {
      version: first.version,
      endMonth: 7,
    });
    expect(longer.status).toBe(409);
    expect(longer.body.errors.startMonth).toEqual([messages.record.overlap]);
  });

  it('gives exactly one of two concurrent overlapping records', async () => {
    const body = recordBody(office.id, { year: thisYear() + 3 });
    const answers = await Promise.all([
      call(admin, 'POST', '/time-settings/records', { ...body, endMonth: 6 }),
      call(admin, 'POST', '/time-settings/records', { ...body, startMonth: 4 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it('refuses overlapping records in the database too', async () => {
    const row = {
      projectId,
      userId: office.id,
      year: thisYear() + 4,
      timeSettings: settings(30),
    };
    await t.db.insert(timeRecords).values({ ...row, id: newId(), endMonth: 3 });
    const error = await t.db
      .insert(timeRecords)
      .values({ ...row, id: newId(), startMonth: 3 })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isExclusionViolation(error)).toBe(true);
    // April follows March: no overlap.
    await t.db.insert(timeRecords).values({ ...row, id: newId(), startMonth: 4 });
    const rows = await t.db.select().from(timeRecords).where(eq(timeRecords.year, row.year));
    expect(rows.filter((r) => r.userId === office.id)).toHaveLength(2);
  });
});
