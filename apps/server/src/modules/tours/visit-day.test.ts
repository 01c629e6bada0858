import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Tour } from '@kontor/core/schemas/services';
import { visitMessages } from '@kontor/core/schemas/tours';
import { formatDate } from '@kontor/core/time-tracking/format';
import { addDays, weekdayOf } from '@kontor/core/time-tracking/local-date';
import { weekMondayOf } from '@kontor/core/tours/index';
import { berlinToday } from '../../lib/tour-calendar.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  everyWeekOn,
  holidayTemplate,
  newEntry,
  newProperty,
  newService,
  tourProject,
  type Caller,
} from './tours-test-setup.ts';

/**
 * A visit is confirmed on its day or later, never before (it would be false evidence in the
 * Leistungsnachweis); a visit a holiday moved to today counts from today.
 */
let t: TestApp;
let setup: Awaited<ReturnType<typeof tourProject>>;
let carla: Caller;
let office: Caller;
let entryId: string;

// "Today" in these tests: the first Wednesday after the real today, 10:00 or 11:00 in Berlin.
// Its Tuesday is a holiday, so the Tuesday visit moves to the Wednesday.
let wednesday = addDays(berlinToday(), 1);
while (weekdayOf(wednesday) !== 2) wednesday = addDays(wednesday, 1);
const tuesday = addDays(wednesday, -1);
const thursday = addDays(wednesday, 1);
const now = `${wednesday}T09:00:00.000Z`;

const confirm = (who: Caller, body: object) => setup.call(who, 'POST', '/tours/visits', body);
const onWednesday = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(now));
};

beforeAll(async () => {
  t = await createTestApp();
  setup = await tourProject(t, ['Carla Çelik']);
  [carla] = setup.workers as [Caller];
  office = setup.office;
  await holidayTemplate(t, setup.project, 'Feiertage', { Betriebsfeier: tuesday });
  const propertyId = await newProperty(setup.call, office, 'Kastanienallee 77');
  const serviceId = await newService(setup.call, office, 'Hauswart', 'caretaking');
  entryId = (
    await newEntry(setup.call, office, propertyId, {
      serviceId,
      schedule: everyWeekOn(weekMondayOf(wednesday), ['tuesday', 'thursday']),
      holidayRule: 'nextWorkingDay',
      workerIds: [carla.id],
    })
  ).id;
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

describe("a visit's completion and its day", () => {
  it("refuses tomorrow's visit for the worker and the office alike, with a German message", async () => {
    onWednesday();
    const message = visitMessages.beforeItsDay(formatDate(thursday));
    for (const who of [carla, office]) {
      const res = await confirm(who, { entryId, plannedDate: thursday });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ detail: message, errors: { plannedDate: [message] } });
    }
    // Seen from the real today, the visit (days away) is refused as well.
    vi.useRealTimers();
    const early = await confirm(office, { entryId, plannedDate: thursday });
    expect(early.body.detail).toBe(message);
  });

  it('refuses a completion time before the day the visit happens on', async () => {
    onWednesday();
    const res = await confirm(carla, {
      entryId,
      plannedDate: tuesday,
      doneAt: `${tuesday}T12:00:00+01:00`,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.doneAt).toEqual([
      visitMessages.doneAtBeforeItsDay(formatDate(wednesday)),
    ]);
  });

  it('accepts the visit a holiday moved to today and records when it was done', async () => {
    onWednesday();
    const res = await confirm(carla, { entryId, plannedDate: tuesday });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // Without a time from the phone, the moment the server received it.
    expect(res.body).toMatchObject({ plannedDate: tuesday, doneAt: now, doneBy: { id: carla.id } });
    const tour = await setup.call(
      office,
      'GET',
      `/tours?workerId=${carla.id}&week=${weekMondayOf(wednesday)}`,
    );
    const visits = (tour.body as Tour).properties[0]!.services[0]!.visits;
    expect(visits.find((v) => v.plannedDate === tuesday)).toMatchObject({
      date: wednesday,
      status: 'done',
      doneAt: now,
    });
    expect(visits.find((v) => v.plannedDate === thursday)).toMatchObject({ status: 'planned' });
  });

  it("stores the phone's time of a completion made earlier today", async () => {
    onWednesday();
    const doneAt = `${wednesday}T07:15:00.000Z`;
    const res = await confirm(carla, { entryId, plannedDate: tuesday, doneAt });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ doneAt, version: 1 });
  });
});
