import type { LocalDate } from '../time-tracking/local-date.ts';
import type { ScheduledVisit, VisitPerformer } from './service-schedule.ts';
import { workdaysOf } from './tour-weeks.ts';

export type IsAbsent = (userId: string, date: LocalDate) => boolean;

/** Absent for a visit: on its day, or for an 'any' visit on every Monday–Friday of its week. */
export function isAbsentFor(visit: ScheduledVisit, userId: string, isAbsent: IsAbsent): boolean {
  if (!visit.anyDay) return isAbsent(userId, visit.date);
  return workdaysOf(visit.date).every((day) => isAbsent(userId, day));
}

/**
 * Who does a visit, one performer per assigned worker in their order. An absent worker is
 * replaced by the first substitute (list order) who is present and not yet doing the visit;
 * without one the worker stays, marked `uncovered`. A skipped visit needs nobody to stand in.
 */
export function visitPerformers(
  workerIds: readonly string[],
  substituteIds: readonly string[],
  visit: ScheduledVisit,
  isAbsent: IsAbsent,
): VisitPerformer[] {
  const workers = [...new Set(workerIds)];
  const absent = (userId: string) => !visit.skipped && isAbsentFor(visit, userId, isAbsent);
  const busy = new Set(workers.filter((workerId) => !absent(workerId)));
  return workers.map((workerId) => {
    if (busy.has(workerId)) return { workerId, substituteFor: null, uncovered: false };
    const substitute = substituteIds.find((id) => !busy.has(id) && !absent(id));
    if (substitute === undefined) return { workerId, substituteFor: null, uncovered: true };
    busy.add(substitute);
    return { workerId: substitute, substituteFor: workerId, uncovered: false };
  });
}
