import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMessages } from '@kontor/core/schemas/projects';
import { absenceStateMessages } from '@kontor/core/states/index';
import { timeApiMessages } from '@kontor/core/schemas/time-tracking-api';
import { formatDate, isoWeekDates, messages } from '@kontor/core/time-tracking/index';
import { absenceDays, timeEntries } from '../../db/schema/time-tracking.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, thisYear, timeProject, withRecords, type Caller } from './time-fixtures.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: Caller;
let office: Caller;
let worker: Caller;
const m = messages.absence;
const path = '/time-tracking/absences';
// Calendar week 20 (mid May), Monday to Friday.
const week = () => isoWeekDates(thisYear(), 20);

beforeAll(async () => {
  t = await createTestApp();
  const p = await timeProject(t);
  ({ admin, office, worker } = p);
  call = caller(t, p.project);
  await withRecords(call, admin, [worker]);
});
afterAll(() => t.close());

const vacation = (startDate: string, endDate: string, extra: object = {}) => ({
  startDate,
  endDate,
  type: 'vacation',
  ...extra,
});

describe('absences', () => {
  it("gives the spec's messages for every field rule", async () => {
    const empty = await call(admin, 'POST', path, {
      userId: '',
      startDate: '',
      endDate: '',
      comment: '',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({
      userId: [m.userMissing],
      startDate: [m.startMissing],
      endDate: [m.endMissing],
      type: [m.typeMissing],
    });
    const [mon, , wed] = week();
    const reversed = await call(worker, 'POST', path, vacation(wed!, mon!));
    expect(reversed.body.errors.startDate).toContain(m.startAfterEnd);
    const year = thisYear();
    const crossing = await call(
      worker,
      'POST',
      path,
      vacation(`${year}-12-30`, `${year + 1}-01-02`),
    );
    expect(crossing.body.errors.endDate).toContain(m.endAfterRecord(formatDate(`${year}-12-31`)));
    const noRecord = await call(office, 'POST', path, vacation(mon!, wed!));
    expect(noRecord.body.errors.startDate).toContain(m.noRecord);
  });

  it('refuses overlaps with entries and other absences, listing the dates', async () => {
    const [mon, tue, wed, thu] = week();
    const entry = await call(worker, 'POST', '/time-tracking/entries', {
      date: thu,
      type: 'work',
      start: '08:00',
      end: '12:00',
    });
    expect(entry.status).toBe(201);
    const clash = await call(worker, 'POST', path, vacation(wed!, thu!));
    expect(clash.body.errors.dates).toContain(m.overlapsEntries(formatDate(thu!)));
    const first = await call(worker, 'POST', path, vacation(mon!, tue!));
    expect(first.status).toBe(201);
    expect(first.body.state).toBe('created');
    const second = await call(worker, 'POST', path, vacation(tue!, wed!));
    expect(second.body.errors.dates).toContain(m.overlapsAbsences(formatDate(tue!)));
  });

  it("creates submitted in one step with 'submit' (the worker app)", async () => {
    const dates = isoWeekDates(thisYear(), 36);
    const wrong = await call(
      worker,
      'POST',
      path,
      vacation(dates[0]!, dates[1]!, { submit: 'ja' }),
    );
    expect(wrong.status).toBe(400);
    const one = await call(worker, 'POST', path, vacation(dates[0]!, dates[1]!, { submit: true }));
    expect(one.status, JSON.stringify(one.body)).toBe(201);
    expect(one.body.state).toBe('submitted');
    expect(one.body.version).toBe(0);
    const again = await call(worker, 'POST', `${path}/${one.body.id}/submit`, { version: 0 });
    expect(again.status).toBe(409);
    const plain = await call(
      worker,
      'POST',
      path,
      vacation(dates[3]!, dates[3]!, { submit: false }),
    );
    expect(plain.body.state).toBe('created');
  });

  it('submits, approves (office or admin only), locks and generates the days', async () => {
    const dates = isoWeekDates(thisYear(), 22);
    const created = await call(worker, 'POST', path, vacation(dates[0]!, dates[4]!));
    const id = created.body.id;
    const submitted = await call(worker, 'POST', `${path}/${id}/submit`, { version: 0 });
    expect(submitted.body.state).toBe('submitted');
    const again = await call(worker, 'POST', `${path}/${id}/submit`, { version: 1 });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(absenceStateMessages.submitNotCreated);
    const byWorker = await call(worker, 'POST', `${path}/${id}/approve`, { version: 1 });
    expect(byWorker.status).toBe(403);
    expect(byWorker.body.detail).toBe(projectMessages.forbidden);
    const approved = await call(office, 'POST', `${path}/${id}/approve`, { version: 1 });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.state).toBe('approved');
    const edit = await call(worker, 'PUT', `${path}/${id}`, {
      ...vacation(dates[0]!, dates[1]!),
      version: 2,
    });
    expect(edit.status).toBe(409);
    expect(edit.body.detail).toBe(absenceStateMessages.approvedLocked);
    expect((await call(worker, 'DELETE', `${path}/${id}`)).status).toBe(409);
    const month = Number(dates[0]!.slice(5, 7));
    const view = await call(
      worker,
      'GET',
      `/time-tracking/users/${worker.id}/months/${thisYear()}/${month}`,
    );
    const day = view.body.days.find((d: { date: string }) => d.date === dates[2]);
    expect(day).toMatchObject({ absence: 'vacation', canAddTime: false, saldo: 0 });
    expect(view.body.vacation.taken).toBeGreaterThanOrEqual(4);
    const onVacation = await call(worker, 'POST', '/time-tracking/entries', {
      date: dates[2],
      type: 'work',
      start: '08:00',
      end: '10:00',
    });
    expect(onVacation.status).toBe(400);
    expect(onVacation.body.errors.date).toEqual([timeApiMessages.noTimeOnAbsence]);
    // Staff may correct an approved absence by deleting it; its days go with it.
    const reason = { reason: 'Urlaub wurde nicht genommen' };
    expect((await call(admin, 'DELETE', `${path}/${id}`, reason)).status).toBe(204);
    const after = await call(
      worker,
      'GET',
      `/time-tracking/users/${worker.id}/months/${thisYear()}/${month}`,
    );
    expect(after.body.days.find((d: { date: string }) => d.date === dates[2]).absence).toBeNull();
  });

  it('lists everyone for staff, with the employee filter, and only their own for a worker', async () => {
    const own = await call(office, 'POST', '/time-settings/records', {
      userId: office.id,
      year: thisYear(),
      copyPrevious: false,
      holidayTemplateId: null,
      initialSaldo: 0,
      initialVacation: 0,
      timeSettings: {},
    });
    expect(own.status).toBe(400);
    const all = await call(admin, 'GET', path);
    expect(all.body.items.length).toBeGreaterThan(0);
    const filtered = await call(admin, 'GET', `${path}?userId=${admin.id}`);
    expect(filtered.body.items).toEqual([]);
    const mine = await call(worker, 'GET', `${path}?userId=${admin.id}`);
    expect(mine.body.items.every((a: { user: { id: string } }) => a.user.id === worker.id)).toBe(
      true,
    );
    expect(mine.body.items.length).toBeGreaterThan(0);
  });

  it('approves two overlapping absences never both (the days are unique)', async () => {
    const dates = isoWeekDates(thisYear(), 30);
    const a = await call(
      admin,
      'POST',
      path,
      vacation(dates[0]!, dates[1]!, { userId: worker.id }),
    );
    // A second request for the same days can only come in through an edit race; simulate it
    // by editing another absence onto the first one's dates after the first was approved.
    const b = await call(
      admin,
      'POST',
      path,
      vacation(dates[3]!, dates[4]!, { userId: worker.id }),
    );
    await call(admin, 'POST', `${path}/${a.body.id}/submit`, { version: 0 });
    expect((await call(admin, 'POST', `${path}/${a.body.id}/approve`, { version: 1 })).status).toBe(
      200,
    );
    const moved = await call(admin, 'PUT', `${path}/${b.body.id}`, {
      ...vacation(dates[1]!, dates[2]!),
      version: 0,
      reason: 'Verschoben',
    });
    expect(moved.status).toBe(400);
    expect(moved.body.errors.dates).toContain(m.overlapsAbsences(formatDate(dates[1]!)));
  });

  it('approves only submitted absences, and never by the absent person', async () => {
    await withRecords(call, admin, [office, admin]);
    const dates = isoWeekDates(thisYear(), 34);
    const request = async (who: Caller, day: string) => {
      const created = await call(who, 'POST', path, vacation(day, day));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.id as string;
    };
    const step = (who: Caller, id: string, action: string, version: number) =>
      call(who, 'POST', `${path}/${id}/${action}`, { version });

    // created → approved directly is not a step: it has to be submitted first.
    const unsubmitted = await request(worker, dates[0]!);
    const early = await step(office, unsubmitted, 'approve', 0);
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe(absenceStateMessages.approveNotSubmitted);

    // Office staff can not approve their own absence; an admin can.
    const officeOwn = await request(office, dates[1]!);
    expect((await step(office, officeOwn, 'submit', 0)).body.state).toBe('submitted');
    const selfApproved = await step(office, officeOwn, 'approve', 1);
    expect(selfApproved.status).toBe(403);
    expect(selfApproved.body.detail).toBe(absenceStateMessages.approveOwn);
    expect((await step(admin, officeOwn, 'approve', 1)).body.state).toBe('approved');

    // Nor can an admin approve their own; office staff can.
    const adminOwn = await request(admin, dates[2]!);
    await step(admin, adminOwn, 'submit', 0);
    const adminSelf = await step(admin, adminOwn, 'approve', 1);
    expect(adminSelf.status).toBe(403);
    expect(adminSelf.body.detail).toBe(absenceStateMessages.approveOwn);
    expect((await step(office, adminOwn, 'approve', 1)).body.state).toBe('approved');

    // A superuser approves other people's submitted absences.
    const superuser = await t.superuser();
    const workerOwn = await request(worker, dates[3]!);
    await step(worker, workerOwn, 'submit', 0);
    expect((await step(worker, workerOwn, 'approve', 1)).status).toBe(403);
    const bySuperuser = await step(superuser, workerOwn, 'approve', 1);
    expect(bySuperuser.status, JSON.stringify(bySuperuser.body)).toBe(200);
    expect(bySuperuser.body.state).toBe('approved');
    const twice = await step(office, workerOwn, 'approve', 2);
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe(absenceStateMessages.approvedLocked);
  });

  it('never lets a time and an approved vacation share a day, even at the same moment', async () => {
    // Two working weeks of one-day vacations, each approved while a time is saved on its day:
    // on PostgreSQL the requests really run at once (decision 0012's lock decides).
    const days = [...isoWeekDates(thisYear(), 40), ...isoWeekDates(thisYear(), 41)].filter(
      (_, i) => i % 7 < 5,
    );
    const requests = [];
    for (const day of days) {
      const created = await call(worker, 'POST', path, vacation(day, day));
      await call(worker, 'POST', `${path}/${created.body.id}/submit`, { version: 0 });
      requests.push({ day, id: created.body.id as string });
    }
    const results = await Promise.all(
      requests.map(async ({ day, id }) => {
        const [entry, approval] = await Promise.all([
          call(worker, 'POST', '/time-tracking/entries', {
            date: day,
            type: 'work',
            start: '08:00',
            end: '12:00',
          }),
          call(office, 'POST', `${path}/${id}/approve`, { version: 1 }),
        ]);
        return { day, entry, approval };
      }),
    );
    for (const { day, entry, approval } of results) {
      // Exactly one wins: the time (the approval finds it) or the vacation (the time is refused).
      expect(['201/409', '400/200'], day).toContain(`${entry.status}/${approval.status}`);
      if (entry.status === 400) {
        expect(entry.body.errors.date).toEqual([timeApiMessages.noTimeOnAbsence]);
      } else {
        expect(approval.body.detail).toMatch(/^Es gibt Überschneidungen mit anderen Einträgen/);
      }
    }
    const shared = await t.db
      .select({ date: timeEntries.date })
      .from(timeEntries)
      .innerJoin(
        absenceDays,
        and(
          eq(absenceDays.projectId, timeEntries.projectId),
          eq(absenceDays.userId, timeEntries.userId),
          eq(absenceDays.date, timeEntries.date),
        ),
      )
      .where(eq(timeEntries.userId, worker.id));
    expect(shared).toEqual([]);
  });

  it('records a certified illness during an approved vacation and gives the days back (§ 9 BUrlG)', async () => {
    const [mon, , wed, thu, fri] = isoWeekDates(thisYear(), 45);
    const month = `/time-tracking/users/${worker.id}/months/${thisYear()}/${Number(mon!.slice(5, 7))}`;
    const approved = async (startDate: string, endDate: string, type: string) => {
      const created = await call(worker, 'POST', path, { startDate, endDate, type });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      await call(worker, 'POST', `${path}/${created.body.id}/submit`, { version: 0 });
      const approval = await call(office, 'POST', `${path}/${created.body.id}/approve`, {
        version: 1,
      });
      expect(approval.status, JSON.stringify(approval.body)).toBe(200);
    };
    await approved(mon!, fri!, 'vacation');
    const onVacation = (await call(worker, 'GET', month)).body;
    await approved(wed!, thu!, 'illness');
    const ill = (await call(worker, 'GET', month)).body;
    expect(ill.vacation.remaining).toBe(onVacation.vacation.remaining + 2);
    expect(ill.vacation.taken).toBe(onVacation.vacation.taken - 2);
    const typeOn = (date: string) =>
      ill.days.find((d: { date: string }) => d.date === date).absence;
    expect([mon, wed, thu, fri].map((d) => typeOn(d!))).toEqual([
      'vacation',
      'illness',
      'illness',
      'vacation',
    ]);
    // Only an illness takes vacation days over; other absences still overlap.
    const other = await call(worker, 'POST', path, vacation(fri!, fri!, { type: 'payed_absence' }));
    expect(other.status).toBe(400);
    expect(other.body.errors.dates).toContain(m.overlapsAbsences(formatDate(fri!)));
  });
});
