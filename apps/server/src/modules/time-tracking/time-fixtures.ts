import { expect } from 'vitest';
import { newId } from '@kontor/core/ids';
import { weekStartOf } from '@kontor/core/time-tracking/change-history';
import {
  addDays,
  DEFAULT_TIME_SETTINGS,
  isoWeekDates,
  isoWeekOf,
} from '@kontor/core/time-tracking/index';
import { timeRecords } from '../../db/schema/time-tracking.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import type { TestApp, TestUser } from '../../test/test-app.ts';
import { berlinToday } from './overviews.service.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Caller = TestUser & { cookie: string };

/** A project with both time modules, an admin, an office member and a worker. */
export async function timeProject(t: TestApp) {
  const project = await t.createProject({ modules: ['/time-tracking', '/time-settings'] });
  const [admin, office, worker] = [
    await t.member(project, 'admin'),
    await t.member(project, 'office'),
    await t.member(project, 'worker'),
  ];
  return { project, admin, office, worker };
}

export function caller(t: TestApp, project: CreatedProject) {
  return async (who: Caller, method: Method, path: string, payload?: object) => {
    const res = await t.app.inject({
      method,
      url: `/api/projects/${project.id}${path}`,
      headers: { cookie: who.cookie },
      ...(payload && { payload }),
    });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
}

export const thisYear = () => Number(berlinToday().slice(0, 4));

/** Monday to Sunday of calendar week 10 of this year (early March: always in the past or near). */
export const marchWeek = () => isoWeekDates(thisYear(), 10);

/** Holidays of Berlin, a template of all of them and a record per user for this year. */
export async function withRecords(call: ReturnType<typeof caller>, admin: Caller, users: Caller[]) {
  const holidays = await call(admin, 'POST', '/time-settings/holidays/refresh', { state: 'BE' });
  expect(holidays.status, JSON.stringify(holidays.body)).toBe(200);
  const template = await call(admin, 'POST', '/time-settings/holiday-templates', {
    name: `Berlin ${Math.random()}`,
    holidayIds: holidays.body.items.map((h: { id: string }) => h.id),
  });
  expect(template.status, JSON.stringify(template.body)).toBe(201);
  const records: Record<string, string> = {};
  for (const user of users) {
    const res = await call(admin, 'POST', '/time-settings/records', {
      userId: user.id,
      year: thisYear(),
      holidayTemplateId: template.body.id,
      initialSaldo: 0,
      initialVacation: 0,
      timeSettings: {},
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    records[user.id] = res.body.id;
  }
  return { templateId: template.body.id as string, records };
}

/**
 * Monday to Sunday of the week before this one (a past week whatever the date), with a record
 * for each user in every year those days fall in: this year's come from `withRecords`; in the
 * first days of January last year's is written directly (the API offers no past year).
 */
export async function lastWeek(t: TestApp, projectId: string, users: Caller[]) {
  const days = isoWeekDates(...weekBefore(berlinToday()));
  for (const year of new Set(days.map((d) => Number(d.slice(0, 4))))) {
    if (year === thisYear()) continue;
    await t.db.insert(timeRecords).values(
      users.map((user) => ({
        id: newId(),
        projectId,
        userId: user.id,
        year,
        timeSettings: DEFAULT_TIME_SETTINGS,
      })),
    );
  }
  return days;
}

function weekBefore(today: string): [number, number] {
  const { year, week } = isoWeekOf(addDays(weekStartOf(today), -7));
  return [year, week];
}
