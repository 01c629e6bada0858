import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthResetMessages, type MonthView } from '@kontor/core/schemas/time-tracking-api';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { berlinToday } from './overviews.service.ts';
import { caller, thisYear, timeProject, withRecords, type Caller } from './time-fixtures.ts';

// 'Monatsdaten aktualisieren': the wizard's job writes the planned day of each employee's
// record on every working day of the month (March: in the past, with a holiday-free week).

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Caller;
let office: Caller;
let worker: Caller;
const month = 3;

beforeAll(async () => {
  t = await createTestApp();
  const p = await timeProject(t);
  ({ admin, office, worker } = p);
  call = caller(t, p.project);
  await withRecords(call, admin, [office, worker]);
});
afterAll(() => t.close());

const monthOf = async (who: Caller) =>
  (await call(admin, 'GET', `/time-tracking/users/${who.id}/months/${thisYear()}/${month}`))
    .body as MonthView;

async function reset(userIds: string[], mode: 'fill' | 'replace') {
  const started = await call(office, 'POST', '/time-tracking/month-resets', {
    year: thisYear(),
    month,
    userIds,
    mode,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  expect(started.body).toMatchObject({ state: 'pending', done: 0, total: userIds.length });
  await t.drainJobs();
  const progress = await call(office, 'GET', `/time-tracking/month-resets/${started.body.id}`);
  expect(progress.body).toMatchObject({ state: 'done', done: userIds.length });
  return progress.body as { days: number; total: number; employees: number };
}

describe("'Monatsdaten aktualisieren'", () => {
  it("fills the working days without times with the record's planned day, keeping the rest", async () => {
    const before = await monthOf(worker);
    const workdays = before.days.filter((d) => d.isWorkingDay && !d.holiday && d.canAddTime);
    const kept = workdays[0]!;
    const own = await call(worker, 'POST', '/time-tracking/entries', {
      date: kept.date,
      type: 'work',
      start: '09:00',
      end: '12:00',
    });
    expect(own.status, JSON.stringify(own.body)).toBe(201);

    const result = await reset([worker.id], 'fill');
    expect(result.days).toBe(workdays.length - 1);
    const after = await monthOf(worker);
    for (const day of after.days.filter((d) => workdays.some((w) => w.date === d.date))) {
      expect(day.entries, day.date).toHaveLength(1);
      if (day.date !== kept.date) expect(day.worked, day.date).toBe(day.target);
    }
    expect(after.days.find((d) => d.date === kept.date)?.worked).toBe(180);
    // Weekends and holidays stay empty.
    expect(after.days.filter((d) => !d.isWorkingDay).every((d) => d.entries.length === 0)).toBe(
      true,
    );
  });

  it("'replace' overwrites recorded times; an employee without a record is skipped", async () => {
    const noRecord = await t.member((await timeProject(t)).project, 'worker');
    const result = await reset([worker.id, noRecord.id], 'replace');
    const after = await monthOf(worker);
    const workdays = after.days.filter((d) => d.isWorkingDay && !d.holiday && d.canAddTime);
    expect(result.days).toBe(workdays.length);
    // Two chosen, one changed: the summary counts the employee with a record only.
    expect(result).toMatchObject({ total: 2, employees: 1 });
    expect(workdays.every((d) => d.entries.length === 1 && d.worked === d.target)).toBe(true);
  });

  it('never books a day that is not over yet: the current month gets times up to yesterday', async () => {
    const today = berlinToday();
    const current = Number(today.slice(5, 7));
    const started = await call(office, 'POST', '/time-tracking/month-resets', {
      year: thisYear(),
      month: current,
      userIds: [office.id],
      mode: 'replace',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    await t.drainJobs();
    const done = await call(office, 'GET', `/time-tracking/month-resets/${started.body.id}`);
    const view = (
      await call(admin, 'GET', `/time-tracking/users/${office.id}/months/${thisYear()}/${current}`)
    ).body as MonthView;
    const booked = view.days.filter((d) => d.entries.length > 0);
    expect(booked.every((d) => d.date < today)).toBe(true);
    const past = view.days.filter(
      (d) => d.date < today && d.isWorkingDay && !d.holiday && d.canAddTime && d.target > 0,
    );
    expect(booked.map((d) => d.date)).toEqual(past.map((d) => d.date));
    expect(done.body.days).toBe(past.length);
    expect(done.body.employees).toBe(past.length > 0 ? 1 : 0);
  });

  it('is for staff only and refuses an empty choice in German', async () => {
    const denied = await call(worker, 'POST', '/time-tracking/month-resets', {
      year: thisYear(),
      month,
      userIds: [worker.id],
      mode: 'fill',
    });
    expect(denied.status).toBe(403);
    const empty = await call(office, 'POST', '/time-tracking/month-resets', {
      year: thisYear(),
      month,
      userIds: [],
      mode: 'fill',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.userIds).toEqual([monthResetMessages.usersMissing]);
    const unknown = await call(office, 'GET', `/time-tracking/month-resets/${'x'.repeat(10)}`);
    expect(unknown.status).toBe(404);
  });
});
