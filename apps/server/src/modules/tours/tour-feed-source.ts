import type { Db } from '../../db/database.ts';
import type { FeedVisit } from './calendar-feed.ts';
import { workerVisits } from './tours.service.ts';

/** Where the feed's visits come from (the tours API; tests pass their own). */
export type FeedVisitSource = (
  db: Db,
  projectId: string,
  workerId: string,
  from: string,
  to: string,
) => Promise<FeedVisit[]>;

/**
 * The visits the worker does from `from` to `to` (inclusive): their tour of those weeks
 * without their own visits a substitute took over, with SEQUENCE from the stored versions of
 * entry, service and property.
 */
export const tourVisitsForFeed: FeedVisitSource = async (db, projectId, workerId, from, to) => {
  const visits = await workerVisits(db, projectId, workerId, from, to);
  return visits
    .filter((visit) => visit.coveredBy === null)
    .map((visit) => ({
      entryId: visit.entryId,
      plannedDate: visit.plannedDate,
      date: visit.date,
      anyDay: visit.anyDay,
      holiday: visit.holiday,
      status: visit.status,
      service: visit.service.title,
      property: visit.property.name,
      address: visit.property.address,
      keyNumber: visit.property.keyNumber,
      info: visit.property.info,
      substituteFor: visit.substituteFor?.name ?? null,
      sequence: visit.sequence,
    }));
};
