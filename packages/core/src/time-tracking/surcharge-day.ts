import { parseClock } from './format.ts';
import { civilOf } from './local-date.ts';
import type { DayContext, MinuteRange, SurchargeStrategy } from './surcharge-strategy.ts';
import { windowRanges } from './surcharge-time.ts';
import type { Surcharge } from './types.ts';

const WHOLE_DAY: MinuteRange[] = [[0, 1440]];

function monthDayOf(dayNumber: number): string {
  const { month, day } = civilOf(dayNumber);
  return `${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

/** Type day: chosen weekdays, holidays of the template or fixed dates, optionally only part of the day. */
export function dayStrategy(surcharge: Surcharge): SurchargeStrategy {
  const weekdays = new Set(surcharge.days?.weekdays ?? []);
  const holidays = surcharge.days?.holidays ?? false;
  const dates = new Set(surcharge.days?.dates ?? []);
  const window = surcharge.time;
  const ranges = window
    ? windowRanges(parseClock(window.start), parseClock(window.end))
    : WHOLE_DAY;
  const holidayMatches = (id: string | undefined) =>
    id !== undefined && (holidays === true || (Array.isArray(holidays) && holidays.includes(id)));
  return (day: DayContext) => {
    if (surcharge.onlyIfStartedBeforeMidnight && !day.startedBeforeMidnight) return [];
    const matches =
      weekdays.has(day.weekday) ||
      holidayMatches(day.holidayId) ||
      (dates.size > 0 && dates.has(monthDayOf(day.dayNumber)));
    return matches ? ranges : [];
  };
}
