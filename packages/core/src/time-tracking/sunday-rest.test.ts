import { describe, expect, it } from 'vitest';
import { dayResult } from './day-facade.ts';
import { entryAt } from './entry-builder.ts';
import { addDays, datesBetween, weekdayOf } from './local-date.ts';
import { messages } from './messages.ts';
import { sundayRest } from './sunday-rest.ts';
import { makeAbsence, makeRecord } from './test-fixtures.ts';
import { compileSheet, type TimeSheet } from './timesheet.ts';
import type { Absence, LocalDate, TimeEntry } from './types.ts';
import { monthBalance, yearBalance } from './year-balance.ts';

// 2025: 52 Sundays; 16 March is a Sunday; the template holds 21 March (a Friday) as a holiday.
const SUNDAY = '2025-03-16';
const record = makeRecord({ holidays: new Map([['2025-03-21', 'h1']]) });

const morning = (date: LocalDate) => entryAt(date, '08:00', '12:00');
const except = (dates: readonly LocalDate[], ...free: LocalDate[]) =>
  dates.filter((d) => !free.includes(d));
/** Every day from 1 to 30 March: the Sundays 2, 9, 16, 23 and 30 March are worked. */
const march = datesBetween('2025-03-01', '2025-03-30');

function sheetOf(dates: readonly LocalDate[], absences: Absence[] = [], extra: TimeEntry[] = []) {
  const sheet: TimeSheet = { record, entries: [...dates.map(morning), ...extra], absences };
  return sheet;
}

const found = (sheet: TimeSheet) =>
  sundayRest(compileSheet(sheet)).findings.map((f) => `${f.code} ${f.date}`);

describe('§ 11 Abs. 3 ArbZG: a substitute rest day within two weeks of Sunday work', () => {
  // February and April are free, so the Sundays 2 and 9 March find a day in February and
  // 23 and 30 March one from 31 March on; 16 March reaches 3 to 29 March only.
  it.each([
    [
      'Monday to Friday and 16 March, Saturdays free',
      [...march.filter((d) => weekdayOf(d) < 5), SUNDAY],
      [],
    ],
    ['every day of March', march, [`substituteRestDay ${SUNDAY}`]],
    ['free on Monday 3 March, 13 days before', except(march, '2025-03-03'), []],
    ['free on Saturday 29 March, 13 days after', except(march, '2025-03-29'), []],
    [
      'free only on 1 March, 15 days before',
      except(march, '2025-03-01'),
      [`substituteRestDay ${SUNDAY}`],
    ],
    [
      'free only on the holiday 21 March',
      except(march, '2025-03-21'),
      [`substituteRestDay ${SUNDAY}`],
    ],
    [
      'free only on the Sundays around it',
      except(march, '2025-03-09', '2025-03-23'),
      [`substituteRestDay ${SUNDAY}`],
    ],
  ] as const)('%s → %o', (_label, dates, expected) => {
    expect(found(sheetOf(dates))).toEqual(expected);
  });

  it('does not take a day of vacation as the rest day; a day of illness is free', () => {
    const dates = except(march, '2025-03-18');
    expect(found(sheetOf(dates))).toEqual([]);
    expect(found(sheetOf(dates, [makeAbsence('vacation', '2025-03-18')]))).toEqual([
      `substituteRestDay ${SUNDAY}`,
    ]);
    expect(found(sheetOf(dates, [makeAbsence('illness', '2025-03-18')]))).toEqual([]);
  });

  it('gives each worked Sunday its own rest day', () => {
    // Every day from 1 March to 13 April but Wednesday 19 March: 16 March takes the 19th,
    // 23 and 30 March find none (6 and 13 April reach the free 14 April on).
    const dates = except(datesBetween('2025-03-01', '2025-04-13'), '2025-03-19');
    expect(found(sheetOf(dates))).toEqual([
      'substituteRestDay 2025-03-23',
      'substituteRestDay 2025-03-30',
    ]);
  });

  it('counts work by the calendar day it falls on, 0–24 h', () => {
    const withoutSunday = except(march, SUNDAY);
    expect(found(sheetOf(withoutSunday))).toEqual([]);
    // Saturday 22:00 – Sunday 06:00 is Sunday work; until midnight it is not.
    const intoSunday = entryAt('2025-03-15', '22:00', '06:00');
    expect(found(sheetOf(withoutSunday, [], [intoSunday]))).toEqual([
      `substituteRestDay ${SUNDAY}`,
    ]);
    const untilMidnight = entryAt('2025-03-15', '22:00', '00:00');
    expect(found(sheetOf(withoutSunday, [], [untilMidnight]))).toEqual([]);
    // Sunday 22:00 – Monday 06:00 takes the Monday, the only Werktag left free.
    const free = except(march, SUNDAY, '2025-03-17');
    expect(found(sheetOf(free, [], [entryAt(SUNDAY, '22:00', '00:00')]))).toEqual([]);
    expect(found(sheetOf(free, [], [entryAt(SUNDAY, '22:00', '06:00')]))).toEqual([
      `substituteRestDay ${SUNDAY}`,
    ]);
  });

  it('shows the finding on the Sunday and the worked Werktage of its fortnight', () => {
    const sheet = sheetOf(march);
    const { findings } = yearBalance(sheet);
    expect(findings).toEqual([
      {
        code: 'substituteRestDay',
        message: 'Sonntagsarbeit ohne Ersatzruhetag innerhalb von zwei Wochen (§ 11 Abs. 3 ArbZG)',
        date: SUNDAY,
        firstMonth: 3,
        lastMonth: 3,
      },
    ]);
    const codesOn = (date: LocalDate) =>
      monthBalance(sheet, 3)
        .days.find((d) => d.date === date)!
        .findings.map((f) => f.code);
    expect(codesOn(SUNDAY)).toEqual(['sunday', 'substituteRestDay']);
    expect(codesOn('2025-03-03')).toEqual(['substituteRestDay']);
    expect(codesOn('2025-03-29')).toEqual(['substituteRestDay']);
    expect(codesOn('2025-03-02')).toEqual(['sunday']);
    expect(codesOn('2025-03-01')).toEqual([]);
    // The holiday is no Werktag: its work could not have been the rest day.
    expect(codesOn('2025-03-21')).toEqual(['holiday']);
    // The slide-in's day: an entry on 20 March leaves the Sunday without its rest day.
    expect(dayResult(sheet, '2025-03-20').findings.map((f) => f.message)).toEqual([
      messages.findings.substituteRestDay,
    ]);
    expect(dayResult(sheetOf(except(march, '2025-03-20')), '2025-03-19').findings).toEqual([]);
  });
});

describe('§ 11 Abs. 1 ArbZG: at least 15 free Sundays a year', () => {
  const sundaysOf = (year: number) =>
    datesBetween(`${year}-01-01`, `${year}-12-31`).filter((d) => weekdayOf(d) === 6);
  const worked = (year: number, count: number) => {
    const sheet: TimeSheet = {
      record: makeRecord({ year }),
      entries: sundaysOf(year).slice(0, count).map(morning),
    };
    return sheet;
  };

  it.each([
    // year (Sundays in it), worked Sundays, finding on
    [2025, 37, []],
    [2025, 38, ['freeSundays 2025-09-21']],
    [2025, 52, ['freeSundays 2025-09-21']],
    // 2023 begins on a Sunday: 53 of them, so 38 may be worked.
    [2023, 38, []],
    [2023, 39, ['freeSundays 2023-09-24']],
  ] as const)('%i, %i Sundays worked → %o', (year, count, expected) => {
    expect(sundaysOf(year).length).toBe(year === 2023 ? 53 : 52);
    expect(found(worked(year, count))).toEqual(expected);
  });

  it('marks the worked Sundays from the one that leaves fewer than 15 free', () => {
    const sheet = worked(2025, 39);
    const [, last37, last38, last39] = sundaysOf(2025).slice(35);
    const codesOn = (date: LocalDate) =>
      monthBalance(sheet, Number(date.slice(5, 7)))
        .days.find((d) => d.date === date)!
        .findings.map((f) => f.code);
    expect(last37).toBe(addDays('2025-09-21', -7));
    expect(codesOn(last37!)).toEqual(['sunday']);
    expect(codesOn(last38!)).toEqual(['sunday', 'freeSundays']);
    expect(codesOn(last39!)).toEqual(['sunday', 'freeSundays']);
    expect(yearBalance(sheet).findings).toEqual([
      {
        code: 'freeSundays',
        message: 'Weniger als 15 beschäftigungsfreie Sonntage im Jahr (§ 11 Abs. 1 ArbZG)',
        date: '2025-09-21',
        firstMonth: 1,
        lastMonth: 12,
      },
    ]);
  });
});

describe('figures only', () => {
  it('gives the same rows without any finding when findings are switched off', () => {
    const sheet: TimeSheet = { record, entries: march.map((d) => entryAt(d, '06:00', '18:00')) };
    const full = yearBalance(sheet);
    const lean = yearBalance(sheet, { findings: false });
    expect(full.findings.length).toBeGreaterThan(0);
    expect(full.months[2]!.days.some((d) => d.findings.length > 0)).toBe(true);
    expect(lean.findings).toEqual([]);
    expect(lean.months.flatMap((m) => m.days).every((d) => d.findings.length === 0)).toBe(true);
    expect(lean.rows).toEqual(full.rows);
    expect(lean.total).toEqual(full.total);
  });
});
