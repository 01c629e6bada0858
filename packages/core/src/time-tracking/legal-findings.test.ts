import { describe, expect, it } from 'vitest';
import { legalFindings, type FindingInput } from './legal-findings.ts';

const day = (overrides: Partial<FindingInput>): FindingInput => ({
  worked: 480,
  breaks: 30,
  isSunday: false,
  isHoliday: false,
  ...overrides,
});

const codes = (input: Partial<FindingInput>) => legalFindings(day(input)).map((f) => f.code);

describe('Arbeitszeitgesetz findings', () => {
  it.each([
    // worked, breaks, findings
    [480, 30, []],
    [360, 0, []],
    [361, 29, ['breakAfterSix']],
    [361, 30, []],
    [540, 30, []],
    [541, 44, ['breakAfterNine']],
    [541, 45, []],
    [541, 20, ['breakAfterNine']],
    [600, 45, []],
    [601, 45, ['dailyMaximum']],
    [601, 0, ['dailyMaximum', 'breakAfterNine']],
  ])('%i min worked with %i min break → %o', (worked, breaks, expected) => {
    expect(codes({ worked, breaks })).toEqual(expected);
  });

  it.each([
    // first start − previous end in minutes
    [659, ['restPeriod']],
    [660, []],
    [900, []],
  ])('rest of %i minutes → %o', (rest, expected) => {
    expect(codes({ previousEnd: 1000, firstStart: 1000 + rest })).toEqual(expected);
  });

  it.each([
    // longest stretch without a rest break, findings
    [360, []],
    [361, ['continuousWork']],
    [undefined, []],
  ] as const)('a stretch of %s minutes → %o', (longestStretch, expected) => {
    expect(codes({ longestStretch })).toEqual(expected);
  });

  it('skips the rest check without a previous day', () => {
    expect(codes({ firstStart: 10 })).toEqual([]);
    expect(codes({ previousEnd: 10 })).toEqual([]);
  });

  it('warns about Sunday and holiday work', () => {
    expect(codes({ isSunday: true })).toEqual(['sunday']);
    expect(codes({ isHoliday: true })).toEqual(['holiday']);
    expect(codes({ isSunday: true, isHoliday: true })).toEqual(['sunday', 'holiday']);
  });

  it('finds nothing on a day without work', () => {
    expect(
      codes({
        worked: 0,
        breaks: 0,
        isSunday: true,
        isHoliday: true,
        previousEnd: 0,
        firstStart: 1,
      }),
    ).toEqual([]);
  });

  it('carries German messages', () => {
    expect(legalFindings(day({ worked: 700, breaks: 60 }))).toEqual([
      { code: 'dailyMaximum', message: 'Mehr als 10 Stunden Arbeitszeit an einem Tag (§ 3 ArbZG)' },
    ]);
  });
});
