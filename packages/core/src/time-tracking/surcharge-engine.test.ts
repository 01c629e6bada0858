import { describe, expect, it } from 'vitest';
import { entryAt } from './entry-builder.ts';
import { entrySurcharges } from './entry-surcharges.ts';
import { toDayNumber } from './local-date.ts';
import {
  addSegmentMinutes,
  compileSurcharges,
  minutesByRate,
  surchargeSegments,
} from './surcharge-engine.ts';
import { taxFreeSurchargePresets } from './surcharge-presets.ts';
import { at, makeRecord } from './test-fixtures.ts';
import type { Surcharge } from './types.ts';

const RECORD = 'record0001';
const presets = taxFreeSurchargePresets('2020-01-01', [RECORD]);
const holidays2025 = new Map([
  ['2025-05-01', 'may'],
  ['2025-12-25', 'xmas1'],
  ['2025-12-26', 'xmas2'],
  ['2025-04-21', 'easter'],
]);
const record = makeRecord({ holidays: holidays2025 });

const rates = (date: string, start: string, end: string, breaks: [string, string][] = []) =>
  entrySurcharges(record, entryAt(date, start, end, breaks), presets).byRate;

describe('§ 3b EStG presets', () => {
  it('pays a Saturday night shift into Sunday 2 h at 25 %, 4 h at 90 % and 2 h at 75 %', () => {
    expect(rates('2025-05-10', '22:00', '06:00')).toEqual([
      { percent: 25, minutes: 120 },
      { percent: 90, minutes: 240 },
      { percent: 75, minutes: 120 },
    ]);
  });

  it('books the minutes on the surcharges that won', () => {
    const { bySurcharge } = entrySurcharges(
      record,
      entryAt('2025-05-10', '22:00', '06:00'),
      presets,
    );
    expect(bySurcharge).toEqual([
      { surchargeId: '3b-night', minutes: 240 },
      { surchargeId: '3b-night-late', minutes: 240 },
      { surchargeId: '3b-sunday', minutes: 360 },
    ]);
  });

  it.each([
    // date, start, end, expected rates
    ['2025-05-06', '08:00', '16:00', []], // plain Tuesday
    ['2025-05-06', '18:00', '23:00', [{ percent: 25, minutes: 180 }]],
    ['2025-05-07', '00:30', '05:00', [{ percent: 25, minutes: 270 }]], // began after midnight: no 40 %
    [
      '2025-05-06',
      '23:00',
      '07:00',
      [
        { percent: 25, minutes: 180 },
        { percent: 40, minutes: 240 },
      ],
    ],
    ['2025-05-11', '08:00', '12:00', [{ percent: 50, minutes: 240 }]], // Sunday
    ['2025-04-21', '08:00', '10:00', [{ percent: 125, minutes: 120 }]], // Easter Monday
    ['2025-05-01', '08:00', '10:00', [{ percent: 150, minutes: 120 }]], // 1 May beats holiday 125 %
    ['2025-12-24', '12:00', '16:00', [{ percent: 150, minutes: 120 }]], // from 14:00 only
    ['2025-12-31', '13:00', '15:00', [{ percent: 125, minutes: 60 }]],
    ['2025-12-25', '21:00', '22:00', [{ percent: 175, minutes: 60 }]], // night adds to the day rate
  ])('%s %s–%s', (date, start, end, expected) => {
    expect(rates(date, start, end)).toEqual(expected);
  });

  it('lets a holiday replace the Sunday rate', () => {
    const sundayHoliday = makeRecord({
      year: 2026,
      holidays: new Map([['2026-04-05', 'easter-sunday']]),
    });
    const result = entrySurcharges(sundayHoliday, entryAt('2026-04-05', '08:00', '10:00'), presets);
    expect(result.byRate).toEqual([{ percent: 125, minutes: 120 }]);
    expect(result.bySurcharge).toEqual([{ surchargeId: '3b-holiday', minutes: 120 }]);
  });

  it('leaves breaks out', () => {
    expect(rates('2025-05-11', '08:00', '12:00', [['10:00', '10:30']])).toEqual([
      { percent: 50, minutes: 210 },
    ]);
  });

  it('counts the real minutes of a night with a clock change', () => {
    expect(rates('2025-03-29', '22:00', '06:00')).toEqual([
      { percent: 25, minutes: 120 },
      { percent: 90, minutes: 180 },
      { percent: 75, minutes: 120 },
    ]);
    const autumn = rates('2025-10-25', '22:00', '06:00');
    expect(autumn.reduce((sum, r) => sum + r.minutes, 0)).toBe(540);
    expect(autumn).toEqual([
      { percent: 25, minutes: 120 },
      { percent: 90, minutes: 300 },
      { percent: 75, minutes: 120 },
    ]);
  });
});

describe('surcharge activity', () => {
  const night: Surcharge = {
    id: 'n',
    name: 'Nacht',
    type: 'time',
    value: 20,
    startDate: '2025-05-07',
    endDate: '2025-05-08',
    connectedRecords: [RECORD],
    time: { start: '22:00', end: '06:00' },
  };

  it('applies only between its start and end date', () => {
    const minutesOn = (date: string) =>
      entrySurcharges(record, entryAt(date, '23:00', '23:30'), [night]).bySurcharge[0]?.minutes ??
      0;
    expect(minutesOn('2025-05-06')).toBe(0);
    expect(minutesOn('2025-05-07')).toBe(30);
    expect(minutesOn('2025-05-08')).toBe(30);
    expect(minutesOn('2025-05-09')).toBe(0);
  });

  it('runs open-ended without an end date', () => {
    const open = { ...night, endDate: null };
    expect(
      entrySurcharges(record, entryAt('2030-05-06', '23:00', '23:30'), [open]).bySurcharge,
    ).toEqual([{ surchargeId: 'n', minutes: 30 }]);
  });

  it('applies only to connected records', () => {
    expect(compileSurcharges([night], 'other00001')).toEqual([]);
    expect(compileSurcharges([night], RECORD)).toHaveLength(1);
    expect(compileSurcharges([{ ...night, group: 'g' }], RECORD)[0]!.group).toBe('g');
    expect(compileSurcharges([night], RECORD)[0]).toMatchObject({
      group: 'n',
      firstDay: toDayNumber('2025-05-07'),
      lastDay: toDayNumber('2025-05-08'),
    });
  });

  it('adds surcharges of different groups and keeps the best within a group', () => {
    const a: Surcharge = {
      ...night,
      id: 'a',
      value: 10,
      startDate: '2025-01-01',
      endDate: null,
      group: 'x',
    };
    const b: Surcharge = { ...a, id: 'b', value: 30, time: { start: '23:00', end: '23:15' } };
    const c: Surcharge = { ...a, id: 'c', value: 5, group: 'y' };
    const d: Surcharge = { ...a, id: 'd', value: 10 };
    const segments = surchargeSegments(
      [{ start: at('2025-05-06', '22:45'), end: at('2025-05-06', '23:30') }],
      toDayNumber('2025-05-06'),
      compileSurcharges([a, b, c, d], RECORD),
      new Map(),
    );
    expect(segments.map((s) => [s.end - s.start, s.surchargeIds, s.percent])).toEqual([
      [15, ['a', 'c'], 15],
      [15, ['b', 'c'], 35],
      [15, ['a', 'c'], 15],
    ]);
    expect([...addSegmentMinutes(segments, new Map([['a', 1]]))]).toEqual([
      ['a', 31],
      ['c', 45],
      ['b', 15],
    ]);
    expect(minutesByRate(segments)).toEqual([
      { percent: 15, minutes: 30 },
      { percent: 35, minutes: 15 },
    ]);
  });

  it('gives no segments without surcharges or outside all windows', () => {
    const span = [{ start: at('2025-05-06', '08:00'), end: at('2025-05-06', '09:00') }];
    expect(surchargeSegments(span, toDayNumber('2025-05-06'), [], new Map())).toEqual([]);
    expect(
      surchargeSegments(
        span,
        toDayNumber('2025-05-06'),
        compileSurcharges([night], RECORD),
        new Map(),
      ),
    ).toEqual([]);
  });

  it('skips overtime surcharges at minute level', () => {
    const overtime: Surcharge = { ...night, id: 'o', type: 'overtime', endDate: null };
    expect(
      entrySurcharges(record, entryAt('2025-05-07', '22:00', '06:00'), [overtime]).segments,
    ).toEqual([]);
  });
});
