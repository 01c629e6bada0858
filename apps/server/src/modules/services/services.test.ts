import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyMessages } from '@kontor/core/schemas/properties';
import { projectMessages } from '@kontor/core/schemas/projects';
import {
  serviceMessages,
  type Service,
  type ServiceEntry,
  type ServiceMatrix,
} from '@kontor/core/schemas/services';
import { testImage } from '../../files/test-fixtures.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { multipartPayload } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let project: CreatedProject;
let other: CreatedProject;
let office: string;
let otherOffice: string;
let workerRole: string;
let worker: { id: string; name: string };
let substitute: { id: string; name: string };
let nonWorker: { id: string };
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

/** A member of the project flagged as worker, in the given role type. */
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
  await t.addMember(project, nonWorker as never, project.roleIds.office);
  workerRole = (await t.member(project, 'worker')).cookie;
  propertyId = await newProperty(project, office, 'Gartenweg 1');
  otherPropertyId = await newProperty(other, otherOffice, 'Fremdweg 2');
});
afterAll(() => t.close());

describe('the service catalogue', () => {
  it('creates a service with defaults and lists it', async () => {
    const created = await createService({
      title: '  Hauswart  ',
      workerIds: [substitute.id, worker.id],
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
    // The order given is kept (the first substitute available takes over).
    expect(created.workers.map((w) => w.id)).toEqual([substitute.id, worker.id]);
    expect(created.substitutes).toEqual([{ id: worker.id, name: worker.name }]);
    const list = await call('GET', catalogue());
    expect(list.status).toBe(200);
    expect(list.body.items.map((s: Service) => s.id)).toContain(created.id);
    const one = await call('GET', `${catalogue()}/${created.id}`);
    expect(one.body).toEqual(created);
  });

  it('offers only the workers of the project', async () => {
    const res = await call('GET', `${catalogue()}/worker-options`);
    expect(res.status).toBe(200);
    const ids = res.body.items.map((u: { id: string }) => u.id);
    expect(ids).toContain(worker.id);
    expect(ids).toContain(substitute.id);
    expect(ids).not.toContain(nonWorker.id);
  });
});

describe('the services matrix', () => {
  it('lists non-archived properties × active services with their entries', async () => {
    const svc = await createService({ title: 'Gartenpflege' });
    const entry = await createEntry({ serviceId: svc.id });
    const res = await call('GET', `/api/projects/${project.id}/service-matrix`);
    expect(res.status).toBe(200);
    const matrix = res.body as ServiceMatrix;
    expect(matrix.services.map((s) => s.id)).toContain(svc.id);
    const row = matrix.properties.find((p) => p.id === propertyId)!;
    expect(row.entries).toContainEqual({ id: entry.id, serviceId: svc.id, active: true });
  });
});

void [projectMessages, propertyMessages, serviceMessages, testImage, multipartPayload];
void [otherPropertyId, workerRole];
