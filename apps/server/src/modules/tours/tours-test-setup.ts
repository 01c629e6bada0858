import { expect } from 'vitest';
import { newId } from '@kontor/core/ids';
import type { ServiceEntry } from '@kontor/core/schemas/services';
import { absences, holidays, holidayTemplates } from '../../db/schema/time-tracking.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import type { TestApp, TestUser } from '../../test/test-app.ts';
import { uploadTestImages } from '../../test/test-images.ts';

export type Caller = TestUser & { cookie: string };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function callerOf(t: TestApp, project: CreatedProject) {
  return async (who: Caller, method: Method, path: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url: `/api/projects/${project.id}${path}`,
      headers: { cookie: who.cookie },
      ...(payload !== undefined && { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
}

/** A project with tours: an office member and workers flagged 'Arbeiter' with a worker role. */
export async function tourProject(t: TestApp, workerNames: string[]) {
  const project = await t.createProject({ modules: ['/properties', '/tours', '/images'] });
  const office = await t.member(project, 'office');
  const workers: Caller[] = [];
  for (const name of workerNames) {
    const user = await t.createUser({ name });
    await t.addMember(project, user, project.roleIds.worker, true);
    workers.push({ ...user, cookie: await t.login(user) });
  }
  const call = callerOf(t, project);
  return { project, office, workers, call };
}

type Call = ReturnType<typeof callerOf>;

export async function newProperty(call: Call, office: Caller, name: string): Promise<string> {
  const res = await call(office, 'POST', '/properties', { name });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

export async function newService(call: Call, office: Caller, title: string, costType: string) {
  const res = await call(office, 'POST', '/services', { title, costType });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

/** An entry's schedule: every week on `days`, from `startWeek` on, without end. */
export const everyWeekOn = (startWeek: string, days: string[]) => ({
  type: 'interval',
  every: 1,
  unit: 'weeks',
  startWeek,
  endWeek: null,
  days,
});

export async function newEntry(
  call: Call,
  office: Caller,
  propertyId: string,
  payload: object,
): Promise<ServiceEntry> {
  const res = await call(office, 'POST', `/properties/${propertyId}/services`, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** A holiday template of the given holidays ({ name: date }), stored as 'Daten aktualisieren' would. */
export async function holidayTemplate(
  t: TestApp,
  project: CreatedProject,
  name: string,
  days: Record<string, string>,
) {
  const ids: string[] = [];
  for (const [holiday, date] of Object.entries(days)) {
    const id = newId();
    await t.db.insert(holidays).values({
      id,
      projectId: project.id,
      name: holiday,
      dates: { [date.slice(0, 4)]: date },
    });
    ids.push(id);
  }
  const id = newId();
  await t.db.insert(holidayTemplates).values({ id, projectId: project.id, name, holidayIds: ids });
  return id;
}

/** An absence as the time-tracking module stores it (approved or only requested). */
export async function absence(
  t: TestApp,
  project: CreatedProject,
  user: TestUser,
  startDate: string,
  endDate: string,
  state: 'approved' | 'submitted' = 'approved',
) {
  await t.db.insert(absences).values({
    id: newId(),
    projectId: project.id,
    userId: user.id,
    startDate,
    endDate,
    type: 'vacation',
    state,
    year: Number(startDate.slice(0, 4)),
  });
}

/** Uploads `count` small PNGs through the images route as `who`; their ids. */
export const uploadPhotos = (t: TestApp, project: CreatedProject, who: Caller, count: number) =>
  uploadTestImages(t, project.id, who.cookie, count);
