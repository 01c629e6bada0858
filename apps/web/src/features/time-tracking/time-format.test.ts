import { describe, expect, it } from 'vitest';
import {
  clockOf,
  dateTimeOf,
  daySaldo,
  dayLabel,
  monthParam,
  parseMonth,
  yearRowNote,
  spanText,
} from './time-format.ts';

describe('time display', () => {
  it('shows moments in German time, summer and winter', () => {
    expect(clockOf('2026-07-01T06:00:00.000Z')).toBe('08:00');
    expect(clockOf('2026-11-24T07:30:00.000Z')).toBe('08:30');
    expect(spanText({ start: '2026-11-24T07:00:00Z', end: '2026-11-24T16:15:00Z' })).toBe(
      '08:00–17:15',
    );
  });

  it('shows a moment with its date in German time', () => {
    expect(dateTimeOf('2026-11-27T06:30:00.000Z')).toBe('27.11.2026 07:30');
    expect(dateTimeOf('2026-07-01T22:05:00.000Z')).toBe('02.07.2026 00:05');
  });

  it('labels days with their weekday', () => {
    expect(dayLabel('2026-11-23')).toBe('Mo 23.11.');
    expect(dayLabel('2026-03-01')).toBe('So 01.03.');
  });

  it('reads the month of the URL, falling back on anything else', () => {
    const fallback = { year: 2026, month: 11 };
    expect(parseMonth('2025-02', fallback)).toEqual({ year: 2025, month: 2 });
    expect(parseMonth('2025-13', fallback)).toEqual(fallback);
    expect(parseMonth(null, fallback)).toEqual(fallback);
    expect(monthParam(2026, 3)).toBe('2026-03');
  });
});

describe('daySaldo', () => {
  it.each([
    [
      { date: '2026-11-24', saldo: -480 },
      { text: '-8.00', negative: true },
    ],
    [
      { date: '2026-11-25', saldo: 30 },
      { text: '0.30', negative: false },
    ],
    [
      { date: '2026-11-26', saldo: -480 },
      { text: '–', negative: false },
    ],
  ])('%j on 25.11. → %j', (day, expected) => {
    expect(daySaldo(day, '2026-11-25')).toEqual(expected);
  });
});

describe('yearRowNote (the year counts up to today)', () => {
  it.each([
    [2026, 12, '2026-12-06', ' bis heute (06.12.2026)'],
    [2026, null, '2026-12-06', ' bis heute (06.12.2026)'],
    [2026, 11, '2026-12-06', ''],
    [2025, 12, '2026-12-06', ''],
    [2025, null, '2026-12-06', ''],
  ] as const)('%s, month %s, today %s → %j', (year, month, today, note) => {
    expect(yearRowNote(year, month, today)).toBe(note);
  });
});
