import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageMessages } from '@kontor/core/schemas/images';
import { projectMessages } from '@kontor/core/schemas/projects';
import { serviceMessages, type ServiceMatrix, type Tour } from '@kontor/core/schemas/services';
import { visitMessages } from '@kontor/core/schemas/tours';
import { addDays } from '@kontor/core/time-tracking/local-date';
import { weekMondayOf } from '@kontor/core/tours/index';
import { queryRows } from '../../db/sql.ts';
import { berlinToday } from '../../lib/tour-calendar.ts';
import { httpMessages } from '../../plugins/messages.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  absence,
  newEntry,
  newProperty,
  newService,
  tourProject,
  uploadPhotos,
  type Caller,
} from './tours-test-setup.ts';

let t: TestApp;
let setup: Awaited<ReturnType<typeof tourProject>>;
let anna: Caller;
let bernd: Caller;
let office: Caller;
let entryId: string;
let otherEntryId: string;
let propertyId: string;
let serviceId: string;

/** Every Monday and Wednesday from last week on; Anna, substitute Bernd. */
const lastMonday = addDays(weekMondayOf(berlinToday()), -7);
const lastWednesday = addDays(lastMonday, 2);

const confirm = (who: Caller, body: unknown) => setup.call(who, 'POST', '/tours/visits', body);

beforeAll(async () => {
  t = await createTestApp();
  setup = await tourProject(t, ['Anna Arbeiter', 'Bernd Vertreter']);
  [anna, bernd] = setup.workers as [Caller, Caller];
  office = setup.office;
  propertyId = await newProperty(setup.call, office, 'Lindenstraße 12');
  serviceId = await newService(setup.call, office, 'Winterdienst', 'winterService');
  entryId = (
    await newEntry(setup.call, office, propertyId, {
      serviceId,
      schedule: {
        type: 'interval',
        every: 1,
        unit: 'weeks',
        startWeek: lastMonday,
        endWeek: null,
        days: ['monday', 'wednesday'],
      },
      workerIds: [anna.id],
      substituteIds: [bernd.id],
    })
  ).id;
  // Anna is away last Wednesday: Bernd does that visit.
  await absence(t, setup.project, anna, lastWednesday, lastWednesday);
  const other = await tourProject(t, ['Otto Anderswo']);
  const otherProperty = await newProperty(other.call, other.office, 'Fremdweg 1');
  const otherService = await newService(other.call, other.office, 'Hauswart', 'caretaking');
  otherEntryId = (
    await newEntry(other.call, other.office, otherProperty, {
      serviceId: otherService,
      schedule: { type: 'dates', monthDays: [1] },
    })
  ).id;
});
afterAll(() => t.close());

describe('confirming a visit done', () => {
  it('the assigned worker confirms their own visit: 201 with time, comment and photos', async () => {
    const photos = await uploadPhotos(t, setup.project, anna, 2);
    const doneAt = `${lastMonday}T06:30:00.000Z`;
    const res = await confirm(anna, {
      entryId,
      plannedDate: lastMonday,
      doneAt,
      comment: 'Gestreut',
      images: photos,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      entryId,
      plannedDate: lastMonday,
      doneAt,
      doneBy: { id: anna.id, name: 'Anna Arbeiter' },
      comment: 'Gestreut',
      images: photos,
      version: 0,
    });
    const week = await setup.call(anna, 'GET', `/tours?week=${lastMonday}`);
    const visit = (week.body as Tour).properties[0]!.services[0]!.visits[0]!;
    expect(visit).toMatchObject({ status: 'done', doneAt, comment: 'Gestreut', photoCount: 2 });
    // The images list names the visit by its service, property and day.
    const image = await setup.call(office, 'GET', `/images?pageSize=10`);
    const used = image.body.items.find((i: { id: string }) => i.id === photos[0]);
    expect(used.connectedElements[0].label).toMatch(/^Besuch: Winterdienst · Lindenstraße 12 · /);
  });

  it('confirming again updates the visit (version), keeping what the body leaves out', async () => {
    const res = await confirm(anna, { entryId, plannedDate: lastMonday, comment: 'Nachgestreut' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ comment: 'Nachgestreut', version: 1 });
    expect(res.body.images).toHaveLength(2);
  });

  it('a deleted image leaves the visit (declared image field)', async () => {
    const before = await confirm(anna, { entryId, plannedDate: lastMonday });
    const [gone, kept] = before.body.images as [string, string];
    const res = await setup.call(office, 'DELETE', `/images/${gone}`);
    expect(res.status).toBe(204);
    const after = await confirm(anna, { entryId, plannedDate: lastMonday });
    expect(after.body.images).toEqual([kept]);
  });

  it('a worker may not confirm a visit a substitute took over, nor another’s', async () => {
    const taken = await confirm(anna, { entryId, plannedDate: lastWednesday });
    expect(taken).toMatchObject({ status: 403, body: { detail: serviceMessages.visitNotYours } });
    const others = await confirm(bernd, { entryId, plannedDate: lastMonday });
    expect(others).toMatchObject({ status: 403, body: { detail: serviceMessages.visitNotYours } });
    const standIn = await confirm(bernd, { entryId, plannedDate: lastWednesday });
    expect(standIn.status).toBe(201);
    expect(standIn.body.doneBy.id).toBe(bernd.id);
  });

  it('office confirms any visit, and takes a confirmation back', async () => {
    const next = addDays(lastMonday, 7);
    const res = await confirm(office, { entryId, plannedDate: next });
    expect(res.status).toBe(201);
    expect(res.body.doneBy.id).toBe(office.id);
    const byWorker = await setup.call(anna, 'DELETE', `/tours/visits/${entryId}/${next}`);
    expect(byWorker).toMatchObject({ status: 403, body: { detail: projectMessages.forbidden } });
    const undone = await setup.call(office, 'DELETE', `/tours/visits/${entryId}/${next}`);
    expect(undone.status).toBe(204);
    const again = await setup.call(office, 'DELETE', `/tours/visits/${entryId}/${next}`);
    expect(again).toMatchObject({ status: 404, body: { detail: visitMessages.visitNotFound } });
  });

  it('only a visit the schedule plans can be confirmed', async () => {
    const tuesday = addDays(lastMonday, 1);
    const res = await confirm(office, { entryId, plannedDate: tuesday });
    expect(res.status).toBe(400);
    expect(res.body.errors.plannedDate).toEqual([serviceMessages.visitNotPlanned]);
    const before = await confirm(office, { entryId, plannedDate: addDays(lastMonday, -7) });
    expect(before.body.errors.plannedDate).toEqual([serviceMessages.visitNotPlanned]);
    const unknown = await confirm(office, { entryId: 'ZZZZZZZZZZ', plannedDate: lastMonday });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.entryId).toEqual([serviceMessages.entryNotFound]);
  });

  it('refuses more than 10 photos, photos of another project and a time in the future', async () => {
    const eleven = await uploadPhotos(t, setup.project, anna, 11);
    const tooMany = await confirm(anna, { entryId, plannedDate: lastMonday, images: eleven });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.images).toEqual([serviceMessages.tooManyPhotos]);
    const stranger = await tourProject(t, ['Fremd']);
    const foreign = await uploadPhotos(t, stranger.project, stranger.office, 1);
    const res = await confirm(anna, { entryId, plannedDate: lastMonday, images: foreign });
    expect(res.status).toBe(400);
    expect(res.body.errors.images).toEqual([imageMessages.notFound]);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const late = await confirm(anna, { entryId, plannedDate: lastMonday, doneAt: future });
    expect(late.status).toBe(400);
    expect(late.body.errors.doneAt).toEqual([visitMessages.doneAtInFuture]);
  });

  it.each([
    ['null', null],
    ['an array', [entryId]],
    ['no fields', {}],
    ['a bad date', { entryId: 'AAAAAAAAAA', plannedDate: '2026-02-30' }],
    [
      'a huge comment',
      { entryId: 'AAAAAAAAAA', plannedDate: '2026-03-02', comment: 'x'.repeat(5000) },
    ],
    ['a bad time', { entryId: 'AAAAAAAAAA', plannedDate: '2026-03-02', doneAt: 'gestern' }],
    ['images not a list', { entryId: 'AAAAAAAAAA', plannedDate: '2026-03-02', images: 'a' }],
  ])('answers a body with %s with 400 and German messages', async (_, body) => {
    const res = await confirm(anna, body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.detail).toBe(httpMessages.validation);
  });

  it('a member of another project cannot confirm or undo this project’s visits', async () => {
    const outsider = await tourProject(t, ['Fremd']);
    const viaOwn = await outsider.call(outsider.office, 'POST', '/tours/visits', {
      entryId,
      plannedDate: lastMonday,
    });
    expect(viaOwn.status).toBe(400);
    expect(viaOwn.body.errors.entryId).toEqual([serviceMessages.entryNotFound]);
    const viaTheirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${setup.project.id}/tours/visits/${entryId}/${lastMonday}`,
      headers: { cookie: outsider.office.cookie },
    });
    expect(viaTheirs.statusCode).toBe(404);
    // And this project's office cannot confirm the other project's entry.
    const cross = await confirm(office, { entryId: otherEntryId, plannedDate: '2026-03-01' });
    expect(cross.status).toBe(400);
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from service_visits where entry_id = ${otherEntryId}`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});

describe('the services matrix per week', () => {
  it('counts planned, done and missed visits per cell', async () => {
    const res = await setup.call(office, 'GET', `/service-matrix?week=${lastMonday}`);
    expect(res.status).toBe(200);
    const matrix = res.body as ServiceMatrix;
    const cell = matrix.properties.find((p) => p.id === propertyId)!.entries[0]!;
    // Last week: Monday done (Anna), Wednesday done (Bernd).
    expect(cell.visits).toEqual({ planned: 2, done: 2, missed: 0 });
    const thisWeek = weekMondayOf(berlinToday());
    const now = await setup.call(office, 'GET', `/service-matrix?week=${thisWeek}`);
    const missed = [thisWeek, addDays(thisWeek, 2)].filter((d) => d < berlinToday()).length;
    const current = (now.body as ServiceMatrix).properties.find((p) => p.id === propertyId)!;
    expect(current.entries[0]!.visits).toEqual({ planned: 2, done: 0, missed });
    // Without a week: no counts; a bad week: German message.
    const plain = await setup.call(office, 'GET', '/service-matrix');
    expect(plain.body.properties[0].entries[0].visits).toBeUndefined();
    const bad = await setup.call(office, 'GET', '/service-matrix?week=2026-03-03');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.week).toEqual([serviceMessages.weekStart]);
  });
});
