import { describe, expect, it } from 'vitest';
import { nextNightlyRun } from './nightly-run.ts';

const TWO_AM = 2 * 60;

describe('next nightly run at 02:00 Berlin', () => {
  it.each([
    // winter (CET, UTC+1): 02:00 Berlin is 01:00 UTC
    ['2026-11-23T22:30:00Z', '2026-11-24', '2026-11-24T01:00:00.000Z'],
    ['2026-11-24T00:59:59Z', '2026-11-24', '2026-11-24T01:00:00.000Z'],
    ['2026-11-24T01:00:00Z', '2026-11-25', '2026-11-25T01:00:00.000Z'],
    // summer (CEST, UTC+2): 02:00 Berlin is 00:00 UTC
    ['2026-07-01T12:00:00Z', '2026-07-02', '2026-07-02T00:00:00.000Z'],
    // 29 March 2026: 02:00 does not exist (clocks jump to 03:00), the run is at 03:00 CEST
    ['2026-03-28T12:00:00Z', '2026-03-29', '2026-03-29T01:00:00.000Z'],
    // 25 October 2026: 02:00 happens twice, the first (CEST) one counts
    ['2026-10-24T12:00:00Z', '2026-10-25', '2026-10-25T00:00:00.000Z'],
    ['2026-10-25T00:00:00Z', '2026-10-26', '2026-10-26T01:00:00.000Z'],
    // year end
    ['2026-12-31T23:30:00Z', '2027-01-01', '2027-01-01T01:00:00.000Z'],
  ])('after %s: night %s at %s', (now, night, at) => {
    const next = nextNightlyRun(Date.parse(now), TWO_AM);
    expect(next.night).toBe(night);
    expect(new Date(next.at).toISOString()).toBe(at);
  });

  it('is always strictly later and within a day and an hour', () => {
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 37 * 60_000) {
      const { at } = nextNightlyRun(ms, TWO_AM);
      expect(at).toBeGreaterThan(ms);
      expect(at - ms).toBeLessThanOrEqual(25 * 3_600_000);
    }
  });
});
