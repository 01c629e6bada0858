import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceMessages, tourMessages, type Tour } from '@kontor/core/schemas/services';
import { tourSettingsMessages, visitMessages } from '@kontor/core/schemas/tours';
import { addDays } from '@kontor/core/time-tracking/local-date';
import { weekMondayOf } from '@kontor/core/tours/index';
import { berlinToday } from '../../lib/tour-calendar.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { tourVisitsForFeed } from './tour-feed-source.ts';
import { propertyMonthVisits, tourOf, workerVisits } from './tours.service.ts';
import {
  absence,
  holidayTemplate,
  newEntry,
  newProperty,
  newService,
  tourProject,
  type Caller,
} from './tours-test-setup.ts';

let t: TestApp;
let setup: Awaited<ReturnType<typeof tourProject>>;
let anna: Caller;
let bernd: Caller;
let carla: Caller;
let office: Caller;
let lindenstrasse: string;
let amselweg: string;
let stairs: string;
let garden: string;
let templateId: string;

/** Every 2 weeks on Monday and Thursday from KW 10 2026; Anna, substitutes Bernd then Carla. */
const biweekly = {
  type: 'interval',
  every: 2,
  unit: 'weeks',
  startWeek: '2026-03-02',
  endWeek: null,
  days: ['monday', 'thursday'],
};

const kw18 = [
  'Lindenstraße 12 / Treppenhausreinigung: 2026-04-27 missed',
  'Lindenstraße 12 / Treppenhausreinigung: 2026-04-30 missed',
];

const tour = async (who: Caller, query: string) => {
  const res = await setup.call(who, 'GET', `/tours?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Tour;
};

/** A tour as 'property / service: date (plannedDate) status [+substituteFor] [>coveredBy]'. */
const lines = (t: Tour) =>
  t.properties.flatMap((p) =>
    p.services.flatMap((s) =>
      s.visits.map(
        (v) =>
          `${p.name} / ${s.title}: ${v.date}${v.plannedDate === v.date ? '' : ` (${v.plannedDate})`} ${v.status}` +
          `${v.holiday ? ` [${v.holiday}]` : ''}` +
          `${v.substituteFor ? ` +${v.substituteFor.name}` : ''}${v.coveredBy ? ` >${v.coveredBy.name}` : ''}`,
      ),
    ),
  );

beforeAll(async () => {
  t = await createTestApp();
  setup = await tourProject(t, ['Anna Arbeiter', 'Bernd Vertreter', 'Carla Vertreterin']);
  [anna, bernd, carla] = setup.workers as [Caller, Caller, Caller];
  office = setup.office;
  lindenstrasse = await newProperty(setup.call, office, 'Lindenstraße 12');
  amselweg = await newProperty(setup.call, office, 'Amselweg 3');
  stairs = await newService(setup.call, office, 'Treppenhausreinigung', 'stairwellCleaning');
  garden = await newService(setup.call, office, 'Gartenpflege', 'gardening');
  await newEntry(setup.call, office, lindenstrasse, {
    serviceId: stairs,
    schedule: biweekly,
    holidayRule: 'nextWorkingDay',
    workerIds: [anna.id],
    substituteIds: [bernd.id, carla.id],
  });
  // On the 1st and the 15th of every month; a holiday skips the visit.
  await newEntry(setup.call, office, amselweg, {
    serviceId: garden,
    schedule: { type: 'dates', monthDays: [1, 15] },
    holidayRule: 'skip',
    workerIds: [anna.id],
    substituteIds: [],
  });
  templateId = await holidayTemplate(t, setup.project, 'Bayern', {
    'Tag der Arbeit': '2026-05-01',
    'Christi Himmelfahrt': '2026-05-14',
  });
});
afterAll(() => t.close());

describe('a worker’s tour', () => {
  it('has the visits of exactly the right weeks (every 2 weeks; month days)', async () => {
    const kw10 = await tour(anna, 'week=2026-03-02');
    expect(kw10.week).toBe('2026-03-02');
    expect(kw10.days).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(lines(kw10)).toEqual([
      'Lindenstraße 12 / Treppenhausreinigung: 2026-03-02 missed',
      'Lindenstraße 12 / Treppenhausreinigung: 2026-03-05 missed',
    ]);
    expect(kw10.worker).toEqual({ id: anna.id, name: 'Anna Arbeiter' });
    expect(lines(await tour(anna, 'week=2026-03-09'))).toEqual([
      'Amselweg 3 / Gartenpflege: 2026-03-15 missed',
    ]);
    expect(lines(await tour(anna, 'week=2026-03-16'))).toEqual([
      'Lindenstraße 12 / Treppenhausreinigung: 2026-03-16 missed',
      'Lindenstraße 12 / Treppenhausreinigung: 2026-03-19 missed',
    ]);
    // Properties by name; a property's row carries what the tour sheet prints.
    const kw14 = await tour(anna, 'week=2026-03-30');
    expect(kw14.properties.map((p) => p.name)).toEqual(['Amselweg 3', 'Lindenstraße 12']);
    expect(kw14.properties[0]).toMatchObject({ address: '', keyNumber: null, info: '' });
    expect(kw14.properties[0]!.services[0]).toMatchObject({
      title: 'Gartenpflege',
      costType: 'gardening',
      schedule: { type: 'dates', monthDays: [1, 15] },
    });
  });

  it('the overview lists the worker’s services with their schedules and no visits', async () => {
    const overview = await tour(anna, '');
    expect(overview.week).toBeNull();
    expect(overview.days).toEqual([]);
    expect(
      overview.properties.map((p) => [p.name, p.services.map((s) => [s.title, s.visits])]),
    ).toEqual([
      ['Amselweg 3', [['Gartenpflege', []]]],
      ['Lindenstraße 12', [['Treppenhausreinigung', []]]],
    ]);
    // A substitute's overview holds only what they are assigned to.
    expect((await tour(bernd, '')).properties).toEqual([]);
  });

  it('a holiday of the template skips or moves the visit by the entry’s rule', async () => {
    // 1 May: Gartenpflege skips; KW 20: Thursday 14 May (Himmelfahrt) moves to Friday.
    expect(lines(await tour(anna, 'week=2026-04-27'))).toEqual([
      'Amselweg 3 / Gartenpflege: 2026-05-01 skipped [Tag der Arbeit]',
      ...kw18,
    ]);
    expect(lines(await tour(anna, 'week=2026-05-11'))).toEqual([
      'Amselweg 3 / Gartenpflege: 2026-05-15 missed',
      'Lindenstraße 12 / Treppenhausreinigung: 2026-05-11 missed',
      'Lindenstraße 12 / Treppenhausreinigung: 2026-05-15 (2026-05-14) missed [Christi Himmelfahrt]',
    ]);
  });

  it('with two templates none applies until the settings choose one', async () => {
    const settings = await setup.call(office, 'GET', '/tours/settings');
    expect(settings.body).toEqual({
      holidayTemplateId: null,
      effectiveTemplate: { id: templateId, name: 'Bayern' },
      calendarDetails: false,
      version: 0,
    });
    const second = await holidayTemplate(t, setup.project, 'Leer', {});
    expect(lines(await tour(anna, 'week=2026-04-27'))).toEqual([
      'Amselweg 3 / Gartenpflege: 2026-05-01 missed',
      ...kw18,
    ]);
    const chosen = await setup.call(office, 'PUT', '/tours/settings', {
      holidayTemplateId: templateId,
      version: 0,
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ holidayTemplateId: templateId, version: 1 });
    expect(lines(await tour(anna, 'week=2026-04-27'))).toEqual([
      'Amselweg 3 / Gartenpflege: 2026-05-01 skipped [Tag der Arbeit]',
      ...kw18,
    ]);
    // A stale version, and a template that is not the project's.
    const stale = await setup.call(office, 'PUT', '/tours/settings', {
      holidayTemplateId: second,
      version: 0,
    });
    expect(stale).toMatchObject({ status: 409, body: { detail: tourSettingsMessages.conflict } });
    const foreign = await setup.call(office, 'PUT', '/tours/settings', {
      holidayTemplateId: 'ZZZZZZZZZZ',
      version: 1,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors.holidayTemplateId).toEqual([tourSettingsMessages.templateNotFound]);
    // Workers do not change settings.
    const byWorker = await setup.call(anna, 'GET', '/tours/settings');
    expect(byWorker.status).toBe(403);
  });

  it('an approved absence hands the visit to the first available substitute', async () => {
    await absence(t, setup.project, anna, '2026-03-16', '2026-03-17');
    await absence(t, setup.project, anna, '2026-03-19', '2026-03-19');
    await absence(t, setup.project, bernd, '2026-03-19', '2026-03-20');
    // Only requested, not approved: does not count.
    await absence(t, setup.project, anna, '2026-03-30', '2026-03-30', 'submitted');
    expect(lines(await tour(anna, 'week=2026-03-16'))).toEqual([
      'Lindenstraße 12 / Treppenhausreinigung: 2026-03-16 missed >Bernd Vertreter',
      'Lindenstraße 12 / Treppenhausreinigung: 2026-03-19 missed >Carla Vertreterin',
    ]);
    expect(lines(await tour(bernd, 'week=2026-03-16'))).toEqual([
      'Lindenstraße 12 / Treppenhausreinigung: 2026-03-16 missed +Anna Arbeiter',
    ]);
    expect(lines(await tour(carla, 'week=2026-03-16'))).toEqual([
      'Lindenstraße 12 / Treppenhausreinigung: 2026-03-19 missed +Anna Arbeiter',
    ]);
    expect(lines(await tour(bernd, 'week=2026-03-30'))).toEqual([]);
    expect(lines(await tour(anna, 'week=2026-03-30'))).toContain(
      'Lindenstraße 12 / Treppenhausreinigung: 2026-03-30 missed',
    );
  });
});

describe('statuses', () => {
  const today = berlinToday();
  const lastWeek = addDays(weekMondayOf(today), -7);
  let daily: string;

  beforeAll(async () => {
    const property = await newProperty(setup.call, office, 'Birkenhof 7');
    daily = (
      await newEntry(setup.call, office, property, {
        serviceId: stairs,
        schedule: {
          type: 'interval',
          every: 1,
          unit: 'weeks',
          startWeek: lastWeek,
          endWeek: null,
          days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
        },
        workerIds: [carla.id],
        substituteIds: [],
      })
    ).id;
    // No holidays here: the statuses alone.
    await setup.call(office, 'PUT', '/tours/settings', {
      holidayTemplateId: await holidayTemplate(t, setup.project, 'Ohne', {}),
      version: 1,
    });
  });

  it('done when confirmed, missed before today (Berlin), planned from today on', async () => {
    const done = await setup.call(carla, 'POST', '/tours/visits', {
      entryId: daily,
      plannedDate: addDays(lastWeek, 1),
      comment: 'Alles sauber',
    });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    const statuses = async (monday: string) =>
      (await tour(carla, `week=${monday}`)).properties
        .find((p) => p.name === 'Birkenhof 7')!
        .services[0]!.visits.map((v) => [v.date, v.status, v.comment, v.doneBy?.name ?? null]);
    const expected = (monday: string) =>
      Array.from({ length: 7 }, (_, i) => {
        const date = addDays(monday, i);
        if (date === addDays(lastWeek, 1))
          return [date, 'done', 'Alles sauber', 'Carla Vertreterin'];
        return [date, date < today ? 'missed' : 'planned', null, null];
      });
    expect(await statuses(lastWeek)).toEqual(expected(lastWeek));
    expect(await statuses(weekMondayOf(today))).toEqual(expected(weekMondayOf(today)));
  });
});

describe('who sees which tour', () => {
  it('a worker sees only their own tour', async () => {
    const other = await setup.call(anna, 'GET', `/tours?workerId=${bernd.id}`);
    expect(other).toMatchObject({ status: 403, body: { detail: tourMessages.onlyOwnTour } });
    const own = await setup.call(anna, 'GET', `/tours?workerId=${anna.id}&week=2026-03-02`);
    expect(own.status).toBe(200);
  });

  it('office sees any worker’s tour; a member who is no worker, or a stranger, is 404', async () => {
    const seen = await setup.call(office, 'GET', `/tours?workerId=${anna.id}&week=2026-03-02`);
    expect(seen.status).toBe(200);
    expect(seen.body.worker.id).toBe(anna.id);
    const colleague = await t.member(setup.project, 'office');
    for (const id of [colleague.id, 'ZZZZZZZZZZ']) {
      const res = await setup.call(office, 'GET', `/tours?workerId=${id}`);
      expect(res).toMatchObject({ status: 404, body: { detail: visitMessages.workerNotFound } });
    }
  });

  it('refuses a week that is not a Monday, and a malformed worker id, in German', async () => {
    const res = await setup.call(office, 'GET', '/tours?week=2026-03-03');
    expect(res.status).toBe(400);
    expect(res.body.errors.week).toEqual([serviceMessages.weekStart]);
    const id = await setup.call(office, 'GET', '/tours?workerId=x');
    expect(id.status).toBe(400);
  });

  it('a member of another project cannot read this project’s tours', async () => {
    const other = await tourProject(t, ['Fremd']);
    const res = await other.call(other.office, 'GET', `/tours?workerId=${anna.id}`);
    expect(res.status).toBe(404);
    const url = await t.app.inject({
      url: `/api/projects/${setup.project.id}/tours?workerId=${anna.id}`,
      headers: { cookie: other.office.cookie },
    });
    expect(url.statusCode).toBe(404);
  });
});

describe('for the exports', () => {
  it('tourOf gives the same tour as the route', async () => {
    const viaRoute = await tour(office, `workerId=${anna.id}&week=2026-03-16`);
    expect(await tourOf(t.db, setup.project.id, anna.id, '2026-03-16')).toEqual(viaRoute);
  });

  it('workerVisits lists a range’s visits with property and service', async () => {
    const visits = await workerVisits(t.db, setup.project.id, bernd.id, '2026-03-01', '2026-03-31');
    expect(
      visits.map((v) => [v.date, v.property.name, v.service.title, v.substituteFor?.name]),
    ).toEqual([['2026-03-16', 'Lindenstraße 12', 'Treppenhausreinigung', 'Anna Arbeiter']]);
    const anns = await workerVisits(t.db, setup.project.id, anna.id, '2026-03-04', '2026-03-16');
    expect(anns.map((v) => [v.date, v.coveredBy?.name ?? null])).toEqual([
      ['2026-03-05', null],
      ['2026-03-15', null],
      ['2026-03-16', 'Bernd Vertreter'],
    ]);
  });

  it('the calendar feed gets the visits the worker does, without those taken from them', async () => {
    const feed = async (who: Caller) =>
      (await tourVisitsForFeed(t.db, setup.project.id, who.id, '2026-03-16', '2026-03-22')).map(
        (v) => [v.date, v.property, v.service, v.substituteFor, v.sequence],
      );
    expect(await feed(anna)).toEqual([]);
    expect(await feed(bernd)).toEqual([
      ['2026-03-16', 'Lindenstraße 12', 'Treppenhausreinigung', 'Anna Arbeiter', 0],
    ]);
  });

  it('propertyMonthVisits lists every visit of the month with status and who', async () => {
    const month = await propertyMonthVisits(t.db, setup.project.id, lindenstrasse, '2026-03');
    expect(month.property).toMatchObject({ id: lindenstrasse, name: 'Lindenstraße 12' });
    expect(
      month.visits.map((v) => [v.date, v.status, v.worker?.name, v.substituteFor?.name ?? null]),
    ).toEqual([
      ['2026-03-02', 'missed', 'Anna Arbeiter', null],
      ['2026-03-05', 'missed', 'Anna Arbeiter', null],
      ['2026-03-16', 'missed', 'Bernd Vertreter', 'Anna Arbeiter'],
      ['2026-03-19', 'missed', 'Carla Vertreterin', 'Anna Arbeiter'],
      ['2026-03-30', 'missed', 'Anna Arbeiter', null],
    ]);
    expect(month.visits[0]).toMatchObject({ costType: 'stairwellCleaning', photoCount: 0 });
    await expect(
      propertyMonthVisits(t.db, setup.project.id, 'ZZZZZZZZZZ', '2026-03'),
    ).rejects.toMatchObject({ status: 404 });
  });
});
