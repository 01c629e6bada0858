import { parseClock } from './format.ts';
import type { DayContext, DayFacts, MinuteRange, SurchargeStrategy } from './surcharge-strategy.ts';
import { windowRanges } from './surcharge-time.ts';
import type { Surcharge } from './types.ts';

const WHOLE_DAY: MinuteRange[] = [[0, 1440]];
/** § 3b Abs. 3 Nr. 2 EStG: 0–4 h of the day after a Sunday or holiday. */
const NEXT_MORNING: MinuteRange = [0, 240];

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
  const withNextMorning = [...ranges, NEXT_MORNING];
  const nextMorningOnly = [NEXT_MORNING];
  const allHolidays = holidays === true;
  const someHolidays = new Set(Array.isArray(holidays) ? holidays : []);
  const onlyAfterMidnight = surcharge.onlyIfStartedBeforeMidnight === true;
  const continues = surcharge.continuesUntilFourNextDay === true;
  const matches = (day: DayFacts) =>
    weekdays.has(day.weekday) ||
    (day.holidayId !== undefined && (allHolidays || someHolidays.has(day.holidayId))) ||
    dates.has(day.monthDay);
  return (day: DayContext) => {
    if (onlyAfterMidnight && !day.startedBeforeMidnight) return [];
    const carried =
      continues && day.startedBeforeMidnight && day.previous !== undefined && matches(day.previous);
    if (matches(day)) return carried ? withNextMorning : ranges;
    return carried ? nextMorningOnly : [];
  };
}
