import { berlinToday } from '@kontor/core/scheduling/index';
import { addDays } from '@kontor/core/time-tracking/local-date';
import { weekMondayOf } from '@kontor/core/tours/tour-weeks';
import type { ServiceSchedule } from '@kontor/core/tours/service-schedule';
import * as absences from '../modules/time-tracking/absences.service.ts';
import * as services from '../modules/services/services.service.ts';
import type { Db } from '../db/database.ts';
import { DEMO_PROPERTIES } from './demo-data.ts';
import { seedDemoVisits, type DemoVisitEntry } from './demo-visits.ts';
import {
  DEMO_ABSENT_WORKER,
  DEMO_SERVICE_ENTRIES,
  DEMO_SERVICES,
  type DemoSchedule,
} from './demo-service-data.ts';

function toSchedule(schedule: DemoSchedule, start: string): ServiceSchedule {
  if ('monthDays' in schedule) return { type: 'dates', monthDays: schedule.monthDays };
  return {
    type: 'interval',
    every: schedule.every,
    unit: schedule.unit ?? 'weeks',
    startWeek: start,
    endWeek: schedule.endsIn === undefined ? null : addDays(start, 7 * (12 + schedule.endsIn)),
    days: schedule.days,
  };
}

/**
 * The services catalogue, entries on the demo properties (interval and dates schedules, their
 * own workers and substitutes) and an approved vacation next week, through the module's
 * services. `propertyIds` follows DEMO_PROPERTIES; `approverId` approves the vacation.
 */
export async function seedDemoServices(
  db: Db,
  projectId: string,
  officeId: string,
  approverId: string,
  userIds: readonly string[],
  propertyIds: readonly string[],
) {
  const who = (people: number[]) => people.map((i) => userIds[i]!);
  const serviceIds = new Map<string, string>();
  for (const item of DEMO_SERVICES) {
    const service = await services.create(db, projectId, officeId, {
      title: item.title,
      description: item.description,
      costType: item.costType,
      defaultDuration: item.defaultDuration,
      workerIds: who(item.workers),
      substituteIds: who(item.substitutes),
      // Entries need an active service; the inactive one gets none.
      active: item.active ?? true,
    });
    serviceIds.set(item.title, service.id);
  }
  const start = addDays(weekMondayOf(berlinToday(Date.now())), -7 * 12);
  const entries: DemoVisitEntry[] = [];
  for (const item of DEMO_SERVICE_ENTRIES) {
    const schedule = toSchedule(item.schedule, start);
    const staff = { workerIds: who(item.workers), substituteIds: who(item.substitutes) };
    const entry = await services.createEntry(db, projectId, propertyIds[item.property]!, officeId, {
      serviceId: serviceIds.get(item.service)!,
      schedule,
      holidayRule: item.holidayRule,
      ...staff,
      active: item.active,
    });
    if (!item.active) continue;
    const place = DEMO_PROPERTIES[item.property]!.name;
    entries.push({
      id: entry.id,
      name: `${item.service} · ${place}`,
      schedule,
      ...staff,
      holidayRule: item.holidayRule,
    });
  }
  await vacationNextWeek(db, projectId, approverId, userIds[DEMO_ABSENT_WORKER]!);
  const workerIds = [...new Set(entries.flatMap((e) => [...e.workerIds, ...e.substituteIds]))];
  const visits = await seedDemoVisits(db, projectId, entries, workerIds);
  return { serviceIds: [...serviceIds.values()], entryIds: entries.map((e) => e.id), visits };
}

/** Monday to Friday of next week, when it lies in this year (the worker's record's year). */
async function vacationNextWeek(db: Db, projectId: string, approverId: string, userId: string) {
  const today = berlinToday(Date.now());
  const startDate = addDays(weekMondayOf(today), 7);
  const endDate = addDays(startDate, 4);
  if (endDate.slice(0, 4) !== today.slice(0, 4)) return;
  const own = { projectId, userId, staff: false };
  const created = await absences.create(db, own, {
    startDate,
    endDate,
    type: 'vacation',
    comment: 'Kurzurlaub',
  });
  const submitted = await absences.submit(db, own, created.id, created.version);
  await absences.approve(
    db,
    { projectId, userId: approverId, staff: true },
    submitted.id,
    submitted.version,
  );
}
