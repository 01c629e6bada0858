import type { AgendaVisit } from '@kontor/core/schemas/worker-app';
import type { Holidays } from '@kontor/core/tours/index';
import type { Db } from '../../db/database.ts';
import { workerRange } from './tours.service.ts';

/** The worker app's visits of a range: the day each is done on, and the agenda item. */
export interface AgendaVisits {
  visits: { date: string; item: AgendaVisit }[];
  holidays: Holidays;
}

/**
 * The visits the worker does from `from` to `to` (inclusive), as their tour of those weeks
 * shows them: their own (without those a substitute took over) and those they stand in for.
 */
export async function tourVisitsForAgenda(
  db: Db,
  projectId: string,
  workerId: string,
  from: string,
  to: string,
): Promise<AgendaVisits> {
  const { visits, holidays } = await workerRange(db, projectId, workerId, from, to);
  return {
    holidays,
    visits: visits
      .filter((visit) => visit.coveredBy === null)
      .map((visit) => ({
        date: visit.date,
        item: {
          kind: 'visit',
          entryId: visit.entryId,
          plannedDate: visit.plannedDate,
          serviceName: visit.service.title,
          serviceDescription: visit.service.description,
          status: visit.status,
          substituteFor: visit.substituteFor,
          doneAt: visit.doneAt,
          property: visit.property,
        },
      })),
  };
}
