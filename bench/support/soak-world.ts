/**
 * The world of the soak benchmark, set up through the API of a server with the demo project:
 * several members (admin role, so every module is theirs) who log in for real sessions, each
 * with a time record of this year; one task per connection, so that a connection's task
 * changes never race another's; the demo project's properties and articles.
 */
import { unwrap, type ApiClient } from '@kontor/api-client';
import { berlinToday } from '@kontor/core/scheduling/index';
import { login } from './server.ts';

export interface SoakUser {
  id: string;
  cookie: string;
}

export interface SoakWorld {
  projectId: string;
  users: SoakUser[];
  /** One task per connection with the version the connection last saw. */
  tasks: { id: string; version: number }[];
  propertyIds: string[];
  articleIds: string[];
  /** The first of January of the year the time records cover. */
  yearStart: string;
}

const PASSWORD = 'soak-passwort-123';

interface MemberSetup {
  roleId: string;
  holidayTemplateId: string;
  year: number;
}

/** The demo project's admin role and holiday template, and this year in Berlin. */
async function memberSetup(api: ApiClient, projectId: string): Promise<MemberSetup> {
  const path = { params: { path: { projectId } } };
  const roles = await unwrap(api.GET('/api/projects/{projectId}/roles', path));
  const roleId = roles.find((role) => role.type === 'admin')?.id;
  const templates = await unwrap(
    api.GET('/api/projects/{projectId}/time-settings/holiday-templates', path),
  );
  const holidayTemplateId = templates.items[0]?.id;
  if (!roleId || !holidayTemplateId)
    throw new Error('the demo project lacks an admin role or holiday template');
  return { roleId, holidayTemplateId, year: Number(berlinToday(Date.now()).slice(0, 4)) };
}

/** A new member with a password and a time record for the year, logged in. */
async function soakUser(
  base: string,
  api: ApiClient,
  projectId: string,
  n: number,
  setup: MemberSetup,
) {
  const path = { params: { path: { projectId } } };
  const email = `soak${n}@kontor.local`;
  const member = await unwrap(
    api.POST('/api/projects/{projectId}/user-management/members', {
      ...path,
      body: {
        firstName: 'Soak',
        familyName: `Nutzer ${n}`,
        email,
        roleId: setup.roleId,
        password: PASSWORD,
        passwordRepeat: PASSWORD,
        isWorker: true,
      },
    }),
  );
  const { year, holidayTemplateId } = setup;
  await unwrap(
    api.POST('/api/projects/{projectId}/time-settings/records', {
      ...path,
      body: {
        userId: member.id,
        year,
        holidayTemplateId,
        initialSaldo: 0,
        initialVacation: 0,
        timeSettings: {},
      },
    }),
  );
  const { cookie } = await login(base, { email, password: PASSWORD });
  return { id: member.id, cookie };
}

export async function soakWorld(base: string, users: number, tasks: number): Promise<SoakWorld> {
  const { api, projectId } = await login(base);
  const path = { params: { path: { projectId } } };
  const setup = await memberSetup(api, projectId);
  const members: SoakUser[] = [];
  for (let n = 1; n <= users; n++) members.push(await soakUser(base, api, projectId, n, setup));

  const properties = await unwrap(
    api.GET('/api/projects/{projectId}/properties', {
      params: { path: { projectId }, query: { pageSize: 100 } },
    }),
  );
  const propertyIds = properties.items.map((p) => p.id);
  if (propertyIds.length === 0) throw new Error('the demo project has no properties');
  const created: SoakWorld['tasks'] = [];
  for (let i = 0; i < tasks; i++) {
    const task = await unwrap(
      api.POST('/api/projects/{projectId}/tasks', {
        ...path,
        body: { title: `Soak-Aufgabe ${i + 1}`, propertyId: propertyIds[i % propertyIds.length]! },
      }),
    );
    created.push({ id: task.id, version: task.version });
  }
  const articles = await unwrap(api.GET('/api/projects/{projectId}/articles', path));
  const articleIds = articles.items.map((a) => a.id);
  if (articleIds.length === 0) throw new Error('the demo project has no articles');
  return {
    projectId,
    users: members,
    tasks: created,
    propertyIds,
    articleIds,
    yearStart: `${setup.year}-01-01`,
  };
}
