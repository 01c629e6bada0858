import { expect, vi } from 'vitest';
import { toInstant } from '@kontor/core/time-tracking/berlin-time';
import { parseClock } from '@kontor/core/time-tracking/index';
import type { CreatedProject } from '../../lib/project-setup.ts';
import type { TestApp } from '../../test/test-app.ts';
import { caller, withRecords, type Caller } from './time-fixtures.ts';

/** Sets JavaScript's clock to a Berlin wall-clock time. */
export const at = (date: string, time: string) =>
  vi.setSystemTime(new Date(toInstant(date, parseClock(time)) * 60_000));

export const ok = async (res: Promise<{ status: number; body: unknown }>, status = 201) => {
  const done = await res;
  expect(done.status, JSON.stringify(done.body)).toBe(status);
  return done.body as { id: string; version: number };
};

export interface LodasFixture {
  project: CreatedProject;
  call: ReturnType<typeof caller>;
  admin: Caller;
  office: Caller;
  worker: Caller;
  /** Part-time, Personalnummer 1001: work, night and Sunday work, 2 days vacation, 1 day ill. */
  anna: Caller;
  /** Minijob, Personalnummer 1002: work, night work, 1 day ill. */
  bernd: Caller;
  surchargeIds: { night: string; sunday: string };
}

/**
 * The fixture month March 2026 of the LODAS golden file (fixtures/lodas-2026-03.txt), entered
 * through the API on 10 April 2026 (JavaScript's clock; the month is over, so all of it counts).
 */
export async function lodasFixture(t: TestApp): Promise<LodasFixture> {
  at('2026-04-10', '09:00');
  const project = await t.createProject({
    modules: ['/staff', '/time-tracking', '/time-settings'],
  });
  const call = caller(t, project);
  const admin = await t.member(project, 'admin');
  const office = await t.member(project, 'office');
  const worker = await t.member(project, 'worker');
  const anna = await t.member(project, 'worker');
  const bernd = await t.member(project, 'worker');
  const { records } = await withRecords(call, admin, [anna, bernd]);
  const connectedRecords = [records[anna.id], records[bernd.id]];
  const surcharge = (body: object) =>
    ok(
      call(admin, 'POST', '/time-settings/surcharges', {
        ...body,
        startDate: '2026-01-01',
        connectedRecords,
      }),
    );
  const night = await surcharge({
    name: 'Nachtarbeit',
    type: 'time',
    value: 25,
    time: { start: '20:00', end: '06:00' },
  });
  const sunday = await surcharge({
    name: 'Sonntagsarbeit',
    type: 'day',
    value: 50,
    days: { weekdays: [6] },
  });
  const pay = async (who: Caller, number: number, body: object) => {
    await ok(
      call(office, 'PUT', `/staff/payroll/${who.id}/personnel-number`, {
        personnelNumber: number,
        version: 0,
      }),
      200,
    );
    await ok(call(office, 'POST', `/staff/payroll/${who.id}/wages`, body));
  };
  const hourly = (employmentType: string, amountCents: number) => ({
    validFrom: '2026-01-01',
    employmentType,
    kind: 'hourly',
    amountCents,
  });
  await pay(anna, 1001, hourly('partTime', 1400));
  await pay(bernd, 1002, hourly('minijob', 1390));
  const work = (who: Caller, date: string, start: string, end: string, breaks: object[] = []) =>
    ok(
      call(office, 'POST', '/time-tracking/entries', {
        userId: who.id,
        date,
        type: 'work',
        start,
        end,
        breaks,
      }),
    );
  await work(anna, '2026-03-02', '08:00', '16:30', [{ start: '12:00', end: '12:30' }]);
  await work(anna, '2026-03-03', '14:00', '22:30', [{ start: '18:00', end: '18:30' }]);
  await work(anna, '2026-03-15', '10:00', '14:00');
  await work(bernd, '2026-03-04', '08:00', '12:00');
  await work(bernd, '2026-03-07', '20:00', '23:00');
  await absence(call, office, admin, anna, '2026-03-09', '2026-03-10', 'vacation');
  await absence(call, office, admin, anna, '2026-03-16', '2026-03-16', 'illness');
  await absence(call, office, admin, bernd, '2026-03-11', '2026-03-11', 'illness');
  return {
    project,
    call,
    admin,
    office,
    worker,
    anna,
    bernd,
    surchargeIds: { night: night.id, sunday: sunday.id },
  };
}

/** An approved full-day absence: the office enters and submits it, the admin approves. */
async function absence(
  call: ReturnType<typeof caller>,
  office: Caller,
  admin: Caller,
  who: Caller,
  startDate: string,
  endDate: string,
  type: string,
) {
  const path = '/time-tracking/absences';
  const created = await ok(
    call(office, 'POST', path, { userId: who.id, startDate, endDate, type }),
  );
  await ok(call(office, 'POST', `${path}/${created.id}/submit`, { version: 0 }), 200);
  await ok(call(admin, 'POST', `${path}/${created.id}/approve`, { version: 1 }), 200);
}
