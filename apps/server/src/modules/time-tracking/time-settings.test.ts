import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '@kontor/core/ids';
import { timeApiMessages } from '@kontor/core/schemas/time-tracking-api';
import { messages, refreshYears } from '@kontor/core/time-tracking/index';
import { timeEntries, timeRecords } from '../../db/schema/time-tracking.ts';
import { isExclusionViolation } from '../../lib/pg-errors.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, thisYear, timeProject, withRecords, type Caller } from './time-fixtures.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Caller;
let office: Caller;
let worker: Caller;
let templateId: string;
let workerRecord: string;

beforeAll(async () => {
  t = await createTestApp();
  const p = await timeProject(t);
  ({ admin, office, worker } = p);
  call = caller(t, p.project);
  const setup = await withRecords(call, admin, [worker]);
  templateId = setup.templateId;
  workerRecord = setup.records[worker.id]!;
});
afterAll(() => t.close());

const recordBody = (userId: string, extra: object = {}) => ({
  userId,
  year: thisYear(),
  holidayTemplateId: templateId,
  initialSaldo: 0,
  initialVacation: 0,
  timeSettings: {},
  ...extra,
});
/** 'Vorherigen Record übernehmen': carried values and settings come from the former record. */
const copyBody = (userId: string, extra: object = {}) => {
  const { initialSaldo: _s, initialVacation: _v, timeSettings: _t, ...body } = recordBody(userId);
  return { ...body, copyPrevious: true, ...extra };
};

describe('records', () => {
  it('lists the year with settings, vacation and saldo', async () => {
    const res = await call(admin, 'GET', `/time-settings/records?year=${thisYear()}`);
    expect(res.status).toBe(200);
    const row = res.body.items.find((r: { id: string }) => r.id === workerRecord);
    expect(row).toMatchObject({
      user: { id: worker.id },
      startDate: `${thisYear()}-01-01`,
      endDate: `${thisYear()}-12-31`,
      timeSettings: { weeklyHours: 40, weekdaysPerWeek: 5, pauseMinutes: 30, startTime: '08:00' },
      vacation: { available: 30, taken: 0 },
      editable: true,
    });
    // Nothing recorded: every planned day up to today is missing.
    expect(row.saldo).toBeLessThan(0);
  });

  it('refuses a missing template, bad years, non-members and a second record of the year', async () => {
    const noTemplate = await call(admin, 'POST', '/time-settings/records', {
      ...recordBody(office.id),
      holidayTemplateId: null,
    });
    expect(noTemplate.body.errors.holidayTemplateId).toEqual([messages.record.templateMissing]);
    const past = await call(
      admin,
      'POST',
      '/time-settings/records',
      recordBody(office.id, { year: thisYear() - 1 }),
    );
    expect(past.body.errors.year).toEqual([timeApiMessages.recordYear]);
    const stranger = await t.createUser();
    const foreign = await call(admin, 'POST', '/time-settings/records', recordBody(stranger.id));
    expect(foreign.body.errors.userId).toEqual([timeApiMessages.notMember]);
    const twice = await call(admin, 'POST', '/time-settings/records', recordBody(worker.id));
    expect(twice.status).toBe(409);
    expect(twice.body.errors.startMonth).toEqual([timeApiMessages.recordOverlap]);
    const badSettings = await call(
      admin,
      'POST',
      '/time-settings/records',
      recordBody(office.id, { timeSettings: { weekdaysPerWeek: 8 } }),
    );
    expect(badSettings.status).toBe(400);
    expect(badSettings.body.errors['timeSettings.weekdaysPerWeek']).toEqual([
      messages.timeSettings.range(0, 7),
    ]);
  });

  it('copies the former record: settings, template, closing saldo and remaining vacation', async () => {
    const noFormer = await call(
      admin,
      'POST',
      '/time-settings/records',
      copyBody(office.id, { year: thisYear() + 1 }),
    );
    expect(noFormer.body.errors.copyPrevious).toEqual([timeApiMessages.noFormerRecord]);
    const next = await call(
      admin,
      'POST',
      '/time-settings/records',
      copyBody(worker.id, { year: thisYear() + 1, holidayTemplateId: null }),
    );
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    const former = await call(admin, 'GET', `/time-settings/records/${workerRecord}`);
    expect(next.body).toMatchObject({
      formerRecordId: workerRecord,
      holidayTemplateId: templateId,
      initialSaldo: former.body.saldo,
      initialVacation: 30,
    });
  });

  it('edits the start month, checks the version, and keeps past years read-only', async () => {
    const edited = await call(admin, 'PATCH', `/time-settings/records/${workerRecord}`, {
      version: 0,
      startMonth: 3,
      timeSettings: {
        weeklyHours: 20,
        weekdaysPerWeek: 5,
        pauseMinutes: 0,
        vacationDaysPerYear: 24,
        startTime: '09:00',
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ startDate: `${thisYear()}-03-01`, version: 1 });
    const stale = await call(admin, 'PATCH', `/time-settings/records/${workerRecord}`, {
      version: 0,
    });
    expect(stale.status).toBe(409);
    const oldId = newId();
    await t.db.insert(timeRecords).values({
      id: oldId,
      projectId: await projectIdOf(),
      userId: worker.id,
      year: thisYear() - 1,
      timeSettings: edited.body.timeSettings,
    });
    const old = await call(admin, 'PATCH', `/time-settings/records/${oldId}`, {
      version: 0,
      startMonth: 2,
    });
    expect(old.status).toBe(409);
    expect(old.body.detail).toBe(timeApiMessages.recordPastYear);
    expect((await call(admin, 'GET', `/time-settings/records/${oldId}`)).body.editable).toBe(false);
  });
});

async function projectIdOf() {
  const [row] = await t.db
    .select({ projectId: timeRecords.projectId })
    .from(timeRecords)
    .where(eq(timeRecords.id, workerRecord));
  return row!.projectId;
}

describe('holiday templates and holidays', () => {
  it('fills this year and the next six, keeps ids on a second refresh', async () => {
    const first = await call(admin, 'GET', '/time-settings/holidays');
    expect(first.body.years).toEqual(refreshYears(thisYear()).slice(0, 5));
    const newYear = first.body.items.find((h: { name: string }) => h.name === 'Neujahr');
    expect(Object.keys(newYear.dates)).toEqual(refreshYears(thisYear()).map(String));
    const again = await call(admin, 'POST', '/time-settings/holidays/refresh', { state: 'BE' });
    expect(again.body.items.find((h: { name: string }) => h.name === 'Neujahr').id).toBe(
      newYear.id,
    );
    const noState = await call(admin, 'POST', '/time-settings/holidays/refresh', {});
    expect(noState.body.errors.state).toEqual([timeApiMessages.stateMissing]);
  });

  it('validates templates, keeps the name on edit and refuses deleting one in use', async () => {
    const holidays = (await call(admin, 'GET', '/time-settings/holidays')).body.items;
    const path = '/time-settings/holiday-templates';
    const empty = await call(admin, 'POST', path, { name: ' ', holidayIds: [] });
    expect(empty.body.errors).toMatchObject({
      name: [messages.holidayTemplate.nameMissing],
      holidayIds: [messages.holidayTemplate.dayMissing],
    });
    const created = await call(admin, 'POST', path, {
      name: 'Nur Neujahr',
      holidayIds: [holidays[0].id],
    });
    expect(created.status).toBe(201);
    const taken = await call(admin, 'POST', path, {
      name: 'nur neujahr',
      holidayIds: [holidays[0].id],
    });
    expect(taken.body.errors.name).toEqual([messages.holidayTemplate.nameTaken]);
    const renamed = await call(admin, 'PUT', `${path}/${created.body.id}`, {
      version: 0,
      name: 'Anders',
      holidayIds: [holidays[1].id],
    });
    expect(renamed.body).toMatchObject({ name: 'Nur Neujahr', holidayIds: [holidays[1].id] });
    const inUse = await call(admin, 'DELETE', `${path}/${templateId}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.detail).toBe(messages.holidayTemplate.inUse);
    expect((await call(admin, 'DELETE', `${path}/${created.body.id}`)).status).toBe(204);
  });
});

describe('surcharges', () => {
  const path = '/time-settings/surcharges';
  it("gives the spec's messages and archives with an end date", async () => {
    const bad = await call(admin, 'POST', path, {
      name: '',
      type: 'time',
      value: 0,
      time: { start: '', end: '' },
      startDate: `${thisYear()}-01-01`,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.name).toEqual([messages.surcharge.nameMissing]);
    expect(bad.body.errors.value).toEqual([messages.surcharge.valueMissing]);
    const noDay = await call(admin, 'POST', path, {
      name: 'Sonntag',
      type: 'day',
      value: 50,
      days: {},
      startDate: `${thisYear()}-01-01`,
    });
    expect(JSON.stringify(noDay.body.errors)).toContain(messages.surcharge.dayMissing);
    const night = await call(admin, 'POST', path, {
      name: 'Nacht',
      type: 'time',
      value: 25,
      time: { start: '20:00', end: '06:00' },
      startDate: `${thisYear()}-01-01`,
      connectedRecords: [workerRecord],
    });
    expect(night.status, JSON.stringify(night.body)).toBe(201);
    const id = night.body.id;
    const noEnd = await call(admin, 'POST', `${path}/${id}/archive`, { version: 0 });
    expect(noEnd.body.errors.endDate).toEqual([messages.surcharge.endDateMissing]);
    const archived = await call(admin, 'POST', `${path}/${id}/archive`, {
      version: 0,
      endDate: `${thisYear()}-12-31`,
    });
    expect(archived.body).toMatchObject({ active: false, endDate: `${thisYear()}-12-31` });
    expect((await call(admin, 'GET', path)).body.items).toEqual([]);
    expect((await call(admin, 'GET', `${path}?archived=true`)).body.items).toHaveLength(1);
    const presets = await call(admin, 'GET', `${path}/presets?startDate=${thisYear()}-01-01`);
    expect(presets.body.items.map((p: { value: number }) => p.value)).toContain(125);
  });
});

describe('the overlap constraint itself', () => {
  it('refuses overlapping rows even when written past the API', async () => {
    const base = {
      projectId: await projectIdOf(),
      userId: worker.id,
      recordId: workerRecord,
      date: `${thisYear()}-06-01`,
      type: 'work' as const,
    };
    await t.db.insert(timeEntries).values({
      ...base,
      id: newId(),
      startAt: new Date(`${thisYear()}-06-01T06:00:00Z`),
      endAt: new Date(`${thisYear()}-06-01T10:00:00Z`),
    });
    const overlapping = t.db.insert(timeEntries).values({
      ...base,
      id: newId(),
      startAt: new Date(`${thisYear()}-06-01T09:59:00Z`),
      endAt: new Date(`${thisYear()}-06-01T11:00:00Z`),
    });
    const error = await overlapping.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isExclusionViolation(error)).toBe(true);
    // Touching spans do not overlap ([start, end) ranges).
    await t.db.insert(timeEntries).values({
      ...base,
      id: newId(),
      startAt: new Date(`${thisYear()}-06-01T10:00:00Z`),
      endAt: new Date(`${thisYear()}-06-01T11:00:00Z`),
    });
  });
});
