import { describe, expect, it } from 'vitest';
import { dayResult } from './day-facade.ts';
import { entryAt } from './entry-builder.ts';
import { taxFreeSurchargePresets } from './surcharge-presets.ts';
import { at, makeAbsence, makeRecord } from './test-fixtures.ts';
import type { PartAbsence } from './types.ts';

const record = makeRecord({ holidays: new Map([['2025-05-01', 'may']]) });
const TUESDAY = '2025-05-06';

describe('day result', () => {
  it.each([
    // entries, workTime, breaks, worked, saldo
    [[['08:00', '16:30', [['12:00', '12:30']]]], 510, 30, 480, 0],
    [[['08:00', '17:00', [['12:00', '12:30']]]], 540, 30, 510, 30],
    [
      [
        ['08:00', '12:00', []],
        ['13:00', '17:00', []],
      ],
      480,
      0,
      480,
      0,
    ],
    [
      [
        ['08:00', '12:00', [['10:00', '10:15']]],
        ['13:00', '15:00', [['14:00', '14:15']]],
      ],
      360,
      30,
      330,
      -150,
    ],
    [[], 0, 0, 0, -480],
  ] as const)('%o', (entries, workTime, breaks, worked, saldo) => {
    const result = dayResult(
      {
        record,
        entries: entries.map(([start, end, pauses]) =>
          entryAt(TUESDAY, start, end, pauses as unknown as [string, string][]),
        ),
      },
      TUESDAY,
    );
    expect(result).toMatchObject({
      date: TUESDAY,
      weekday: 1,
      workTime,
      breaks,
      worked,
      actual: worked,
      saldo,
      credited: 0,
    });
    expect(result.planned.target).toBe(480);
  });

  it('counts all work on a weekend or holiday as plus', () => {
    const saturday = dayResult(
      { record, entries: [entryAt('2025-05-10', '08:00', '10:00')] },
      '2025-05-10',
    );
    expect(saturday).toMatchObject({ saldo: 120, holidayId: undefined });
    expect(saturday.planned.isWorkingDay).toBe(false);
    const mayDay = dayResult(
      { record, entries: [entryAt('2025-05-01', '08:00', '10:00')] },
      '2025-05-01',
    );
    expect(mayDay).toMatchObject({ saldo: 120, holidayId: 'may' });
    expect(mayDay.findings.map((f) => f.code)).toEqual(['holiday']);
    expect(dayResult({ record, entries: [] }, '2025-05-01').saldo).toBe(0);
  });

  it.each([
    ['vacation', 480, 0],
    ['illness', 480, 0],
    ['payed_absence', 480, 0],
    ['compensation_times', 0, -480],
  ] as const)('a full day of %s credits %i', (type, credited, saldo) => {
    const result = dayResult(
      { record, entries: [], absences: [makeAbsence(type, '2025-05-05', '2025-05-09')] },
      TUESDAY,
    );
    expect(result).toMatchObject({ absence: type, credited, actual: credited, saldo });
  });

  it('ignores absences that are not approved', () => {
    const result = dayResult(
      { record, entries: [], absences: [makeAbsence('vacation', TUESDAY, TUESDAY, 'created')] },
      TUESDAY,
    );
    expect(result).toMatchObject({ absence: undefined, credited: 0, saldo: -480 });
  });

  it.each([
    ['illness', 120, 0],
    ['payed_absence', 120, 0],
    ['compensation_times', 0, -120],
  ] as const)('a part absence of %s credits only its span', (type, credited, saldo) => {
    const part: PartAbsence = { type, start: at(TUESDAY, '10:00'), end: at(TUESDAY, '12:00') };
    const entries = [entryAt(TUESDAY, '08:00', '10:00'), entryAt(TUESDAY, '12:00', '16:00')];
    expect(dayResult({ record, entries, partAbsences: [part] }, TUESDAY)).toMatchObject({
      worked: 360,
      credited,
      saldo,
    });
  });

  it('books surcharges on the day the shift began', () => {
    const surcharges = taxFreeSurchargePresets('2025-01-01', [record.id]);
    const sheet = { record, entries: [entryAt('2025-05-10', '22:00', '06:00')], surcharges };
    expect(dayResult(sheet, '2025-05-10').surcharges).toEqual([
      { surchargeId: '3b-night', minutes: 240 },
      { surchargeId: '3b-night-late', minutes: 240 },
      { surchargeId: '3b-sunday', minutes: 360 },
    ]);
    expect(dayResult(sheet, '2025-05-11').surcharges).toEqual([]);
  });

  it('reports legal findings, including the rest since the previous day', () => {
    const entries = [entryAt(TUESDAY, '06:00', '17:30')];
    const result = dayResult({ record, entries }, TUESDAY, at('2025-05-05', '22:00'));
    expect(result.findings.map((f) => f.code)).toEqual([
      'dailyMaximum',
      'breakAfterNine',
      'continuousWork',
      'restPeriod',
    ]);
    expect(result.lastEnd).toBe(at(TUESDAY, '17:30'));
    expect(
      dayResult(
        { record, entries: [entryAt('2025-05-11', '08:00', '09:00')] },
        '2025-05-11',
      ).findings.map((f) => f.code),
    ).toEqual(['sunday']);
  });

  it('uses the latest end of several entries', () => {
    const entries = [entryAt(TUESDAY, '13:00', '15:00'), entryAt(TUESDAY, '08:00', '20:00')];
    expect(dayResult({ record, entries }, TUESDAY).lastEnd).toBe(at(TUESDAY, '20:00'));
    const reversed = [...entries].reverse();
    expect(dayResult({ record, entries: reversed }, TUESDAY).lastEnd).toBe(at(TUESDAY, '20:00'));
  });
});
