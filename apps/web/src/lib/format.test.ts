import { describe, expect, it } from 'vitest';
import { formatDate, formatHours } from './format.ts';

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
