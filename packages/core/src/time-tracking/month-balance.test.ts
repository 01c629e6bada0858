import { describe, expect, it } from 'vitest';
import { entryAt } from './entry-builder.ts';
import { datesBetween, weekdayOf } from './local-date.ts';
import { makeAbsence, makeRecord } from './test-fixtures.ts';
import type { TimeEntry } from './types.ts';
import { monthBalance, yearBalance } from './year-balance.ts';

/** A regular 8-hour day (08:00–16:30, 30 min break) on every weekday of the range. */
function regularDays(from: string, to: string): TimeEntry[] {
  return datesBetween(from, to)
    .filter((d) => weekdayOf(d) < 5)
    .map((d) => entryAt(d, '08:00', '16:30', [['12:00', '12:30']]));
}

describe('month balance (Zeitübersicht)', () => {
  it('is zero for a month worked exactly as planned', () => {
    const record = makeRecord({ startDate: '2025-05-01' });
    const balance = monthBalance({ record, entries: regularDays('2025-05-01', '2025-05-31') }, 5);
    // May 2025 has 22 weekdays.
    expect(balance).toMatchObject({
      year: 2025,
      month: 5,
      previousSaldo: 0,
      target: 22 * 480,
      actual: 22 * 480,
      saldo: 0,
      account: 0,
    });
    expect(balance.days).toHaveLength(31);
  });

  it('counts a planned working day without entry or absence as minus its planned time', () => {
    const record = makeRecord({ startDate: '2025-05-01' });
    const entries = regularDays('2025-05-01', '2025-05-31').slice(1);
    const balance = monthBalance({ record, entries }, 5);
    expect(balance).toMatchObject({ saldo: -480, account: -480, actual: 21 * 480 });
  });

  it('does not plan holidays of the template', () => {
    const record = makeRecord({
      holidays: new Map([
        ['2025-05-01', 'may'],
        ['2025-05-29', 'ascension'],
      ]),
    });
    const entries = regularDays('2025-05-02', '2025-05-28').concat(
      regularDays('2025-05-30', '2025-05-31'),
    );
    expect(monthBalance({ record, entries }, 5)).toMatchObject({ target: 20 * 480, saldo: 0 });
  });

  it('carries Saldo Vormonat and the Zeitkonto from the initial saldo', () => {
    const record = makeRecord({ initialSaldo: 600 });
    const entries = [
      ...regularDays('2025-01-01', '2025-01-31'),
      entryAt('2025-01-11', '08:00', '10:00'), // Saturday: +120
      ...regularDays('2025-02-01', '2025-02-28').slice(2), // two days missing: -960
    ];
    const { months } = yearBalance({ record, entries }, { until: '2025-02-28' });
    expect(months[0]).toMatchObject({ previousSaldo: 600, saldo: 120, account: 720 });
    expect(months[1]).toMatchObject({ previousSaldo: 720, saldo: -960, account: -240 });
    expect(months[2]).toMatchObject({ previousSaldo: -240, target: 0, saldo: 0, account: -240 });
    expect(monthBalance({ record, entries }, 2, { until: '2025-02-28' }).account).toBe(-240);
  });

  it('credits absences in Arbeitszeit', () => {
    const record = makeRecord();
    const entries = regularDays('2025-05-01', '2025-05-31').filter(
      (e) => e.start > entryAt('2025-05-09', '08:00', '09:00').start,
    );
    const absences = [
      makeAbsence('vacation', '2025-05-01', '2025-05-06'),
      makeAbsence('compensation_times', '2025-05-07', '2025-05-09'),
    ];
    const balance = monthBalance({ record, entries, absences }, 5);
    expect(balance).toMatchObject({
      credited: 4 * 480,
      worked: 15 * 480,
      actual: 19 * 480,
      saldo: -3 * 480,
    });
  });

  it('leaves out days after `until` and outside the record', () => {
    const record = makeRecord({ startDate: '2025-05-15' });
    const entries = regularDays('2025-05-15', '2025-05-20');
    const balance = monthBalance({ record, entries }, 5, { until: '2025-05-20' });
    expect(balance.days.map((d) => d.date)).toEqual(datesBetween('2025-05-15', '2025-05-20'));
    expect(balance).toMatchObject({ target: 4 * 480, saldo: 0 });
    expect(monthBalance({ record, entries }, 4).days).toEqual([]);
  });

  it('sums surcharges and carries the rest check over month ends', () => {
    const record = makeRecord();
    const surcharges = [
      {
        id: 'n',
        name: 'Nacht',
        type: 'time' as const,
        value: 25,
        startDate: '2025-01-01',
        connectedRecords: [record.id],
        time: { start: '22:00', end: '06:00' },
      },
    ];
    const entries = [
      entryAt('2025-04-30', '20:00', '23:00'),
      entryAt('2025-05-01', '07:00', '08:00'),
      entryAt('2025-05-02', '22:00', '23:00'),
    ];
    const { months } = yearBalance({ record, entries, surcharges });
    expect(months[4]!.surcharges).toEqual([{ surchargeId: 'n', minutes: 60 }]);
    expect(months[3]!.surcharges).toEqual([{ surchargeId: 'n', minutes: 60 }]);
    expect(months[4]!.days[0]!.findings.map((f) => f.code)).toEqual(['restPeriod']);
  });

  it('rejects an invalid month', () => {
    const sheet = { record: makeRecord(), entries: [] };
    expect(() => monthBalance(sheet, 0)).toThrow(RangeError);
    expect(() => monthBalance(sheet, 13)).toThrow(RangeError);
    expect(() => monthBalance(sheet, 1.5)).toThrow(RangeError);
  });
});

describe('year table (Zeiten Übersicht)', () => {
  it('lists Monat, Sollzeit, Arbeitszeit, Monatssaldo and the row Gesamt', () => {
    const record = makeRecord({ initialSaldo: 60 });
    const entries = [
      ...regularDays('2025-01-01', '2025-02-28'),
      entryAt('2025-02-01', '08:00', '09:00'),
    ];
    const { rows, total } = yearBalance({ record, entries }, { until: '2025-02-28' });
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({
      label: 'Januar',
      target: 23 * 480,
      actual: 23 * 480,
      saldo: 0,
      account: 60,
    });
    expect(rows[1]).toEqual({
      label: 'Februar',
      target: 20 * 480,
      actual: 20 * 480 + 60,
      saldo: 60,
      account: 120,
    });
    expect(rows[11]).toMatchObject({ label: 'Dezember', target: 0, saldo: 0, account: 120 });
    expect(total).toEqual({
      label: 'Gesamt',
      target: 43 * 480,
      actual: 43 * 480 + 60,
      saldo: 60,
      account: 120,
    });
  });

  it('plans the whole year of a default record', () => {
    // 2025 has 261 weekdays.
    expect(yearBalance({ record: makeRecord(), entries: [] }).total).toMatchObject({
      target: 261 * 480,
      saldo: -261 * 480,
    });
  });
});
