import { describe, expect, it } from 'vitest';
import type { DayContext } from './surcharge-strategy.ts';
import { timeStrategy, windowRanges } from './surcharge-time.ts';
import type { Surcharge } from './types.ts';

const day = (overrides: Partial<DayContext> = {}): DayContext => ({
  dayNumber: 20000,
  weekday: 2,
  monthDay: 1005,
  holidayId: undefined,
  startedBeforeMidnight: false,
  ...overrides,
});

const surcharge = (start: string, end: string, extra: Partial<Surcharge> = {}): Surcharge => ({
  id: 'night',
  name: 'Nacht',
  type: 'time',
  value: 25,
  startDate: '2025-01-01',
  connectedRecords: ['record0001'],
  time: { start, end },
  ...extra,
});

describe('time surcharge strategy', () => {
  it.each([
    [
      1200,
      360,
      [
        [0, 360],
        [1200, 1440],
      ],
    ],
    [1320, 0, [[1320, 1440]]],
    [0, 240, [[0, 240]]],
    [840, 1440, [[840, 1440]]],
    [
      600,
      600,
      [
        [0, 600],
        [600, 1440],
      ],
    ],
  ])('window %i–%i covers %o', (start, end, ranges) => {
    expect(windowRanges(start, end)).toEqual(ranges);
  });

  it('applies its window on every day', () => {
    const strategy = timeStrategy(surcharge('22:00', '06:00'));
    expect(strategy(day())).toEqual([
      [0, 360],
      [1320, 1440],
    ]);
    expect(strategy(day({ weekday: 6, holidayId: 'h' }))).toEqual([
      [0, 360],
      [1320, 1440],
    ]);
  });

  it('can require a shift begun before midnight', () => {
    const strategy = timeStrategy(
      surcharge('00:00', '04:00', { onlyIfStartedBeforeMidnight: true }),
    );
    expect(strategy(day())).toEqual([]);
    expect(strategy(day({ startedBeforeMidnight: true }))).toEqual([[0, 240]]);
  });

  it('has no window without times', () => {
    expect(timeStrategy({ ...surcharge('22:00', '06:00'), time: undefined })(day())).toEqual([]);
  });
});
