import { describe, expect, it } from 'vitest';
import type { TaskSchedule } from './schedule-types.ts';
import { taskTimeDisplay, weekText, type TimeDisplay } from './time-display.ts';
import { weekBounds } from './week-grouping.ts';

const single = (category: 'fixed' | 'opportunity', date: string, time?: string): TaskSchedule => ({
  type: 'single',
  category,
  dates: [date],
  time: time ?? null,
});

describe('week text', () => {
  it.each([
    ['2026-11-25', 'KW 48 (23.11.2026 – 29.11.2026)'],
    ['2026-12-31', 'KW 53 (28.12.2026 – 03.01.2027)'],
    ['2027-01-03', 'KW 53 (28.12.2026 – 03.01.2027)'],
    ['2027-01-04', 'KW 1 (04.01.2027 – 10.01.2027)'],
    ['2026-03-29', 'KW 13 (23.03.2026 – 29.03.2026)'],
    ['2026-10-25', 'KW 43 (19.10.2026 – 25.10.2026)'],
    ['2025-12-29', 'KW 1 (29.12.2025 – 04.01.2026)'],
  ])('%s → %s', (date, text) => {
    expect(weekText(date)).toBe(text);
  });
});

describe("the 'Termin' column", () => {
  it.each([
    ['executed', 'green'],
    ['archived', 'green'],
    ['created', 'gray'],
  ] as const)('a %s task without dates is %s', (state, color) => {
    expect(taskTimeDisplay({ state, schedule: null }, weekBounds('2026-12-31')).color).toBe(color);
  });

  const bounds = weekBounds('2026-12-31');
  const interval: TaskSchedule = {
    type: 'interval',
    category: 'fixed',
    interval: { number: 1, unit: 'months', startDate: '2026-10-31', endDate: null },
  };

  it.each<[string, TaskSchedule | null, boolean, TimeDisplay]>([
    ['no dates', null, false, { kind: 'noDate', text: 'Kein Termin', color: 'gray' }],
    ['no dates, finished', null, true, { kind: 'done', text: 'Aufgabe erledigt', color: 'green' }],
    [
      'fixed, past',
      single('fixed', '2026-12-30'),
      false,
      { kind: 'fixed', text: '30.12.2026 D', color: 'red' },
    ],
    [
      'fixed, today with a time',
      single('fixed', '2026-12-31', '09:30'),
      false,
      { kind: 'fixed', text: '31.12.2026 09:30 D', color: 'gray' },
    ],
    [
      'fixed, past but finished',
      single('fixed', '2026-12-01'),
      true,
      { kind: 'fixed', text: '01.12.2026 D', color: 'green' },
    ],
    [
      'opportunity in ISO week 53',
      single('opportunity', '2027-01-02'),
      false,
      { kind: 'opportunity', text: 'KW 53 (28.12.2026 – 03.01.2027) T', color: 'blue' },
    ],
    [
      'opportunity in a past week stays blue',
      single('opportunity', '2026-12-20'),
      false,
      { kind: 'opportunity', text: 'KW 51 (14.12.2026 – 20.12.2026) T', color: 'blue' },
    ],
    [
      'a monthly interval shows its next date in yellow',
      interval,
      false,
      { kind: 'fixed', text: '31.12.2026 D', color: 'yellow' },
    ],
    [
      'a finished interval is green',
      interval,
      true,
      { kind: 'fixed', text: '31.12.2026 D', color: 'green' },
    ],
  ])('%s', (_name, schedule, finished, expected) => {
    const state = finished ? 'completed' : 'assigned';
    expect(taskTimeDisplay({ state, schedule }, bounds)).toEqual(expected);
  });

  it('the interval moves on to the next month end after the last day of the year', () => {
    expect(
      taskTimeDisplay({ state: 'created', schedule: interval }, weekBounds('2027-01-01')).text,
    ).toBe('31.01.2027 D');
  });
});
