import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tour } from '@kontor/core/schemas/services';
import { addDays } from '@kontor/core/time-tracking/local-date';
import { weekMondayOf } from '@kontor/core/tours/index';
import { berlinToday } from '../../lib/tour-calendar.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  absence,
  everyWeekOn,
  holidayTemplate,
  newEntry,
  newProperty,
  newService,
  tourProject,
  type Caller,
} from './tours-test-setup.ts';

/** Every write a cached tour shows is seen on the next read (decision 0014). */
let t: TestApp;
let setup: Awaited<ReturnType<typeof tourProject>>;
let anna: Caller;
let bernd: Caller;
let propertyId: string;
let serviceId: string;
let entry: { id: string; version: number };

const monday = addDays(weekMondayOf(berlinToday()), -7);
const tuesday = addDays(monday, 1);

async function week(who: Caller = anna) {
  const res = await setup.call(setup.office, 'GET', `/tours?week=${monday}&workerId=${who.id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Tour;
}
const firstVisit = async (who?: Caller) => (await week(who)).properties[0]?.services[0]?.visits[0];

beforeAll(async () => {
  t = await createTestApp();
  setup = await tourProject(t, ['Anna Arbeiter', 'Bernd Vertreter']);
  [anna, bernd] = setup.workers as [Caller, Caller];
  propertyId = await newProperty(setup.call, setup.office, 'Lindenstraße 12');
  serviceId = await newService(setup.call, setup.office, 'Hauswart', 'caretaking');
  entry = await newEntry(setup.call, setup.office, propertyId, {
    serviceId,
    schedule: everyWeekOn(monday, ['tuesday']),
    workerIds: [anna.id],
    substituteIds: [bernd.id],
  });
  await week(); // cached from here on
});
afterAll(() => t.close());

describe('the cached tour', () => {
  it('is served again unchanged', async () => {
    expect(await week()).toEqual(await week());
  });

  it('shows a confirmed visit', async () => {
    expect((await firstVisit())!.status).toBe('missed');
    const res = await setup.call(anna, 'POST', '/tours/visits', {
      entryId: entry.id,
      plannedDate: tuesday,
    });
    expect(res.status).toBe(201);
    expect((await firstVisit())!.status).toBe('done');
  });

  it('shows a property renamed and a user renamed', async () => {
    const res = await setup.call(setup.office, 'PATCH', `/properties/${propertyId}`, {
      name: 'Lindenstraße 14',
      version: 0,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await week()).properties[0]!.name).toBe('Lindenstraße 14');
    await t.db.execute(sql`update users set name = 'Anna Neu' where id = ${anna.id}`);
    expect((await week()).worker.name).toBe('Anna Neu');
  });

  it('shows an approved absence and the substitute taking over', async () => {
    expect(await firstVisit(bernd)).toBeUndefined();
    await absence(t, setup.project, anna, tuesday, tuesday);
    expect((await firstVisit(bernd))?.substituteFor?.id).toBe(anna.id);
  });

  it('shows a changed entry and a retired service', async () => {
    const patched = await setup.call(
      setup.office,
      'PATCH',
      `/properties/${propertyId}/services/${entry.id}`,
      { version: entry.version, substituteIds: [] },
    );
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(await firstVisit(bernd)).toBeUndefined();
    expect((await firstVisit())!.coveredBy).toBeNull();
    const retired = await setup.call(setup.office, 'PATCH', `/services/${serviceId}`, {
      active: false,
      version: 0,
    });
    expect(retired.status, JSON.stringify(retired.body)).toBe(200);
    expect((await week()).properties).toEqual([]);
    await setup.call(setup.office, 'PATCH', `/services/${serviceId}`, {
      active: true,
      version: 1,
    });
    expect((await week()).properties).toHaveLength(1);
  });

  it('shows a holiday template chosen, and a holiday added to it', async () => {
    const template = await holidayTemplate(t, setup.project, 'Feiertage', {});
    expect((await firstVisit())!.holiday).toBeNull();
    await t.db.execute(
      sql`insert into holidays (id, project_id, name, dates)
          values ('HOLIDAY001', ${setup.project.id}, 'Betriebsfeier', ${JSON.stringify({
            [tuesday.slice(0, 4)]: tuesday,
          })}::jsonb)`,
    );
    await t.db.execute(
      sql`update holiday_templates set holiday_ids = '{HOLIDAY001}' where id = ${template}`,
    );
    expect((await firstVisit())!.holiday).toBe('Betriebsfeier');
  });

  it('a worker flag taken away makes the worker unknown to the office', async () => {
    await t.db.execute(
      sql`update memberships set is_worker = false
          where user_id = ${bernd.id} and project_id = ${setup.project.id}`,
    );
    const res = await setup.call(setup.office, 'GET', `/tours?week=${monday}&workerId=${bernd.id}`);
    expect(res.status).toBe(404);
  });
});
