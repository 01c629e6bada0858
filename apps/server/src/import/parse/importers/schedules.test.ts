import { describe, expect, it } from 'vitest';
import { serviceScheduleOf } from './service-schedule.ts';
import { taskScheduleOf } from './task-schedule.ts';

const date = (iso: string) => ({ __type: 'Date', iso });

describe('serviceScheduleOf (a property services map entry)', () => {
  it.each([
    [
      'interval by settings.continue, start as its week Monday',
      {
        days: ['Monday', 'friday'],
        interval: {
          number: 3,
          unit: 'weeks',
          start_date: '2026-01-07',
          end_date: date('2026-06-30T22:00:00.000Z'),
        },
        settings: { continue: true, repeat: false },
      },
      {
        type: 'interval',
        every: 3,
        unit: 'weeks',
        startWeek: '2026-01-05',
        endWeek: '2026-06-29',
        days: ['monday', 'friday'],
      },
    ],
    [
      'monthly interval on any day',
      {
        type: 'interval',
        days: ['any'],
        interval: { number: 1, unit: 'months', start_date: '2026-02-02' },
      },
      {
        type: 'interval',
        every: 1,
        unit: 'months',
        startWeek: '2026-02-02',
        endWeek: null,
        days: ['any'],
      },
    ],
    [
      'dates by settings.repeat: month days from numbers, strings and dates',
      { dates: [20, '5', '2026-03-12'], settings: { continue: false, repeat: true } },
      { type: 'dates', monthDays: [5, 12, 20] },
    ],
  ])('%s', (_name, entry, schedule) => {
    expect(serviceScheduleOf(entry)).toEqual({ schedule });
  });

  it.each([
    ['no type, no settings', { dates: [1] }, 'Art des Zeitplans unklar'],
    [
      'type and settings disagree',
      { type: 'dates', dates: [1], settings: { continue: true } },
      'Art des Zeitplans unklar',
    ],
    [
      'days as interval unit',
      {
        type: 'interval',
        days: ['monday'],
        interval: { number: 1, unit: 'days', start_date: '2026-01-05' },
      },
      'Einheit des Intervalls',
    ],
    [
      'no start',
      { type: 'interval', days: ['monday'], interval: { number: 1, unit: 'weeks' } },
      'Startwoche des Intervalls fehlt',
    ],
    [
      'unknown weekday',
      {
        type: 'interval',
        days: ['montag'],
        interval: { number: 1, unit: 'weeks', start_date: '2026-01-05' },
      },
      'Wochentage',
    ],
    [
      'no weekday',
      {
        type: 'interval',
        days: [],
        interval: { number: 1, unit: 'weeks', start_date: '2026-01-05' },
      },
      'Bitte wählen Sie mindestens einen Tag aus',
    ],
    [
      'every 60 weeks',
      {
        type: 'interval',
        days: ['any'],
        interval: { number: 60, unit: 'weeks', start_date: '2026-01-05' },
      },
      'Bitte eine Zahl zwischen 1 und 52 angeben',
    ],
    ['month day 32', { type: 'dates', dates: [32] }, 'Bitte einen Tag zwischen 1 und 31 wählen'],
    ['no dates', { type: 'dates', dates: [] }, 'Bitte wählen Sie mindestens ein Datum aus'],
  ])('refuses %s', (_name, entry, problem) => {
    const result = serviceScheduleOf(entry);
    expect('problem' in result && result.problem).toContain(problem);
  });
});

describe('taskScheduleOf (a task time)', () => {
  it.each([
    ['no time', undefined, undefined, null],
    ['an empty time', {}, [], null],
    [
      'single fixed, a Berlin midnight as its date, past dates kept',
      {
        type: 'single',
        category: 'fixed',
        dates: [date('2024-05-01T22:00:00.000Z')],
        next_dates: [],
      },
      undefined,
      { type: 'single', category: 'fixed', dates: ['2024-05-02'] },
    ],
    [
      'multi with duplicates, sorted',
      { type: 'multi', category: 'opportunity', dates: ['2026-05-04', '2026-04-06', '2026-05-04'] },
      undefined,
      { type: 'multi', category: 'opportunity', dates: ['2026-04-06', '2026-05-04'] },
    ],
    [
      'dates on the task when the time has none',
      { type: 'multi', category: 'fixed' },
      ['2026-07-01'],
      { type: 'multi', category: 'fixed', dates: ['2026-07-01'] },
    ],
    [
      'interval with a wall-clock time',
      {
        type: 'interval',
        category: 'fixed',
        time: '09:30',
        interval: { number: 2, unit: 'days', start_date: '2026-01-01', end_date: null },
      },
      undefined,
      {
        type: 'interval',
        category: 'fixed',
        time: '09:30',
        interval: { number: 2, unit: 'days', startDate: '2026-01-01', endDate: null },
      },
    ],
  ])('%s', (_name, time, dates, schedule) => {
    expect(taskScheduleOf(time, dates)).toEqual({ schedule });
  });

  it.each([
    ['dates without a kind', undefined, ['2026-01-01'], 'Termine ohne Art und Kategorie'],
    [
      'an unknown category',
      { type: 'single', category: 'bald', dates: ['2026-01-01'] },
      undefined,
      'Kategorie',
    ],
    [
      'two dates on a single',
      { type: 'single', category: 'fixed', dates: ['2026-01-01', '2026-01-02'] },
      undefined,
      '',
    ],
    [
      'days for opportunity',
      {
        type: 'interval',
        category: 'opportunity',
        interval: { number: 1, unit: 'days', start_date: '2026-01-01' },
      },
      undefined,
      '',
    ],
    [
      'an unreadable date',
      { type: 'multi', category: 'fixed', dates: ['morgen'] },
      undefined,
      'Termine unlesbar',
    ],
  ])('refuses %s', (_name, time, dates, problem) => {
    const result = taskScheduleOf(time, dates);
    expect('problem' in result).toBe(true);
    expect('problem' in result && result.problem).toContain(problem);
  });
});
