import { addDays, type LocalDate } from '../time-tracking/local-date.ts';
import type { Holidays } from './holiday-rule.ts';
import type {
  HolidayRule,
  ScheduledVisit,
  ServiceSchedule,
  VisitPerformer,
} from './service-schedule.ts';
import { visitPerformers, type IsAbsent } from './visit-performers.ts';
import { visitsBetween } from './visits-between.ts';

/**
 * What the expansion needs of a property's service entry; callers pass their own rows (those
 * naming the worker as worker or substitute; others yield nothing).
 */
export interface TourEntry {
  schedule: ServiceSchedule;
  holidayRule: HolidayRule;
  workerIds: readonly string[];
  substituteIds: readonly string[];
}

/** One visit on a worker's week, with the entry it belongs to. */
export interface WorkerVisit<E extends TourEntry = TourEntry> extends ScheduledVisit {
  entry: E;
  /** The absent worker this worker stands in for. */
  substituteFor: string | null;
  /** On the absent worker's own tour: who took the visit over ('vertreten durch …'). */
  coveredBy: string | null;
  /** This worker is absent and no substitute is free. */
  uncovered: boolean;
}

export interface WeekCalendar {
  holidays: Holidays;
  isAbsent: IsAbsent;
}

type Role = Pick<WorkerVisit, 'substituteFor' | 'coveredBy' | 'uncovered'>;

function roleOf(performers: readonly VisitPerformer[], workerId: string): Role | null {
  for (const performer of performers) {
    if (performer.workerId === workerId) {
      const { substituteFor } = performer;
      return { substituteFor, coveredBy: null, uncovered: performer.uncovered === true };
    }
    if (performer.substituteFor === workerId) {
      return { substituteFor: null, coveredBy: performer.workerId, uncovered: false };
    }
  }
  return null;
}

/**
 * One worker's visits in the week starting `weekMonday`, by date (entries in their order on
 * the same day): the visits of entries they work on, the ones they take over as a substitute,
 * and, flagged with `coveredBy`, their own visits a substitute took from them. A visit counts
 * in the week it happens in after its holiday rule, so a move can bring it in from before.
 */
export function workerWeek<E extends TourEntry>(
  entries: readonly E[],
  workerId: string,
  weekMonday: LocalDate,
  { holidays, isAbsent }: WeekCalendar,
): WorkerVisit<E>[] {
  const sunday = addDays(weekMonday, 6);
  const visits: WorkerVisit<E>[] = [];
  for (const entry of entries) {
    for (const visit of visitsBetween(entry, weekMonday, sunday, holidays)) {
      const performers = visitPerformers(entry.workerIds, entry.substituteIds, visit, isAbsent);
      const role = roleOf(performers, workerId);
      if (role !== null) visits.push({ ...visit, entry, ...role });
    }
  }
  return visits.sort((a, b) => a.date.localeCompare(b.date));
}
