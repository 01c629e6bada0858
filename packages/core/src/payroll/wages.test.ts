import { describe, expect, it } from 'vitest';
import { minimumWageFindings } from './minimum-wage-findings.ts';
import { wage } from './test-fixtures.ts';
import { effectiveWages, hourlyRate, isDeletable, wageOn, wageState } from './wages.ts';

describe('the pay history', () => {
  const first = wage('2026-01-01', 1390);
  const raise = wage('2026-07-01', 1500);
  const typo = wage('2026-10-01', 1700);
  const corrected = wage('2026-10-01', 1600);
  const deleted = wage('2027-01-01', 1800, { deletedAt: '2026-11-01T08:00:00.000Z' });
  const rows = [corrected, deleted, typo, raise, first];

  it('counts the last recorded row of a day and leaves deleted rows out', () => {
    expect(effectiveWages(rows).map((r) => r.id)).toEqual([first.id, raise.id, corrected.id]);
  });

  it.each([
    ['2025-12-31', undefined],
    ['2026-01-01', 1390],
    ['2026-06-30', 1390],
    ['2026-07-01', 1500],
    ['2026-10-01', 1600],
    ['2027-03-01', 1600],
  ])('on %s the wage is %o', (date, amount) => {
    expect(wageOn(effectiveWages(rows), date)?.amount).toBe(amount);
  });

  it.each([
    [first, 'past'],
    [raise, 'current'],
    [typo, 'corrected'],
    [corrected, 'future'],
    [deleted, 'deleted'],
  ] as const)('row %# is shown as %s on 2026-08-15', (row, state) => {
    expect(wageState(row, rows, '2026-08-15')).toBe(state);
  });

  it('lets only a row still to come be deleted', () => {
    expect(isDeletable(corrected, '2026-08-15')).toBe(true);
    expect(isDeletable(corrected, '2026-10-01')).toBe(false);
    expect(isDeletable(raise, '2026-08-15')).toBe(false);
    expect(isDeletable(deleted, '2026-08-15')).toBe(false);
  });

  it.each([
    [{ kind: 'hourly', amount: 1390, monthlyHours: null }, 1390],
    [{ kind: 'monthly', amount: 200_000, monthlyHours: 160 }, 1250],
    [{ kind: 'monthly', amount: 60_300, monthlyHours: 43.4 }, 60_300 / 43.4],
    [{ kind: 'monthly', amount: 60_300, monthlyHours: null }, 0],
  ] as const)('the hourly rate of %o is %d cents', (pay, rate) => {
    expect(hourlyRate(pay)).toBeCloseTo(rate, 9);
  });
});

describe('a wage below the minimum wage (§ 1 MiLoG)', () => {
  it('finds a wage that the next minimum overtakes, dated when the new minimum begins', () => {
    const rows = [wage('2026-01-01', 1390)];
    expect(minimumWageFindings(rows, [], '2026-01-01', '2026-12-31')).toEqual([]);
    expect(minimumWageFindings(rows, [], '2026-01-01', '2027-12-31')).toEqual([
      {
        code: 'belowMinimumWage',
        date: '2027-01-01',
        message:
          'Lohn unter dem Mindestlohn ab 01.01.2027: 13,90 € je Stunde, Mindestlohn 14,60 € (§ 1 MiLoG)',
      },
    ]);
  });

  it('judges a salary per hour: salary ÷ contractual monthly hours', () => {
    const rows = [wage('2026-03-01', 200_000, { kind: 'monthly', monthlyHours: 160 })];
    expect(minimumWageFindings(rows, [], '2026-03-01', '2026-03-31')).toEqual([
      {
        code: 'belowMinimumWage',
        date: '2026-03-01',
        message:
          'Lohn unter dem Mindestlohn ab 01.03.2026: 12,50 € (2.000,00 € im Monat bei 160 Std.) je Stunde, Mindestlohn 13,90 € (§ 1 MiLoG)',
      },
    ]);
    const enough = [wage('2026-03-01', 240_000, { kind: 'monthly', monthlyHours: 160 })];
    expect(minimumWageFindings(enough, [], '2026-03-01', '2026-03-31')).toEqual([]);
  });

  it('dates a shortfall from the later of the row and the minimum level, once per both', () => {
    const rows = [wage('2025-06-01', 1200), wage('2026-02-01', 1400)];
    // 12,00 € was below the 12,82 € of 2025 since June and below the 13,90 € from January.
    expect(minimumWageFindings(rows, [], '2025-08-01', '2025-12-31').map((f) => f.date)).toEqual([
      '2025-06-01',
    ]);
    const findings = minimumWageFindings(rows, [], '2026-01-01', '2026-03-31');
    expect(findings.map((f) => f.date)).toEqual(['2026-01-01']);
    expect(findings[0]!.message).toContain('12,00 € je Stunde, Mindestlohn 13,90 €');
  });

  it('holds a wage against the project’s higher sector minimum', () => {
    const rows = [wage('2026-01-01', 1400)];
    const sector = [{ from: '2026-01-01', cents: 1425 }];
    expect(minimumWageFindings(rows, sector, '2026-01-01', '2026-01-31')[0]!.message).toBe(
      'Lohn unter dem Mindestlohn ab 01.01.2026: 14,00 € je Stunde, Branchenmindestlohn 14,25 € (§ 1 MiLoG)',
    );
  });

  it('finds nothing before the first row and nothing for a wage raised in time', () => {
    const rows = [wage('2026-06-01', 1200), wage('2026-07-01', 1400)];
    expect(minimumWageFindings(rows, [], '2026-01-01', '2026-05-31')).toEqual([]);
    expect(minimumWageFindings(rows, [], '2026-07-01', '2026-12-31')).toEqual([]);
    expect(minimumWageFindings(rows, [], '2026-01-01', '2026-12-31')).toHaveLength(1);
  });
});
