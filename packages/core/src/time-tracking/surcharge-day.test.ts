import { describe, expect, it } from 'vitest';
import { civilOf, toDayNumber } from './local-date.ts';
import { dayStrategy } from './surcharge-day.ts';
import type { DayContext } from './surcharge-strategy.ts';
import type { Surcharge } from './types.ts';

const on = (date: string, extra: Partial<DayContext> = {}): DayContext => ({
  dayNumber: toDayNumber(date),
  weekday: ((toDayNumber(date) + 3) % 7) as DayContext['weekday'],
  monthDay: civilOf(toDayNumber(date)).month * 100 + civilOf(toDayNumber(date)).day,
  holidayId: undefined,
  startedBeforeMidnight: false,
  ...extra,
});

const daySurcharge = (days: Surcharge['days'], extra: Partial<Surcharge> = {}): Surcharge => ({
  id: 'day',
  name: 'Tag',
  type: 'day',
  value: 50,
  startDate: '2025-01-01',
  connectedRecords: ['record0001'],
  days,
  ...extra,
});

const WHOLE = [[0, 1440]];

describe('day surcharge strategy', () => {
  it.each([
    // days, context, ranges
    [{ weekdays: [6] }, on('2025-05-11'), WHOLE],
    [{ weekdays: [6] }, on('2025-05-10'), []],
    [{ weekdays: [5, 6] }, on('2025-05-10'), WHOLE],
    [{ holidays: true }, on('2025-05-01', { holidayId: 'may' }), WHOLE],
    [{ holidays: true }, on('2025-05-02'), []],
    [{ holidays: false }, on('2025-05-01', { holidayId: 'may' }), []],
    [{ holidays: ['xmas'] }, on('2025-12-25', { holidayId: 'xmas' }), WHOLE],
    [{ holidays: ['xmas'] }, on('2025-05-01', { holidayId: 'may' }), []],
    [{ dates: ['12-24'] }, on('2025-12-24'), WHOLE],
    [{ dates: ['12-24'] }, on('2025-12-25'), []],
    [{ dates: ['05-01'] }, on('2026-05-01'), WHOLE],
    [{ dates: ['01-06'] }, on('2026-01-06'), WHOLE],
    [{}, on('2025-05-11'), []],
    [undefined, on('2025-05-11'), []],
  ])('%o on %o gives %o', (days, context, ranges) => {
    expect(dayStrategy(daySurcharge(days as Surcharge['days']))(context)).toEqual(ranges);
  });

  it('limits matching days to a part of the day', () => {
    const strategy = dayStrategy(
      daySurcharge({ dates: ['12-31'] }, { time: { start: '14:00', end: '24:00' } }),
    );
    expect(strategy(on('2025-12-31'))).toEqual([[840, 1440]]);
    expect(strategy(on('2025-12-30'))).toEqual([]);
  });

  it('honours the shift-start condition', () => {
    const strategy = dayStrategy(
      daySurcharge({ weekdays: [0] }, { onlyIfStartedBeforeMidnight: true }),
    );
    expect(strategy(on('2025-05-05'))).toEqual([]);
    expect(strategy(on('2025-05-05', { startedBeforeMidnight: true }))).toEqual(WHOLE);
  });

  it('continues into 0–4 h of the next day after a matching day begun before midnight', () => {
    const sunday = on('2025-05-11');
    const strategy = dayStrategy(
      daySurcharge({ weekdays: [6] }, { time: { start: '20:00', end: '24:00' } }),
    );
    const continuing = dayStrategy(
      daySurcharge(
        { weekdays: [6] },
        { time: { start: '20:00', end: '24:00' }, continuesUntilFourNextDay: true },
      ),
    );
    const monday = (extra: Partial<DayContext>) => on('2025-05-12', extra);
    const after = { startedBeforeMidnight: true, previous: sunday };
    expect(continuing(monday(after))).toEqual([[0, 240]]);
    expect(strategy(monday(after))).toEqual([]);
    expect(continuing(monday({ previous: sunday }))).toEqual([]);
    expect(continuing(monday({ startedBeforeMidnight: true }))).toEqual([]);
    expect(continuing(monday({ ...after, previous: on('2025-05-10') }))).toEqual([]);
    expect(continuing(on('2025-05-11', { ...after, previous: on('2025-05-11') }))).toEqual([
      [1200, 1440],
      [0, 240],
    ]);
    expect(continuing(sunday)).toEqual([[1200, 1440]]);
  });
});
