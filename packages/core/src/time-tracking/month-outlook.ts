import { sumSurcharges, type MonthBalance } from './month-balance.ts';
import type { LocalDate, SurchargeMinutes } from './types.ts';

/** The days of a month after today: what is planned, never counted. */
export interface MonthRest {
  /** The first and last day still to come. */
  from: LocalDate;
  to: LocalDate;
  /** Soll of those days. */
  target: number;
  /** Time already entered on them (shifts planned ahead, approved absences). */
  actual: number;
  /** Surcharge minutes of those entries, as the day rows show them. */
  surcharges: SurchargeMinutes[];
}

export interface MonthOutlook {
  /**
   * The last day the month's figures count (`until`, e.g. today) when days of the month come
   * after it; null when the whole month is counted (a past month).
   */
  countedUntil: LocalDate | null;
  /** The days after `until`, null when there are none. */
  rest: MonthRest | null;
}

/**
 * What the month's figures leave out: they count up to `until` (so the future is not missing
 * time), and the days after it are summed apart from them, from the rows of the whole month
 * (`monthPair(...).whole`), so the figure beside the counted one is what the day rows show.
 */
export function monthOutlook(whole: MonthBalance, until: LocalDate): MonthOutlook {
  const ahead = whole.days.filter((day) => day.date > until);
  const first = ahead[0];
  const last = ahead.at(-1);
  if (!first || !last) return { countedUntil: null, rest: null };
  return {
    countedUntil: until,
    rest: {
      from: first.date,
      to: last.date,
      target: ahead.reduce((sum, day) => sum + day.planned.target, 0),
      actual: ahead.reduce((sum, day) => sum + day.actual, 0),
      surcharges: sumSurcharges(ahead),
    },
  };
}
