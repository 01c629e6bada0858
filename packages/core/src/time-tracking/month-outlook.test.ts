import { describe, expect, it } from 'vitest';
import { entryAt } from './entry-builder.ts';
import { monthOutlook } from './month-outlook.ts';
import { taxFreeSurchargePresets } from './surcharge-presets.ts';
import { makeAbsence, makeRecord } from './test-fixtures.ts';
import type { TimeSheet } from './timesheet.ts';
import { monthPair } from './year-balance.ts';

const record = makeRecord({ year: 2026, startDate: '2026-01-01', endDate: '2026-12-31' });
const surcharges = taxFreeSurchargePresets('2026-01-01', [record.id]);
// Thursday 3 December worked; Christmas Eve and New Year's Eve shifts entered ahead.
const sheet: TimeSheet = {
  record,
  surcharges,
  entries: [
    entryAt('2026-12-03', '08:00', '16:30', [['12:00', '12:30']]),
    entryAt('2026-12-24', '14:00', '20:00'),
    entryAt('2026-12-31', '14:00', '20:00'),
  ],
  absences: [makeAbsence('vacation', '2026-12-28', '2026-12-29')],
};

function outlook(until: string) {
  const { counted, whole } = monthPair(sheet, 12, { until });
  return { counted, ...monthOutlook(whole, until) };
}

describe('monthOutlook (the month after today, planned apart from what is counted)', () => {
  it.each([
    // until, countedUntil, rest from–to, Soll ahead, entered ahead, surcharges ahead (minutes)
    {
      until: '2026-12-06',
      countedUntil: '2026-12-06',
      from: '2026-12-07',
      to: '2026-12-31',
      // 19 weekdays from 7 to 31 December (no holiday in the empty template) à 8 h.
      target: 19 * 480,
      // 6 h on the 24th and the 31st, two vacation days credited 8 h each.
      actual: 2 * 360 + 2 * 480,
      surcharges: { '3b-christmas-eve': 360, '3b-new-years-eve': 360 },
    },
    {
      until: '2026-12-24',
      countedUntil: '2026-12-24',
      from: '2026-12-25',
      to: '2026-12-31',
      target: 5 * 480,
      actual: 360 + 2 * 480,
      surcharges: { '3b-new-years-eve': 360 },
    },
    {
      // The day before the month: nothing counted, the whole month ahead.
      until: '2026-11-30',
      countedUntil: '2026-11-30',
      from: '2026-12-01',
      to: '2026-12-31',
      target: 23 * 480,
      actual: 480 + 2 * 360 + 2 * 480,
      surcharges: { '3b-christmas-eve': 360, '3b-new-years-eve': 360 },
    },
  ])('until $until: rest $from–$to', ({ until, countedUntil, from, to, target, actual, ...t }) => {
    const { rest, countedUntil: counted } = outlook(until);
    expect(counted).toBe(countedUntil);
    expect(rest).toMatchObject({ from, to, target, actual });
    expect(Object.fromEntries(rest!.surcharges.map((s) => [s.surchargeId, s.minutes]))).toEqual(
      t.surcharges,
    );
  });

  it('keeps the counted Zuschläge to the days up to today (none on 6 December)', () => {
    const { counted, rest } = outlook('2026-12-06');
    expect(counted.surcharges).toEqual([]);
    expect(counted.actual).toBe(480);
    expect(rest!.surcharges.length).toBe(2);
  });

  it('adds up: counted and planned are the whole month', () => {
    const until = '2026-12-10';
    const { counted, whole } = monthPair(sheet, 12, { until });
    const { rest } = monthOutlook(whole, until);
    expect(counted.target + rest!.target).toBe(whole.target);
    expect(counted.actual + rest!.actual).toBe(whole.actual);
  });

  it('has no rest for a month that is over (everything counted)', () => {
    expect(outlook('2026-12-31')).toMatchObject({ countedUntil: null, rest: null });
    expect(outlook('2027-01-05')).toMatchObject({ countedUntil: null, rest: null });
  });
});
