import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canAddTime, fullDayEntry, withAutomaticBreak } from './day-editing.ts';
import { entryAt } from './entry-builder.ts';
import { DEFAULT_TIME_SETTINGS } from './time-settings.ts';
import { formatClock } from './format.ts';
import { at } from './test-fixtures.ts';

const DAY = '2025-05-06';
const settings = DEFAULT_TIME_SETTINGS;

describe('full-day toggle', () => {
  it('fills the planned day with the default pause', () => {
    expect(fullDayEntry(DAY, settings)).toEqual({
      start: at(DAY, '08:00'),
      end: at(DAY, '16:30'),
      breaks: [{ start: at(DAY, '14:00'), end: at(DAY, '14:30') }],
    });
  });

  it('adds no break without a pause', () => {
    expect(fullDayEntry(DAY, { ...settings, pauseMinutes: 0 }).breaks).toEqual([]);
  });

  it.each([
    // weekly hours, weekdays, start, end, breaks
    [20, 5, '08:00', '12:00', []],
    [25, 5, '08:00', '13:00', []],
    [30, 5, '08:00', '14:00', []], // exactly 6 h
    [30, 4, '08:00', '16:00', [['14:00', '14:30']]], // 7.5 h
    [24, 4, '08:00', '14:00', []],
  ] as const)(
    'a day of %f h over %i days runs %s–%s with breaks %o',
    (weeklyHours, weekdaysPerWeek, start, end, breaks) => {
      expect(fullDayEntry(DAY, { ...settings, weeklyHours, weekdaysPerWeek })).toEqual({
        start: at(DAY, start),
        end: at(DAY, end),
        breaks: breaks.map(([from, to]) => ({ start: at(DAY, from), end: at(DAY, to) })),
      });
    },
  );

  it('never places a break outside the entry, and none on a day of at most 6 hours', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 1439 }),
        (weeklyHours, weekdaysPerWeek, pauseMinutes, startMinute) => {
          const day = { weeklyHours, weekdaysPerWeek, pauseMinutes, vacationDaysPerYear: 30 };
          const entry = fullDayEntry(DAY, { ...day, startTime: formatClock(startMinute) });
          const target = Math.round((weeklyHours * 60) / weekdaysPerWeek);
          if (target <= 360) expect(entry.breaks).toEqual([]);
          for (const pause of entry.breaks) {
            expect(pause.start).toBeGreaterThan(entry.start);
            expect(pause.end).toBeLessThan(entry.end);
          }
        },
      ),
    );
  });
});

describe('automatic break', () => {
  it('adds the default pause at the planned break start when the day exceeds the plan', () => {
    const [entry] = withAutomaticBreak([entryAt(DAY, '08:00', '16:30')], DAY, settings);
    expect(entry!.breaks).toEqual([{ start: at(DAY, '14:00'), end: at(DAY, '14:30') }]);
  });

  it('uses the middle of the longest entry when no entry covers the break start', () => {
    const entries = [entryAt(DAY, '06:00', '13:00'), entryAt(DAY, '13:10', '14:20')];
    const result = withAutomaticBreak(entries, DAY, settings);
    expect(result[0]!.breaks).toEqual([{ start: at(DAY, '09:15'), end: at(DAY, '09:45') }]);
    expect(result[1]).toBe(entries[1]);
  });

  it('prefers a longer later entry', () => {
    const entries = [entryAt(DAY, '05:00', '06:00'), entryAt(DAY, '06:00', '13:30')];
    expect(withAutomaticBreak(entries, DAY, settings)[1]!.breaks).toEqual([
      { start: at(DAY, '09:30'), end: at(DAY, '10:00') },
    ]);
  });

  it.each([
    ['exactly the plan', [entryAt(DAY, '08:00', '16:00')]],
    ['breaks already set', [entryAt(DAY, '08:00', '17:00', [['12:00', '12:10']])]],
    ['no entries', []],
  ])('leaves the day alone with %s', (_, entries) => {
    expect(withAutomaticBreak(entries, DAY, settings)).toEqual(entries);
  });

  it('leaves the day alone without a pause or when no entry is long enough', () => {
    const long = [entryAt(DAY, '08:00', '17:00')];
    expect(withAutomaticBreak(long, DAY, { ...settings, pauseMinutes: 0 })).toEqual(long);
    // 30-minute entries (no longer than the pause) with 10-minute gaps (no rest breaks).
    const short = Array.from({ length: 20 }, (_, i) =>
      entryAt(DAY, formatClock(240 + i * 40), formatClock(270 + i * 40)),
    );
    expect(withAutomaticBreak(short, DAY, settings)).toEqual(short);
  });

  it('uses the fallback pause when the settings are not usable', () => {
    const unusable = { ...settings, weekdaysPerWeek: 0, pauseMinutes: 45 };
    const [entry] = withAutomaticBreak([entryAt(DAY, '08:00', '16:30')], DAY, unusable);
    expect(entry!.breaks).toEqual([{ start: at(DAY, '14:00'), end: at(DAY, '14:30') }]);
  });

  it('adds a break on a day off as soon as there is any work', () => {
    const saturday = '2025-05-10';
    const [entry] = withAutomaticBreak([entryAt(saturday, '08:00', '09:00')], saturday, settings);
    expect(entry!.breaks).toHaveLength(1);
  });
});

describe('automatic break on a part-time day', () => {
  const partTime = { ...settings, weeklyHours: 20 }; // 4 h a day, no planned break

  it.each([
    // entries, breaks added (wall-clock)
    [[['08:00', '12:00']], []],
    [[['08:00', '14:00']], []], // 6 h need no break
    [[['08:00', '15:00']], [['14:00', '14:30']]],
    [
      [
        ['06:00', '09:00'],
        ['09:10', '13:20'],
      ],
      [['11:00', '11:30']], // a 10 min gap is no break: the middle of the longer entry
    ],
    [
      [
        ['06:00', '09:00'],
        ['09:15', '14:01'],
      ],
      [], // a 15 min gap is a break already
    ],
  ] as const)('%o → %o', (shifts, expected) => {
    const entries = shifts.map(([from, to]) => entryAt(DAY, from, to));
    const breaks = withAutomaticBreak(entries, DAY, partTime).flatMap((e) => e.breaks);
    expect(breaks).toEqual(
      expected.map(([from, to]) => ({ start: at(DAY, from), end: at(DAY, to) })),
    );
  });
});

describe('adding time', () => {
  it.each([
    [undefined, true],
    ['vacation', false],
    ['illness', false],
    ['payed_absence', true],
    ['compensation_times', true],
  ] as const)('with a full day of %s: %s', (absence, allowed) => {
    expect(canAddTime(absence)).toBe(allowed);
  });
});
