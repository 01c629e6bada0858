import type { TourVisit } from '@kontor/core/schemas/services';
import { weekdayOf, type LocalDate } from '@kontor/core/time-tracking/local-date';
import { weekLabel } from '@kontor/core/tours/tour-weeks';
import { messages } from './messages.ts';

const SHORT_DAYS = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'] as const;

/** 'Di 24.11.' */
export function shortDay(date: LocalDate): string {
  return `${SHORT_DAYS[weekdayOf(date)]} ${date.slice(8, 10)}.${date.slice(5, 7)}.`;
}

export interface VisitView {
  /** 'Mo 23.11.' or 'beliebig' for a visit on any day of its week. */
  day: string;
  status: TourVisit['status'];
  statusText: string;
  /** Holiday and substitution remarks, in this order. */
  notes: string[];
}

/**
 * How the 'Touren' tab writes one visit: its day, its status in words (the colour only
 * repeats it) and what a holiday or an absence did to it.
 */
export function visitView(visit: TourVisit): VisitView {
  const notes: string[] = [];
  if (visit.holiday) {
    if (visit.status === 'skipped') notes.push(messages.tour.holidaySkipped(visit.holiday));
    else if (visit.date !== visit.plannedDate) {
      // An any-day visit moves to another week, not to a day.
      const target = visit.anyDay ? weekLabel(visit.date) : shortDay(visit.date);
      notes.push(messages.tour.holidayMoved(visit.holiday, target));
    } else notes.push(messages.tour.holidayInWeek(visit.holiday));
  }
  if (visit.substituteFor) notes.push(messages.tour.substituteFor(visit.substituteFor.name));
  if (visit.coveredBy) notes.push(messages.tour.coveredBy(visit.coveredBy.name));
  return {
    day: visit.anyDay ? messages.tour.anyDay : shortDay(visit.date),
    status: visit.status,
    statusText: messages.tour.status[visit.status],
    notes,
  };
}
