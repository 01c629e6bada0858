import { describe, expect, it } from 'vitest';
import {
  earliestInspectionDate,
  inspectionPeriodMessages as m,
  inspectionPeriodProblems,
} from './inspection-period.ts';

describe('§ 17 Abs. 1 MiLoG: the inspection export reaches back two years', () => {
  it.each([
    ['2026-12-07', '2024-12-07'],
    ['2026-01-01', '2024-01-01'],
    ['2028-02-29', '2026-02-28'], // a leap day: the 28th two years before
    ['2026-02-28', '2024-02-28'],
  ])('today %s: from %s at the earliest', (today, earliest) => {
    expect(earliestInspectionDate(today)).toBe(earliest);
  });

  it.each([
    // from, to, today, problems
    ['2026-03-01', '2026-03-31', '2026-12-07', {}],
    ['2024-12-07', '2026-12-07', '2026-12-07', {}], // the whole two years, ending today
    ['2026-12-07', '2026-12-07', '2026-12-07', {}], // one day
    ['2024-12-06', '2025-01-31', '2026-12-07', { from: m.fromTooEarly('2024-12-07') }],
    ['2026-03-31', '2026-03-01', '2026-12-07', { to: m.toBeforeFrom }],
    ['2026-12-01', '2026-12-08', '2026-12-07', { to: m.toAfterToday }],
    [
      '2020-01-01',
      '2019-12-31',
      '2026-12-07',
      { from: m.fromTooEarly('2024-12-07'), to: m.toBeforeFrom },
    ],
  ])('%s – %s on %s', (from, to, today, problems) => {
    expect(inspectionPeriodProblems(from, to, today)).toEqual(problems);
  });

  it('names the earliest day in German', () => {
    expect(m.fromTooEarly('2024-12-07')).toBe(
      'Der Prüfexport reicht höchstens zwei Jahre zurück (Aufbewahrung nach § 17 Abs. 1 MiLoG): frühestens ab 07.12.2024.',
    );
  });
});
