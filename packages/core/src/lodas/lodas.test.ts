import { describe, expect, it } from 'vitest';
import { toInstant } from '../time-tracking/berlin-time.ts';
import { lodasChanges, canonicalLines } from './lodas-diff.ts';
import { lodasFile, windows1252 } from './lodas-file.ts';
import { lodasLines, lodasValue } from './lodas-lines.ts';
import { monthWageFigures, type MonthWageFigures } from './wage-figures.ts';
import { defaultSurchargeWageType, figureWageType } from './wage-types.ts';

const planned = (target: number) => ({ target }) as never;
const day = (date: string, more: Partial<Record<string, unknown>> = {}) => ({
  date,
  absence: undefined,
  planned: planned(480),
  worked: 0,
  surcharges: [],
  ...more,
});
const figures = (minutes: Partial<MonthWageFigures['minutes']>, surcharges = {}) => ({
  minutes: {
    work: 0,
    overtime: 0,
    vacation: 0,
    illness: 0,
    holiday: 0,
    paidAbsence: 0,
    compensation: 0,
    ...minutes,
  },
  surcharges: new Map(Object.entries(surcharges)) as Map<string, number>,
});

describe('lodasValue: hours with a decimal comma and two decimals', () => {
  it.each([
    [2000, '20,00'],
    [250, '2,50'],
    [5, '0,05'],
    [123456, '1234,56'],
    [-150, '-1,50'],
  ])('%i → %s', (centi, text) => expect(lodasValue(centi)).toBe(text));
});

describe('windows1252: the ANSI bytes LODAS reads', () => {
  it.each([
    ['März', [0x4d, 0xe4, 0x72, 0x7a]],
    ['Öß', [0xd6, 0xdf]],
    ['€ – „“', [0x80, 0x20, 0x96, 0x20, 0x84, 0x93]],
    ['\r\n', [0x0d, 0x0a]],
    ['Ł', [0x3f]],
    ['😀', [0x3f]],
  ])('%s', (text, bytes) => expect([...windows1252(text)]).toEqual(bytes));
});

describe('monthWageFigures: the Kontor figures of a month', () => {
  it('splits worked, absence and holiday minutes, surcharges and the positive saldo', () => {
    const result = monthWageFigures({
      days: [
        day('2026-03-02', { worked: 480, surcharges: [{ surchargeId: 'n', minutes: 60 }] }),
        day('2026-03-03', { worked: 300, surcharges: [{ surchargeId: 'n', minutes: 30 }] }),
        day('2026-03-04', { absence: 'vacation' }),
        day('2026-03-05', { absence: 'illness' }),
        day('2026-03-06', { absence: 'payed_absence' }),
        day('2026-03-09', { absence: 'compensation_times' }),
        day('2026-03-10', { holidayId: 'h' }),
        // A weekend day of vacation plans nothing, so it pays nothing.
        day('2026-03-14', { absence: 'vacation', planned: planned(0) }),
      ],
      partAbsences: [
        // Two hours at the doctor's on the 3rd; one in another month is left out.
        { type: 'illness', start: toInstant('2026-03-03', 600), end: toInstant('2026-03-03', 720) },
        {
          type: 'compensation_times',
          start: toInstant('2026-03-03', 900),
          end: toInstant('2026-03-03', 960),
        },
        { type: 'illness', start: toInstant('2026-04-01', 600), end: toInstant('2026-04-01', 720) },
      ],
      holidayMinutes: new Map([['2026-03-10', 480]]),
      monthSaldo: 95,
    });
    expect(result.minutes).toEqual({
      work: 780,
      overtime: 95,
      vacation: 480,
      illness: 600,
      holiday: 480,
      paidAbsence: 480,
      compensation: 540,
    });
    expect([...result.surcharges]).toEqual([['n', 90]]);
  });

  it('gives no overtime for a negative saldo', () => {
    const result = monthWageFigures({
      days: [],
      partAbsences: [],
      holidayMinutes: new Map(),
      monthSaldo: -300,
    });
    expect(result.minutes.overtime).toBe(0);
  });
});

describe('wage types', () => {
  it.each([
    [25, 425],
    [50, 450],
    [125, 525],
    [12.5, 413],
    [99_999, 9999],
  ])('a surcharge of %d %% is proposed as %i', (percent, n) =>
    expect(defaultSurchargeWageType(percent)).toBe(n),
  );
  it('uses the proposal unless a number or null was chosen', () => {
    expect(figureWageType({ figures: {}, surcharges: {} }, 'work')).toBe(100);
    expect(figureWageType({ figures: { work: 7 }, surcharges: {} }, 'work')).toBe(7);
    expect(figureWageType({ figures: { work: null }, surcharges: {} }, 'work')).toBeNull();
  });
});

describe('lodasLines: one line per employee and wage type with a value', () => {
  const surcharges = [{ id: 'night', value: 25 }];
  it('adds figures on the same wage type, leaves out zeros and figures not exported', () => {
    const lines = lodasLines(
      [
        { personnelNumber: 2, figures: figures({ work: 90 }, { night: 20 }) },
        {
          personnelNumber: 1,
          figures: figures({ work: 600, holiday: 480, illness: 1, compensation: 60 }),
        },
      ],
      { figures: { holiday: 100, compensation: null }, surcharges: {} },
      surcharges,
    );
    expect(lines).toEqual([
      // 600 + 480 minutes = 18 h on 100; one minute of illness is 0,02 h.
      { personnelNumber: 1, wageType: 100, centiHours: 1800 },
      { personnelNumber: 1, wageType: 310, centiHours: 2 },
      { personnelNumber: 2, wageType: 100, centiHours: 150 },
      { personnelNumber: 2, wageType: 425, centiHours: 33 },
    ]);
  });
});

describe('lodasChanges: old → new per employee and wage type', () => {
  it('lists changed, new and vanished lines only', () => {
    const before = [
      { personnelNumber: 1, wageType: 100, centiHours: 700 },
      { personnelNumber: 1, wageType: 310, centiHours: 800 },
      { personnelNumber: 2, wageType: 100, centiHours: 100 },
    ];
    const after = [
      { personnelNumber: 2, wageType: 100, centiHours: 100 },
      { personnelNumber: 1, wageType: 100, centiHours: 950 },
      { personnelNumber: 1, wageType: 300, centiHours: 800 },
    ];
    expect(lodasChanges(before, after)).toEqual([
      { personnelNumber: 1, wageType: 100, before: 700, after: 950 },
      { personnelNumber: 1, wageType: 300, before: null, after: 800 },
      { personnelNumber: 1, wageType: 310, before: 800, after: null },
    ]);
    expect(lodasChanges(after, [...after].reverse())).toEqual([]);
    expect(canonicalLines(after)).toBe(canonicalLines([...after].reverse()));
  });
});

describe('lodasFile', () => {
  it('has the three sections, ; between fields, CRLF after every line', () => {
    const text = lodasFile({
      consultantNumber: 1001,
      clientNumber: 1,
      year: 2026,
      month: 12,
      lines: [{ personnelNumber: 7, wageType: 100, centiHours: 1234 }],
    });
    const rows = text.split('\r\n');
    expect(rows.slice(0, 5)).toEqual([
      '[Allgemein]',
      'Ziel=LODAS',
      'Version_SST=1.0',
      'BeraterNr=1001',
      'MandantenNr=1',
    ]);
    expect(rows).toContain('* Kontor: Bewegungsdaten Dezember 2026');
    expect(rows.indexOf('[Satzbeschreibung]')).toBeLessThan(rows.indexOf('[Bewegungsdaten]'));
    expect(rows.at(-2)).toBe('1;01.12.2026;7;100;1;12,34;');
    expect(rows.at(-1)).toBe('');
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
});
