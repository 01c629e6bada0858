import { describe, expect, it } from 'vitest';
import type { TourVisit } from '@kontor/core/schemas/services';
import { shortDay, visitView } from './tour-visit-view.ts';

const anna = { id: 'u-anna', name: 'Anna Schulz' };
const jan = { id: 'u-jan', name: 'Jan Schröder' };

function visit(overrides: Partial<TourVisit> = {}): TourVisit {
  return {
    entryId: 'e1',
    plannedDate: '2026-11-24',
    date: '2026-11-24',
    anyDay: false,
    holiday: null,
    status: 'planned',
    substituteFor: null,
    coveredBy: null,
    doneAt: null,
    doneBy: null,
    comment: null,
    photoCount: 0,
    ...overrides,
  };
}

describe('visitView', () => {
  it.each([
    ['2026-11-23', 'Mo 23.11.'],
    ['2026-11-29', 'So 29.11.'],
    ['2027-01-01', 'Fr 01.01.'],
  ])('writes %s as %s', (date, text) => {
    expect(shortDay(date)).toBe(text);
  });

  it.each([
    [{}, { day: 'Di 24.11.', statusText: 'geplant', notes: [] }],
    [
      { anyDay: true, date: '2026-11-23' },
      { day: 'beliebig', statusText: 'geplant', notes: [] },
    ],
    [{ status: 'done' as const }, { day: 'Di 24.11.', statusText: 'erledigt', notes: [] }],
    [{ status: 'missed' as const }, { day: 'Di 24.11.', statusText: 'nicht erledigt', notes: [] }],
    [
      {
        holiday: 'Karfreitag',
        status: 'skipped' as const,
        date: '2026-04-03',
        plannedDate: '2026-04-03',
      },
      { day: 'Fr 03.04.', statusText: 'entfällt', notes: ['Feiertag: Karfreitag – entfällt'] },
    ],
    [
      { holiday: 'Karfreitag', date: '2026-04-07', plannedDate: '2026-04-03' },
      {
        day: 'Di 07.04.',
        statusText: 'geplant',
        notes: ['Feiertag: Karfreitag – verschoben auf Di 07.04.'],
      },
    ],
    [
      { anyDay: true, holiday: 'Betriebsferien', date: '2026-12-28', plannedDate: '2026-12-21' },
      {
        day: 'beliebig',
        statusText: 'geplant',
        notes: ['Feiertag: Betriebsferien – verschoben auf KW 53'],
      },
    ],
    [
      { holiday: 'Reformationstag', status: 'done' as const },
      { day: 'Di 24.11.', statusText: 'erledigt', notes: ['Feiertag: Reformationstag'] },
    ],
    [
      { substituteFor: anna },
      { day: 'Di 24.11.', statusText: 'geplant', notes: ['vertritt Anna Schulz'] },
    ],
    [
      { coveredBy: jan, holiday: 'Buß- und Bettag', date: '2026-11-25', plannedDate: '2026-11-18' },
      {
        day: 'Mi 25.11.',
        statusText: 'geplant',
        notes: [
          'Feiertag: Buß- und Bettag – verschoben auf Mi 25.11.',
          'vertreten durch Jan Schröder',
        ],
      },
    ],
  ])('shows %o', (overrides, expected) => {
    expect(visitView(visit(overrides))).toMatchObject(expected);
  });
});
