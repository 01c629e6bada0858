import { describe, expect, it } from 'vitest';
import { renderTourFeed } from './calendar-feed.ts';
import { feedVisit, parseFeed } from './feed-fixtures.ts';

describe('renderTourFeed', () => {
  it('writes one all-day event per visit with a stable UID, SEQUENCE and, switched on, the details', () => {
    const text = renderTourFeed(
      [
        feedVisit(),
        feedVisit({
          entryId: 'EEEEEEEEE2',
          plannedDate: '2026-03-16',
          anyDay: true,
          service: 'Gartenpflege',
          sequence: 0,
        }),
        feedVisit({
          plannedDate: '2026-03-19',
          date: '2026-03-20',
          holiday: 'Stadtfest',
          substituteFor: 'Anna Schmidt',
        }),
        feedVisit({
          plannedDate: '2026-03-23',
          date: '2026-03-23',
          status: 'skipped',
          holiday: 'X',
        }),
      ],
      { workerName: 'Jürgen Müller', projectName: 'Hausservice Nord', details: true },
    );
    const { calendar, events } = parseFeed(text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Kontor Tour – Jürgen Müller');
    expect(text).toContain('X-PUBLISHED-TTL:PT1H');
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    expect(events).toEqual([
      {
        uid: 'EEEEEEEEE1-2026-03-16@kontor',
        sequence: 3,
        start: '2026-03-16',
        end: '2026-03-17',
        allDay: true,
        summary: 'Treppenhausreinigung – Lindenstraße 12',
        location: 'Lindenstraße 12, 10969 Berlin',
        description: 'Schlüssel-Nr.: 101\nInfo: Schlüssel beim Hausverwalter\nStatus: geplant',
        status: 'CONFIRMED',
      },
      expect.objectContaining({
        uid: 'EEEEEEEEE2-2026-03-16@kontor',
        sequence: 0,
        // Any day of the week: the whole week, Monday to Sunday (DTEND is exclusive).
        start: '2026-03-16',
        end: '2026-03-23',
        summary: 'Gartenpflege – Lindenstraße 12',
      }),
      expect.objectContaining({
        // Moved for a holiday: the UID keeps the planned day.
        uid: 'EEEEEEEEE1-2026-03-19@kontor',
        start: '2026-03-20',
        description:
          'Schlüssel-Nr.: 101\nInfo: Schlüssel beim Hausverwalter\nFeiertag: Stadtfest – verschoben vom 19.03.\nvertritt Anna Schmidt\nStatus: geplant',
      }),
      expect.objectContaining({
        uid: 'EEEEEEEEE1-2026-03-23@kontor',
        summary: 'Entfällt: Treppenhausreinigung – Lindenstraße 12',
        status: 'CANCELLED',
      }),
    ]);
  });

  it('leaves key number and property info out by default: calendar services store the events', () => {
    const visits = [feedVisit({ substituteFor: 'Anna Schmidt' })];
    const text = renderTourFeed(visits, { workerName: 'A', projectName: 'B', details: false });
    const [event] = parseFeed(text).events;
    expect(event).toMatchObject({
      summary: 'Treppenhausreinigung – Lindenstraße 12',
      location: 'Lindenstraße 12, 10969 Berlin',
      description: 'vertritt Anna Schmidt\nStatus: geplant',
    });
    expect(text).not.toContain('101');
    expect(text).not.toContain('Schlüssel');
    expect(text).not.toContain('Hausverwalter');
  });

  it('falls back to the property name as location and leaves out empty details', () => {
    const text = renderTourFeed([feedVisit({ address: '', keyNumber: null, info: '' })], {
      workerName: 'A',
      projectName: 'B',
      details: true,
    });
    const [event] = parseFeed(text).events;
    expect(event).toMatchObject({ location: 'Lindenstraße 12', description: 'Status: geplant' });
  });
});
