import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { occurrence } from '../scheduling/recurrence.ts';
import {
  addDays,
  datesBetween,
  daysInMonth,
  toDayNumber,
  weekdayOf,
  type LocalDate,
} from '../time-tracking/local-date.ts';
import { intervalWeeks, monthDayDates, scheduleDates, visitsOfWeek } from './schedule-dates.ts';
import {
  SERVICE_WEEKDAYS,
  type IntervalServiceSchedule,
  type PlannedDate,
  type ServiceSchedule,
} from './service-schedule.ts';
import { datesArb, intervalArb, monthDays, months, rangeArb, weeks } from './test-fixtures.ts';
import { weekMondayOf } from './tour-weeks.ts';

const on = (...dates: LocalDate[]): PlannedDate[] => dates.map((date) => ({ date, anyDay: false }));
const anyDayIn = (...mondays: LocalDate[]): PlannedDate[] =>
  mondays.map((date) => ({ date, anyDay: true }));

type Case = [string, ServiceSchedule, LocalDate, LocalDate, PlannedDate[]];

describe('every n weeks', () => {
  it.each<Case>([
    [
      'weekly on Monday and Thursday',
      weeks(1, '2026-01-05', ['thursday', 'monday']),
      '2026-01-01',
      '2026-01-31',
      on(
        '2026-01-05',
        '2026-01-08',
        '2026-01-12',
        '2026-01-15',
        '2026-01-19',
        '2026-01-22',
        '2026-01-26',
        '2026-01-29',
      ),
    ],
    [
      'every 2 weeks on Friday through KW 53 (New Year 2027 is its Friday)',
      weeks(2, '2026-12-14', ['friday']),
      '2026-12-01',
      '2027-01-31',
      on('2026-12-18', '2027-01-01', '2027-01-15', '2027-01-29'),
    ],
    [
      'every 3 weeks at weekends, the end week included',
      weeks(3, '2026-11-30', ['saturday', 'sunday'], '2027-01-11'),
      '2026-11-01',
      '2027-02-28',
      on('2026-12-05', '2026-12-06', '2026-12-26', '2026-12-27', '2027-01-16', '2027-01-17'),
    ],
    [
      'an end week off the interval stops after the last week before it',
      weeks(2, '2026-01-05', ['monday'], '2026-01-26'),
      '2026-01-01',
      '2026-03-31',
      on('2026-01-05', '2026-01-19'),
    ],
    [
      'the end week is the week, not its Monday',
      weeks(1, '2026-01-05', ['sunday'], '2026-01-12'),
      '2026-01-01',
      '2026-01-31',
      on('2026-01-11', '2026-01-18'),
    ],
    [
      'no weeks before the start week',
      weeks(1, '2026-01-19', ['monday']),
      '2026-01-01',
      '2026-01-31',
      on('2026-01-19', '2026-01-26'),
    ],
    [
      'a range starting and ending mid-week',
      weeks(1, '2026-01-05', ['monday', 'wednesday', 'friday']),
      '2026-01-07',
      '2026-01-12',
      on('2026-01-07', '2026-01-09', '2026-01-12'),
    ],
    [
      'a range before the start week',
      weeks(1, '2026-03-02', ['monday']),
      '2026-01-01',
      '2026-03-01',
      [],
    ],
    [
      'a start week given by another day than its Monday',
      weeks(2, '2026-01-07', ['monday']),
      '2026-01-01',
      '2026-01-31',
      on('2026-01-05', '2026-01-19'),
    ],
    [
      "'any' alone: once a week, dated on the Monday",
      weeks(1, '2026-12-21', ['any']),
      '2026-12-21',
      '2027-01-10',
      anyDayIn('2026-12-21', '2026-12-28', '2027-01-04'),
    ],
    [
      "'any' belongs to the range holding its Monday",
      weeks(1, '2026-12-21', ['any']),
      '2026-12-30',
      '2027-01-10',
      anyDayIn('2027-01-04'),
    ],
    [
      "named days win over 'any'",
      weeks(1, '2026-12-21', ['any', 'wednesday']),
      '2026-12-21',
      '2027-01-03',
      on('2026-12-23', '2026-12-30'),
    ],
    ['no days, no visits', weeks(1, '2026-01-05', []), '2026-01-01', '2026-01-31', []],
    ['an empty range', weeks(1, '2026-01-05', ['monday']), '2026-01-13', '2026-01-12', []],
  ])('%s', (_name, schedule, from, to, expected) => {
    expect(scheduleDates(schedule, from, to)).toEqual(expected);
  });
});

describe('every n months', () => {
  it.each<Case>([
    [
      'monthly from KW 1 2026: the weeks of 29.12., 29.01., 28.02. (short month), 29.03. …',
      months(1, '2025-12-29', ['monday']),
      '2025-12-01',
      '2026-05-31',
      on('2025-12-29', '2026-01-26', '2026-02-23', '2026-03-23', '2026-04-27', '2026-05-25'),
    ],
    [
      'every 3 months from 30.11.2026 across the year end',
      months(3, '2026-11-30', ['friday']),
      '2026-11-01',
      '2027-09-30',
      on('2026-12-04', '2027-02-26', '2027-05-28', '2027-09-03'),
    ],
    [
      'monthly from KW 53 on any day',
      months(1, '2026-12-28', ['any']),
      '2026-12-01',
      '2027-03-31',
      anyDayIn('2026-12-28', '2027-01-25', '2027-02-22', '2027-03-22'),
    ],
    [
      'a step after the range end whose week still reaches into the range',
      months(1, '2026-01-05', ['monday', 'tuesday']),
      '2026-01-01',
      '2026-02-03',
      on('2026-01-05', '2026-01-06', '2026-02-02', '2026-02-03'),
    ],
    [
      'a step before the range start whose week reaches into it',
      months(1, '2026-01-05', ['sunday']),
      '2026-02-08',
      '2026-02-28',
      on('2026-02-08'),
    ],
    [
      'the end week holds a step (05.03. in the week of 02.03.)',
      months(1, '2026-01-05', ['monday'], '2026-03-02'),
      '2026-01-01',
      '2026-12-31',
      on('2026-01-05', '2026-02-02', '2026-03-02'),
    ],
  ])('%s', (_name, schedule, from, to, expected) => {
    expect(scheduleDates(schedule, from, to)).toEqual(expected);
  });
});

describe('fixed month days', () => {
  it.each<Case>([
    [
      '1st and 15th',
      monthDays(1, 15),
      '2026-01-01',
      '2026-02-28',
      on('2026-01-01', '2026-01-15', '2026-02-01', '2026-02-15'),
    ],
    [
      'the 31st falls on each month’s last day',
      monthDays(31),
      '2026-01-01',
      '2026-06-30',
      on('2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30'),
    ],
    [
      '29–31 merge on 28 February',
      monthDays(29, 30, 31),
      '2026-02-01',
      '2026-02-28',
      on('2026-02-28'),
    ],
    [
      '29–31 merge on 29 February of a leap year',
      monthDays(31, 29, 30),
      '2028-02-01',
      '2028-02-29',
      on('2028-02-29'),
    ],
    [
      'the 28th and 31st are one visit in February',
      monthDays(28, 31),
      '2026-02-01',
      '2026-03-31',
      on('2026-02-28', '2026-03-28', '2026-03-31'),
    ],
    [
      'across the year end',
      monthDays(15, 31),
      '2026-12-20',
      '2027-01-20',
      on('2026-12-31', '2027-01-15'),
    ],
    [
      'a range starting mid-month',
      monthDays(20, 1, 10),
      '2026-03-05',
      '2026-04-12',
      on('2026-03-10', '2026-03-20', '2026-04-01', '2026-04-10'),
    ],
    ['no days, no visits', monthDays(), '2026-01-01', '2026-12-31', []],
    ['an empty range', monthDays(1), '2026-02-02', '2026-02-01', []],
  ])('%s', (_name, schedule, from, to, expected) => {
    expect(scheduleDates(schedule, from, to)).toEqual(expected);
  });
});

describe('the parts', () => {
  it.each([
    [['friday', 'any', 'monday'] as const, on('2026-12-28', '2027-01-01')],
    [['any'] as const, anyDayIn('2026-12-28')],
    [[] as const, []],
  ])('the visits of KW 53 on %j', (days, expected) => {
    expect(visitsOfWeek(days, '2026-12-28')).toEqual(expected);
  });

  it('gives only the weeks that start by the range end', () => {
    // The step of 05.02. is a day after the range, its week starts after it.
    expect(intervalWeeks(months(1, '2026-01-05', ['monday']), '2026-01-01', '2026-02-01')).toEqual([
      '2026-01-05',
    ]);
  });

  it('gives the month days of every month the range touches', () => {
    expect(monthDayDates([31, 1], '2026-02-10', '2026-03-05')).toEqual([
      '2026-02-01',
      '2026-02-28',
      '2026-03-01',
      '2026-03-31',
    ]);
  });
});

// ── Properties ──

const scheduleArb = fc.oneof(intervalArb, datesArb);

/** The schedule's rules read day by day: the slow reference the expansion must agree with. */
function referenceDates(schedule: ServiceSchedule, from: LocalDate, to: LocalDate): PlannedDate[] {
  if (schedule.type === 'dates') {
    return datesBetween(from, to)
      .filter((date) => {
        const day = Number(date.slice(8));
        const last = daysInMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7)));
        return schedule.monthDays.some((d) => d === day || (day === last && d > last));
      })
      .map((date) => ({ date, anyDay: false }));
  }
  const named = SERVICE_WEEKDAYS.slice(1).filter((day) => schedule.days.includes(day));
  return datesBetween(from, to).flatMap((date) => {
    if (!isIntervalWeek(schedule, weekMondayOf(date))) return [];
    if (named.length > 0)
      return named.includes(SERVICE_WEEKDAYS[weekdayOf(date) + 1]!) ? on(date) : [];
    return schedule.days.includes('any') && weekdayOf(date) === 0 ? anyDayIn(date) : [];
  });
}

function isIntervalWeek(schedule: IntervalServiceSchedule, monday: LocalDate): boolean {
  if (monday < schedule.startWeek) return false;
  if (schedule.endWeek !== null && monday > schedule.endWeek) return false;
  const weeksSince = (toDayNumber(monday) - toDayNumber(schedule.startWeek)) / 7;
  if (schedule.unit === 'weeks') return weeksSince % schedule.every === 0;
  const rule = {
    number: schedule.every,
    unit: 'months' as const,
    startDate: schedule.startWeek,
    endDate: null,
  };
  for (let k = 0; ; k++) {
    const week = weekMondayOf(occurrence(rule, k));
    if (week >= monday) return week === monday;
  }
}

describe('properties', () => {
  it('agrees with the rules read day by day', () => {
    fc.assert(
      fc.property(scheduleArb, rangeArb, (schedule, { from, to }) => {
        expect(scheduleDates(schedule, from, to)).toEqual(referenceDates(schedule, from, to));
      }),
    );
  });

  it('gives unique dates inside the range, ascending', () => {
    fc.assert(
      fc.property(scheduleArb, rangeArb, (schedule, { from, to }) => {
        const dates = scheduleDates(schedule, from, to).map(({ date }) => date);
        dates.forEach((date, i) => {
          expect(date >= from && date <= to).toBe(true);
          if (i > 0) expect(date > dates[i - 1]!).toBe(true);
        });
      }),
    );
  });

  it('splits at any day: two ranges together give the whole range', () => {
    fc.assert(
      fc.property(scheduleArb, rangeArb, fc.nat(), (schedule, { from, to }, cut) => {
        const span = toDayNumber(to) - toDayNumber(from) + 1;
        fc.pre(span > 0);
        const mid = addDays(from, cut % span);
        expect([
          ...scheduleDates(schedule, from, mid),
          ...scheduleDates(schedule, addDays(mid, 1), to),
        ]).toEqual(scheduleDates(schedule, from, to));
      }),
    );
  });

  it('puts weekly visits on chosen days of weeks a multiple of the interval after the start', () => {
    const weekly = intervalArb.map((s) => ({ ...s, unit: 'weeks' as const }));
    fc.assert(
      fc.property(weekly, rangeArb, (schedule, { from, to }) => {
        for (const { date, anyDay } of scheduleDates(schedule, from, to)) {
          const weeksSince =
            (toDayNumber(weekMondayOf(date)) - toDayNumber(schedule.startWeek)) / 7;
          expect(weeksSince >= 0 && weeksSince % schedule.every === 0).toBe(true);
          expect(schedule.endWeek === null || date <= addDays(schedule.endWeek, 6)).toBe(true);
          const day = anyDay ? 'any' : SERVICE_WEEKDAYS[weekdayOf(date) + 1]!;
          expect(schedule.days).toContain(day);
        }
      }),
    );
  });
});
