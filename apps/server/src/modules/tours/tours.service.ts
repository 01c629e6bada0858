import type { UserRef } from '@kontor/core/schemas/common';
import { propertyMessages } from '@kontor/core/schemas/properties';
import type { CostType, Tour, TourVisit, VisitStatus } from '@kontor/core/schemas/services';
import { visitMessages } from '@kontor/core/schemas/tours';
import { addDays, daysInMonth, type LocalDate } from '@kontor/core/time-tracking/local-date';
import {
  visitPerformers,
  visitsBetween,
  visitStatus,
  weekMondayOf,
  workerWeek,
  type Holidays,
  type ScheduledVisit,
  type WorkerVisit,
} from '@kontor/core/tours/index';
import type { Db } from '../../db/database.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { absenceCheck, berlinToday, holidayMap } from '../../lib/tour-calendar.ts';
import {
  entriesOfProperty,
  entriesOfStaff,
  loadTourData,
  type EntryRow,
  type TourData,
  type VisitRow,
} from './tour-data.repository.ts';

/*
 * The tours' read side, also for the exports (tour sheet, iCal feed, Leistungsnachweis):
 * stored entries and confirmed visits expanded by core's tours/ rules.
 */

/** A holiday move brings a visit at most this far (a run of weekend and holidays) into a range. */
const MOVE_REACH_DAYS = 31;

const visitKey = (entryId: string, plannedDate: LocalDate) => `${entryId}@${plannedDate}`;

function context(data: TourData) {
  const done = new Map<string, VisitRow>(
    data.visits.map((v) => [visitKey(v.entryId, v.plannedDate), v]),
  );
  const ref = (id: string | null): UserRef | null =>
    id === null ? null : { id, name: data.names[id] ?? '' };
  return {
    holidays: holidayMap(data.holidays),
    isAbsent: absenceCheck(data.absences),
    today: berlinToday(),
    ref,
    doneOf: (entryId: string, visit: ScheduledVisit) =>
      done.get(visitKey(entryId, visit.plannedDate)),
  };
}
type Context = ReturnType<typeof context>;

function tourVisit(ctx: Context, visit: WorkerVisit<EntryRow>): TourVisit {
  const row = ctx.doneOf(visit.entry.id, visit);
  return {
    entryId: visit.entry.id,
    plannedDate: visit.plannedDate,
    date: visit.date,
    anyDay: visit.anyDay,
    holiday: visit.holiday,
    status: visitStatus(visit, row !== undefined, ctx.today),
    substituteFor: ctx.ref(visit.substituteFor),
    coveredBy: ctx.ref(visit.coveredBy),
    doneAt: row?.doneAt ?? null,
    doneBy: row ? ctx.ref(row.doneBy) : null,
    comment: row ? row.comment : null,
    photoCount: row?.photoCount ?? 0,
  };
}

const propertyOf = (entry: EntryRow) => ({
  id: entry.propertyId,
  name: entry.propertyName,
  address: entry.address,
  keyNumber: entry.keyNumber,
  info: entry.info,
});

/** Entries grouped by property, keeping the query's order (property name, service title). */
function byProperty(
  entries: readonly EntryRow[],
  visitsOf: (entry: EntryRow) => TourVisit[] | null,
): Tour['properties'] {
  const properties = new Map<string, Tour['properties'][number]>();
  for (const entry of entries) {
    const visits = visitsOf(entry);
    if (visits === null) continue;
    let property = properties.get(entry.propertyId);
    if (!property) {
      property = { ...propertyOf(entry), services: [] };
      properties.set(entry.propertyId, property);
    }
    property.services.push({
      entryId: entry.id,
      serviceId: entry.serviceId,
      title: entry.title,
      costType: entry.costType,
      schedule: entry.schedule,
      visits,
    });
  }
  return [...properties.values()];
}

/** The worker's membership; 404 for someone who is no member (or, `mustBeWorker`, no worker). */
function workerOf(data: TourData, workerId: string, mustBeWorker: boolean): UserRef {
  if (!data.worker || (mustBeWorker && !data.worker.isWorker)) {
    throw new HttpProblem(404, visitMessages.workerNotFound);
  }
  return { id: workerId, name: data.worker.name };
}

/**
 * One worker's tour ('Touren'). For a week: the entries with visits in it (their own, those
 * they take over as a substitute, and their own a substitute took, `coveredBy`), by property
 * and service. Without a week (the overview): the entries they are assigned to as worker,
 * with their schedules and no visits.
 */
export async function tourOf(
  db: Db,
  projectId: string,
  workerId: string,
  weekMonday: LocalDate | null,
  options: { mustBeWorker?: boolean } = {},
): Promise<Tour> {
  return (await readTour(db, projectId, workerId, weekMonday, options)).tour;
}

/** `tourOf` with the revision it was read with (the route's cache). */
export async function readTour(
  db: Db,
  projectId: string,
  workerId: string,
  weekMonday: LocalDate | null,
  options: { mustBeWorker?: boolean } = {},
): Promise<{ tour: Tour; revision: string }> {
  const mustBeWorker = options.mustBeWorker ?? false;
  if (weekMonday === null) {
    const data = await loadTourData(db, projectId, {
      entries: entriesOfStaff(projectId, workerId, 'worker'),
      workerId,
    });
    const worker = workerOf(data, workerId, mustBeWorker);
    const properties = byProperty(data.entries, () => []);
    return { tour: { worker, week: null, days: [], properties }, revision: data.revision };
  }
  const sunday = addDays(weekMonday, 6);
  const data = await loadTourData(db, projectId, {
    entries: entriesOfStaff(projectId, workerId),
    visits: { from: addDays(weekMonday, -MOVE_REACH_DAYS), to: sunday },
    absences: { from: weekMonday, to: sunday },
    workerId,
  });
  const worker = workerOf(data, workerId, mustBeWorker);
  const ctx = context(data);
  const visits = workerWeek(data.entries, workerId, weekMonday, ctx);
  const byEntry = new Map<string, TourVisit[]>();
  for (const visit of visits) {
    const list = byEntry.get(visit.entry.id) ?? [];
    list.push(tourVisit(ctx, visit));
    byEntry.set(visit.entry.id, list);
  }
  const tour = {
    worker,
    week: weekMonday,
    days: Array.from({ length: 7 }, (_, i) => addDays(weekMonday, i)),
    properties: byProperty(data.entries, (entry) => byEntry.get(entry.id) ?? null),
  };
  return { tour, revision: data.revision };
}

/** A visit of a worker's calendar with what the feed shows of its property and service. */
export interface WorkerCalendarVisit extends TourVisit {
  /** iCal SEQUENCE: the sum of the stored versions of entry, service and property. */
  sequence: number;
  property: ReturnType<typeof propertyOf>;
  service: {
    id: string;
    title: string;
    description: string;
    costType: CostType;
    defaultDuration: number | null;
  };
}

/**
 * One worker's visits happening within [from, to] (the iCal feed), by date: the same visits
 * as their tours of those weeks, with property and service.
 */
export async function workerVisits(
  db: Db,
  projectId: string,
  workerId: string,
  from: LocalDate,
  to: LocalDate,
): Promise<WorkerCalendarVisit[]> {
  return (await workerRange(db, projectId, workerId, from, to)).visits;
}

/** `workerVisits` with the tours' holidays (the worker app's agenda shows them per day). */
export async function workerRange(
  db: Db,
  projectId: string,
  workerId: string,
  from: LocalDate,
  to: LocalDate,
): Promise<{ visits: WorkerCalendarVisit[]; holidays: Holidays }> {
  const firstMonday = weekMondayOf(from);
  const data = await loadTourData(db, projectId, {
    entries: entriesOfStaff(projectId, workerId),
    visits: { from: addDays(from, -MOVE_REACH_DAYS), to },
    absences: { from: firstMonday, to: addDays(weekMondayOf(to), 6) },
    workerId,
  });
  workerOf(data, workerId, false);
  const ctx = context(data);
  const result: WorkerCalendarVisit[] = [];
  for (let monday = firstMonday; monday <= to; monday = addDays(monday, 7)) {
    for (const visit of workerWeek(data.entries, workerId, monday, ctx)) {
      if (visit.date < from || visit.date > to) continue;
      const { entry } = visit;
      result.push({
        ...tourVisit(ctx, visit),
        sequence: entry.sequence,
        property: propertyOf(entry),
        service: {
          id: entry.serviceId,
          title: entry.title,
          description: entry.description,
          costType: entry.costType,
          defaultDuration: entry.defaultDuration,
        },
      });
    }
  }
  return { visits: result, holidays: ctx.holidays };
}

/** One planned visit of a property's month (the fields of core's serviceProofRowSchema). */
export interface PropertyMonthVisit {
  entryId: string;
  service: string;
  costType: CostType;
  plannedDate: LocalDate;
  date: LocalDate;
  anyDay: boolean;
  holiday: string | null;
  status: VisitStatus;
  /** Who did it (done), else who is to do it (the substitute standing in); null if nobody. */
  worker: UserRef | null;
  /** The absent worker `worker` stands in for. */
  substituteFor: UserRef | null;
  doneAt: string | null;
  comment: string | null;
  photoCount: number;
}

export interface PropertyMonth {
  property: { id: string; name: string; address: string; keyNumber: number | null };
  visits: PropertyMonthVisit[];
}

/**
 * Every visit of a property's services happening in `month` ('YYYY-MM', the
 * Leistungsnachweis), by date. With several workers on an entry the first who does the visit
 * is named. 404 when the property is not the project's.
 */
export async function propertyMonthVisits(
  db: Db,
  projectId: string,
  propertyId: string,
  month: string,
): Promise<PropertyMonth> {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const from = `${month}-01`;
  const to = `${month}-${String(daysInMonth(year, monthNumber)).padStart(2, '0')}`;
  const data = await loadTourData(db, projectId, {
    entries: entriesOfProperty(propertyId),
    visits: { from: addDays(from, -MOVE_REACH_DAYS), to },
    absences: { from: weekMondayOf(from), to: addDays(weekMondayOf(to), 6) },
    propertyId,
  });
  if (!data.property) throw new HttpProblem(404, propertyMessages.notFound);
  const ctx = context(data);
  const visits: PropertyMonthVisit[] = [];
  for (const entry of data.entries) {
    for (const visit of visitsBetween(entry, from, to, ctx.holidays)) {
      const row = ctx.doneOf(entry.id, visit);
      const performers = visitPerformers(entry.workerIds, entry.substituteIds, visit, ctx.isAbsent);
      const performer = performers.find((p) => !p.uncovered);
      const doer = row ? row.doneBy : (performer?.workerId ?? null);
      const standsIn = performer && performer.workerId === doer ? performer.substituteFor : null;
      visits.push({
        entryId: entry.id,
        service: entry.title,
        costType: entry.costType,
        plannedDate: visit.plannedDate,
        date: visit.date,
        anyDay: visit.anyDay,
        holiday: visit.holiday,
        status: visitStatus(visit, row !== undefined, ctx.today),
        worker: ctx.ref(doer),
        substituteFor: ctx.ref(standsIn),
        doneAt: row?.doneAt ?? null,
        comment: row ? row.comment : null,
        photoCount: row?.photoCount ?? 0,
      });
    }
  }
  visits.sort((a, b) => a.date.localeCompare(b.date));
  return { property: data.property, visits };
}
