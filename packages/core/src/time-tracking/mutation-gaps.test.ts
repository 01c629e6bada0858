// Edge cases found by mutation testing: boundaries and orderings the main tables did not pin down.
import { describe, expect, it } from 'vitest';
import { validateAbsence } from './absence-validator.ts';
import { dayResult } from './day-facade.ts';
import { withAutomaticBreak } from './day-editing.ts';
import { entryAt } from './entry-builder.ts';
import { entrySurcharges } from './entry-surcharges.ts';
import { formatClock, formatHours, parseClock } from './format.ts';
import { fromDayNumber, toDayNumber } from './local-date.ts';
import { validateHolidayTemplate, validateSurcharge } from './settings-validators.ts';
import { covers } from './surcharge-timeline.ts';
import { workedSpans } from './spans.ts';
import { taxFreeSurchargePresets } from './surcharge-presets.ts';
import { at, makeAbsence, makeRecord } from './test-fixtures.ts';
import { DEFAULT_TIME_SETTINGS, recordPeriod } from './time-settings.ts';
import { vacationBalance } from './vacation-balance.ts';
import { weekOverview } from './week-overview.ts';
import { validatePartAbsence } from './work-time-validator.ts';
import { monthBalance, yearBalance } from './year-balance.ts';

const D = '2025-05-06';
const record = makeRecord();

describe('formatting edges', () => {
  it('pads exactly at ten', () => {
    expect(formatClock(610)).toBe('10:10');
    expect(formatClock(609)).toBe('10:09');
    expect(formatHours(70)).toBe('1.10');
    expect(formatHours(-0.4)).toBe('0.00');
  });

  it('names the bad clock time', () => {
    expect(() => parseClock('7:5')).toThrow('Invalid clock time: 7:5');
  });

  it('converts the last day of a 400-year era', () => {
    for (const date of ['2000-02-29', '2400-02-29', '1600-02-29', '2000-03-01']) {
      expect(fromDayNumber(toDayNumber(date))).toBe(date);
    }
  });
});

describe('surcharge segment edges', () => {
  it.each([
    [[[10, 20]], 10, true],
    [[[10, 20]], 20, false],
    [[[10, 20]], 9, false],
    [
      [
        [0, 5],
        [10, 20],
      ],
      15,
      true,
    ],
  ] as const)('covers(%o, %i) is %s', (ranges, minute, expected) => {
    expect(covers(ranges, minute)).toBe(expected);
  });

  it('places segments at their real instants', () => {
    const presets = taxFreeSurchargePresets('2025-01-01', [record.id]);
    const evening = entrySurcharges(record, entryAt(D, '18:00', '23:00'), presets).segments;
    expect(evening.map((s) => [s.start, s.end])).toEqual([[at(D, '20:00'), at(D, '23:00')]]);
    const night = entrySurcharges(
      record,
      entryAt('2025-05-10', '22:00', '06:00'),
      presets,
    ).segments;
    expect(night.map((s) => [s.start, s.percent])).toEqual([
      [at('2025-05-10', '22:00'), 25],
      [at('2025-05-11', '00:00'), 90],
      [at('2025-05-11', '04:00'), 75],
    ]);
  });
});

describe('absence validator edges', () => {
  const ctx = {
    record: { startDate: '2025-04-01', endDate: '2025-12-31' },
    entryDates: [],
    absences: [],
  };
  it('accepts an end on the first day of the record', () => {
    expect(
      validateAbsence(
        { userId: 'u', type: 'illness', startDate: '2025-04-01', endDate: '2025-04-01' },
        ctx,
      ),
    ).toEqual([]);
  });

  it('finds clashes on the very first and last day only', () => {
    const draft = {
      userId: 'u',
      type: 'vacation' as const,
      startDate: '2025-05-05',
      endDate: '2025-05-09',
    };
    const issues = validateAbsence(draft, {
      ...ctx,
      entryDates: ['2025-05-04', '2025-05-05', '2025-05-09', '2025-05-10'],
      absences: [
        makeAbsence('illness', '2025-05-01', '2025-05-05'),
        makeAbsence('illness', '2025-05-09', '2025-05-12'),
      ],
    });
    expect(issues.map((i) => i.message)).toEqual([
      'Es gibt Überschneidungen mit anderen Einträgen: 05.05.2025, 09.05.2025',
      'Es gibt Überschneidungen mit anderen Abwesenheiten: 05.05.2025, 09.05.2025',
    ]);
  });
});

describe('automatic break edges', () => {
  const s = DEFAULT_TIME_SETTINGS;
  it('leaves a day alone when any entry already has a break', () => {
    const entries = [
      entryAt(D, '06:00', '12:00', [['09:00', '09:30']]),
      entryAt(D, '12:10', '17:00'),
    ];
    expect(withAutomaticBreak(entries, D, s)).toEqual(entries);
  });

  it('does not use an entry starting at the break start or ending at the break end', () => {
    const startsThere = withAutomaticBreak(
      [entryAt(D, '06:00', '13:50'), entryAt(D, '14:00', '17:00')],
      D,
      s,
    );
    expect(startsThere[0]!.breaks).toEqual([{ start: at(D, '09:40'), end: at(D, '10:10') }]);
    expect(startsThere[1]!.breaks).toEqual([]);
    const endsThere = withAutomaticBreak([entryAt(D, '06:00', '14:30')], D, s);
    expect(endsThere[0]!.breaks).toEqual([{ start: at(D, '10:00'), end: at(D, '10:30') }]);
    const fits = withAutomaticBreak([entryAt(D, '06:00', '14:31')], D, s);
    expect(fits[0]!.breaks).toEqual([{ start: at(D, '14:00'), end: at(D, '14:30') }]);
  });

  it('uses the first entry covering the break start even when another is longer', () => {
    const result = withAutomaticBreak(
      [entryAt(D, '12:00', '16:00'), entryAt(D, '16:10', '22:00')],
      D,
      s,
    );
    expect(result[0]!.breaks).toEqual([{ start: at(D, '14:00'), end: at(D, '14:30') }]);
    expect(result[1]!.breaks).toEqual([]);
  });

  it('takes the first of equally long entries', () => {
    const result = withAutomaticBreak(
      [entryAt(D, '05:00', '09:30'), entryAt(D, '09:40', '14:10')],
      D,
      s,
    );
    expect(result[0]!.breaks).toEqual([{ start: at(D, '07:00'), end: at(D, '07:30') }]);
    expect(result[1]!.breaks).toEqual([]);
  });
});

describe('settings validator edges', () => {
  it('handles a missing name and an invalid start time', () => {
    expect(validateSurcharge({ type: 'overtime', value: 5 }).map((i) => i.message)).toEqual([
      'Bitte einen Namen angeben',
    ]);
    expect(
      validateSurcharge({
        name: 'N',
        type: 'time',
        value: 5,
        time: { start: 'x', end: '06:00' },
      }).map((i) => i.message),
    ).toEqual(['Bitte eine Startzeit angeben']);
  });

  it('compares template names with all existing ones, trimmed', () => {
    const existing = [
      { id: 't1', name: 'Berlin' },
      { id: 't2', name: ' Sachsen ' },
    ];
    expect(
      validateHolidayTemplate({ name: 'sachsen', holidayIds: ['h'] }, existing).map(
        (i) => i.message,
      ),
    ).toEqual(['Ein Template mit diesem Namen existiert bereits']);
    expect(
      validateHolidayTemplate({ id: 't2', name: 'Sachsen', holidayIds: ['h'] }, existing),
    ).toEqual([]);
  });
});

describe('part absence edges', () => {
  const span = (a: string, b: string) => ({ start: at(D, a), end: at(D, b) });
  const day = { entries: [span('08:00', '10:00'), span('12:00', '16:00')], partAbsences: [] };
  it.each([
    [span('08:00', '09:00'), ['Die Zeit überschneidet sich mit einem anderen Eintrag.']],
    [span('15:00', '16:00'), ['Die Zeit überschneidet sich mit einem anderen Eintrag.']],
    [span('11:00', '11:00'), ['Endzeit muss nach Startzeit sein']],
  ])('%o → %o', (draft, expected) => {
    expect(validatePartAbsence(draft, day).map((i) => i.message)).toEqual(expected);
  });
});

describe('balance edges', () => {
  it('keeps the latest entry end for the rest check', () => {
    const entries = [
      entryAt('2025-05-05', '08:00', '17:00'),
      entryAt('2025-05-06', '08:00', '23:00'),
      entryAt('2025-05-07', '07:00', '12:00'),
    ];
    const days = monthBalance({ record, entries }, 5).days;
    expect(days[6]!.findings.map((f) => f.code)).toEqual(['restPeriod']);
    expect(days[5]!.findings.map((f) => f.code)).toEqual([
      'dailyMaximum',
      'breakAfterNine',
      'continuousWork',
    ]);
  });

  it('reads entries of a day in time order', () => {
    const entries = [
      entryAt('2025-05-06', '12:00', '13:00'),
      entryAt('2025-05-06', '06:00', '07:00'),
      entryAt('2025-05-05', '16:00', '20:00'),
    ];
    expect(monthBalance({ record, entries }, 5).days[5]!.findings.map((f) => f.code)).toEqual([
      'restPeriod',
    ]);
  });

  it('accepts January and December and names a bad month', () => {
    const sheet = { record, entries: [] };
    expect(monthBalance(sheet, 1).month).toBe(1);
    expect(monthBalance(sheet, 12).month).toBe(12);
    expect(vacationBalance(sheet, 12).entitlement).toBe(30);
    expect(() => monthBalance(sheet, 13)).toThrow('Invalid month: 13');
    expect(() => vacationBalance(sheet, 13)).toThrow('Invalid month: 13');
    expect(yearBalance(sheet).months[0]!.days[0]!.findings).toEqual([]);
  });

  it('books overtime on a week end that is the surcharge start or end date', () => {
    const overtime = (startDate: string, endDate: string | null) => ({
      id: 'ot',
      name: 'Ü',
      type: 'overtime' as const,
      value: 25,
      startDate,
      endDate,
      connectedRecords: [record.id],
    });
    const entries = ['2025-09-01', '2025-09-02', '2025-09-03', '2025-09-04', '2025-09-05'].map(
      (d) => entryAt(d, '08:00', '17:30', [['12:00', '12:30']]),
    );
    const booked = (s: ReturnType<typeof overtime>) =>
      monthBalance(
        { record: makeRecord({ startDate: '2025-09-01' }), entries, surcharges: [s] },
        9,
        { until: '2025-09-07' },
      ).surcharges;
    expect(booked(overtime('2025-09-07', null))).toEqual([{ surchargeId: 'ot', minutes: 300 }]);
    expect(booked(overtime('2025-01-01', '2025-09-07'))).toEqual([
      { surchargeId: 'ot', minutes: 300 },
    ]);
    expect(booked(overtime('2025-09-08', null))).toEqual([]);
  });

  it('switches records within a turn-of-year week and stops at until', () => {
    const old = makeRecord({ year: 2025, ...recordPeriod(2025) });
    const next = makeRecord({
      id: 'record0002',
      year: 2026,
      ...recordPeriod(2026),
      settings: { ...DEFAULT_TIME_SETTINGS, weeklyHours: 32, weekdaysPerWeek: 4 },
    });
    const entries = [
      entryAt('2025-12-29', '08:00', '12:00'),
      entryAt('2026-01-02', '08:00', '12:00'),
    ];
    const employee = {
      userId: 'u',
      sheets: [
        { record: old, entries },
        { record: next, entries },
      ],
    };
    // 29–31 Dec and Thursday 1 Jan are planned; Friday 2 Jan is off under the 4-day record.
    expect(weekOverview(2026, 1, [employee])[0]!.saldo).toBe(480 - 4 * 480);
    expect(weekOverview(2026, 1, [employee], { until: '2025-12-31' })[0]!.saldo).toBe(
      240 - 3 * 480,
    );
  });

  it('tells vacation from other absences in the week', () => {
    const absences = [
      makeAbsence('vacation', '2025-05-05', '2025-05-06'),
      makeAbsence('illness', '2025-05-07'),
    ];
    expect(
      weekOverview(2025, 19, [{ userId: 'u', sheets: [{ record, entries: [], absences }] }])[0],
    ).toMatchObject({
      vacationDays: 2,
      absenceDays: 1,
    });
  });
});

describe('entries built from wall-clock times', () => {
  it('puts a break ending at the start time of a 24-hour shift on the next day', () => {
    const entry = entryAt(D, '22:00', '22:00', [['21:00', '22:00']]);
    expect(entry.breaks).toEqual([
      { start: at('2025-05-07', '21:00'), end: at('2025-05-07', '22:00') },
    ]);
    expect(dayResult({ record, entries: [entry] }, D).breaks).toBe(60);
  });
});

describe('fast paths agree with the general case', () => {
  const entry = (breaks: { start: number; end: number }[]) => ({ start: 0, end: 100, breaks });
  it.each([
    [[{ start: 0, end: 10 }], [{ start: 10, end: 100 }]],
    [[{ start: 90, end: 100 }], [{ start: 0, end: 90 }]],
    [[{ start: 50, end: 40 }], [{ start: 0, end: 100 }]],
    [[{ start: 50, end: 50 }], [{ start: 0, end: 100 }]],
    [[{ start: -10, end: 120 }], []],
    [
      [{ start: 40, end: 60 }],
      [
        { start: 0, end: 40 },
        { start: 60, end: 100 },
      ],
    ],
  ])('one break %o leaves %o', (breaks, worked) => {
    expect(workedSpans(entry(breaks))).toEqual(worked);
  });

  it('cuts shared window edges once', () => {
    const base = {
      name: 'x',
      type: 'time' as const,
      startDate: '2025-01-01',
      connectedRecords: [record.id],
    };
    const surcharges = [
      { ...base, id: 'x', value: 10, time: { start: '22:00', end: '06:00' } },
      { ...base, id: 'y', value: 5, time: { start: '22:00', end: '23:30' } },
    ];
    const { segments } = entrySurcharges(record, entryAt(D, '21:00', '23:00'), surcharges);
    expect(segments).toEqual([
      { start: at(D, '22:00'), end: at(D, '23:00'), surchargeIds: ['x', 'y'], percent: 15 },
    ]);
  });
});
