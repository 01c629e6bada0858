import ical, { ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { visitStatusLabels, type VisitStatus } from '@kontor/core/schemas/services';
import { addDays } from '@kontor/core/time-tracking/local-date';
import { tourExportMessages as m } from './tour-exports.messages.ts';
import { holidayNote } from './visit-labels.ts';

/** One visit of a worker as the feed shows it. */
export interface FeedVisit {
  entryId: string;
  plannedDate: string;
  date: string;
  anyDay: boolean;
  holiday: string | null;
  status: VisitStatus;
  service: string;
  property: string;
  address: string;
  keyNumber: number | null;
  info: string;
  /** Name of the absent worker this one stands in for. */
  substituteFor: string | null;
  /**
   * SEQUENCE: the sum of the stored versions of entry, service and property. Each only
   * increases, so the sum rises with every change a calendar must pick up.
   */
  sequence: number;
}

/** Calendar apps poll at most this often (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
export const FEED_TTL_SECONDS = 60 * 60;

const day = (date: string) => new Date(`${date}T00:00:00Z`);

function description(visit: FeedVisit, details: boolean): string {
  return [
    details && visit.keyNumber !== null ? `${m.keyNumber}: ${visit.keyNumber}` : '',
    details && visit.info ? `${m.info}: ${visit.info}` : '',
    holidayNote(visit),
    visit.substituteFor ? m.substituteFor(visit.substituteFor) : '',
    m.eventStatus(visitStatusLabels[visit.status]),
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * A worker's visits as an iCalendar feed (RFC 5545) that Google, Outlook and Apple calendars
 * subscribe to. Every visit is an all-day event with the stable UID
 * `${entryId}-${plannedDate}@kontor` (a holiday move keeps it). A visit due on any day of its
 * week spans that week Monday–Sunday rather than pinning it to Monday, which would read as
 * "due Monday"; all events are transparent, so they never block the worker's free/busy time.
 * A visit skipped for a holiday stays in the feed as CANCELLED, so calendars drop it visibly.
 *
 * Calendar services store what the feed carries on their servers: by default it holds the
 * property's name and address, the service, the day and the status, and the key number and
 * the property's info only with `details` (the tour settings' switch, off by default).
 */
export function renderTourFeed(
  visits: readonly FeedVisit[],
  meta: { workerName: string; projectName: string; details: boolean },
): string {
  const calendar = ical({
    name: m.feedName(meta.workerName),
    description: meta.projectName,
    prodId: '//Kontor//Tour//DE',
    ttl: FEED_TTL_SECONDS,
  });
  for (const visit of visits) {
    const summary = m.eventSummary(visit.service, visit.property);
    calendar.createEvent({
      id: `${visit.entryId}-${visit.plannedDate}@kontor`,
      sequence: visit.sequence,
      allDay: true,
      start: day(visit.date),
      end: day(addDays(visit.date, visit.anyDay ? 7 : 1)),
      summary: visit.status === 'skipped' ? `${m.eventSkipped}: ${summary}` : summary,
      location: visit.address ? visit.address.split(/\r\n|\r|\n/).join(', ') : visit.property,
      description: description(visit, meta.details),
      status: visit.status === 'skipped' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return calendar.toString();
}
