import { describe, expect, it } from 'vitest';
import type { LocalDate } from '../time-tracking/local-date.ts';
import type { HolidayRule, ServiceSchedule } from './service-schedule.ts';
import { BAVARIA, monthDays, weeks } from './test-fixtures.ts';
import type { IsAbsent } from './visit-performers.ts';
import { workerWeek, type TourEntry } from './worker-week.ts';

interface Entry extends TourEntry {
  id: string;
}

const entry = (
  id: string,
  schedule: ServiceSchedule,
  workerIds: string[],
  substituteIds: string[],
  holidayRule: HolidayRule = 'nextWorkingDay',
): Entry => ({ id, schedule, holidayRule, workerIds, substituteIds });

const entries: Entry[] = [
  entry('stairs', weeks(1, '2026-01-05', ['monday', 'thursday']), ['anna'], ['bernd', 'carla']),
  entry('bins', weeks(1, '2026-01-05', ['friday']), ['anna', 'dora'], ['bernd']),
  entry('garden', monthDays(8), ['bernd'], ['anna'], 'skip'),
  entry('windows', weeks(2, '2026-03-30', ['any']), ['carla'], []),
];

const away =
  (...days: string[]): IsAbsent =>
  (userId, date) =>
    days.includes(`${userId}@${date}`);

/** KW 15 2026 (06.04.–12.04.): Easter Monday, and Karfreitag's visits moved in from KW 14. */
const kw15 = '2026-04-06';

const rows = (workerId: string, weekMonday: LocalDate, isAbsent: IsAbsent = away()) =>
  workerWeek(entries, workerId, weekMonday, { holidays: BAVARIA, isAbsent }).map((v) => ({
    entry: v.entry.id,
    date: v.date,
    plannedDate: v.plannedDate,
    holiday: v.holiday,
    skipped: v.skipped,
    substituteFor: v.substituteFor,
    coveredBy: v.coveredBy,
    uncovered: v.uncovered,
  }));

const plain = {
  holiday: null,
  skipped: false,
  substituteFor: null,
  coveredBy: null,
  uncovered: false,
};

describe("one worker's week", () => {
  it('lists the visits by date, moved ones in the week they happen in', () => {
    expect(rows('anna', kw15)).toEqual([
      {
        entry: 'stairs',
        date: '2026-04-07',
        plannedDate: '2026-04-06',
        ...plain,
        holiday: 'Ostermontag',
      },
      {
        entry: 'bins',
        date: '2026-04-07',
        plannedDate: '2026-04-03',
        ...plain,
        holiday: 'Karfreitag',
      },
      { entry: 'stairs', date: '2026-04-09', plannedDate: '2026-04-09', ...plain },
      { entry: 'bins', date: '2026-04-10', plannedDate: '2026-04-10', ...plain },
    ]);
  });

  it('leaves a visit moved out of the week to the next one', () => {
    // Karfreitag (03.04.) is in KW 14, its bins visit is not.
    expect(rows('dora', '2026-03-30').map((r) => r.date)).toEqual([]);
    expect(rows('dora', kw15).map((r) => r.plannedDate)).toEqual(['2026-04-03', '2026-04-10']);
  });

  it('lists skipped visits with their holiday', () => {
    const garden = entry('garden', monthDays(6), ['bernd'], [], 'skip');
    const visits = workerWeek([garden], 'bernd', kw15, { holidays: BAVARIA, isAbsent: away() });
    expect(visits).toMatchObject([
      { date: '2026-04-06', holiday: 'Ostermontag', skipped: true, entry: garden },
    ]);
  });

  it("shows a substitute's visit on the substitute's tour and 'vertreten durch' on the worker's", () => {
    const isAbsent = away('anna@2026-04-09');
    expect(rows('bernd', kw15, isAbsent)).toEqual([
      { entry: 'garden', date: '2026-04-08', plannedDate: '2026-04-08', ...plain },
      {
        entry: 'stairs',
        date: '2026-04-09',
        plannedDate: '2026-04-09',
        ...plain,
        substituteFor: 'anna',
      },
    ]);
    expect(rows('anna', kw15, isAbsent)).toContainEqual({
      entry: 'stairs',
      date: '2026-04-09',
      plannedDate: '2026-04-09',
      ...plain,
      coveredBy: 'bernd',
    });
  });

  it('keeps an uncovered visit on the absent worker’s tour', () => {
    const isAbsent = away('dora@2026-04-10', 'bernd@2026-04-10');
    expect(rows('dora', kw15, isAbsent)).toContainEqual({
      entry: 'bins',
      date: '2026-04-10',
      plannedDate: '2026-04-10',
      ...plain,
      uncovered: true,
    });
    expect(rows('bernd', kw15, isAbsent).map((r) => r.entry)).toEqual(['garden']);
  });

  it('a substitute sees nothing of an entry while its workers are present; others see nothing', () => {
    expect(rows('carla', kw15)).toEqual([]);
    expect(rows('carla', '2026-04-13')).toEqual([
      { entry: 'windows', date: '2026-04-13', plannedDate: '2026-04-13', ...plain },
    ]);
    expect(rows('emil', kw15)).toEqual([]);
  });

  it('keeps to Monday–Sunday of the week when nothing moves', () => {
    const weekend = entry('weekend', weeks(1, '2026-01-05', ['saturday', 'sunday']), ['emil'], []);
    const visits = workerWeek([weekend], 'emil', '2026-01-12', {
      holidays: BAVARIA,
      isAbsent: away(),
    });
    expect(visits.map((v) => v.date)).toEqual(['2026-01-17', '2026-01-18']);
  });

  it('takes KW 53 to the turn of the year', () => {
    expect(rows('anna', '2026-12-28').map((r) => [r.entry, r.date, r.plannedDate])).toEqual([
      ['stairs', '2026-12-28', '2026-12-28'],
      ['bins', '2026-12-28', '2026-12-25'],
      ['stairs', '2026-12-31', '2026-12-31'],
    ]);
    expect(rows('anna', '2027-01-04').map((r) => [r.entry, r.date, r.plannedDate])).toEqual([
      ['stairs', '2027-01-04', '2027-01-04'],
      ['bins', '2027-01-04', '2027-01-01'],
      ['stairs', '2027-01-07', '2027-01-07'],
      ['bins', '2027-01-08', '2027-01-08'],
    ]);
  });
});
