import type { DayResult } from '../time-tracking/day-result.ts';
import { datesBetween, daysInMonth, type LocalDate } from '../time-tracking/local-date.ts';
import { plannedDay } from '../time-tracking/planned-day.ts';
import type { TimeSettings } from '../time-tracking/types.ts';
import type { EmploymentType } from './employment.ts';
import { minijobLimit } from './minijob-limit.ts';
import type { Cents } from './money.ts';
import { hourlyRate, wageOn, type WageRow } from './wages.ts';

/** What one day pays for: hours (minutes) and the surcharge minutes with their rates. */
export interface PayDay {
  date: LocalDate;
  /** Ist (worked plus credited absences) plus the hours a holiday took (`holidayMinutes`). */
  paidMinutes: number;
  /** § 2 EFZG: the planned hours of a working weekday that fell on a holiday, not worked. */
  holidayMinutes: number;
  surcharges: readonly { minutes: number; percent: number }[];
}

/**
 * The engine's days as paid days. Paid are the Ist of the day (work and the absences the
 * engine credits: vacation, illness, paid absence; Ausgleich credits nothing, it is paid from
 * the account) and, on a holiday that would have been a working day, its planned hours less
 * what was worked or credited (§ 2 Abs. 1 EFZG: the pay the holiday made the employee lose).
 */
export function payDaysOf(
  days: readonly Pick<DayResult, 'date' | 'holidayId' | 'actual' | 'surcharges'>[],
  settings: TimeSettings,
  percentOf: (surchargeId: string) => number,
): PayDay[] {
  return days.map((day) => {
    const planned = day.holidayId ? plannedDay(settings, day.date) : undefined;
    const holidayMinutes = planned?.isWorkingDay ? Math.max(0, planned.target - day.actual) : 0;
    return {
      date: day.date,
      paidMinutes: day.actual + holidayMinutes,
      holidayMinutes,
      surcharges: day.surcharges.map((s) => ({
        minutes: s.minutes,
        percent: percentOf(s.surchargeId),
      })),
    };
  });
}

export interface MonthEarnings {
  /** Rounded to the cent once, at the end. */
  cents: Cents;
  paidMinutes: number;
  holidayMinutes: number;
}

/**
 * Gross earnings of a month as the checks estimate them: each day's paid hours at the wage of
 * that day, plus its surcharge minutes at that wage × the surcharge's percentage (so a wage
 * change within the month pays each day at its own rate). A monthly salary is owed for the
 * month: every calendar day of it under a salary row adds 1 / (days of the month) of that
 * salary, whether counted yet or not; its hours only carry surcharges (at salary ÷ monthly
 * hours). `only` limits the sum to days under matching rows (the Minijob days).
 */
export function monthEarnings(
  year: number,
  month: number,
  days: readonly PayDay[],
  effective: readonly WageRow[],
  only: (employmentType: EmploymentType) => boolean = () => true,
): MonthEarnings {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const length = daysInMonth(year, month);
  let cents = 0;
  let paidMinutes = 0;
  let holidayMinutes = 0;
  for (const date of datesBetween(
    first,
    `${first.slice(0, 8)}${String(length).padStart(2, '0')}`,
  )) {
    const wage = wageOn(effective, date);
    if (wage?.kind === 'monthly' && only(wage.employmentType)) cents += wage.amount / length;
  }
  for (const day of days) {
    const wage = wageOn(effective, day.date);
    if (!wage || !only(wage.employmentType) || day.date.slice(0, 7) !== first.slice(0, 7)) continue;
    const rate = hourlyRate(wage);
    if (wage.kind === 'hourly') cents += (day.paidMinutes / 60) * rate;
    for (const s of day.surcharges) cents += (s.minutes / 60) * rate * (s.percent / 100);
    paidMinutes += day.paidMinutes;
    holidayMinutes += day.holidayMinutes;
  }
  return { cents: Math.round(cents), paidMinutes, holidayMinutes };
}

/** A Minijob month against the limit (§ 8 Abs. 1a SGB IV). */
export interface MinijobMonth {
  limit: Cents;
  /** The days counted so far (up to today). */
  earnings: Cents;
  /** All the month's entered days, those still to come included. */
  expected: Cents;
  exceeded: boolean;
  expectedExceeded: boolean;
  /** Minutes at the current hourly wage until `expected` reaches the limit; null for a salary. */
  minutesLeft: number | null;
}

const isMinijob = (type: EmploymentType) => type === 'minijob';

/**
 * The Minijob check of a month, or null when no day of it is under a Minijob row. The limit is
 * the one of the month's first day (the minimum wage, and with it the limit, changes on the
 * first of a month). Only the days under Minijob rows count, so a change from Minijob to
 * Teilzeit within the month leaves the later days out. `asOf` (today) picks the wage the
 * remaining hours are priced at; tax-free § 3b surcharges are counted in (conservative: they
 * are no Arbeitsentgelt under § 1 Abs. 1 Nr. 1 SvEV, so the real figure may be lower).
 */
export function minijobMonth(input: {
  year: number;
  month: number;
  counted: readonly PayDay[];
  whole: readonly PayDay[];
  effective: readonly WageRow[];
  asOf: LocalDate;
}): MinijobMonth | null {
  const { year, month, effective } = input;
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const last = `${first.slice(0, 8)}${String(daysInMonth(year, month)).padStart(2, '0')}`;
  const minijobDays = datesBetween(first, last).filter(
    (d) => wageOn(effective, d)?.employmentType === 'minijob',
  );
  if (minijobDays.length === 0) return null;
  const limit = minijobLimit(first);
  const earnings = monthEarnings(year, month, input.counted, effective, isMinijob).cents;
  const expected = monthEarnings(year, month, input.whole, effective, isMinijob).cents;
  // The Minijob wage of today, or of the month's first Minijob day when that is still to come.
  const priced = minijobDays.filter((d) => d <= input.asOf).at(-1) ?? minijobDays[0]!;
  const current = wageOn(effective, priced)!;
  const rate = current.kind === 'hourly' ? current.amount : 0;
  return {
    limit,
    earnings,
    expected,
    exceeded: earnings > limit,
    expectedExceeded: expected > limit,
    minutesLeft: rate > 0 ? Math.max(0, Math.floor(((limit - expected) / rate) * 60)) : null,
  };
}
