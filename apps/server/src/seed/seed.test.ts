import type { RecordView } from '@kontor/core/schemas/time-tracking-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyPage } from '@kontor/core/schemas/properties';
import { memberships, modules, projects, roles } from '../db/schema/projects.ts';
import { properties } from '../db/schema/properties.ts';
import { users } from '../db/schema/users.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { ensureAdmin } from './admin.ts';
import { DEMO_PROJECT, DEMO_PROPERTIES, DEMO_USERS } from './demo-data.ts';
import { seedDemo } from './demo.ts';
import { seedDemoDocument, seedDemoMedia } from './demo-media.ts';
import { TASK_LIST_PAGES, type TaskPageAnswer } from '@kontor/core/schemas/tasks';
import { TASK_TABS } from '@kontor/core/scheduling/index';
import { TICKET_PAGES } from '@kontor/core/states/ticket-states';
import { addDays } from '@kontor/core/time-tracking/local-date';
import { berlinToday } from '../modules/time-tracking/overviews.service.ts';
import { tasks } from '../db/schema/tasks.ts';
import { absenceDays, absences, timeEntries } from '../db/schema/time-tracking.ts';
import type { ServiceMatrix, Tour } from '@kontor/core/schemas/services';
import { serviceVisits } from '../db/schema/tours.ts';
import { weekMondayOf } from '@kontor/core/tours/tour-weeks';
import { DEMO_ABSENT_WORKER, DEMO_SERVICE_ENTRIES, DEMO_SERVICES } from './demo-service-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('first start', () => {
  it('creates the first superuser once, generating a password when none is given', async () => {
    const admin = await ensureAdmin(t.db, { adminEmail: 'admin@kontor.local' });
    expect(admin?.generatedPassword).toMatch(/^\w{16}$/);
    const cookie = await t.login({
      email: 'admin@kontor.local',
      password: admin!.generatedPassword!,
    });
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.json().user.isSuperuser).toBe(true);
    expect(
      await ensureAdmin(t.db, { adminEmail: 'other@kontor.local', adminPassword: 'geheim-123' }),
    ).toBeUndefined();
    expect(await t.db.select().from(users)).toHaveLength(1);

    const demo = await seedDemo(t.db, admin!.id);
    expect(demo).toBeDefined();
    const [project] = await t.db.select().from(projects);
    expect(project!.name).toBe(DEMO_PROJECT.name);
    const projectRoles = await t.db.select().from(roles).where(eq(roles.projectId, project!.id));
    expect(projectRoles.map((r) => r.type).sort()).toEqual(['admin', 'office', 'worker']);
    expect(projectRoles.filter((r) => r.isDefault)).toHaveLength(1);
    const mods = await t.db.select().from(modules).where(eq(modules.projectId, project!.id));
    expect(mods.map((m) => m.path)).toEqual(
      expect.arrayContaining(['/properties', '/tasks', '/time-tracking']),
    );
    const members = await t.db
      .select()
      .from(memberships)
      .where(eq(memberships.projectId, project!.id));
    expect(members).toHaveLength(DEMO_USERS.length + 1);
    expect(members.find((m) => m.userId === admin!.id)?.roleId).toBe(
      projectRoles.find((r) => r.type === 'admin')!.id,
    );
    // 'Arbeiter' sits on the demo project's memberships, as the demo data marks each person.
    const workers = await t.db
      .select({ email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.isWorker, true));
    expect(workers.map((w) => w.email).sort()).toEqual(
      DEMO_USERS.filter((u) => u.isWorker)
        .map((u) => u.email)
        .sort(),
    );
    expect(await t.db.select().from(properties)).toHaveLength(DEMO_PROPERTIES.length);

    // The admin sees the demo properties through the API, with the counter-based total.
    const list = await t.app.inject({
      url: `/api/projects/${project!.id}/properties?pageSize=50`,
      headers: { cookie },
    });
    const page = list.json<PropertyPage>();
    const active = DEMO_PROPERTIES.filter((p) => !p.archived).length;
    expect(page.total).toBe(active);
    expect(page.items).toHaveLength(active);
    expect(page.items.some((i) => i.assignedStaff.length > 0)).toBe(true);

    await expectLivingDemo(project!.id, cookie);
    await seedDemoMedia(
      { db: t.db, storage: t.app.storage, log: t.app.log, fields: t.app.declared.imageFields },
      project!.id,
      demo!.officeId,
    );
    const pictures = await t.app.inject({
      url: `/api/projects/${project!.id}/images`,
      headers: { cookie },
    });
    expect(pictures.json().items.map((i: { name: string }) => i.name)).toContain(
      'Hausfassade Lindenstraße',
    );
    const kind = t.app.declared.documentOwners.find((o) => o.type === 'object')!;
    const owner = { kind, id: demo!.propertyId };
    const files = { db: t.db, storage: t.app.storage, log: t.app.log };
    await seedDemoDocument(files, owner, project!.id, demo!.officeId);
    const docs = await t.app.inject({
      url: `/api/projects/${project!.id}/properties/${demo!.propertyId}/documents`,
      headers: { cookie },
    });
    expect(docs.json().items.map((d: { name: string }) => d.name)).toEqual(['Hausordnung']);
    const news = await t.app.inject({
      url: `/api/projects/${project!.id}/articles`,
      headers: { cookie },
    });
    expect(news.json().items.map((i: { state: string }) => i.state)).toEqual(['published']);

    // A demo user logs in with the printed password.
    await t.login({ email: DEMO_USERS[1]!.email, password: demo!.password });
    // Seeding again does nothing.
    expect(await seedDemo(t.db, admin!.id)).toBeUndefined();
    expect(await t.db.select().from(projects)).toHaveLength(1);
  });
});

async function expectLivingDemo(projectId: string, cookie: string) {
  const get = async <T>(path: string) => {
    const res = await t.app.inject({
      url: `/api/projects/${projectId}${path}`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const today = berlinToday();
  const year = Number(today.slice(0, 4));
  const holidays = await get<{ items: { dates: Record<string, string> }[] }>(
    '/time-settings/holidays',
  );
  expect(holidays.items.map((h) => h.dates[String(year)])).toContain(`${year}-12-25`);
  expect((await get<{ items: unknown[] }>('/time-settings/holiday-templates')).items).toHaveLength(
    1,
  );
  expect(
    (await get<{ items: unknown[] }>('/time-settings/surcharges')).items.length,
  ).toBeGreaterThan(0);

  const records = await get<{ items: RecordView[] }>(`/time-settings/records?year=${year}`);
  expect(records.items).toHaveLength(DEMO_USERS.length);
  const rows = await t.db
    .select({ date: timeEntries.date, userId: timeEntries.userId })
    .from(timeEntries)
    .where(eq(timeEntries.projectId, projectId));
  const yesterday = addDays(today, -1);
  expect(rows.every((r) => r.date <= yesterday)).toBe(true);
  if (yesterday.startsWith(String(year))) {
    // Every member worked since January (a year's first days may all be holidays or weekend).
    const workedDays = rows.filter((r) => r.userId === records.items[0]!.user.id).length;
    expect(new Set(rows.map((r) => r.userId)).size).toBe(workedDays > 0 ? DEMO_USERS.length : 0);
  }
  const holidayDates = new Set(holidays.items.map((h) => h.dates[String(year)]));
  expect(rows.some((r) => holidayDates.has(r.date))).toBe(false);
  const states = new Set(
    (
      await t.db
        .select({ state: absences.state })
        .from(absences)
        .where(eq(absences.projectId, projectId))
    ).map((s) => s.state),
  );
  // A past week of vacation approved once spring has come, and later ones asked for or drafted.
  if (today > `${year}-04-01`) expect(states).toContain('approved');
  if (today < `${year}-12-01`)
    expect([...states]).toEqual(expect.arrayContaining(['created', 'submitted']));
  const approvedDays = await t.db
    .select({ date: absenceDays.date, userId: absenceDays.userId })
    .from(absenceDays)
    .where(eq(absenceDays.projectId, projectId));
  const absent = new Set(approvedDays.map((d) => `${d.userId} ${d.date}`));
  expect(rows.some((r) => absent.has(`${r.userId} ${r.date}`))).toBe(false);
  // Vacation by §§ 4, 5 BUrlG: long employed, or the last one through the waiting period in February.
  const employments = records.items.map((r) => [
    r.user.name,
    r.vacation.basis,
    r.employment?.start,
  ]);
  expect(employments).toContainEqual(['Jan Schröder', 'full', '2019-04-01']);
  expect(employments).toContainEqual(['Anna Schulz', 'full', `${year - 1}-09-01`]);

  const taskPage = await get<TaskPageAnswer>('/tasks');
  for (const tab of TASK_TABS) expect(taskPage.counts.tabs[tab], tab).toBeGreaterThan(0);
  for (const page of TASK_LIST_PAGES) expect(taskPage.counts.pages[page], page).toBeGreaterThan(0);
  const taskStates = await t.db
    .select({ state: tasks.state })
    .from(tasks)
    .where(eq(tasks.projectId, projectId));
  expect(new Set(taskStates.map((s) => s.state))).toEqual(
    new Set(['created', 'assigned', 'executed', 'completed', 'archived']),
  );
  const ticketPage = await get<{ counts: Record<string, number> }>('/tickets');
  for (const page of TICKET_PAGES) expect(ticketPage.counts[page], page).toBeGreaterThan(0);

  await expectDemoServices(get, today);
}

/** The tours open on a catalogue, entries of both schedule kinds and a worker away next week. */
async function expectDemoServices(get: <T>(path: string) => Promise<T>, today: string) {
  const catalogue = await get<{ items: { title: string; costType: string; active: boolean }[] }>(
    '/services',
  );
  expect(catalogue.items).toHaveLength(DEMO_SERVICES.length);
  expect(new Set(catalogue.items.map((s) => s.costType)).size).toBeGreaterThanOrEqual(6);
  expect(catalogue.items.filter((s) => !s.active).map((s) => s.title)).toEqual([
    'Dachrinnenreinigung',
  ]);

  const matrix = await get<ServiceMatrix>('/service-matrix');
  const entries = matrix.properties.flatMap((p) => p.entries);
  expect(entries).toHaveLength(DEMO_SERVICE_ENTRIES.length);
  expect(entries.filter((e) => !e.active)).toHaveLength(1);
  // The matrix's columns are the active services, each used by a property.
  expect(matrix.services).toHaveLength(DEMO_SERVICES.length - 1);
  for (const service of matrix.services) {
    expect(
      entries.some((e) => e.serviceId === service.id),
      service.title,
    ).toBe(true);
  }

  const first = matrix.properties.find((p) => p.name === DEMO_PROPERTIES[0]!.name)!;
  const own = await get<{ items: { schedule: { type: string }; substitutes: unknown[] }[] }>(
    `/properties/${first.id}/services`,
  );
  expect(own.items.map((e) => e.schedule.type).sort()).toEqual(['dates', 'interval', 'interval']);
  expect(own.items.every((e) => e.substitutes.length > 0)).toBe(true);

  // Next week's vacation of one worker (skipped when that week reaches into next year).
  const absent = DEMO_USERS[DEMO_ABSENT_WORKER]!;
  const nextMonday = addDays(weekMondayOf(today), 7);
  const [user] = await t.db.select().from(users).where(eq(users.email, absent.email));
  const days = await t.db
    .select({ date: absenceDays.date })
    .from(absenceDays)
    .where(eq(absenceDays.userId, user!.id));
  const dates = days.map((d) => d.date);
  if (addDays(nextMonday, 4).startsWith(today.slice(0, 4))) {
    expect(dates).toEqual(expect.arrayContaining([nextMonday, addDays(nextMonday, 4)]));
    // On the absent worker's tour every visit of that week is taken over by someone.
    const tour = await get<Tour>(`/tours?workerId=${user!.id}&week=${nextMonday}`);
    const visits = tour.properties.flatMap((p) => p.services.flatMap((s) => s.visits));
    expect(visits.length).toBeGreaterThan(0);
    expect(visits.every((v) => v.coveredBy !== null)).toBe(true);
  } else {
    expect(dates).not.toContain(nextMonday);
  }

  // Past weeks: most visits confirmed by their performer, a few missed, nothing ahead.
  const done = await t.db.select().from(serviceVisits);
  expect(done.length).toBeGreaterThan(20);
  expect(done.every((v) => v.plannedDate < today && v.doneBy !== null)).toBe(true);
  const statuses = new Set<string>();
  for (const worker of DEMO_USERS.filter((u) => u.isWorker)) {
    const [row] = await t.db.select().from(users).where(eq(users.email, worker.email));
    const lastWeek = addDays(weekMondayOf(today), -7);
    const tour = await get<Tour>(`/tours?workerId=${row!.id}&week=${lastWeek}`);
    for (const visit of tour.properties.flatMap((p) => p.services.flatMap((s) => s.visits))) {
      statuses.add(visit.status);
    }
  }
  expect(statuses).toContain('done');
  expect([...statuses].every((s) => s !== 'planned')).toBe(true);
}
