// § 3b Abs. 3 EStG: a shift begun before midnight keeps the Sunday / holiday rate until 4 o'clock.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayResult } from './day-facade.ts';
import { entryAt } from './entry-builder.ts';
import { entrySurcharges } from './entry-surcharges.ts';
import { taxFreeSurchargePresets } from './surcharge-presets.ts';
import { at, makeRecord } from './test-fixtures.ts';
import type { Surcharge } from './types.ts';

const record = makeRecord({
  holidays: new Map([
    ['2025-04-21', 'easter-monday'],
    ['2025-10-03', 'einheit'],
    ['2025-12-25', 'xmas1'],
    ['2025-12-26', 'xmas2'],
  ]),
});
const presets = taxFreeSurchargePresets('2025-01-01', [record.id]);
const SATURDAY = '2025-05-10';
const SUNDAY = '2025-05-11';
const MONDAY = '2025-05-12';

const rates = (date: string, start: string, end: string, surcharges = presets) =>
  entrySurcharges(record, entryAt(date, start, end), surcharges).byRate;
const minutes = (date: string, start: string, end: string, surcharges = presets) =>
  Object.fromEntries(
    entrySurcharges(record, entryAt(date, start, end), surcharges).bySurcharge.map((s) => [
      s.surchargeId,
      s.minutes,
    ]),
  );

describe('§ 3b Abs. 3 EStG: shifts begun before midnight', () => {
  it.each([
    // date, start, end, minutes per total rate
    [
      'Sunday 20:00 – Monday 03:00: Monday 0–3 h still Sunday, with 40 % night',
      SUNDAY,
      '20:00',
      '03:00',
      [
        { percent: 75, minutes: 240 },
        { percent: 90, minutes: 180 },
      ],
    ],
    [
      'Sunday 22:00 – Monday 06:00: the Sunday rate ends at 4 h',
      SUNDAY,
      '22:00',
      '06:00',
      [
        { percent: 75, minutes: 120 },
        { percent: 90, minutes: 240 },
        { percent: 25, minutes: 120 },
      ],
    ],
    [
      'Saturday 22:00 – Sunday 02:00: Sunday work anyway, nothing carried from Saturday',
      SATURDAY,
      '22:00',
      '02:00',
      [
        { percent: 25, minutes: 120 },
        { percent: 90, minutes: 120 },
      ],
    ],
    [
      'holiday Friday 22:00 – Saturday 05:00: 125 % until 4 h',
      '2025-10-03',
      '22:00',
      '05:00',
      [
        { percent: 150, minutes: 120 },
        { percent: 165, minutes: 240 },
        { percent: 25, minutes: 60 },
      ],
    ],
    [
      'Sunday 22:00 – Easter Monday 02:00: the holiday rate beats the carried Sunday rate',
      '2025-04-20',
      '22:00',
      '02:00',
      [
        { percent: 75, minutes: 120 },
        { percent: 165, minutes: 120 },
      ],
    ],
    [
      '26.12. 22:00 – 27.12. 03:00: 150 % until 3 h',
      '2025-12-26',
      '22:00',
      '03:00',
      [
        { percent: 175, minutes: 120 },
        { percent: 190, minutes: 180 },
      ],
    ],
    [
      '1.5. 23:00 – 2.5. 01:00: 150 % after midnight too',
      '2025-05-01',
      '23:00',
      '01:00',
      [
        { percent: 175, minutes: 60 },
        { percent: 190, minutes: 60 },
      ],
    ],
    [
      'Monday 00:30 – 05:00 after a Sunday: begun after midnight, night rate only',
      MONDAY,
      '00:30',
      '05:00',
      [{ percent: 25, minutes: 270 }],
    ],
    [
      'Sunday 00:30 – 03:00: Sunday work without the 40 % night rate',
      SUNDAY,
      '00:30',
      '03:00',
      [{ percent: 75, minutes: 150 }],
    ],
    [
      'Friday 22:00 – Saturday 03:00: no Sunday or holiday, 40 % after midnight',
      '2025-05-09',
      '22:00',
      '03:00',
      [
        { percent: 25, minutes: 120 },
        { percent: 40, minutes: 180 },
      ],
    ],
  ])('%s', (_, date, start, end, expected) => {
    expect(rates(date, start, end)).toEqual(expected);
  });

  it('counts the carried minutes for the Sunday surcharge itself', () => {
    expect(minutes(SUNDAY, '20:00', '03:00')).toEqual({
      '3b-night': 240,
      '3b-sunday': 420,
      '3b-night-late': 180,
    });
  });

  it('books them on the day the shift began', () => {
    const sheet = { record, entries: [entryAt(SUNDAY, '20:00', '03:00')], surcharges: presets };
    expect(dayResult(sheet, SUNDAY).surcharges).toContainEqual({
      surchargeId: '3b-sunday',
      minutes: 420,
    });
    expect(dayResult(sheet, MONDAY).surcharges).toEqual([]);
  });

  it('leaves out break minutes after midnight', () => {
    const entry = entryAt(SUNDAY, '22:00', '04:00', [['01:00', '01:30']]);
    const sunday = entrySurcharges(record, entry, presets).bySurcharge;
    expect(sunday).toContainEqual({ surchargeId: '3b-sunday', minutes: 330 });
  });

  it('does not carry a configured day surcharge without the flag (spec model)', () => {
    const sundayOnly: Surcharge = {
      id: 'so',
      name: 'Sonntag',
      type: 'day',
      value: 50,
      days: { weekdays: [6] },
      startDate: '2025-01-01',
      connectedRecords: [record.id],
    };
    expect(minutes(SUNDAY, '20:00', '03:00', [sundayOnly])).toEqual({ so: 240 });
    expect(
      minutes(SUNDAY, '20:00', '03:00', [{ ...sundayOnly, continuesUntilFourNextDay: true }]),
    ).toEqual({ so: 420 });
  });

  it('carries only into the day after a matching day', () => {
    const holidayOnly = presets.filter((p) => p.id === '3b-holiday');
    expect(minutes('2025-10-02', '22:00', '03:00', holidayOnly)).toEqual({ '3b-holiday': 180 });
    expect(minutes('2025-10-03', '22:00', '03:00', holidayOnly)).toEqual({ '3b-holiday': 300 });
  });

  it('gives the Sunday rate to Sunday minutes and to Monday before 4 h only after a Sunday start', () => {
    const sunday0 = at(SUNDAY, '00:00');
    const monday0 = at(MONDAY, '00:00');
    const overlap = (a: number, b: number, from: number, to: number) =>
      Math.max(0, Math.min(b, to) - Math.max(a, from));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 * 1440 - 1 }),
        fc.integer({ min: 1, max: 1000 }),
        (offset, length) => {
          const start = at(SATURDAY, '00:00') + offset;
          const end = start + length;
          const startedSunday = start >= sunday0 && start < monday0;
          const expected =
            overlap(start, end, sunday0, monday0) +
            (startedSunday ? overlap(start, end, monday0, monday0 + 240) : 0);
          const { bySurcharge } = entrySurcharges(record, { start, end, breaks: [] }, presets);
          const sunday = bySurcharge.find((s) => s.surchargeId === '3b-sunday')?.minutes ?? 0;
          expect(sunday).toBe(expected);
        },
      ),
    );
  });
});
