import { describe, expect, it } from 'vitest';
import { canAddTime, fullDayEntry, withAutomaticBreak } from './day-editing.ts';
import { entryAt } from './entry-builder.ts';
import { DEFAULT_TIME_SETTINGS } from './time-settings.ts';
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
});

describe('automatic break', () => {
  it('adds the default pause at the planned break start when the day exceeds the plan', () => {
    const [entry] = withAutomaticBreak([entryAt(DAY, '08:00', '16:30')], DAY, settings);
    expect(entry!.breaks).toEqual([{ start: at(DAY, '14:00'), end: at(DAY, '14:30') }]);
  });

  it('uses the middle of the longest entry when no entry covers the break start', () => {
    const entries = [entryAt(DAY, '06:00', '13:00'), entryAt(DAY, '15:00', '17:00')];
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
    const short = Array.from({ length: 17 }, (_, i) =>
      entryAt(DAY, `${String(i + 4).padStart(2, '0')}:00`, `${String(i + 4).padStart(2, '0')}:30`),
    );
    expect(withAutomaticBreak(short, DAY, settings)).toEqual(short);
  });

  it('adds a break on a day off as soon as there is any work', () => {
    const saturday = '2025-05-10';
    const [entry] = withAutomaticBreak([entryAt(saturday, '08:00', '09:00')], saturday, settings);
    expect(entry!.breaks).toHaveLength(1);
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
