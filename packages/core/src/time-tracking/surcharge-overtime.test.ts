import { describe, expect, it } from 'vitest';
import { entryAt } from './entry-builder.ts';
import { makeRecord } from './test-fixtures.ts';
import type { Surcharge, TimeEntry } from './types.ts';
import { monthBalance } from './year-balance.ts';
import { datesBetween, weekdayOf } from './local-date.ts';

const record = makeRecord();
const overtime: Surcharge = {
  id: 'ot',
  name: 'Überstunden',
  type: 'overtime',
  value: 25,
  startDate: '2025-01-01',
  connectedRecords: [record.id],
};

/** Weekday entries of `hours` net hours each (plus a 30-minute break). */
function days(from: string, to: string, end: string): TimeEntry[] {
  return datesBetween(from, to)
    .filter((d) => weekdayOf(d) < 5)
    .map((d) => entryAt(d, '08:00', end, [['12:00', '12:30']]));
}

const booked = (entries: TimeEntry[], month = 9, surcharges = [overtime]) =>
  monthBalance({ record, entries, surcharges }, month, { until: '2025-09-30' })
    .days.filter((d) => d.surcharges.length > 0)
    .map((d) => [d.date, d.surcharges]);

describe('overtime surcharge', () => {
  it('books the positive saldo of each week on its last day', () => {
    // September 2025 starts on a Monday; weeks end on Sundays 7, 14, 21, 28 and the part week ends on the 30th.
    const entries = [
      ...days('2025-09-01', '2025-09-07', '17:30'),
      ...days('2025-09-08', '2025-09-30', '16:30'),
    ];
    expect(booked(entries)).toEqual([['2025-09-07', [{ surchargeId: 'ot', minutes: 300 }]]]);
  });

  it('never lets a minus week reduce another week', () => {
    const entries = [
      ...days('2025-09-01', '2025-09-07', '17:30'),
      ...days('2025-09-08', '2025-09-12', '15:30'),
      ...days('2025-09-15', '2025-09-30', '16:30'),
      entryAt('2025-09-30', '18:00', '19:00'),
    ];
    expect(booked(entries)).toEqual([
      ['2025-09-07', [{ surchargeId: 'ot', minutes: 300 }]],
      ['2025-09-30', [{ surchargeId: 'ot', minutes: 60 }]],
    ]);
  });

  it('cuts a week at the month end', () => {
    // 29 Sep–5 Oct spans two months; only September's part counts for September.
    const entries = [
      ...days('2025-09-01', '2025-09-28', '16:30'),
      ...days('2025-09-29', '2025-09-30', '17:30'),
    ];
    expect(booked(entries)).toEqual([['2025-09-30', [{ surchargeId: 'ot', minutes: 120 }]]]);
  });

  it('applies only while active', () => {
    const entries = days('2025-09-01', '2025-09-30', '17:30');
    const ended = { ...overtime, endDate: '2025-09-10' };
    expect(booked(entries, 9, [ended]).map(([date]) => date)).toEqual(['2025-09-07']);
    expect(booked(entries, 9, [])).toEqual([]);
    expect(
      booked(entries, 9, [{ ...overtime, startDate: '2025-09-15' }]).map(([date]) => date),
    ).toEqual(['2025-09-21', '2025-09-28', '2025-09-30']);
  });

  it('shows up in the month totals', () => {
    const entries = days('2025-09-01', '2025-09-07', '17:30');
    expect(
      monthBalance({ record, entries, surcharges: [overtime] }, 9, { until: '2025-09-07' })
        .surcharges,
    ).toEqual([{ surchargeId: 'ot', minutes: 300 }]);
  });
});
