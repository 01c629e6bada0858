import { describe, expect, it } from 'vitest';
import { makeAbsence, makeRecord } from './test-fixtures.ts';
import { DEFAULT_TIME_SETTINGS } from './time-settings.ts';
import type { TimeSheet } from './timesheet.ts';
import { vacationBalance } from './vacation-balance.ts';
import {
  arisenEntitlement,
  fullMonthsOfEmployment,
  vacationRule,
  waitingPeriodEnd,
  type Employment,
} from './vacation-rules.ts';

describe('waiting period (§ 4 BUrlG, §§ 187 Abs. 2, 188 Abs. 2 and 3 BGB)', () => {
  it.each([
    ['2026-01-01', '2026-06-30'],
    ['2026-07-01', '2026-12-31'],
    ['2026-07-02', '2027-01-01'],
    ['2026-08-15', '2027-02-14'],
    ['2026-08-31', '2027-02-28'], // 31 February is missing: the month's last day (§ 188 Abs. 3)
    ['2027-08-31', '2028-02-29'],
  ])('starting %s ends on %s', (start, end) => {
    expect(waitingPeriodEnd(start)).toBe(end);
  });
});

describe('which rule decides the year 2026', () => {
  it.each([
    // start, end, accrual, basis, arises on
    ['2015-03-01', null, 'statutory', 'full', '2026-01-01'], // § 4: on 1 January
    ['2026-01-01', null, 'statutory', 'full', '2026-06-30'], // § 4: on completing the waiting period
    ['2026-07-01', null, 'statutory', 'full', '2026-12-31'], // completed on 31 December
    ['2025-09-01', null, 'statutory', 'full', '2026-02-28'],
    ['2026-07-02', null, 'statutory', 'partialNoWaiting', null], // § 5 Abs. 1 a
    ['2026-08-01', '2026-10-31', 'statutory', 'partialLeavingEarly', null], // § 5 Abs. 1 b
    ['2026-02-01', '2026-05-31', 'statutory', 'partialLeavingEarly', null], // § 5 Abs. 1 b
    ['2020-01-01', '2026-05-31', 'statutory', 'partialLeavingFirstHalf', null], // § 5 Abs. 1 c
    ['2020-01-01', '2026-06-30', 'statutory', 'partialLeavingFirstHalf', null], // § 5 Abs. 1 c
    ['2020-01-01', '2026-07-01', 'statutory', 'full', '2026-01-01'], // second half: not shortened
    ['2026-03-01', '2026-10-31', 'statutory', 'full', '2026-08-31'], // § 4 completed, leaves in the second half
    ['2020-01-01', '2027-03-31', 'statutory', 'full', '2026-01-01'], // leaves next year
    ['2015-03-01', null, 'proRata', 'proRata', null], // the project's setting
    ['2027-01-01', null, 'statutory', 'notEmployed', null],
    ['2020-01-01', '2025-12-31', 'statutory', 'notEmployed', null],
  ] as const)('%s – %s, %s → %s (%s)', (start, end, accrual, basis, arisesOn) => {
    expect(vacationRule({ start, end }, 2026, accrual)).toMatchObject({ basis, arisesOn });
  });

  it('names the rule of the year the waiting period is not completed in (§ 5 Abs. 1 a)', () => {
    expect(vacationRule({ start: '2025-09-01' }, 2025).basis).toBe('partialNoWaiting');
  });
});

describe('full months of employment (§ 5 Abs. 1 BUrlG)', () => {
  it.each([
    ['2026-08-01', null, [8, 9, 10, 11, 12]],
    ['2026-08-15', null, [9, 10, 11, 12]], // 15.8.–14.9. … 15.11.–14.12.; the rest is no full month
    ['2026-02-01', '2026-05-31', [2, 3, 4, 5]],
    ['2026-02-01', '2026-05-30', [2, 3, 4]],
    ['2020-01-01', '2026-03-31', [1, 2, 3]],
    ['2020-01-01', null, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
  ] as const)('%s – %s → %j', (start, end, months) => {
    expect(fullMonthsOfEmployment({ start, end }, 2026)).toEqual(months);
  });
});

const record2026 = (days: number, from = 1, to = 12, initialVacation = 0) =>
  makeRecord({
    id: `r${from}`,
    year: 2026,
    startDate: `2026-${String(from).padStart(2, '0')}-01`,
    endDate: `2026-${String(to).padStart(2, '0')}-${to === 2 ? 28 : [4, 6, 9, 11].includes(to) ? 30 : 31}`,
    settings: { ...DEFAULT_TIME_SETTINGS, vacationDaysPerYear: days },
    initialVacation,
  });

describe('leave of 2026 arisen by the end of a month (30 days a year)', () => {
  it.each([
    // paragraph, start, end, record months, month asked, days
    ['§ 4: full year on 1 January', '2015-03-01', null, 1, 12, 1, 30],
    ['§ 4: full year on 1 January', '2015-03-01', null, 1, 12, 12, 30],
    ['§ 4: nothing in the waiting period', '2026-01-01', null, 1, 12, 5, 0],
    ['§ 4: full year on completing it', '2026-01-01', null, 1, 12, 6, 30],
    ['§ 4: started 1 March, completed 31 August', '2026-03-01', null, 3, 12, 7, 0],
    ['§ 4: started 1 March, completed 31 August', '2026-03-01', null, 3, 12, 8, 30],
    ['§ 5 Abs. 1 a: a twelfth per month from August', '2026-08-01', null, 8, 12, 8, 3], // 2.5
    ['§ 5 Abs. 1 a + Abs. 2: 12.5 rounded up', '2026-08-01', null, 8, 12, 12, 13],
    ['§ 5 Abs. 1 a: four full months from 15 August', '2026-08-15', null, 8, 12, 12, 10],
    ['§ 5 Abs. 1 b: four months', '2026-02-01', '2026-05-31', 2, 5, 5, 10],
    [
      '§ 5 Abs. 1 b: the month still running does not count',
      '2026-02-01',
      '2026-05-31',
      2,
      5,
      4,
      8,
    ], // 7.5
    ['§ 5 Abs. 1 c + Abs. 2: 7.5 rounded up', '2020-01-01', '2026-03-31', 1, 3, 3, 8],
    ['§ 5 Abs. 1 c: six months', '2020-01-01', '2026-06-30', 1, 6, 6, 15],
    ['§ 4: leaving in the second half is not shortened', '2020-01-01', '2026-07-31', 1, 7, 7, 30],
  ] as const)('%s (%s – %s, month %i)', (_, start, end, from, to, month, days) => {
    const employment: Employment = { start, end };
    expect(arisenEntitlement({ record: record2026(30, from, to), employment }, month).days).toBe(
      days,
    );
  });

  it.each([
    // month, days: the project's pro-rata setting, a twelfth per month as contracts grant it
    [1, 3],
    [5, 13], // 12.5 rounded up
    [12, 30],
  ])('pro rata: month %i → %i', (month, days) => {
    const input = {
      record: record2026(30),
      employment: { start: '2015-03-01' },
      accrual: 'proRata' as const,
    };
    expect(arisenEntitlement(input, month).days).toBe(days);
  });
});

const sheet2026 = (extra: Partial<TimeSheet> & { record: TimeSheet['record'] }): TimeSheet => ({
  entries: [],
  employment: { start: '2019-04-01' },
  ...extra,
});

/** Both ways the Urlaub section must add up. */
function expectAddsUp(b: ReturnType<typeof vacationBalance>) {
  expect(b.endOfPreviousMonth + b.arisenInMonth - b.taken).toBe(b.remaining);
  expect(b.carriedOver + b.arisen - b.takenSoFar).toBe(b.remaining);
}

describe('the Urlaub section adds up', () => {
  it('Jan Schröder in December 2026: no days arise on no line (§ 4)', () => {
    const sheet = sheet2026({
      record: record2026(30, 1, 12, 3),
      absences: [
        makeAbsence('vacation', '2026-03-09', '2026-03-13'),
        makeAbsence('vacation', '2026-08-10', '2026-08-12'),
      ],
    });
    const december = vacationBalance(sheet, 12);
    expect(december).toMatchObject({
      carriedOver: 3,
      arisen: 30,
      takenSoFar: 8,
      endOfPreviousMonth: 25,
      arisenInMonth: 0,
      taken: 0,
      remaining: 25,
      basis: 'full',
    });
    expectAddsUp(december);
    const january = vacationBalance(sheet, 1);
    expect(january).toMatchObject({ endOfPreviousMonth: 3, arisenInMonth: 30, remaining: 33 });
    expectAddsUp(january);
  });

  it.each([1, 2, 6, 7, 8, 12])('pro rata and § 5 Abs. 1 a, month %i', (month) => {
    expectAddsUp(
      vacationBalance(
        sheet2026({ record: record2026(25, 1, 12, 2), vacationAccrual: 'proRata' }),
        month,
      ),
    );
    expectAddsUp(
      vacationBalance(
        sheet2026({ record: record2026(25, 8, 12), employment: { start: '2026-08-01' } }),
        month,
      ),
    );
  });

  it('§ 5 Abs. 3: leave taken beyond the shortened entitlement stays granted (§ 5 Abs. 1 c)', () => {
    const employment = { start: '2020-01-01', end: '2026-03-31' };
    const absences = [makeAbsence('vacation', '2026-02-02', '2026-02-17')]; // 12 working days
    const sheet = sheet2026({ record: record2026(30, 1, 3), employment, absences });
    expect(vacationBalance(sheet, 3)).toMatchObject({ arisen: 12, takenSoFar: 12, remaining: 0 });
    // Without leave taken the twelfths stand: 7.5 rounded up (§ 5 Abs. 2).
    expect(vacationBalance({ ...sheet, absences: [] }, 3).arisen).toBe(8);
    // Carried-over days are taken first.
    const carried = { ...sheet, record: record2026(30, 1, 3, 5) };
    expect(vacationBalance(carried, 3)).toMatchObject({ arisen: 8, remaining: 1 });
    expectAddsUp(vacationBalance(sheet, 3));
  });

  it('§ 5 Abs. 1 b has no such floor: leaving in the waiting period', () => {
    const employment = { start: '2026-01-01', end: '2026-03-31' };
    const absences = [makeAbsence('vacation', '2026-02-02', '2026-02-17')];
    const sheet = sheet2026({ record: record2026(30, 1, 3), employment, absences });
    expect(vacationBalance(sheet, 3)).toMatchObject({ arisen: 8, remaining: -4 });
  });

  it('a mid-year hours change is no new employment: no new waiting period', () => {
    const first = record2026(30, 1, 6);
    const second = record2026(30, 7, 12);
    const employment = { start: '2026-01-01' };
    const a = sheet2026({ record: first, yearRecords: [second], employment });
    const b = sheet2026({
      record: { ...second, initialVacation: 30 },
      yearRecords: [first],
      employment,
    });
    expect(vacationBalance(a, 6)).toMatchObject({ arisenInMonth: 30, remaining: 30 });
    expect(vacationBalance(b, 7)).toMatchObject({ arisen: 0, remaining: 30 });
    expectAddsUp(vacationBalance(b, 7));
  });
});
