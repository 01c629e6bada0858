import { parseClock } from './format.ts';
import type { DayContext, MinuteRange, SurchargeStrategy } from './surcharge-strategy.ts';
import { windowRanges } from './surcharge-time.ts';
import type { Surcharge } from './types.ts';

const WHOLE_DAY: MinuteRange[] = [[0, 1440]];

/** 'MM-DD' → month × 100 + day. */
const monthDayNumber = (value: string) =>
  Number(value.slice(0, 2)) * 100 + Number(value.slice(3, 5));

/** Type day: chosen weekdays, holidays of the template or fixed dates, optionally only part of the day. */
export function dayStrategy(surcharge: Surcharge): SurchargeStrategy {
  const weekdays = new Set(surcharge.days?.weekdays ?? []);
  const holidays = surcharge.days?.holidays ?? false;
  const dates = new Set((surcharge.days?.dates ?? []).map(monthDayNumber));
  const window = surcharge.time;
  const ranges = window
    ? windowRanges(parseClock(window.start), parseClock(window.end))
    : WHOLE_DAY;
  const allHolidays = holidays === true;
  const someHolidays = new Set(Array.isArray(holidays) ? holidays : []);
  const onlyAfterMidnight = surcharge.onlyIfStartedBeforeMidnight === true;
  return (day: DayContext) => {
    if (onlyAfterMidnight && !day.startedBeforeMidnight) return [];
    const holiday = day.holidayId;
    const matches =
      weekdays.has(day.weekday) ||
      (holiday !== undefined && (allHolidays || someHolidays.has(holiday))) ||
      dates.has(day.monthDay);
    return matches ? ranges : [];
  };
}
