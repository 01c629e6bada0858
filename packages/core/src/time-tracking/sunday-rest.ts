import { finding } from './legal-findings.ts';
import { civilOf, dayNumberOf, fromDayNumber, SUNDAY, weekdayOfDay } from './local-date.ts';
import { workedSpans } from './spans.ts';
import type { CompiledSheet } from './timesheet.ts';
import type { Finding } from './types.ts';
import { workedDays } from './work-stretches.ts';

/** A § 11 finding of the year view: the Sunday it concerns and its months. */
export interface SundayFinding extends Finding {
  date: string;
  firstMonth: number;
  lastMonth: number;
}

export interface SundayRest {
  /** For the year view, by date. */
  findings: SundayFinding[];
  /** The same findings on the days whose work they concern (day number → findings). */
  byDay: Map<number, Finding[]>;
}

/** § 11 Abs. 3: the substitute rest day lies in a period of two weeks that holds the Sunday. */
const WINDOW = 13;
/** § 11 Abs. 1: at least 15 Sundays of the year stay free of work. */
const FREE_SUNDAYS = 15;

/** The local calendar days with worked minutes (0–24 h, whichever day a shift began). */
function workedDaySet(sheet: CompiledSheet): Set<number> {
  const days = new Set<number>();
  for (const entries of sheet.entriesByDay.values()) {
    for (const entry of entries) for (const n of workedDays(workedSpans(entry))) days.add(n);
  }
  return days;
}

/**
 * § 11 ArbZG over a record's calendar year, judged on the recorded work (a day without any is
 * free, so a future day still counts as a possible rest day):
 * - Abs. 3 Satz 1: each Sunday with work needs its own substitute rest day (Ersatzruhetag)
 *   within a period of two weeks that includes the Sunday, so at most 13 days before or after
 *   it. That is a Werktag (Monday to Saturday, not a holiday of the template) without work and
 *   without vacation (leave is no rest day the employer grants); a Saturday off counts.
 *   Sundays take the earliest free day they can reach, in order, which serves the most.
 * - Abs. 1: fewer than 15 Sundays of the year without work; found on the Sunday from which
 *   15 free ones are no longer possible, and on each worked Sunday after it.
 * Days outside the record are not known here and count as free, so nothing is found there.
 */
export function sundayRest(sheet: CompiledSheet): SundayRest {
  const { year } = sheet.record;
  const worked = workedDaySet(sheet);
  const first = dayNumberOf(year, 1, 1);
  const last = dayNumberOf(year + 1, 1, 1) - 1;
  const sundays: number[] = [];
  let sundaysInYear = 0;
  for (let n = first; n <= last; n++) {
    if (weekdayOfDay(n) !== SUNDAY) continue;
    sundaysInYear += 1;
    if (worked.has(n)) sundays.push(n);
  }
  const result: SundayRest = { findings: [], byDay: new Map() };
  if (sundays.length === 0) return result;
  const add = (sunday: number, code: SundayFinding['code'], days: readonly number[]) => {
    const month = civilOf(sunday).month;
    const spread = code === 'freeSundays' ? { firstMonth: 1, lastMonth: 12 } : null;
    result.findings.push({
      ...finding(code),
      date: fromDayNumber(sunday),
      firstMonth: spread?.firstMonth ?? month,
      lastMonth: spread?.lastMonth ?? month,
    });
    for (const n of days) {
      const list = result.byDay.get(n);
      if (list) list.push(finding(code));
      else result.byDay.set(n, [finding(code)]);
    }
  };

  const isFree = (n: number) =>
    weekdayOfDay(n) !== SUNDAY &&
    !sheet.holidayByDay.has(n) &&
    !worked.has(n) &&
    sheet.absenceByDay.get(n) !== 'vacation';
  let next = (sundays[0] as number) - WINDOW;
  for (const sunday of sundays) {
    next = Math.max(next, sunday - WINDOW);
    while (next <= sunday + WINDOW && !isFree(next)) next++;
    if (next <= sunday + WINDOW) {
      next++; // this Sunday's substitute rest day; the next Sunday looks further
      continue;
    }
    // The worked Werktage of the period are the days that could have been the rest day.
    const involved = [sunday];
    for (let n = sunday - WINDOW; n <= sunday + WINDOW; n++) {
      if (worked.has(n) && weekdayOfDay(n) !== SUNDAY && !sheet.holidayByDay.has(n))
        involved.push(n);
    }
    add(sunday, 'substituteRestDay', involved);
  }

  const allowed = sundaysInYear - FREE_SUNDAYS;
  if (sundays.length > allowed) {
    const over = sundays.slice(allowed);
    add(over[0] as number, 'freeSundays', over);
  }
  result.findings.sort((a, b) => a.date.localeCompare(b.date));
  return result;
}
