import { describe, expect, it } from 'vitest';
import {
  taskTimeDisplay,
  weekBounds,
  type ScheduledTask,
  type TimeDisplay,
} from '@kontor/core/scheduling/index';
import { splitSuffix, TIME_COLOURS, TIME_SUFFIXES } from './task-time-legend.ts';

const bounds = weekBounds('2026-12-09');
const task = (
  schedule: ScheduledTask['schedule'],
  state: ScheduledTask['state'] = 'assigned',
): ScheduledTask => ({ state, schedule });

// Every look the 'Termin' column can have (spec 000 §4): past fixed, opportunity, interval, done.
const displays: TimeDisplay[] = [
  taskTimeDisplay(task({ type: 'single', category: 'fixed', dates: ['2026-12-01'] }), bounds),
  taskTimeDisplay(task({ type: 'single', category: 'fixed', dates: ['2026-12-10'] }), bounds),
  taskTimeDisplay(task({ type: 'single', category: 'opportunity', dates: ['2026-12-09'] }), bounds),
  taskTimeDisplay(
    task({
      type: 'interval',
      category: 'fixed',
      interval: { number: 1, unit: 'weeks', startDate: '2026-12-07', endDate: null },
    }),
    bounds,
  ),
  taskTimeDisplay(
    task({ type: 'single', category: 'fixed', dates: ['2026-12-01'] }, 'completed'),
    bounds,
  ),
];

describe('the legend of the Termin column', () => {
  it('explains every suffix and colour the column shows', () => {
    const colours = new Set(TIME_COLOURS.map(([colour]) => colour));
    for (const display of displays) {
      const { suffix } = splitSuffix(display);
      expect(suffix, display.text).not.toBeNull();
      if (display.color !== 'gray') expect(colours.has(display.color), display.color).toBe(true);
    }
    expect([...colours].sort()).toEqual(['blue', 'green', 'red', 'yellow']);
    expect(new Set(displays.map((d) => d.color))).toEqual(
      new Set(['red', 'gray', 'blue', 'yellow', 'green']),
    );
  });

  it("names D 'Erledigen am' and T 'Turnusmäßig', as the schedule dialog does", () => {
    expect(TIME_SUFFIXES).toEqual([
      { suffix: 'D', meaning: 'Erledigen am: fester Tag' },
      { suffix: 'T', meaning: 'Turnusmäßig: irgendwann in dieser Kalenderwoche' },
    ]);
  });

  it('splits the suffix off the text, and only a suffix', () => {
    expect(splitSuffix({ kind: 'fixed', text: '01.12.2026 08:00 D', color: 'red' })).toEqual({
      text: '01.12.2026 08:00',
      suffix: TIME_SUFFIXES[0],
    });
    expect(
      splitSuffix({ kind: 'opportunity', text: 'KW 50 (07.12.2026 – 13.12.2026) T', color: 'blue' })
        .text,
    ).toBe('KW 50 (07.12.2026 – 13.12.2026)');
    expect(splitSuffix({ kind: 'noDate', text: 'Kein Termin', color: 'gray' })).toEqual({
      text: 'Kein Termin',
      suffix: null,
    });
  });
});
