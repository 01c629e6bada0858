import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '@kontor/core/ids';
import { berlinToday } from '@kontor/core/scheduling/index';
import { projectMessages } from '@kontor/core/schemas/projects';
import type { TaskDetail } from '@kontor/core/schemas/tasks';
import { workerAppMessages, type Agenda, type AgendaItem } from '@kontor/core/schemas/worker-app';
import { addDays } from '@kontor/core/time-tracking/local-date';
import { weekMondayOf } from '@kontor/core/tours/index';
import { absences, holidays, holidayTemplates } from '../../db/schema/time-tracking.ts';
import { serviceVisits } from '../../db/schema/tours.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { jsonCall, type JsonMethod } from '../../test/json-call.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

type Caller = TestUser & { cookie: string };

let t: TestApp;
let project: CreatedProject;
let office: Caller;
let wera: Caller;
let anna: Caller;
let linden: string;
let amsel: string;
let stairsEntry: string;

const today = berlinToday(Date.now());
// A week in the future, so undone visits are 'planned' whatever day the suite runs.
const monday = addDays(weekMondayOf(today), 14);
const day = (n: number) => addDays(monday, n);
const weekly = (days: string[]) => ({
  type: 'interval',
  every: 1,
  unit: 'weeks',
  startWeek: weekMondayOf(today),
  endWeek: null,
  days,
});
const fixed = (date: string) => ({ type: 'single', category: 'fixed', dates: [date] });

const call = (who: Caller, method: JsonMethod, path: string, payload?: object) =>
  jsonCall(t, who.cookie, method, `/api/projects/${project.id}${path}`, payload);

async function created(who: Caller, path: string, payload: object): Promise<string> {
  const res = await call(who, 'POST', path, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

async function agenda(who: Caller, query = `from=${day(0)}&to=${day(6)}`): Promise<Agenda> {
  const res = await call(who, 'GET', `/worker/agenda?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function worker(name: string): Promise<Caller> {
  const user = await t.createUser({ name });
  await t.addMember(project, user, project.roleIds.worker, true);
  return { ...user, cookie: await t.login(user) };
}

const label = (item: AgendaItem) =>
  item.kind === 'visit'
    ? `${item.property.name} / ${item.serviceName} (${item.plannedDate}) ${item.status}` +
      (item.substituteFor ? ` +${item.substituteFor.name}` : '')
    : `${item.title}${item.overdue ? ' (overdue)' : ''}`;
const labels = (a: Agenda) =>
  Object.fromEntries(
    a.days.filter((d) => d.items.length > 0).map((d) => [d.date, d.items.map(label)]),
  );

async function task(title: string, payload: object = {}) {
  return created(office, '/tasks', {
    title,
    propertyId: linden,
    assignedStaff: [wera.id],
    ...payload,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  project = await t.createProject({ modules: ['/properties', '/tasks', '/tours', '/images'] });
  office = await t.member(project, 'office');
  wera = await worker('Wera Winter');
  anna = await worker('Anna Arbeiter');
  linden = await created(office, '/properties', { name: 'Lindenstraße 12' });
  amsel = await created(office, '/properties', { name: 'Amselweg 3' });
  await t.db.execute(sql`update properties set address = ${'Lindenstraße 12\n10969 Berlin'},
    key_number = 101, info = ${'Schlüssel beim Hausmeister'} where id = ${linden}`);
  const stairs = await created(office, '/services', {
    title: 'Treppenhausreinigung',
    costType: 'stairwellCleaning',
  });
  const garden = await created(office, '/services', {
    title: 'Gartenpflege',
    costType: 'gardening',
  });
  await t.db.execute(sql`update services set description = 'Alle Etagen' where id = ${stairs}`);
  stairsEntry = await created(office, `/properties/${linden}/services`, {
    serviceId: stairs,
    schedule: weekly(['monday', 'thursday']),
    holidayRule: 'nextWorkingDay',
    workerIds: [wera.id],
    substituteIds: [],
  });
  await created(office, `/properties/${amsel}/services`, {
    serviceId: garden,
    schedule: weekly(['tuesday']),
    holidayRule: 'skip',
    workerIds: [anna.id],
    substituteIds: [wera.id],
  });
  // Anna is on approved vacation in the agenda's week: Wera stands in for her.
  await t.db.insert(absences).values({
    id: newId(),
    projectId: project.id,
    userId: anna.id,
    startDate: day(0),
    endDate: day(6),
    type: 'vacation',
    state: 'approved',
    year: Number(day(0).slice(0, 4)),
  });
  // The project's only holiday template: Thursday is a holiday, the visit moves to Friday.
  const holidayId = newId();
  await t.db.insert(holidays).values({
    id: holidayId,
    projectId: project.id,
    name: 'Stadtfest',
    dates: { [day(3).slice(0, 4)]: day(3) },
  });
  await t.db
    .insert(holidayTemplates)
    .values({ id: newId(), projectId: project.id, name: 'Berlin', holidayIds: [holidayId] });
});
afterAll(() => t.close());

describe('the worker agenda', () => {
  it('places visits (done, substitute, moved by a holiday) and tasks on their days', async () => {
    await t.db.insert(serviceVisits).values({
      id: newId(),
      projectId: project.id,
      entryId: stairsEntry,
      plannedDate: day(0),
      doneAt: new Date(),
      doneBy: wera.id,
    });
    await task('Fenster putzen', { schedule: fixed(day(1)) });
    await task('Abfluss prüfen', { schedule: fixed(day(1)), propertyId: amsel });
    await task('Später', { schedule: fixed(day(9)) });
    const overdue = await task('Versäumt', { schedule: fixed(day(0)) });
    await t.db.execute(
      sql`update tasks set due_date = ${addDays(today, -3)} where id = ${overdue}`,
    );
    await task('Ohne Termin');
    // Not Wera's, not assigned, or executed: absent.
    await task('Annas Aufgabe', { schedule: fixed(day(1)), assignedStaff: [anna.id] });
    await created(office, '/tasks', { title: 'Niemandes', propertyId: linden });
    const done = await task('Erledigt', { schedule: fixed(day(2)) });
    expect((await call(wera, 'POST', `/tasks/${done}/execute`, { version: 0 })).status).toBe(200);

    const week = await agenda(wera);
    expect(week.from).toBe(day(0));
    expect(week.to).toBe(day(6));
    expect(week.days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map(day));
    expect(labels(week)).toEqual({
      [day(0)]: [`Lindenstraße 12 / Treppenhausreinigung (${day(0)}) done`, 'Versäumt (overdue)'],
      [day(1)]: [
        `Amselweg 3 / Gartenpflege (${day(1)}) planned +Anna Arbeiter`,
        'Abfluss prüfen',
        'Fenster putzen',
      ],
      [day(4)]: [`Lindenstraße 12 / Treppenhausreinigung (${day(3)}) planned`],
    });
    expect(week.days.map((d) => d.holiday)).toEqual([
      null,
      null,
      null,
      'Stadtfest',
      null,
      null,
      null,
    ]);
    expect(week.undated.map((u) => u.title)).toEqual(['Ohne Termin']);
    // Anna, away, has none of her visits; her task is hers.
    const annas = await agenda(anna);
    expect(labels(annas)).toEqual({ [day(1)]: ['Annas Aufgabe'] });
  });

  it('carries what a worker needs at the door, and when they were assigned', async () => {
    const id = await created(office, '/tasks', {
      title: 'Keller räumen',
      description: 'Kartons zum Wertstoffhof',
      propertyId: linden,
      assignedStaff: [anna.id],
      schedule: fixed(day(5)),
    });
    const detail = (await call(office, 'GET', `/tasks/${id}`)).body as TaskDetail;
    const moved = await call(office, 'PUT', `/tasks/${id}/staff`, {
      version: detail.version,
      staff: [anna.id, wera.id],
    } as object);
    expect(moved.status).toBe(200);
    const week = await agenda(wera);
    const item = week.days[5]!.items.find((i) => i.kind === 'task');
    expect(item).toMatchObject({
      kind: 'task',
      id,
      description: 'Kartons zum Wertstoffhof',
      state: 'assigned',
      dueDate: day(5),
      overdue: false,
      images: [],
      property: {
        id: linden,
        name: 'Lindenstraße 12',
        address: 'Lindenstraße 12\n10969 Berlin',
        keyNumber: 101,
        info: 'Schlüssel beim Hausmeister',
      },
    });
    const history = ((await call(office, 'GET', `/tasks/${id}`)).body as TaskDetail).history;
    const addedWera = history.find(
      (h) => h.kind === 'staff' && h.staff?.some((s) => s.id === wera.id),
    );
    expect(item?.kind === 'task' && item.assignedAt).toBe(addedWera!.at);
    // Anna was assigned at creation: the creation's staff entry.
    const annas = (await agenda(anna)).days[5]!.items.find((i) => i.kind === 'task');
    expect(annas?.kind === 'task' && annas.assignedAt).toBe(history.at(-1)!.at);
    expect(history.at(-1)).toMatchObject({ kind: 'staff', staff: [{ id: anna.id }] });
    const visit = week.days[0]!.items[0]!;
    expect(visit).toMatchObject({
      kind: 'visit',
      serviceName: 'Treppenhausreinigung',
      serviceDescription: 'Alle Etagen',
      property: { keyNumber: 101, info: 'Schlüssel beim Hausmeister' },
    });
  });

  it('defaults to a week from today (Berlin) and refuses ranges over 14 days or reversed', async () => {
    const week = await agenda(wera, '');
    expect([week.from, week.to]).toEqual([today, addDays(today, 6)]);
    const fortnight = await agenda(wera, `from=${day(0)}&to=${day(13)}`);
    expect(fortnight.days).toHaveLength(14);
    expect((await agenda(wera, `from=${day(2)}`)).to).toBe(day(8));
    for (const query of [`from=${day(0)}&to=${day(14)}`, `from=${day(3)}&to=${day(2)}`]) {
      const res = await call(wera, 'GET', `/worker/agenda?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.detail).toBe(workerAppMessages.rangeInvalid);
    }
    for (const [field, query] of [
      ['from', 'from=2026-02-30'],
      ['from', 'from=gestern'],
      ['to', 'to=2026-13-01'],
      ['from', `from=${'9'.repeat(5000)}`],
    ] as const) {
      const res = await call(wera, 'GET', `/worker/agenda?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.errors[field]).toEqual(['Ungültiges Datum']);
    }
  });

  it('is answered only to members: a member of another project gets 404', async () => {
    const other = await t.createProject({ modules: ['/properties', '/tasks'] });
    const stranger = await t.member(other, 'worker');
    const res = await t.app.inject({
      url: `/api/projects/${project.id}/worker/agenda`,
      headers: { cookie: stranger.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(projectMessages.notFound);
  });
});
