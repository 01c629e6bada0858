import type { VisitStatus } from '../schemas/services.ts';
import { addDays, type LocalDate } from '../time-tracking/local-date.ts';
import type { ScheduledVisit } from './service-schedule.ts';

/** The last day a visit can be done on time: its day, or for an 'any' visit its week's Sunday. */
export function visitDueDate(visit: Pick<ScheduledVisit, 'date' | 'anyDay'>): LocalDate {
  return visit.anyDay ? addDays(visit.date, 6) : visit.date;
}

/**
 * What became of a visit by `today` (Berlin): done once confirmed (also a skipped one someone
 * did anyway), skipped for a holiday, missed when its due date is over, planned otherwise.
 */
export function visitStatus(
  visit: Pick<ScheduledVisit, 'date' | 'anyDay' | 'skipped'>,
  done: boolean,
  today: LocalDate,
): VisitStatus {
  if (done) return 'done';
  if (visit.skipped) return 'skipped';
  return visitDueDate(visit) < today ? 'missed' : 'planned';
}
