import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@kontor/core/time-tracking/index';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, thisYear, timeProject, withRecords, type Caller } from './time-fixtures.ts';

/** Issue 34: a record linked to the previous one never drops what the request sent. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Caller;
let office: Caller;
let worker: Caller;
let templateId: string;

const settings = (weeklyHours: number) => ({
  weeklyHours,
  weekdaysPerWeek: 5,
  pauseMinutes: 30,
  vacationDaysPerYear: 30,
  startTime: '08:00',
});

beforeAll(async () => {
  t = await createTestApp();
  const p = await timeProject(t);
  ({ admin, office, worker } = p);
  call = caller(t, p.project);
  ({ templateId } = await withRecords(call, admin, []));
  // Next year's first half at 30 h, for both: the former record of each copy below.
  for (const user of [office, worker]) {
    const res = await call(admin, 'POST', '/time-settings/records', {
      userId: user.id,
      year: thisYear() + 1,
      endMonth: 6,
      holidayTemplateId: templateId,
      initialSaldo: 0,
      initialVacation: 0,
      timeSettings: settings(30),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
});
afterAll(() => t.close());

const copy = (userId: string, extra: object = {}) =>
  call(admin, 'POST', '/time-settings/records', {
    userId,
    year: thisYear() + 1,
    startMonth: 7,
    copyPrevious: true,
    ...extra,
  });
const recordsOf = async (userId: string) =>
  (await call(admin, 'GET', `/time-settings/records?year=${thisYear() + 1}`)).body.items.filter(
    (r: { user: { id: string } }) => r.user.id === userId,
  );

describe('copyPrevious', () => {
  it('refuses carried values sent with it, naming the fields, and stores nothing', async () => {
    const one = await copy(worker.id, { initialSaldo: 600, timeSettings: settings(20) });
    expect(one.status).toBe(400);
    expect(one.body.detail).toBe(messages.record.carriedFields(['Übertrag Saldo']));
    expect(one.body.errors).toEqual({ initialSaldo: [messages.record.carried] });

    const both = await copy(worker.id, { initialSaldo: 0, initialVacation: 3 });
    expect(both.status).toBe(400);
    expect(both.body.detail).toContain('Übertrag Saldo, Übertrag Urlaub');
    expect(Object.keys(both.body.errors).sort()).toEqual(['initialSaldo', 'initialVacation']);
    expect(await recordsOf(worker.id)).toHaveLength(1);
  });

  it('keeps the settings sent with it (new hours at a contract change)', async () => {
    const res = await copy(worker.id, { timeSettings: settings(20) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [first] = await recordsOf(worker.id);
    expect(res.body).toMatchObject({
      formerRecordId: first.id,
      holidayTemplateId: templateId,
      timeSettings: { weeklyHours: 20 },
    });
  });

  it('copies the former settings when none are sent', async () => {
    const res = await copy(office.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.timeSettings).toEqual(settings(30));
  });

  it('still needs the initial values and the settings without it', async () => {
    const res = await call(admin, 'POST', '/time-settings/records', {
      userId: office.id,
      year: thisYear() + 2,
      holidayTemplateId: templateId,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      initialSaldo: [messages.record.valueMissing],
      initialVacation: [messages.record.valueMissing],
      timeSettings: [messages.record.settingsMissing],
    });
  });
});
