import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatHours, isClockTime, parseClock } from './format.ts';

describe('hours as h.mm', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [59, '0.59'],
    [60, '1.00'],
    [510, '8.30'],
    [-90, '-1.30'],
    [-5, '-0.05'],
    [6000, '100.00'],
    [0.4, '0.00'],
  ])('%f minutes → %s', (minutes, text) => {
    expect(formatHours(minutes)).toBe(text);
  });
});

describe('dates and clock times', () => {
  it('formats dates as DD.MM.YYYY', () => {
    expect(formatDate('2025-05-08')).toBe('08.05.2025');
  });

  it.each([
    ['00:00', 0],
    ['08:00', 480],
    ['23:59', 1439],
    ['24:00', 1440],
  ])('parses %s as %i', (text, minute) => {
    expect(parseClock(text)).toBe(minute);
  });

  it.each(['24:01', '8:00', '12:60', '', '25:00', 'ab:cd'])('rejects %s', (text) => {
    expect(isClockTime(text)).toBe(false);
    expect(() => parseClock(text)).toThrow(RangeError);
  });

  it.each([
    [0, '00:00'],
    [65, '01:05'],
    [600, '10:00'],
    [1439, '23:59'],
  ])('formats %i as %s', (minute, text) => {
    expect(formatClock(minute)).toBe(text);
  });
});
