import { describe, expect, it } from 'vitest';
import { dayResult } from './day-facade.ts';
import { entryAt } from './entry-builder.ts';
import { taxFreeSurchargePresets } from './surcharge-presets.ts';
import { makeRecord } from './test-fixtures.ts';
import type { YearRecord } from './types.ts';
import { yearBalance } from './year-balance.ts';

const withHolidays = (holidays: [string, string][]): YearRecord =>
  makeRecord({ holidays: new Map(holidays) });
const surcharges = taxFreeSurchargePresets('2025-01-01', ['record0001']);
const night = entryAt('2025-12-31', '22:00', '06:00', [['02:00', '02:30']]);

describe('a shift into the next year sees its holidays', () => {
  it.each([
    // the record's holidays, as the template's dates of 2025 (or with 2026 given)
    ['1 January of the record year only', [['2025-01-01', 'neujahr']]],
    [
      'the next 1 January given explicitly',
      [
        ['2025-01-01', 'neujahr'],
        ['2026-01-01', 'neujahr'],
      ],
    ],
    ['only the next 1 January', [['2026-01-01', 'neujahr']]],
  ] as [string, [string, string][]][])('%s', (_, holidays) => {
    const result = dayResult(
      { record: withHolidays(holidays), entries: [night], surcharges },
      '2025-12-31',
    );
    expect(result.findings.map((f) => f.code)).toEqual(['holiday']);
    // 22–24 h: 31.12. from 14:00 (125 %) + night; 0–6 h on New Year's Day: holiday 125 %.
    expect(result.surcharges).toEqual([
      { surchargeId: '3b-night', minutes: 240 },
      { surchargeId: '3b-new-years-eve', minutes: 120 },
      { surchargeId: '3b-night-late', minutes: 210 },
      { surchargeId: '3b-holiday', minutes: 330 },
    ]);
  });

  it('has no holiday on 1 January when the template has none', () => {
    const result = dayResult(
      { record: withHolidays([]), entries: [night], surcharges },
      '2025-12-31',
    );
    expect(result.findings).toEqual([]);
    expect(result.surcharges.find((s) => s.surchargeId === '3b-holiday')).toBeUndefined();
  });

  it('keeps the next year out of the balance', () => {
    const record = withHolidays([['2025-01-01', 'neujahr']]);
    const year = yearBalance({ record, entries: [night], surcharges });
    expect(year.months[11]!.days.at(-1)).toMatchObject({ date: '2025-12-31', worked: 450 });
    expect(year.months[0]!.days[0]).toMatchObject({ date: '2025-01-01', holidayId: 'neujahr' });
    expect(year.months.flatMap((m) => m.days)).toHaveLength(365);
    expect(year.total.actual).toBe(450);
  });
});
