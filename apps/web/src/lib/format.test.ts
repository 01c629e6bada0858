import { describe, expect, it } from 'vitest';
import {
  formatCoordinates,
  formatDate,
  formatDateTime,
  formatHours,
  parseGermanDate,
} from './format.ts';

describe('formatDate', () => {
  it.each([
    ['2026-03-07T10:15:00.000Z', '07.03.2026'],
    ['2024-12-31', '31.12.2024'],
    ['', '–'],
    [null, '–'],
    ['not a date', '–'],
  ])('%s → %s', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });
});

describe('formatDateTime', () => {
  it('shows date and time of a local moment, a dash for nothing', () => {
    expect(formatDateTime('2026-03-07T09:05:00')).toBe('07.03.2026, 09:05');
    expect(formatDateTime(null)).toBe('–');
    expect(formatDateTime('nonsense')).toBe('–');
  });
});

describe('formatHours', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [90, '1.30'],
    [480, '8.00'],
    [-75, '-1.15'],
    [59.6, '1.00'],
    [Number.NaN, '–'],
  ])('%s minutes → %s', (input, expected) => {
    expect(formatHours(input)).toBe(expected);
  });
});

describe('parseGermanDate', () => {
  it.each([
    ['01.07.2026', '2026-07-01'],
    [' 1.7.2026 ', '2026-07-01'],
    ['31.12.2025', '2025-12-31'],
    ['31.02.2026', null],
    ['2026-07-01', null],
    ['', null],
  ])('%s → %s', (input, expected) => {
    expect(parseGermanDate(input)).toBe(expected);
  });
});

describe('formatCoordinates', () => {
  it.each([
    [{ latitude: 52.52, longitude: 13.405 }, '52,52000, 13,40500'],
    [{ latitude: -33.8688, longitude: 151.2093 }, '-33,86880, 151,20930'],
    [null, '–'],
    [{ latitude: Number.NaN, longitude: 1 }, '–'],
  ])('%j → %s', (input, expected) => {
    expect(formatCoordinates(input)).toBe(expected);
  });
});
