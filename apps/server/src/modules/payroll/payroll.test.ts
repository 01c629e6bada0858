import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toInstant } from '@kontor/core/time-tracking/berlin-time';
import { payrollApiMessages as m } from '@kontor/core/schemas/payroll';
import { projectMessages } from '@kontor/core/schemas/projects';
import { payrollWages } from '../../db/schema/payroll.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

type Caller = TestUser & { cookie: string };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function caller(app: TestApp, of: CreatedProject) {
  return async (who: Caller, method: Method, path: string, payload?: unknown) => {
    const res = await app.app.inject({
      method,
      url: `/api/projects/${of.id}${path}`,
      headers: { cookie: who.cookie },
      ...(payload !== undefined && { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
}

/** Wages and employment on the Mitarbeiter screen (docs/payroll.md), on 20 March 2026. */
let t: TestApp;
let project: CreatedProject;
let call: ReturnType<typeof caller>;
let admin: Caller;
let office: Caller;
let worker: Caller;
let colleague: Caller;
let workerWithStaff: Caller;
let officeB: Caller;
let workerB: Caller;
let callB: ReturnType<typeof caller>;

const MODULES = ['/properties', '/staff', '/time-tracking', '/time-settings'] as const;
const hourly = (validFrom: string, amountCents: unknown, more: object = {}) => ({
  validFrom,
  employmentType: 'minijob',
  kind: 'hourly',
  amountCents,
  ...more,
});
const pay = (who: Caller) => `/staff/payroll/${who.id}`;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(toInstant('2026-03-20', 10 * 60) * 60_000));
  t = await createTestApp();
  project = await t.createProject({ modules: [...MODULES] });
  call = caller(t, project);
  admin = await t.member(project, 'admin');
  office = await t.member(project, 'office');
  worker = await t.member(project, 'worker');
  colleague = await t.member(project, 'worker');
  // A worker role that lists the Mitarbeiter screen still may not see anyone's pay.
  const role = await t.createRole(project, {
    type: 'worker',
    modules: ['/staff', '/time-tracking'],
  });
  workerWithStaff = await t.member(project, { id: role });
  const b = await t.createProject({ modules: [...MODULES] });
  callB = caller(t, b);
  officeB = await t.member(b, 'office');
  workerB = await t.member(b, 'worker');
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

describe('Personalnummer', () => {
  it('is set by the office and unique in the project (409 beside the field)', async () => {
    const first = await call(office, 'PUT', `${pay(worker)}/personnel-number`, {
      personnelNumber: 1001,
      version: 0,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ personnelNumber: 1001, version: 1, current: null });
    const taken = await call(admin, 'PUT', `${pay(colleague)}/personnel-number`, {
      personnelNumber: 1001,
      version: 0,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ personnelNumber: [m.personnelNumberTaken] });
    // Another project may use the same number.
    const b = await callB(officeB, 'PUT', `${pay(workerB)}/personnel-number`, {
      personnelNumber: 1001,
      version: 0,
    });
    expect(b.status).toBe(200);
  });

  it('answers a stale version with 409 and keeps the number', async () => {
    const stale = await call(office, 'PUT', `${pay(worker)}/personnel-number`, {
      personnelNumber: 1002,
      version: 0,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe(m.conflict);
    const now = await call(office, 'GET', pay(worker));
    expect(now.body.personnelNumber).toBe(1001);
  });

  it('gives exactly one of two concurrent saves of a number', async () => {
    const [a, b] = await Promise.all(
      [admin, office].map(async (who, i) => {
        const user = i === 0 ? admin : office;
        return call(who, 'PUT', `${pay(user)}/personnel-number`, {
          personnelNumber: 4711,
          version: 0,
        });
      }),
    );
    expect([a!.status, b!.status].sort()).toEqual([200, 409]);
  });
});

describe('the pay history', () => {
  it('adds rows, never changes them, and counts a correction from its recording on', async () => {
    const added = await call(office, 'POST', `${pay(worker)}/wages`, hourly('2026-01-01', 1300));
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    // 13,00 € is below the 13,90 € of 2026 from 1 January on, and below the 14,60 € of 2027.
    expect(added.body.findings.map((f: { date: string }) => f.date)).toEqual([
      '2026-01-01',
      '2027-01-01',
    ]);
    const corrected = await call(
      office,
      'POST',
      `${pay(worker)}/wages`,
      hourly('2026-01-01', 1400, { note: 'Korrektur: Tippfehler' }),
    );
    expect(corrected.status).toBe(201);
    const { wages, current } = corrected.body;
    expect(
      wages.map((w: { amountCents: number; state: string }) => [w.amountCents, w.state]),
    ).toEqual([
      [1400, 'current'],
      [1300, 'corrected'],
    ]);
    expect(current).toMatchObject({ amountCents: 1400, note: 'Korrektur: Tippfehler' });
    expect(current.recordedBy).toEqual({ id: office.id, name: office.name });
    // 14,00 € falls below the 14,60 € of 2027: found ahead, on the day it begins.
    expect(corrected.body.findings).toEqual([
      expect.objectContaining({ code: 'belowMinimumWage', date: '2027-01-01' }),
    ]);
  });

  it('refuses any change of a stored row in the database itself', async () => {
    const [row] = await t.db.select().from(payrollWages).where(eq(payrollWages.userId, worker.id));
    const refused = await t.db
      .update(payrollWages)
      .set({ amountCents: 99_999 })
      .where(eq(payrollWages.id, row!.id))
      .then(
        () => null,
        (error: Error) => error,
      );
    expect(String(refused?.cause ?? refused)).toMatch(/payroll_wages_append_only/);
    // A second delete mark, or taking one back, is a change too.
    const marked = await t.db
      .update(payrollWages)
      .set({ note: 'anders' })
      .where(eq(payrollWages.id, row!.id))
      .then(
        () => null,
        (error: Error) => error,
      );
    expect(String(marked?.cause ?? marked)).toMatch(/payroll_wages_append_only/);
    const [unchanged] = await t.db.select().from(payrollWages).where(eq(payrollWages.id, row!.id));
    expect(unchanged).toEqual(row);
  });

  it('deletes only a row still to come, and keeps it in the history marked', async () => {
    const future = await call(office, 'POST', `${pay(worker)}/wages`, hourly('2026-07-01', 1500));
    const row = future.body.wages.find((w: { validFrom: string }) => w.validFrom === '2026-07-01');
    expect(row).toMatchObject({ state: 'future', deletable: true });
    const deleted = await call(office, 'DELETE', `${pay(worker)}/wages/${row.id}`);
    expect(deleted.status).toBe(200);
    const marked = deleted.body.wages.find((w: { id: string }) => w.id === row.id);
    expect(marked).toMatchObject({ state: 'deleted', deletable: false });
    expect(marked.deletedBy).toEqual({ id: office.id, name: office.name });
    expect((await call(office, 'DELETE', `${pay(worker)}/wages/${row.id}`)).body.detail).toBe(
      m.alreadyDeleted,
    );
    const current = deleted.body.current;
    const begun = await call(office, 'DELETE', `${pay(worker)}/wages/${current.id}`);
    expect(begun.status).toBe(409);
    expect(begun.body.detail).toBe(m.onlyFutureDeletable);
    expect((await call(office, 'GET', pay(worker))).body.wages).toHaveLength(3);
  });

  it('lists every member with today’s row for the Mitarbeiter table', async () => {
    const list = await call(admin, 'GET', '/staff/payroll');
    expect(list.status).toBe(200);
    const ids = list.body.items.map((i: { user: { id: string } }) => i.user.id);
    expect(ids).toEqual(expect.arrayContaining([admin.id, office.id, worker.id, colleague.id]));
    const mine = list.body.items.find((i: { user: { id: string } }) => i.user.id === worker.id);
    expect(mine).toMatchObject({ personnelNumber: 1001, current: { amountCents: 1400 } });
    expect(mine.wages).toBeUndefined();
  });

  it('takes a salary with its contractual hours and judges it per hour', async () => {
    const res = await call(admin, 'POST', `${pay(colleague)}/wages`, {
      validFrom: '2026-02-01',
      employmentType: 'partTime',
      kind: 'monthly',
      amountCents: 120_000,
      monthlyHours: 100,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.current).toMatchObject({ hourlyCents: 1200, monthlyHours: 100 });
    expect(res.body.findings[0].message).toBe(
      'Lohn unter dem Mindestlohn ab 01.02.2026: 12,00 € (1.200,00 € im Monat bei 100 Std.) je Stunde, Mindestlohn 13,90 € (§ 1 MiLoG)',
    );
  });
});

describe('who may see and change pay', () => {
  it('refuses workers in the guard, before the body is read, also with the Mitarbeiter module', async () => {
    for (const who of [worker, workerWithStaff]) {
      for (const [method, path, body] of [
        ['GET', '/staff/payroll', undefined],
        ['GET', pay(who), undefined],
        ['POST', `${pay(who)}/wages`, { amountCents: 'viel' }],
        ['PUT', `${pay(who)}/personnel-number`, null],
        ['PUT', '/staff/payroll-settings', {}],
      ] as const) {
        const res = await call(who, method, path, body ?? undefined);
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.detail).toBe(projectMessages.forbidden);
      }
    }
  });

  it('lets a worker read their own pay in the time tracking, and nobody else’s', async () => {
    const own = await call(worker, 'GET', `/time-tracking/users/${worker.id}/payroll`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ personnelNumber: 1001, current: { amountCents: 1400 } });
    expect(own.body.wages).toHaveLength(3);
    const other = await call(worker, 'GET', `/time-tracking/users/${colleague.id}/payroll`);
    expect(other.status).toBe(403);
    // Staff read anyone's there too.
    const byOffice = await call(office, 'GET', `/time-tracking/users/${colleague.id}/payroll`);
    expect(byOffice.body.current.kind).toBe('monthly');
  });

  it('keeps project B’s pay from project A and A’s from B', async () => {
    await callB(officeB, 'POST', `${pay(workerB)}/wages`, hourly('2026-01-01', 2000));
    // A's office in B's project: the project is not theirs.
    const foreign = await callB(office, 'GET', pay(workerB));
    expect(foreign.status).toBe(404);
    expect(foreign.body.detail).toBe(projectMessages.notFound);
    const write = await callB(office, 'POST', `${pay(workerB)}/wages`, hourly('2026-05-01', 100));
    expect(write.status).toBe(404);
    // B's employee through A's project: no employee of A.
    for (const [method, path, body] of [
      ['GET', pay(workerB), undefined],
      ['POST', `${pay(workerB)}/wages`, hourly('2026-05-01', 100)],
      ['PUT', `${pay(workerB)}/personnel-number`, { personnelNumber: 5, version: 0 }],
    ] as const) {
      const res = await call(office, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.detail).toBe(m.employeeNotFound);
    }
    const wage = (await callB(officeB, 'GET', pay(workerB))).body.wages[0];
    const del = await call(office, 'DELETE', `${pay(workerB)}/wages/${wage.id}`);
    expect(del.status).toBe(404);
    // B's history is as B left it, and A's list holds no one of B.
    const b = await callB(officeB, 'GET', pay(workerB));
    expect(b.body.wages.map((w: { amountCents: number }) => w.amountCents)).toEqual([2000]);
    const list = await call(office, 'GET', '/staff/payroll');
    expect(list.body.items.map((i: { user: { id: string } }) => i.user.id)).not.toContain(
      workerB.id,
    );
  });
});

describe('bad input of any shape: a German 400, never a 500', () => {
  const huge = 'x'.repeat(100_000);
  it.each([
    ['null', null, undefined],
    ['an array', [1, 2], undefined],
    ['a string', 'Lohn', undefined],
    ['no date', hourly('', 1400), 'validFrom'],
    ['a date that is none', hourly('2026-02-30', 1400), 'validFrom'],
    ['a year far away', hourly('2999-01-01', 1400), 'validFrom'],
    ['cents with a fraction', hourly('2026-04-01', 13.9), 'amountCents'],
    ['a negative amount', hourly('2026-04-01', -1), 'amountCents'],
    ['an amount as text', hourly('2026-04-01', '14,00'), 'amountCents'],
    ['an amount beyond reason', hourly('2026-04-01', 1e12), 'amountCents'],
    [
      'an unknown employment',
      hourly('2026-04-01', 1400, { employmentType: 'Chef' }),
      'employmentType',
    ],
    ['a salary without hours', hourly('2026-04-01', 200_000, { kind: 'monthly' }), 'monthlyHours'],
    ['an hourly wage with hours', hourly('2026-04-01', 1400, { monthlyHours: 40 }), 'monthlyHours'],
    ['a huge note', hourly('2026-04-01', 1400, { note: huge }), 'note'],
    ['a huge date', hourly(huge, 1400), 'validFrom'],
  ])('a new wage with %s', async (_, body, field) => {
    const res = await call(office, 'POST', `${pay(colleague)}/wages`, body as object);
    // A bare string is no JSON body: 415, also with a German text.
    expect(typeof body === 'string' ? [415] : [400]).toContain(res.status);
    expect(res.body.detail).toMatch(/[äöüÄÖÜß]|Bitte|ungültig/);
    if (field) expect(res.body.errors[field]?.[0]).toMatch(/^[A-ZÄÖÜ]/);
  });

  it.each([
    [{ personnelNumber: 0, version: 0 }],
    [{ personnelNumber: 100_000, version: 0 }],
    [{ personnelNumber: '0815', version: 0 }],
    [{ personnelNumber: 1.5, version: 0 }],
    [{ personnelNumber: 12 }],
  ])('a Personalnummer %j', async (body) => {
    const res = await call(office, 'PUT', `${pay(colleague)}/personnel-number`, body);
    expect(res.status).toBe(400);
    if ('version' in body) expect(res.body.errors.personnelNumber).toEqual([m.personnelNumber]);
  });

  it('answers an unknown employee and a malformed wage id with 404', async () => {
    expect((await call(office, 'GET', '/staff/payroll/ZZZZZZZZZZ')).body.detail).toBe(
      m.employeeNotFound,
    );
    expect((await call(office, 'DELETE', `${pay(worker)}/wages/kurz`)).status).toBe(404);
  });
});

describe('payroll settings: § 2a SchwarzArbG and sector minimum wages', () => {
  it('are on by default for a facility-service company, off for another project', async () => {
    const facility = await call(office, 'GET', '/staff/payroll-settings');
    expect(facility.body).toMatchObject({
      schwarzArbG: true,
      schwarzArbGDefault: true,
      schwarzArbGSet: false,
      sectorMinimumWages: [],
      statutoryMinimumCents: 1390,
      minijobLimitCents: 60_300,
    });
    const club = await t.createProject({ modules: ['/staff', '/time-tracking'] });
    const clubOffice = await t.member(club, 'office');
    const res = await caller(t, club)(clubOffice, 'GET', '/staff/payroll-settings');
    expect(res.body).toMatchObject({ schwarzArbG: false, schwarzArbGDefault: false });
  });

  it('are saved, and the sector minimum judges the wages', async () => {
    const saved = await call(admin, 'PUT', '/staff/payroll-settings', {
      schwarzArbG: false,
      sectorMinimumWages: [
        { validFrom: '2027-01-01', amountCents: 1600 },
        { validFrom: '2026-01-01', amountCents: 1450 },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ schwarzArbG: false, schwarzArbGSet: true });
    expect(saved.body.sectorMinimumWages.map((l: { validFrom: string }) => l.validFrom)).toEqual([
      '2026-01-01',
      '2027-01-01',
    ]);
    // 14,00 € is below the sector's 14,50 € now.
    const mine = await call(office, 'GET', pay(worker));
    expect(mine.body.findings[0]).toMatchObject({ date: '2026-01-01' });
    expect(mine.body.findings[0].message).toContain('Branchenmindestlohn 14,50 €');
  });

  it.each([
    [null],
    [{ schwarzArbG: 'ja' }],
    [{ schwarzArbG: true, sectorMinimumWages: 'viel' }],
    [
      {
        schwarzArbG: true,
        sectorMinimumWages: [
          { validFrom: '2026-01-01', amountCents: 1500 },
          { validFrom: '2026-01-01', amountCents: 1600 },
        ],
      },
    ],
    [{ schwarzArbG: true, sectorMinimumWages: [{ validFrom: 'bald', amountCents: 1500 }] }],
  ])('refuse %j with 400', async (body) => {
    const res = await call(admin, 'PUT', '/staff/payroll-settings', body as object);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBeTruthy();
  });
});
