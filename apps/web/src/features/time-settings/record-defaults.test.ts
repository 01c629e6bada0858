import { describe, expect, it } from 'vitest';
import { suggestedStartMonth } from './record-defaults.ts';

describe('suggestedStartMonth', () => {
  const today = new Date(2026, 10, 25);
  it.each([
    [2026, 11],
    [2027, 1],
    [2028, 1],
  ])('a new record of %i on 25.11.2026 starts in month %i', (year, expected) => {
    expect(suggestedStartMonth(year, today)).toBe(expected);
  });
});
