import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { limitAtMinimumWage, minijobLimit } from './minijob-limit.ts';
import {
  minimumWageChanges,
  minimumWageOn,
  STATUTORY_MINIMUM_WAGES,
  statutoryMinimumWage,
} from './minimum-wage.ts';

describe('statutory minimum wage (§ 1 Abs. 2 MiLoG with the Mindestlohnanpassungsverordnungen)', () => {
  it.each([
    ['2014-12-31', 0],
    ['2015-01-01', 850],
    ['2022-06-30', 982],
    ['2022-07-01', 1045],
    ['2022-09-30', 1045],
    ['2022-10-01', 1200],
    ['2023-12-31', 1200],
    ['2024-01-01', 1241],
    ['2025-01-01', 1282],
    ['2025-12-31', 1282],
    ['2026-01-01', 1390],
    ['2026-12-31', 1390],
    ['2027-01-01', 1460],
    ['2031-05-01', 1460],
  ])('on %s: %i cents', (date, cents) => {
    expect(statutoryMinimumWage(date)).toBe(cents);
  });

  it('lists its levels in order, each higher than the one before', () => {
    for (let i = 1; i < STATUTORY_MINIMUM_WAGES.length; i++) {
      expect(STATUTORY_MINIMUM_WAGES[i]!.from > STATUTORY_MINIMUM_WAGES[i - 1]!.from).toBe(true);
      expect(STATUTORY_MINIMUM_WAGES[i]!.cents).toBeGreaterThan(
        STATUTORY_MINIMUM_WAGES[i - 1]!.cents,
      );
    }
  });
});

describe('a sector minimum of the project (§ 1 Abs. 3 MiLoG)', () => {
  const sector = [
    { from: '2027-01-01', cents: 1500 },
    { from: '2026-01-01', cents: 1425 },
  ];
  it.each([
    // date, cents, source, began
    ['2025-12-31', 1282, 'statutory', '2025-01-01'],
    ['2026-01-01', 1425, 'sector', '2026-01-01'],
    ['2026-07-01', 1425, 'sector', '2026-01-01'],
    ['2027-01-01', 1500, 'sector', '2027-01-01'],
  ])('on %s: %i (%s, since %s)', (date, cents, source, from) => {
    expect(minimumWageOn(date, sector)).toEqual({ cents, source, from });
  });

  it('binds only while it is higher than the statutory one', () => {
    const lower = [{ from: '2026-01-01', cents: 1400 }];
    expect(minimumWageOn('2026-06-01', lower).source).toBe('sector');
    // 14,00 € is below the 14,60 € of 2027: the statutory minimum binds again.
    expect(minimumWageOn('2027-01-01', lower)).toEqual({
      cents: 1460,
      source: 'statutory',
      from: '2027-01-01',
    });
  });

  it('names the days the minimum changes within a period', () => {
    expect(
      minimumWageChanges('2026-01-01', '2027-12-31', [{ from: '2026-07-01', cents: 1500 }]),
    ).toEqual(['2026-07-01', '2027-01-01']);
    expect(minimumWageChanges('2026-02-01', '2026-02-28')).toEqual([]);
  });
});

describe('Minijob limit (§ 8 Abs. 1a SGB IV: minimum wage × 130 / 3, up to a full euro)', () => {
  it.each([
    ['2012-12-31', 40_000],
    ['2013-01-01', 45_000],
    ['2022-09-30', 45_000],
    ['2022-10-01', 52_000],
    ['2024-01-01', 53_800],
    ['2025-06-15', 55_600],
    ['2026-01-01', 60_300],
    ['2026-12-31', 60_300],
    ['2027-01-01', 63_300],
  ])('on %s: %i cents', (date, cents) => {
    expect(minijobLimit(date)).toBe(cents);
  });

  it('is the smallest full euro amount not below minimum wage × 130 / 3', () => {
    // The formula of § 8 Abs. 1a for any minimum wage, checked in exact integers.
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (cents) => {
        const limit = limitAtMinimumWage(cents);
        expect(limit % 100).toBe(0);
        expect(limit * 3).toBeGreaterThanOrEqual(cents * 130);
        expect((limit - 100) * 3).toBeLessThan(cents * 130);
      }),
    );
  });
});
