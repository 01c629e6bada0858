import ICAL from 'ical.js';
import type { FeedVisit } from './calendar-feed.ts';

/** Test data: a visit as the feed source gives it. */
export function feedVisit(extra: Partial<FeedVisit> = {}): FeedVisit {
  return {
    entryId: 'EEEEEEEEE1',
    plannedDate: '2026-03-16',
    date: '2026-03-16',
    anyDay: false,
    holiday: null,
    status: 'planned',
    service: 'Treppenhausreinigung',
    property: 'Lindenstraße 12',
    address: 'Lindenstraße 12\n10969 Berlin',
    keyNumber: 101,
    info: 'Schlüssel beim Hausverwalter',
    substituteFor: null,
    sequence: 3,
    ...extra,
  };
}

/** Parses a feed as a subscribing calendar would. */
export function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
      summary: event.summary,
      location: event.location,
      description: event.description,
      status: component.getFirstPropertyValue('status'),
    };
  });
  return { calendar, events };
}
