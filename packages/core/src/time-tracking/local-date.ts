/** A calendar date in Europe/Berlin, 'YYYY-MM-DD'. */
export type LocalDate = string;

/** Monday = 0 … Sunday = 6 (weeks start on Monday). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const SUNDAY: Weekday = 6;

// Day numbers (days since 1970-01-01) keep the hot loops free of Date objects.
export function dayNumberOf(year: number, month: number, day: number): number {
  // Civil-to-days conversion (proleptic Gregorian), valid for all years used here.
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function civilOf(dayNumber: number): { year: number; month: number; day: number } {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLocalDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  // A day out of range (00, 31 April, 29 February of a common year) lands in another month.
  const month = Number(match[2]);
  return civilOf(dayNumberOf(Number(match[1]), month, Number(match[3]))).month === month;
}

export function toDayNumber(date: LocalDate): number {
  return dayNumberOf(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));
}

const pad2 = (n: number) => (n < 10 ? '0' : '') + n;

// Balances ask for the same few hundred dates for every record: one shared string per day.
const dateStrings = new Map<number, LocalDate>();

export function fromDayNumber(dayNumber: number): LocalDate {
  let date = dateStrings.get(dayNumber);
  if (date === undefined) {
    if (dateStrings.size >= 20_000) dateStrings.clear();
    const { year, month, day } = civilOf(dayNumber);
    date = `${year}-${pad2(month)}-${pad2(day)}`;
    dateStrings.set(dayNumber, date);
  }
  return date;
}

export function weekdayOfDay(dayNumber: number): Weekday {
  // 1970-01-01 was a Thursday (index 3).
  return ((((dayNumber + 3) % 7) + 7) % 7) as Weekday;
}

export function weekdayOf(date: LocalDate): Weekday {
  return weekdayOfDay(toDayNumber(date));
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return fromDayNumber(toDayNumber(date) + days);
}

export function daysInMonth(year: number, month: number): number {
  return dayNumberOf(year, month + 1, 1) - dayNumberOf(year, month, 1);
}

/** All dates from `from` to `to`, both inclusive. */
export function datesBetween(from: LocalDate, to: LocalDate): LocalDate[] {
  const dates: LocalDate[] = [];
  for (let n = toDayNumber(from), end = toDayNumber(to); n <= end; n++)
    dates.push(fromDayNumber(n));
  return dates;
}

export interface IsoWeek {
  year: number;
  week: number;
}

export function isoWeekOf(date: LocalDate): IsoWeek {
  const n = toDayNumber(date);
  // The ISO week belongs to the year of its Thursday.
  const thursday = n - weekdayOfDay(n) + 3;
  const year = civilOf(thursday).year;
  return { year, week: Math.floor((thursday - dayNumberOf(year, 1, 1)) / 7) + 1 };
}

/** Monday … Sunday of ISO week `week` of `year`. */
export function isoWeekDates(year: number, week: number): LocalDate[] {
  const jan4 = dayNumberOf(year, 1, 4);
  const monday = jan4 - weekdayOfDay(jan4) + (week - 1) * 7;
  return Array.from({ length: 7 }, (_, i) => fromDayNumber(monday + i));
}

export function isoWeeksInYear(year: number): number {
  return isoWeekOf(`${year}-12-28`).week;
}
