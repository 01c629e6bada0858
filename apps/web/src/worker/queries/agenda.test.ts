import { describe, expect, it } from 'vitest';
import type { Agenda, AgendaTask, AgendaVisit } from '@kontor/core/schemas/worker-app';
import {
  agendaDays,
  coveringAgenda,
  dayTitle,
  findTask,
  findVisit,
  mapsUrl,
  visitDay,
} from './agenda.ts';

const property = {
  id: 'p1',
  name: 'Haus A',
  address: 'Hauptstr. 1\n10115 Berlin',
  keyNumber: 7,
  info: '',
};
const task = (id: string, assignedAt: string | null): AgendaTask => ({
  kind: 'task',
  id,
  title: id,
  description: '',
  state: 'assigned',
  dueDate: null,
  overdue: false,
  assignedAt,
  images: [],
  property,
  version: 1,
});
const visit: AgendaVisit = {
  kind: 'visit',
  entryId: 'e1',
  plannedDate: '2026-11-27',
  serviceName: 'Treppenreinigung',
  serviceDescription: '',
  status: 'planned',
  substituteFor: null,
  doneAt: null,
  property,
};
const agenda: Agenda = {
  from: '2026-11-26',
  to: '2026-12-02',
  days: [
    { date: '2026-11-26', holiday: null, items: [task('t1', '2026-11-25T08:00:00.000Z')] },
    { date: '2026-11-27', holiday: null, items: [visit, task('t2', '2026-11-10T08:00:00.000Z')] },
    { date: '2026-11-28', holiday: null, items: [] },
  ],
  undated: [task('t3', '2026-11-26T06:00:00.000Z')],
};

describe('dayTitle', () => {
  it.each([
    ['2026-11-26', 'Heute'],
    ['2026-11-27', 'Morgen'],
    ['2026-11-28', 'Samstag, 28.11.'],
    ['2026-12-01', 'Dienstag, 01.12.'],
    ['2026-11-25', 'Mittwoch, 25.11.'],
  ])('%s → %s', (date, title) => {
    expect(dayTitle(date, '2026-11-26')).toBe(title);
  });

  it('counts tomorrow across a month end', () => {
    expect(dayTitle('2026-12-01', '2026-11-30')).toBe('Morgen');
  });
});

describe('agenda lookups', () => {
  it('takes the days from a date on', () => {
    expect(agendaDays(agenda, '2026-11-27', 7).map((d) => d.date)).toEqual([
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(agendaDays(agenda, '2026-11-26', 1).map((d) => d.date)).toEqual(['2026-11-26']);
  });

  it('finds tasks on days and undated, and visits by entry and planned date', () => {
    expect(findTask(agenda, 't3')?.id).toBe('t3');
    expect(findTask(agenda, 't2')?.id).toBe('t2');
    expect(findTask(agenda, 'nope')).toBeNull();
    expect(findVisit(agenda, 'e1', '2026-11-27')?.serviceName).toBe('Treppenreinigung');
    expect(findVisit(agenda, 'e1', '2026-11-28')).toBeNull();
  });
});

describe('mapsUrl', () => {
  it('puts the address lines on one line, encoded', () => {
    expect(mapsUrl('Hauptstr. 1\n10115 Berlin')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Hauptstr.%201%2C%2010115%20Berlin',
    );
  });
});

describe('coveringAgenda', () => {
  const week = (from: string, to: string): Agenda => ({ ...agenda, from, to });

  it('takes the latest kept agenda that holds the day', () => {
    const older = week('2026-11-20', '2026-11-26');
    const newer = week('2026-11-25', '2026-12-01');
    expect(coveringAgenda([older, undefined, newer], '2026-11-26')).toBe(newer);
    expect(coveringAgenda([older, newer], '2026-11-21')).toBe(older);
  });

  it('is undefined when none holds it', () => {
    expect(coveringAgenda([week('2026-11-20', '2026-11-26')], '2026-11-27')).toBeUndefined();
    expect(coveringAgenda([], '2026-11-27')).toBeUndefined();
  });
});

describe('visitDay', () => {
  it('is the agenda day the visit sits in, also when a holiday moved it there', () => {
    expect(visitDay(agenda, visit)).toBe('2026-11-27');
    const moved = { ...visit, plannedDate: '2026-11-26' };
    const shifted = { ...agenda, days: [{ date: '2026-11-27', holiday: null, items: [moved] }] };
    expect(visitDay(shifted, moved)).toBe('2026-11-27');
    expect(visitDay(agenda, moved)).toBeNull();
    expect(visitDay(undefined, visit)).toBeNull();
  });
});
