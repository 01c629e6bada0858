import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromDayNumber, isoWeekOf, toDayNumber } from '../time-tracking/local-date.ts';
import type { TaskState } from '../states/task-states.ts';
import type { ScheduleCategory, TaskSchedule } from './schedule-types.ts';
import {
  TASK_TABS,
  berlinToday,
  dueDate,
  dueDays,
  tabOfDate,
  taskGroup,
  weekBounds,
  type TaskTab,
} from './week-grouping.ts';

describe('today in Berlin', () => {
  it.each([
    ['2026-03-28T22:59:00Z', '2026-03-28'],
    ['2026-03-28T23:00:00Z', '2026-03-29'],
    ['2026-03-29T21:59:00Z', '2026-03-29'],
    ['2026-03-29T22:00:00Z', '2026-03-30'],
    ['2026-10-25T22:59:00Z', '2026-10-25'],
    ['2026-10-25T23:00:00Z', '2026-10-26'],
    ['2026-12-31T22:59:00Z', '2026-12-31'],
    ['2026-12-31T23:00:00Z', '2027-01-01'],
  ])('at %s it is %s', (instant, date) => {
    expect(berlinToday(new Date(instant))).toBe(date);
    expect(berlinToday(Date.parse(instant))).toBe(date);
  });

  it('agrees with Intl for any moment', () => {
    const berlin = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }), (ms) => {
        expect(berlinToday(ms)).toBe(berlin.format(ms));
      }),
    );
  });
});

describe('week bounds', () => {
  it.each([
    ['2026-12-31', '2026-12-28', '2027-01-04'],
    ['2027-01-03', '2026-12-28', '2027-01-04'],
    ['2027-01-04', '2027-01-04', '2027-01-11'],
    ['2026-03-29', '2026-03-23', '2026-03-30'],
    ['2026-10-26', '2026-10-26', '2026-11-02'],
    ['2024-02-29', '2024-02-26', '2024-03-04'],
  ])('today %s: this week from %s, next week from %s', (today, weekStart, nextWeekStart) => {
    expect(weekBounds(today)).toEqual({ today, weekStart, nextWeekStart });
  });
});

describe('tab of a due date', () => {
  it.each([
    // Thursday 31 Dec 2026 lies in ISO week 53 (28 Dec – 3 Jan).
    ['2026-12-31', 'fixed', '2026-12-28', 'overdue'],
    ['2026-12-31', 'fixed', '2026-12-30', 'overdue'],
    ['2026-12-31', 'fixed', '2026-12-31', 'thisWeek'],
    ['2026-12-31', 'fixed', '2027-01-03', 'thisWeek'],
    ['2026-12-31', 'fixed', '2027-01-04', 'fromNextWeek'],
    ['2026-12-31', 'opportunity', '2026-12-27', 'overdue'],
    ['2026-12-31', 'opportunity', '2026-12-28', 'thisWeek'],
    ['2026-12-31', 'opportunity', '2027-01-03', 'thisWeek'],
    ['2026-12-31', 'opportunity', '2027-01-04', 'fromNextWeek'],
    // Sunday of the spring clock change, and the Monday after it.
    ['2026-03-29', 'fixed', '2026-03-28', 'overdue'],
    ['2026-03-29', 'fixed', '2026-03-29', 'thisWeek'],
    ['2026-03-29', 'fixed', '2026-03-30', 'fromNextWeek'],
    ['2026-03-30', 'opportunity', '2026-03-29', 'overdue'],
    ['2026-03-30', 'opportunity', '2026-04-05', 'thisWeek'],
    // Sunday of the autumn clock change.
    ['2026-10-25', 'opportunity', '2026-10-19', 'thisWeek'],
    ['2026-10-25', 'fixed', '2026-10-26', 'fromNextWeek'],
    ['2026-10-25', 'fixed', null, 'noDate'],
  ] as const)('today %s, %s %s → %s', (today, category, date, tab) => {
    expect(tabOfDate(category, date, weekBounds(today))).toBe(tab);
  });
});

describe('grouping of active tasks', () => {
  const bounds = weekBounds('2026-11-25'); // a Wednesday
  const interval = (
    category: ScheduleCategory,
    startDate: string,
    unit: 'days' | 'weeks' | 'months',
    endDate: string | null = null,
  ): TaskSchedule => ({
    type: 'interval',
    category,
    interval: { number: 1, unit, startDate, endDate },
  });

  it.each<[string, TaskState, TaskSchedule | null, TaskTab, string, string | null]>([
    ['created without dates', 'created', null, 'noDate', 'Keine Zeitangabe', null],
    ['assigned without dates', 'assigned', null, 'noDate', 'Kein Datum', null],
    [
      'created with an empty multi',
      'created',
      { type: 'multi', category: 'fixed', dates: [] },
      'noDate',
      'Keine Zeitangabe',
      null,
    ],
    [
      'a missed date of several keeps it overdue',
      'assigned',
      { type: 'multi', category: 'fixed', dates: ['2026-12-10', '2026-11-20', '2026-12-01'] },
      'overdue',
      'Überfällig',
      '2026-11-20',
    ],
    [
      'a single date on Monday of this week, fixed',
      'assigned',
      { type: 'single', category: 'fixed', dates: ['2026-11-23'] },
      'overdue',
      'Überfällig',
      '2026-11-23',
    ],
    [
      'the same as an opportunity',
      'assigned',
      { type: 'single', category: 'opportunity', dates: ['2026-11-23'] },
      'thisWeek',
      'Diese Woche',
      '2026-11-23',
    ],
    [
      'a daily interval begun last month is due today',
      'assigned',
      interval('fixed', '2026-10-01', 'days'),
      'thisWeek',
      'Diese Woche',
      '2026-11-25',
    ],
    [
      'a weekly opportunity on Mondays is due this week',
      'assigned',
      interval('opportunity', '2026-11-02', 'weeks'),
      'thisWeek',
      'Diese Woche',
      '2026-11-23',
    ],
    [
      'a monthly interval from 31 Oct is due on 30 Nov',
      'created',
      interval('fixed', '2026-10-31', 'months'),
      'fromNextWeek',
      'Ab nächster Woche',
      '2026-11-30',
    ],
    [
      'an interval that has ended is overdue at its last date',
      'assigned',
      interval('fixed', '2026-09-30', 'months', '2026-11-24'),
      'overdue',
      'Überfällig',
      '2026-10-30',
    ],
  ])('%s', (_name, state, schedule, tab, label, due) => {
    expect(taskGroup({ state, schedule }, bounds)).toEqual({ tab, label, due });
    expect(dueDate(schedule, bounds)).toBe(due);
  });
});

describe('properties', () => {
  const dayArb = fc.integer({ min: toDayNumber('2020-01-01'), max: toDayNumber('2035-12-31') });
  const categoryArb = fc.constantFrom<ScheduleCategory>('fixed', 'opportunity');

  it('every date falls into exactly one tab, the one the bounds predicates name', () => {
    fc.assert(
      fc.property(dayArb, dayArb, categoryArb, (todayDay, dateDay, category) => {
        const bounds = weekBounds(fromDayNumber(todayDay));
        const date = fromDayNumber(dateDay);
        const cut = category === 'fixed' ? bounds.today : bounds.weekStart;
        const matches = TASK_TABS.filter(
          (tab) =>
            ({
              overdue: date < cut,
              thisWeek: date >= cut && date < bounds.nextWeekStart,
              fromNextWeek: date >= bounds.nextWeekStart,
              noDate: false,
            })[tab],
        );
        expect(matches).toEqual([tabOfDate(category, date, bounds)]);
      }),
    );
  });

  it('this week means the ISO week of today, and tabs follow the date order', () => {
    const order: TaskTab[] = ['overdue', 'thisWeek', 'fromNextWeek'];
    fc.assert(
      fc.property(dayArb, dayArb, dayArb, categoryArb, (todayDay, a, b, category) => {
        const bounds = weekBounds(fromDayNumber(todayDay));
        const [early, late] = [fromDayNumber(Math.min(a, b)), fromDayNumber(Math.max(a, b))];
        const tabEarly = tabOfDate(category, early, bounds);
        expect(order.indexOf(tabEarly)).toBeLessThanOrEqual(
          order.indexOf(tabOfDate(category, late, bounds)),
        );
        const sameWeek =
          JSON.stringify(isoWeekOf(early)) === JSON.stringify(isoWeekOf(bounds.today));
        if (tabEarly === 'thisWeek') expect(sameWeek).toBe(true);
        if (sameWeek && early >= bounds.today) expect(tabEarly).toBe('thisWeek');
      }),
    );
  });
});

describe('stored due days', () => {
  // Thursday 31 Dec 2026, ISO week 53 (28 Dec – 3 Jan)
  const bounds = weekBounds('2026-12-31');
  const weekly = (category: ScheduleCategory, startDate: string): TaskSchedule => ({
    type: 'interval',
    category,
    interval: { startDate, number: 1, unit: 'weeks', endDate: null },
  });
  it.each<[string, TaskSchedule | null, string | null, string | null]>([
    ['no dates', null, null, null],
    [
      'fixed single date: due by that day',
      { type: 'single', category: 'fixed', dates: ['2027-01-05'] },
      '2027-01-05',
      '2027-01-05',
    ],
    [
      'opportunity: due by the Sunday of its week',
      { type: 'single', category: 'opportunity', dates: ['2027-01-05'] },
      '2027-01-05',
      '2027-01-10',
    ],
    // Weekly from Tuesday 1 Dec: 29 Dec passed, so the next occurrence 5 Jan.
    [
      'fixed weekly: the next occurrence',
      weekly('fixed', '2026-12-01'),
      '2027-01-05',
      '2027-01-05',
    ],
    // Opportunity: 29 Dec is still this week, so it stays until Sunday 3 Jan.
    [
      'opportunity weekly: this week',
      weekly('opportunity', '2026-12-01'),
      '2026-12-29',
      '2027-01-03',
    ],
  ])('%s', (_name, schedule, dueDate, dueBy) => {
    expect(dueDays(schedule, bounds)).toEqual({ dueDate, dueBy });
  });
});
