import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, datesBetween, weekdayOf, type LocalDate } from '../time-tracking/local-date.ts';
import { applyHolidays, movableFrom, nextWorkingDay } from './holiday-rule.ts';
import type { PlannedDate, ScheduledVisit } from './service-schedule.ts';
import { BAVARIA, dayArb } from './test-fixtures.ts';
import { workdaysOf } from './tour-weeks.ts';

const planned = (date: LocalDate, anyDay = false): PlannedDate => ({ date, anyDay });

describe('the next working day', () => {
  it.each([
    ['Monday → Tuesday', '2026-01-12', '2026-01-13'],
    ['Friday → Monday', '2026-01-16', '2026-01-19'],
    ['Karfreitag → past Easter Monday', '2026-04-03', '2026-04-07'],
    ['Maundy Thursday → past Karfreitag and Easter Monday', '2026-04-02', '2026-04-07'],
    ['1. Weihnachtstag → Monday of KW 53', '2026-12-25', '2026-12-28'],
    ['New Year’s Eve → past Neujahr 2027', '2026-12-31', '2027-01-04'],
    ['Tag der Deutschen Einheit (a Saturday) → Monday', '2026-10-03', '2026-10-05'],
  ])('%s', (_name, date, expected) => {
    expect(nextWorkingDay(date, BAVARIA)).toBe(expected);
  });
});

describe('the earliest planned day a move can bring onto a day', () => {
  it.each([
    ['a Tuesday after a working Monday', '2026-01-13', '2026-01-13'],
    ['a Monday after a plain weekend', '2026-01-12', '2026-01-10'],
    ['the Tuesday after Easter', '2026-04-07', '2026-04-03'],
    ['the Monday of KW 53', '2026-12-28', '2026-12-25'],
    ['the first Monday of 2027', '2027-01-04', '2027-01-01'],
  ])('%s', (_name, date, expected) => {
    expect(movableFrom(date, BAVARIA)).toBe(expected);
  });
});

describe('holidays on day-bound visits', () => {
  const easter = [planned('2026-04-02'), planned('2026-04-03'), planned('2026-04-06')];

  it('skips a visit on a holiday but keeps it listed, marked with the name', () => {
    expect(applyHolidays(easter, BAVARIA, 'skip')).toEqual<ScheduledVisit[]>([
      {
        date: '2026-04-02',
        plannedDate: '2026-04-02',
        anyDay: false,
        holiday: null,
        skipped: false,
      },
      {
        date: '2026-04-03',
        plannedDate: '2026-04-03',
        anyDay: false,
        holiday: 'Karfreitag',
        skipped: true,
      },
      {
        date: '2026-04-06',
        plannedDate: '2026-04-06',
        anyDay: false,
        holiday: 'Ostermontag',
        skipped: true,
      },
    ]);
  });

  it('moves a visit on a holiday to the next working day; two moves may meet', () => {
    expect(applyHolidays(easter, BAVARIA, 'nextWorkingDay')).toEqual<ScheduledVisit[]>([
      {
        date: '2026-04-02',
        plannedDate: '2026-04-02',
        anyDay: false,
        holiday: null,
        skipped: false,
      },
      {
        date: '2026-04-07',
        plannedDate: '2026-04-03',
        anyDay: false,
        holiday: 'Karfreitag',
        skipped: false,
      },
      {
        date: '2026-04-07',
        plannedDate: '2026-04-06',
        anyDay: false,
        holiday: 'Ostermontag',
        skipped: false,
      },
    ]);
  });

  it.each([
    ['a holiday on a Saturday', '2026-10-03', 'Tag der Deutschen Einheit', '2026-10-05'],
    ['a holiday on a Sunday', '2026-11-01', 'Allerheiligen', '2026-11-02'],
    ['Neujahr in KW 53', '2027-01-01', 'Neujahr', '2027-01-04'],
  ])('%s', (_name, date, holiday, moved) => {
    const [skipped] = applyHolidays([planned(date)], BAVARIA, 'skip');
    const [shifted] = applyHolidays([planned(date)], BAVARIA, 'nextWorkingDay');
    expect(skipped).toMatchObject({ date, holiday, skipped: true });
    expect(shifted).toMatchObject({ date: moved, plannedDate: date, holiday, skipped: false });
  });

  it('leaves weekend visits that are no holiday alone', () => {
    expect(applyHolidays([planned('2026-12-27')], BAVARIA, 'nextWorkingDay')).toEqual([
      {
        date: '2026-12-27',
        plannedDate: '2026-12-27',
        anyDay: false,
        holiday: null,
        skipped: false,
      },
    ]);
  });
});

describe("holidays on 'any' visits", () => {
  // A company that closes between the years: 28.12.2026 – 08.01.2027 on top of Bavaria's days.
  const closing = new Map(BAVARIA);
  for (const day of [...workdaysOf('2026-12-28'), ...workdaysOf('2027-01-04')]) {
    if (!closing.has(day)) closing.set(day, 'Betriebsferien');
  }

  it('is unaffected by a holiday in its week', () => {
    expect(applyHolidays([planned('2026-03-30', true)], BAVARIA, 'skip')).toEqual([
      {
        date: '2026-03-30',
        plannedDate: '2026-03-30',
        anyDay: true,
        holiday: null,
        skipped: false,
      },
    ]);
    expect(applyHolidays([planned('2026-04-06', true)], BAVARIA, 'nextWorkingDay')).toEqual([
      {
        date: '2026-04-06',
        plannedDate: '2026-04-06',
        anyDay: true,
        holiday: null,
        skipped: false,
      },
    ]);
  });

  it('is skipped when every working day of its week is a holiday, under the Monday’s name', () => {
    expect(applyHolidays([planned('2026-12-28', true)], closing, 'skip')).toEqual([
      {
        date: '2026-12-28',
        plannedDate: '2026-12-28',
        anyDay: true,
        holiday: 'Betriebsferien',
        skipped: true,
      },
    ]);
  });

  it('moves to the Monday of the next week with a working day, as an any-day visit', () => {
    expect(applyHolidays([planned('2026-12-28', true)], closing, 'nextWorkingDay')).toEqual([
      {
        date: '2027-01-11',
        plannedDate: '2026-12-28',
        anyDay: true,
        holiday: 'Betriebsferien',
        skipped: false,
      },
    ]);
    const mondayOff = new Map(closing).set('2027-01-11', 'Namenstag');
    expect(applyHolidays([planned('2027-01-04', true)], mondayOff, 'nextWorkingDay')).toEqual([
      {
        date: '2027-01-11',
        plannedDate: '2027-01-04',
        anyDay: true,
        holiday: 'Betriebsferien',
        skipped: false,
      },
    ]);
  });
});

describe('properties', () => {
  const holidaysArb = fc
    .uniqueArray(dayArb, { maxLength: 400 })
    .map((days) => new Map(days.map((day) => [day, `Feiertag ${day}`])));
  const plannedArb = fc.array(fc.record({ date: dayArb, anyDay: fc.boolean() }), { maxLength: 20 });
  const isWorkingDay = (date: LocalDate, holidays: ReadonlyMap<LocalDate, string>) =>
    weekdayOf(date) < 5 && !holidays.has(date);

  it('moves a holiday visit to the nearest later working day, never onto a weekend or holiday', () => {
    fc.assert(
      fc.property(plannedArb, holidaysArb, (dates, holidays) => {
        const visits = applyHolidays(dates, holidays, 'nextWorkingDay');
        visits.forEach((visit, i) => {
          expect(visit.plannedDate).toBe(dates[i]!.date);
          expect(visit.anyDay).toBe(dates[i]!.anyDay);
          if (visit.holiday === null) return expect(visit.date).toBe(visit.plannedDate);
          expect(visit.date > visit.plannedDate).toBe(true);
          const days = visit.anyDay ? workdaysOf(visit.date) : [visit.date];
          expect(days.some((day) => isWorkingDay(day, holidays))).toBe(true);
          if (visit.anyDay) return expect(weekdayOf(visit.date)).toBe(0);
          const between = datesBetween(visit.plannedDate, visit.date).slice(1, -1);
          expect(between.some((day) => isWorkingDay(day, holidays))).toBe(false);
        });
      }),
    );
  });

  it('skips exactly the visits held up by a holiday and never moves them', () => {
    fc.assert(
      fc.property(plannedArb, holidaysArb, (dates, holidays) => {
        for (const visit of applyHolidays(dates, holidays, 'skip')) {
          expect(visit.date).toBe(visit.plannedDate);
          expect(visit.skipped).toBe(visit.holiday !== null);
          const bound = visit.anyDay ? workdaysOf(visit.date) : [visit.date];
          expect(visit.holiday !== null).toBe(bound.every((day) => holidays.has(day)));
        }
      }),
    );
  });

  it('finds every planned day a move brings onto a day or later', () => {
    fc.assert(
      fc.property(dayArb, holidaysArb, (date, holidays) => {
        const from = movableFrom(date, holidays);
        expect(from <= date).toBe(true);
        for (const day of datesBetween(from, date).slice(0, -1)) {
          expect(nextWorkingDay(day, holidays) >= date).toBe(true);
        }
        expect(isWorkingDay(addDays(from, -1), holidays)).toBe(true);
      }),
    );
  });
});
