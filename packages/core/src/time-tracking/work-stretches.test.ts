import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayResult } from './day-facade.ts';
import { entryAt } from './entry-builder.ts';
import { toDayNumber } from './local-date.ts';
import { at, makeRecord } from './test-fixtures.ts';
import type { FindingCode, TimeEntry } from './types.ts';
import { latestEndBefore, workedDays, workStretches } from './work-stretches.ts';
import { yearBalance } from './year-balance.ts';

const record = makeRecord({
  holidays: new Map([
    ['2025-05-01', 'may'],
    ['2025-12-25', 'xmas'],
  ]),
});
const TUESDAY = '2025-05-06';

type Pause = readonly [string, string];
type Shift = readonly [string, string, (readonly Pause[])?];
const codesOf = (date: string, shifts: readonly Shift[], previousEnd?: number): FindingCode[] =>
  dayResult(
    { record, entries: shifts.map(([from, to, pauses]) => entryAt(date, from, to, pauses)) },
    date,
    previousEnd,
  ).findings.map((f) => f.code);

describe('§ 4 ArbZG: rest breaks of at least 15 minutes, gaps between entries included', () => {
  it.each<[string, readonly Shift[], FindingCode[]]>([
    ['one entry with 30 min break', [['08:00', '17:00', [['12:00', '12:30']]]], []],
    [
      'two entries with a 30 min gap',
      [
        ['08:00', '12:00'],
        ['12:30', '17:00'],
      ],
      [],
    ],
    [
      'a 14 min gap does not count',
      [
        ['08:00', '12:00'],
        ['12:14', '16:44'],
      ],
      ['breakAfterSix', 'continuousWork'],
    ],
    [
      'a 15 min gap + 15 min break',
      [
        ['08:00', '12:00'],
        ['12:15', '17:00', [['14:45', '15:00']]],
      ],
      [],
    ],
    [
      'two 14 min breaks do not add up',
      [
        [
          '08:00',
          '16:00',
          [
            ['10:00', '10:14'],
            ['13:00', '13:14'],
          ],
        ],
      ],
      ['breakAfterSix', 'continuousWork'],
    ],
    [
      'gap and adjacent break add up to 20 min',
      [
        ['08:00', '12:00', [['11:50', '12:00']]],
        ['12:10', '17:00', [['14:00', '14:10']]],
      ],
      ['breakAfterSix'],
    ],
    [
      '45 min after 9 h from a gap and breaks',
      [
        ['07:00', '12:00', [['09:30', '09:45']]],
        ['12:30', '17:45'],
      ],
      [],
    ],
    [
      'only 30 min after more than 9 h',
      [
        ['07:00', '12:00'],
        ['12:30', '17:00'],
      ],
      ['breakAfterNine'],
    ],
  ])('%s → %o', (_, shifts, expected) => {
    expect(codesOf(TUESDAY, shifts)).toEqual(expected);
  });
});

describe('§ 4 ArbZG: no more than 6 hours in a row', () => {
  it.each<[string, readonly Shift[], FindingCode[]]>([
    ['exactly 6 h, then a break', [['08:00', '15:00', [['14:00', '14:30']]]], []],
    ['6 h 01 before the break', [['08:00', '15:00', [['14:01', '14:31']]]], ['continuousWork']],
    [
      'a long break early, 7 h after it',
      [['07:00', '16:00', [['07:30', '08:30']]]],
      ['continuousWork'],
    ],
    [
      'a short pause does not end the stretch',
      [
        ['08:00', '14:10', [['11:00', '11:10']]],
        ['15:00', '16:00'],
      ],
      ['continuousWork'],
    ],
    [
      'two 4 h entries with a gap',
      [
        ['06:00', '10:00'],
        ['10:30', '14:30'],
      ],
      [],
    ],
  ])('%s → %o', (_, shifts, expected) => {
    expect(codesOf(TUESDAY, shifts)).toEqual(expected);
  });
});

describe('§ 9 ArbZG: Sunday and holidays by the hours worked on that calendar day', () => {
  it.each<[string, string, readonly Shift[], FindingCode[]]>([
    [
      'Saturday night into Sunday',
      '2025-05-10',
      [['22:00', '06:00', [['02:00', '02:30']]]],
      ['sunday'],
    ],
    ['Saturday until midnight', '2025-05-10', [['18:00', '00:00']], []],
    [
      'Saturday night, Sunday part all break',
      '2025-05-10',
      [['20:00', '00:30', [['00:00', '00:30']]]],
      [],
    ],
    ['Sunday night into Monday', '2025-05-11', [['22:00', '04:00']], ['sunday']],
    ['Sunday from midnight', '2025-05-11', [['00:00', '05:00']], ['sunday']],
    ['Monday morning after Sunday', '2025-05-12', [['00:00', '05:00']], []],
    ['eve of 1 May into the holiday', '2025-04-30', [['20:00', '02:00']], ['holiday']],
    ['1 May night into 2 May', '2025-05-01', [['22:00', '04:00']], ['holiday']],
    ['Christmas Eve until midnight', '2025-12-24', [['18:00', '00:00']], []],
  ])('%s (%s) → %o', (_, date, shifts, expected) => {
    expect(codesOf(date, shifts)).toEqual(expected);
  });

  it('lists the calendar days with work, across the autumn clock change', () => {
    const night = entryAt('2025-10-25', '22:00', '06:00');
    expect(workedDays([night])).toEqual([toDayNumber('2025-10-25'), toDayNumber('2025-10-26')]);
    expect(workedDays([{ start: night.start, end: night.start }])).toEqual([]);
    const untilMidnight = entryAt('2025-05-10', '18:00', '00:00');
    const morning = entryAt('2025-05-10', '06:00', '10:00');
    expect(workedDays([morning, untilMidnight])).toEqual([toDayNumber('2025-05-10')]);
  });
});

describe('§ 5 ArbZG: rest check wherever the previous end is known', () => {
  const entries = [entryAt('2025-05-05', '14:00', '23:00'), entryAt(TUESDAY, '08:00', '12:00')];

  it('a single day finds the previous end in its own sheet', () => {
    expect(dayResult({ record, entries }, TUESDAY).findings.map((f) => f.code)).toEqual([
      'restPeriod',
    ]);
  });

  it.each([
    // passed end, findings
    [
      '20:00 the day before (12 h alone), the sheet ends 23:00',
      at('2025-05-05', '20:00'),
      ['restPeriod'],
    ],
    ['midnight, later than the sheet', at('2025-05-06', '00:00'), ['restPeriod']],
  ] as const)('a passed end %s is weighed against the sheet', (_, previousEnd, expected) => {
    expect(
      dayResult({ record, entries }, TUESDAY, previousEnd).findings.map((f) => f.code),
    ).toEqual(expected);
  });

  it.each([
    // sheet's last end the day before, passed end, findings
    ['20:00', undefined, []],
    ['20:00', at('2025-05-05', '19:00'), []],
    ['20:00', at('2025-05-05', '22:00'), ['restPeriod']], // the passed end is later
  ] as const)('sheet ending %s, passed end %s → %o', (sheetEnd, previousEnd, expected) => {
    const sheet = { record, entries: [entryAt('2025-05-05', '12:00', sheetEnd), entries[1]!] };
    expect(dayResult(sheet, TUESDAY, previousEnd).findings.map((f) => f.code)).toEqual(expected);
  });

  it('uses a passed end when the sheet has none before the day', () => {
    const only = [entryAt('2025-01-01', '08:00', '12:00')];
    const lateNewYearsEve = at('2024-12-31', '23:00');
    expect(codesOf('2025-01-01', [['08:00', '12:00']], lateNewYearsEve)).toEqual(['restPeriod']);
    expect(
      yearBalance(
        { record, entries: only },
        { previousEnd: lateNewYearsEve },
      ).months[0]!.days[0]!.findings.map((f) => f.code),
    ).toEqual(['restPeriod']);
    expect(yearBalance({ record, entries: only }).months[0]!.days[0]!.findings).toEqual([]);
  });

  it('latestEndBefore ignores the day itself and later days', () => {
    const byDay = new Map<number, TimeEntry[]>([
      [toDayNumber('2025-05-04'), [entryAt('2025-05-04', '08:00', '09:00')]],
      [
        toDayNumber('2025-05-05'),
        [entryAt('2025-05-05', '20:00', '21:00'), entryAt('2025-05-05', '08:00', '10:00')],
      ],
      [toDayNumber(TUESDAY), [entryAt(TUESDAY, '08:00', '23:00')]],
    ]);
    expect(latestEndBefore(byDay, toDayNumber(TUESDAY))).toBe(at('2025-05-05', '21:00'));
    expect(latestEndBefore(byDay, toDayNumber('2025-05-04'))).toBeUndefined();
  });
});

describe('work stretches', () => {
  it.each([
    // worked spans as [start, end], rest breaks, longest stretch
    [[], 0, 0],
    [[[0, 100]], 0, 100],
    [
      [
        [0, 100],
        [114, 200],
      ],
      0,
      200,
    ],
    [
      [
        [0, 100],
        [115, 200],
      ],
      15,
      100,
    ],
    [
      [
        [0, 400],
        [430, 500],
        [510, 900],
      ],
      30,
      470,
    ],
  ] as const)('%o → %i, %i', (spans, restBreaks, longestStretch) => {
    expect(workStretches(spans.map(([start, end]) => ({ start, end })))).toEqual({
      restBreaks,
      longestStretch,
    });
  });
});

describe('property: splitting an entry at a rest break changes no finding', () => {
  const DAY = '2025-05-07';
  it('one entry with a break ≡ two entries around the gap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300 }), // start, minutes after 04:00
        fc.integer({ min: 1, max: 600 }), // work before the break
        fc.integer({ min: 15, max: 120 }), // break
        fc.integer({ min: 1, max: 500 }), // work after the break
        fc.integer({ min: 0, max: 900 }), // rest since the previous day's end
        (offset, before, pause, after, rest) => {
          const start = at(DAY, '04:00') + offset;
          const breakStart = start + before;
          const end = breakStart + pause + after;
          const previous = { start: start - rest - 60, end: start - rest, breaks: [] };
          const joined = [
            previous,
            { start, end, breaks: [{ start: breakStart, end: breakStart + pause }] },
          ];
          const split = [
            previous,
            { start, end: breakStart, breaks: [] },
            { start: breakStart + pause, end, breaks: [] },
          ];
          const codes = (entries: TimeEntry[]) =>
            dayResult({ record, entries }, DAY).findings.map((f) => f.code);
          expect(codes(split)).toEqual(codes(joined));
        },
      ),
    );
  });
});
