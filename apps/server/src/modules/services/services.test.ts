import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyMessages } from '@kontor/core/schemas/properties';
import { projectMessages } from '@kontor/core/schemas/projects';
import {
  serviceMessages,
  type Service,
  type ServiceEntry,
  type ServiceMatrix,
} from '@kontor/core/schemas/services';
import { httpMessages } from '../../plugins/messages.ts';
import { testImage } from '../../files/test-fixtures.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { multipartPayload } from '../../test/multipart.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';

let t: TestApp;
let project: CreatedProject;
let other: CreatedProject;
let office: string;
let otherOffice: string;
let workerRole: string;
let worker: { id: string; name: string };
let substitute: { id: string; name: string };
let nonWorker: TestUser;
let propertyId: string;
let otherPropertyId: string;

const MONDAY = '2025-01-06';
const weekly = {
  type: 'interval',
  every: 1,
  unit: 'weeks',
  startWeek: MONDAY,
  endWeek: null,
  days: ['monday'],
};
const catalogue = (p = project) => `/api/projects/${p.id}/services`;
const entriesOf = (id = propertyId, p = project) =>
  `/api/projects/${p.id}/properties/${id}/services`;

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  cookie = office,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload !== undefined && { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.body ? res.json() : undefined };
}

async function newProperty(p: CreatedProject, cookie: string, name: string) {
  const res = await call('POST', `/api/projects/${p.id}/properties`, { name }, cookie);
  expect(res.status).toBe(201);
  return (res.body as { id: string }).id;
}

/** A member of the project (worker role) flagged as worker there. */
async function newWorker(p: CreatedProject, name: string) {
  const user = await t.createUser({ name });
  await t.addMember(p, user, p.roleIds.worker, true);
  return user;
}

async function createService(payload: object = {}) {
  const res = await call('POST', catalogue(), { title: 'Winterdienst', ...payload });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Service;
}

async function createEntry(payload: object, property = propertyId) {
  const res = await call('POST', entriesOf(property), { schedule: weekly, ...payload });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as ServiceEntry;
}

beforeAll(async () => {
  t = await createTestApp();
  project = await t.createProject({ modules: ['/properties', '/tours', '/images'] });
  other = await t.createProject({ modules: ['/properties', '/tours', '/images'] });
  office = (await t.member(project, 'office')).cookie;
  otherOffice = (await t.member(other, 'office')).cookie;
  worker = await newWorker(project, 'Anna Arbeiter');
  substitute = await newWorker(project, 'Bernd Vertretung');
  nonWorker = await t.createUser({ name: 'Olga Office' });
  await t.addMember(project, nonWorker, project.roleIds.office);
  workerRole = (await t.member(project, 'worker')).cookie;
  propertyId = await newProperty(project, office, 'Gartenweg 1');
  otherPropertyId = await newProperty(other, otherOffice, 'Fremdweg 2');
});
afterAll(() => t.close());

const ids = (n: number) => Array.from({ length: n }, (_, i) => String(i).padStart(10, '0'));

/** The field messages of a 400, by field path. */
function fieldErrors(res: { status: number; body: { errors?: Record<string, string[]> } }) {
  expect(res.status).toBe(400);
  return res.body.errors ?? {};
}

async function uploadImage(p: CreatedProject, cookie: string) {
  const { payload, headers } = await multipartPayload([
    { field: 'files', fileName: 'a.png', bytes: await testImage('png', 8, 8) },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${p.id}/images`,
    headers: { ...headers, cookie },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ items: { id: string }[] }>().items[0]!.id;
}

describe('the service catalogue', () => {
  it('creates a service, keeping the order of workers and substitutes, and lists it', async () => {
    const created = await createService({
      title: '  Hauswart  ',
      workerIds: [substitute.id, worker.id, substitute.id],
      substituteIds: [worker.id],
      defaultDuration: 30,
      costType: 'caretaking',
    });
    expect(created).toMatchObject({
      title: 'Hauswart',
      description: '',
      images: [],
      active: true,
      defaultDuration: 30,
      costType: 'caretaking',
      version: 0,
    });
    // The order given is kept (the first available substitute takes over); doubles go.
    expect(created.workers.map((w) => w.id)).toEqual([substitute.id, worker.id]);
    expect(created.substitutes).toEqual([{ id: worker.id, name: worker.name }]);
    const list = await call('GET', catalogue());
    expect(list.status).toBe(200);
    expect(list.body.items.map((s: Service) => s.id)).toContain(created.id);
    const one = await call('GET', `${catalogue()}/${created.id}`);
    expect(one.body).toEqual(created);
  });

  it('is not charged to tenants until a cost type is chosen', async () => {
    expect((await createService()).costType).toBe('notAllocable');
  });

  it("refuses a missing or blank title with the spec's message", async () => {
    for (const body of [{}, { title: '' }, { title: '   ' }, { title: null }]) {
      expect(fieldErrors(await call('POST', catalogue(), body)).title).toEqual([
        serviceMessages.nameRequired,
      ]);
    }
  });

  it('refuses more than 10 images and 100 workers or substitutes', async () => {
    const errors = fieldErrors(
      await call('POST', catalogue(), {
        title: 'X',
        images: ids(11),
        workerIds: ids(101),
        substituteIds: ids(101),
      }),
    );
    expect(errors.images).toEqual([serviceMessages.tooManyImages]);
    expect(errors.workerIds).toEqual([serviceMessages.tooManyStaff]);
    expect(errors.substituteIds).toEqual([serviceMessages.tooManyStaff]);
  });

  it('assigns only workers of the project, at the field that names someone else', async () => {
    const stranger = await newWorker(other, 'Fremder Arbeiter');
    const office = await call('POST', catalogue(), { title: 'X', workerIds: [nonWorker.id] });
    expect(fieldErrors(office)).toEqual({ workerIds: [serviceMessages.notAWorker] });
    const foreign = await call('POST', catalogue(), {
      title: 'X',
      workerIds: [worker.id],
      substituteIds: [stranger.id],
    });
    expect(fieldErrors(foreign)).toEqual({ substituteIds: [serviceMessages.notAWorker] });
    const unknown = await call('POST', catalogue(), { title: 'X', workerIds: ['ZZZZZZZZZZ'] });
    expect(fieldErrors(unknown)).toEqual({ workerIds: [serviceMessages.notAWorker] });
    const svc = await createService();
    const patch = await call('PATCH', `${catalogue()}/${svc.id}`, {
      version: 0,
      substituteIds: [nonWorker.id],
    });
    expect(fieldErrors(patch)).toEqual({ substituteIds: [serviceMessages.notAWorker] });
  });

  it('answers bad bodies of any shape with 400 and a German message, never 500', async () => {
    const huge = 'x'.repeat(100_000);
    const bodies: unknown[] = [
      null,
      [],
      'Winterdienst',
      42,
      { title: huge },
      { title: 'X', description: huge.repeat(3) },
      { title: ['X'] },
      { title: 'X', defaultDuration: 'viel' },
      { title: 'X', defaultDuration: 1441 },
      { title: 'X', costType: 'Hauswart' },
      { title: 'X', workerIds: 'abc' },
      { title: 'X', workerIds: [null] },
      { title: 'X', images: [{}] },
      { title: 'X', active: 'ja' },
    ];
    for (const body of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: catalogue(),
        headers: { cookie: office, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect([httpMessages.validation, httpMessages.bodyNotObject]).toContain(res.json().detail);
    }
    const long = await call('POST', catalogue(), { title: 'x'.repeat(201) });
    expect(fieldErrors(long).title).toEqual([serviceMessages.titleTooLong]);
    const duration = await call('POST', catalogue(), { title: 'X', defaultDuration: -1 });
    expect(fieldErrors(duration).defaultDuration).toEqual([serviceMessages.durationRange]);
  });

  it('changes a service with its version and answers 409 on a stale one', async () => {
    const svc = await createService({ workerIds: [worker.id], substituteIds: [substitute.id] });
    const ok = await call('PATCH', `${catalogue()}/${svc.id}`, {
      version: 0,
      title: 'Winterdienst Nord',
      active: false,
      workerIds: [substitute.id],
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ title: 'Winterdienst Nord', active: false, version: 1 });
    expect(ok.body.workers.map((w: { id: string }) => w.id)).toEqual([substitute.id]);
    // The list not named stays as it was.
    expect(ok.body.substitutes.map((w: { id: string }) => w.id)).toEqual([substitute.id]);
    const stale = await call('PATCH', `${catalogue()}/${svc.id}`, { version: 0, title: 'Alt' });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe(serviceMessages.conflict);
    const again = await call('GET', `${catalogue()}/${svc.id}`);
    expect(again.body.title).toBe('Winterdienst Nord');
    const missing = await call('PATCH', `${catalogue()}/ZZZZZZZZZZ`, { version: 0, title: 'X' });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe(serviceMessages.serviceNotFound);
    const noVersion = await call('PATCH', `${catalogue()}/${svc.id}`, { title: 'X' });
    expect(Object.keys(fieldErrors(noVersion))).toEqual(['version']);
  });

  it("keeps images of the project, tracks their use, refuses another project's", async () => {
    const own = await uploadImage(project, office);
    const svc = await createService({ title: 'Glasreinigung', images: [own] });
    expect(svc.images).toEqual([own]);
    const images = await call('GET', `/api/projects/${project.id}/images`);
    const image = images.body.items.find((i: { id: string }) => i.id === own);
    expect(image.connectedElements).toEqual([
      { type: 'service', id: svc.id, label: 'Leistung: Glasreinigung' },
    ]);
    const foreign = await uploadImage(other, otherOffice);
    const res = await call('POST', catalogue(), { title: 'X', images: [foreign] });
    expect(fieldErrors(res).images).toBeDefined();
    // Deleting the image clears it from the service (the image field declaration).
    const removed = await call('DELETE', `/api/projects/${project.id}/images/${own}`);
    expect(removed.status).toBe(204);
    expect((await call('GET', `${catalogue()}/${svc.id}`)).body.images).toEqual([]);
  });

  it('offers only the workers of the project', async () => {
    const res = await call('GET', `${catalogue()}/worker-options`);
    expect(res.status).toBe(200);
    const offered = res.body.items.map((u: { id: string }) => u.id);
    expect(offered).toContain(worker.id);
    expect(offered).toContain(substitute.id);
    expect(offered).not.toContain(nonWorker.id);
    const foreign = await call('GET', `${catalogue(other)}/worker-options`, undefined, otherOffice);
    expect(foreign.body.items.map((u: { id: string }) => u.id)).not.toContain(worker.id);
  });

  it('reads the worker flag of this project, not of another one the person works in', async () => {
    const shared = await t.createUser({ name: 'Geteilte Person' });
    await t.addMember(project, shared, project.roleIds.office, false);
    await t.addMember(other, shared, other.roleIds.worker, true);
    const offered = await call('GET', `${catalogue()}/worker-options`);
    expect(offered.body.items.map((u: { id: string }) => u.id)).not.toContain(shared.id);
    const res = await call('POST', catalogue(), { title: 'X', workerIds: [shared.id] });
    expect(fieldErrors(res)).toEqual({ workerIds: [serviceMessages.notAWorker] });
    const there = await call(
      'POST',
      catalogue(other),
      { title: 'X', workerIds: [shared.id] },
      otherOffice,
    );
    expect(there.status).toBe(201);
  });
});

describe("a property's services", () => {
  it("takes the service's workers and substitutes unless the entry names its own", async () => {
    const svc = await createService({
      title: 'Treppenhausreinigung',
      workerIds: [worker.id],
      substituteIds: [substitute.id],
    });
    const property = await newProperty(project, office, 'Lindenallee 3');
    const entry = await createEntry({ serviceId: svc.id }, property);
    expect(entry).toMatchObject({
      propertyId: property,
      service: { id: svc.id, title: 'Treppenhausreinigung', active: true },
      active: true,
      schedule: weekly,
      holidayRule: 'skip',
      version: 0,
    });
    expect(entry.workers.map((w) => w.id)).toEqual([worker.id]);
    expect(entry.substitutes.map((w) => w.id)).toEqual([substitute.id]);
    const other = await createService({ title: 'Gartenpflege', workerIds: [worker.id] });
    const own = await createEntry(
      {
        serviceId: other.id,
        workerIds: [substitute.id],
        substituteIds: [substitute.id, worker.id],
        holidayRule: 'nextWorkingDay',
        schedule: { type: 'dates', monthDays: [1, 15, 31] },
      },
      property,
    );
    expect(own.workers.map((w) => w.id)).toEqual([substitute.id]);
    expect(own.substitutes.map((w) => w.id)).toEqual([substitute.id, worker.id]);
    expect(own.schedule).toEqual({ type: 'dates', monthDays: [1, 15, 31] });
    const list = await call('GET', entriesOf(property));
    expect(list.status).toBe(200);
    // By service title.
    expect(list.body.items.map((e: ServiceEntry) => e.id)).toEqual([own.id, entry.id]);
  });

  it("refuses the schedules the spec's messages name", async () => {
    const svc = await createService({ title: 'Grünschnitt' });
    const post = (schedule: unknown) => call('POST', entriesOf(), { serviceId: svc.id, schedule });
    const cases: [unknown, string, string][] = [
      [{ ...weekly, days: [] }, 'schedule.days', serviceMessages.dayRequired],
      [{ ...weekly, startWeek: null }, 'schedule.startWeek', serviceMessages.startWeekRequired],
      [{ ...weekly, startWeek: '2025-01-07' }, 'schedule.startWeek', serviceMessages.weekStart],
      [{ ...weekly, endWeek: '2024-12-30' }, 'schedule.endWeek', serviceMessages.endBeforeStart],
      [{ ...weekly, every: 0 }, 'schedule.every', serviceMessages.intervalRange],
      [{ type: 'dates', monthDays: [] }, 'schedule.monthDays', serviceMessages.dateRequired],
      [{ type: 'dates', monthDays: [3, 3] }, 'schedule.monthDays', serviceMessages.duplicateDates],
      [{ type: 'dates', monthDays: [32] }, 'schedule.monthDays.0', serviceMessages.monthDayRange],
    ];
    for (const [schedule, field, message] of cases) {
      const errors = fieldErrors(await post(schedule));
      expect(errors[field], `${field}: ${JSON.stringify(errors)}`).toContain(message);
    }
    for (const schedule of [null, [], 'weekly', { type: 'daily' }, { type: 'dates' }]) {
      const res = await post(schedule);
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(httpMessages.validation);
    }
    const list = await call('GET', entriesOf());
    expect(list.body.items.map((e: ServiceEntry) => e.service.id)).not.toContain(svc.id);
  });

  it('answers bad bodies with 400 and a German message', async () => {
    const svc = await createService();
    const bodies: unknown[] = [
      null,
      [],
      'x',
      {},
      { serviceId: 'x'.repeat(100_000), schedule: weekly },
      { serviceId: svc.id, schedule: weekly, holidayRule: 'ignore' },
      { serviceId: svc.id, schedule: weekly, workerIds: ids(101) },
      { serviceId: svc.id, schedule: { ...weekly, days: Array(1000).fill('monday') } },
    ];
    for (const body of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: entriesOf(),
        headers: { cookie: office, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect([httpMessages.validation, httpMessages.bodyNotObject]).toContain(res.json().detail);
    }
  });

  it('refuses a second entry of the same service (409), also when two race', async () => {
    const svc = await createService({ title: 'Rasenmähen' });
    const property = await newProperty(project, office, 'Birkenweg 9');
    const body = { serviceId: svc.id, schedule: weekly };
    const [a, b] = await Promise.all([
      call('POST', entriesOf(property), body),
      call('POST', entriesOf(property), body),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const again = await call('POST', entriesOf(property), body);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(serviceMessages.serviceTaken);
    expect(again.body.errors).toEqual({ serviceId: [serviceMessages.serviceTaken] });
  });

  it('refuses an unknown or deactivated service, and non-workers', async () => {
    const unknown = await call('POST', entriesOf(), { serviceId: 'ZZZZZZZZZZ', schedule: weekly });
    expect(fieldErrors(unknown)).toEqual({ serviceId: [serviceMessages.serviceNotFound] });
    const retired = await createService({ title: 'Alt', active: false });
    const inactive = await call('POST', entriesOf(), { serviceId: retired.id, schedule: weekly });
    expect(fieldErrors(inactive)).toEqual({ serviceId: [serviceMessages.serviceInactive] });
    const svc = await createService();
    const staff = await call('POST', entriesOf(), {
      serviceId: svc.id,
      schedule: weekly,
      workerIds: [nonWorker.id],
    });
    expect(fieldErrors(staff)).toEqual({ workerIds: [serviceMessages.notAWorker] });
  });

  it('refuses new entries on an archived property with a clear message', async () => {
    const svc = await createService();
    const property = await newProperty(project, office, 'Archivweg 1');
    const archived = await call('PATCH', `/api/projects/${project.id}/properties/${property}`, {
      version: 0,
      archived: true,
    });
    expect(archived.status).toBe(200);
    const res = await call('POST', entriesOf(property), { serviceId: svc.id, schedule: weekly });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(serviceMessages.propertyArchived);
    const unknown = await call('POST', entriesOf('ZZZZZZZZZZ'), {
      serviceId: svc.id,
      schedule: weekly,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe(propertyMessages.notFound);
  });

  it('changes an entry with its version (409 when stale) and deletes it', async () => {
    const svc = await createService({ workerIds: [worker.id] });
    const property = await newProperty(project, office, 'Ahornplatz 4');
    const entry = await createEntry({ serviceId: svc.id }, property);
    const url = `${entriesOf(property)}/${entry.id}`;
    const dates = { type: 'dates', monthDays: [5] };
    const ok = await call('PATCH', url, { version: 0, schedule: dates, active: false });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ schedule: dates, active: false, version: 1 });
    expect(ok.body.workers.map((w: { id: string }) => w.id)).toEqual([worker.id]);
    const staff = await call('PATCH', url, { version: 1, substituteIds: [substitute.id] });
    expect(staff.body.substitutes.map((w: { id: string }) => w.id)).toEqual([substitute.id]);
    expect(staff.body.workers.map((w: { id: string }) => w.id)).toEqual([worker.id]);
    const stale = await call('PATCH', url, { version: 0, active: true });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe(serviceMessages.conflict);
    const invalid = await call('PATCH', url, { version: 2, schedule: { ...weekly, days: [] } });
    expect(fieldErrors(invalid)['schedule.days']).toContain(serviceMessages.dayRequired);
    const notWorker = await call('PATCH', url, { version: 2, workerIds: [nonWorker.id] });
    expect(fieldErrors(notWorker)).toEqual({ workerIds: [serviceMessages.notAWorker] });
    // The entry belongs to its property: another property's URL does not find it.
    const wrong = await call('PATCH', `${entriesOf()}/${entry.id}`, { version: 2, active: true });
    expect(wrong.status).toBe(404);
    expect((await call('DELETE', `${entriesOf()}/${entry.id}`)).status).toBe(404);
    expect((await call('DELETE', url)).status).toBe(204);
    const gone = await call('DELETE', url);
    expect(gone.status).toBe(404);
    expect(gone.body.detail).toBe(serviceMessages.entryNotFound);
    // The service may be added again.
    await createEntry({ serviceId: svc.id }, property);
  });
});

describe('the services matrix', () => {
  it('lists non-archived properties × active services with their entries', async () => {
    const p = await t.createProject({ modules: ['/properties', '/tours'] });
    const cookie = (await t.member(p, 'office')).cookie;
    const post = (url: string, body: object) => call('POST', url, body, cookie);
    const svc = async (title: string, active = true) =>
      (await post(`/api/projects/${p.id}/services`, { title, active })).body.id as string;
    const [b, a, off] = [await svc('B-Dienst'), await svc('a-Dienst'), await svc('Aus', false)];
    const north = await newProperty(p, cookie, 'Nordstraße 1');
    const south = await newProperty(p, cookie, 'Südstraße 2');
    const gone = await newProperty(p, cookie, 'Altbau 3');
    await call(
      'PATCH',
      `/api/projects/${p.id}/properties/${gone}`,
      { version: 0, archived: true },
      cookie,
    );
    const entry = (property: string, serviceId: string) =>
      post(entriesOf(property, p), { serviceId, schedule: weekly });
    const e1 = (await entry(north, b)).body.id;
    const e2 = (await entry(north, a)).body.id;
    // An entry whose service is deactivated afterwards leaves the matrix with its column.
    const retiring = await svc('Später aus');
    await entry(south, retiring);
    await call(
      'PATCH',
      `/api/projects/${p.id}/services/${retiring}`,
      { version: 0, active: false },
      cookie,
    );
    void off;
    const res = await call('GET', `/api/projects/${p.id}/service-matrix`, undefined, cookie);
    expect(res.status).toBe(200);
    const matrix = res.body as ServiceMatrix;
    expect(matrix.services).toEqual([
      { id: a, title: 'a-Dienst' },
      { id: b, title: 'B-Dienst' },
    ]);
    expect(matrix.properties).toEqual([
      {
        id: north,
        name: 'Nordstraße 1',
        entries: expect.arrayContaining([
          { id: e1, serviceId: b, active: true },
          { id: e2, serviceId: a, active: true },
        ]),
      },
      { id: south, name: 'Südstraße 2', entries: [] },
    ]);
    expect(matrix.properties[0]!.entries).toHaveLength(2);
    const search = await call(
      'GET',
      `/api/projects/${p.id}/service-matrix?search=s%C3%BCd`,
      undefined,
      cookie,
    );
    expect(search.body.properties.map((r: { id: string }) => r.id)).toEqual([south]);
    const none = await call(
      'GET',
      `/api/projects/${p.id}/service-matrix?search=%25`,
      undefined,
      cookie,
    );
    expect(none.body.properties).toEqual([]);
    const tooLong = await call(
      'GET',
      `/api/projects/${p.id}/service-matrix?search=${'x'.repeat(201)}`,
      undefined,
      cookie,
    );
    expect(tooLong.status).toBe(400);
  });
});

describe('permissions', () => {
  it('refuses worker roles on every route with 403, before reading the body', async () => {
    const svc = await createService();
    const entry = await createEntry(
      { serviceId: svc.id },
      await newProperty(project, office, 'Rechteweg 1'),
    );
    const requests: ['GET' | 'POST' | 'PATCH' | 'DELETE', string][] = [
      ['GET', catalogue()],
      ['POST', catalogue()],
      ['GET', `${catalogue()}/worker-options`],
      ['GET', `${catalogue()}/${svc.id}`],
      ['PATCH', `${catalogue()}/${svc.id}`],
      ['GET', entriesOf(entry.propertyId)],
      ['POST', entriesOf(entry.propertyId)],
      ['PATCH', `${entriesOf(entry.propertyId)}/${entry.id}`],
      ['DELETE', `${entriesOf(entry.propertyId)}/${entry.id}`],
      ['GET', `/api/projects/${project.id}/service-matrix`],
    ];
    // A worker role of the project lists '/tours' (their own tours) but not the office side.
    const noTours = await t.createRole(project, { type: 'office', modules: ['/properties'] });
    const officeWithoutTours = (await t.member(project, { id: noTours })).cookie;
    for (const cookie of [workerRole, officeWithoutTours]) {
      for (const [method, url] of requests) {
        const res = await call(
          method,
          url,
          method === 'GET' || method === 'DELETE' ? undefined : null,
          cookie,
        );
        expect(res.status, `${method} ${url}`).toBe(403);
        expect(res.body.detail).toBe(projectMessages.forbidden);
      }
    }
    // Nothing was changed by the refused calls.
    expect((await call('GET', `${entriesOf(entry.propertyId)}`)).body.items).toHaveLength(1);
  });

  it('lets admin roles and superusers in', async () => {
    const admin = (await t.member(project, 'admin')).cookie;
    const superuser = (await t.superuser()).cookie;
    for (const cookie of [admin, superuser]) {
      const res = await call('POST', catalogue(), { title: 'Admin-Dienst' }, cookie);
      expect(res.status).toBe(201);
      expect(
        (await call('GET', `/api/projects/${project.id}/service-matrix`, undefined, cookie)).status,
      ).toBe(200);
    }
  });
});

describe('project isolation', () => {
  it("a member of project A cannot read or change B's services, entries or matrix", async () => {
    const bService = (await call('POST', catalogue(other), { title: 'Geheimdienst' }, otherOffice))
      .body as Service;
    const bEntry = (
      await call(
        'POST',
        entriesOf(otherPropertyId, other),
        { serviceId: bService.id, schedule: weekly },
        otherOffice,
      )
    ).body as ServiceEntry;
    expect(bEntry.id).toHaveLength(10);
    // B's project id: as if it did not exist.
    for (const url of [
      catalogue(other),
      `/api/projects/${other.id}/service-matrix`,
      entriesOf(otherPropertyId, other),
    ]) {
      const res = await call('GET', url);
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe(projectMessages.notFound);
    }
    // B's record ids in A's routes: not found.
    const read = await call('GET', `${catalogue()}/${bService.id}`);
    expect(read.status).toBe(404);
    const change = await call('PATCH', `${catalogue()}/${bService.id}`, {
      version: 0,
      title: 'Übernommen',
    });
    expect(change.status).toBe(404);
    const entries = await call('GET', entriesOf(otherPropertyId));
    expect(entries.status).toBe(404);
    const add = await call('POST', entriesOf(otherPropertyId), {
      serviceId: bService.id,
      schedule: weekly,
    });
    expect(add.status).toBe(404);
    const entryPatch = await call('PATCH', `${entriesOf(otherPropertyId)}/${bEntry.id}`, {
      version: 0,
      active: false,
    });
    expect(entryPatch.status).toBe(404);
    const entryViaOwn = await call('PATCH', `${entriesOf()}/${bEntry.id}`, {
      version: 0,
      active: false,
    });
    expect(entryViaOwn.status).toBe(404);
    expect((await call('DELETE', `${entriesOf(otherPropertyId)}/${bEntry.id}`)).status).toBe(404);
    expect((await call('DELETE', `${entriesOf()}/${bEntry.id}`)).status).toBe(404);
    // B's service in A's body: unknown.
    const foreignService = await call('POST', entriesOf(), {
      serviceId: bService.id,
      schedule: weekly,
    });
    expect(fieldErrors(foreignService)).toEqual({ serviceId: [serviceMessages.serviceNotFound] });
    // A's lists and matrix do not show B's records.
    const list = await call('GET', catalogue());
    expect(list.body.items.map((s: Service) => s.id)).not.toContain(bService.id);
    const matrix = (await call('GET', `/api/projects/${project.id}/service-matrix`))
      .body as ServiceMatrix;
    expect(matrix.services.map((s) => s.id)).not.toContain(bService.id);
    expect(matrix.properties.map((p) => p.id)).not.toContain(otherPropertyId);
    // B's records are unchanged.
    const after = await call('GET', entriesOf(otherPropertyId, other), undefined, otherOffice);
    expect(after.body.items).toEqual([bEntry]);
    const svcAfter = await call(
      'GET',
      `${catalogue(other)}/${bService.id}`,
      undefined,
      otherOffice,
    );
    expect(svcAfter.body).toEqual(bService);
  });
});
