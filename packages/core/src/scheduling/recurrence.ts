import {
  addDays,
  civilOf,
  daysInMonth,
  dayNumberOf,
  fromDayNumber,
  toDayNumber,
  type LocalDate,
} from '../time-tracking/local-date.ts';

export const INTERVAL_UNITS = ['days', 'weeks', 'months'] as const;
export type IntervalUnit = (typeof INTERVAL_UNITS)[number];

/** Every `number` days, weeks or months from `startDate`, up to `endDate` (inclusive) if set. */
export interface IntervalRule {
  number: number;
  unit: IntervalUnit;
  startDate: LocalDate;
  endDate: LocalDate | null;
}

const monthIndex = (year: number, month: number) => year * 12 + month - 1;

/**
 * The k-th occurrence (k = 0 is the start). Months are counted from the start, not from the
 * previous occurrence, and a missing day is the month's last: 31 Jan, 28 Feb, 31 Mar, 30 Apr.
 */
export function occurrence(rule: IntervalRule, k: number): LocalDate {
  if (rule.unit !== 'months') {
    return addDays(rule.startDate, k * rule.number * (rule.unit === 'weeks' ? 7 : 1));
  }
  const start = civilOf(toDayNumber(rule.startDate));
  const index = monthIndex(start.year, start.month) + k * rule.number;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return fromDayNumber(dayNumberOf(year, month, Math.min(start.day, daysInMonth(year, month))));
}

/** The smallest k whose occurrence is on or after `from` (ignoring the end). */
function firstIndexFrom(rule: IntervalRule, from: LocalDate): number {
  const start = toDayNumber(rule.startDate);
  const target = toDayNumber(from);
  if (target <= start) return 0;
  if (rule.unit !== 'months') {
    const step = rule.number * (rule.unit === 'weeks' ? 7 : 1);
    return Math.ceil((target - start) / step);
  }
  const s = civilOf(start);
  const f = civilOf(target);
  // A lower bound: occurrences before it fall into months before `from`'s month.
  let k = Math.floor((monthIndex(f.year, f.month) - monthIndex(s.year, s.month)) / rule.number);
  while (occurrence(rule, k) < from) k++;
  return k;
}

const withinEnd = (rule: IntervalRule, date: LocalDate) =>
  rule.endDate === null || date <= rule.endDate;

/** The occurrences within [from, to] (both inclusive), ascending. */
export function expandInterval(rule: IntervalRule, from: LocalDate, to: LocalDate): LocalDate[] {
  const last = rule.endDate !== null && rule.endDate < to ? rule.endDate : to;
  const dates: LocalDate[] = [];
  for (let k = firstIndexFrom(rule, from); ; k++) {
    const date = occurrence(rule, k);
    if (date > last) return dates;
    dates.push(date);
  }
}

/** The first occurrence on or after `from`, or null when the rule has ended before. */
export function firstOccurrenceFrom(rule: IntervalRule, from: LocalDate): LocalDate | null {
  const date = occurrence(rule, firstIndexFrom(rule, from));
  return withinEnd(rule, date) ? date : null;
}

/** The last occurrence on or before `until`, or null when the rule starts after it. */
export function lastOccurrenceUntil(rule: IntervalRule, until: LocalDate): LocalDate | null {
  const bound = rule.endDate !== null && rule.endDate < until ? rule.endDate : until;
  const k = firstIndexFrom(rule, addDays(bound, 1)) - 1;
  return k < 0 ? null : occurrence(rule, k);
}

/** Whether `date` is one of the rule's occurrences. */
export function isOnInterval(rule: IntervalRule, date: LocalDate): boolean {
  return firstOccurrenceFrom(rule, date) === date;
}

/** Spec 001 §9: a recurrence without an end runs to the end of next year. */
export function defaultRecurrenceEnd(today: LocalDate): LocalDate {
  return `${Number(today.slice(0, 4)) + 1}-12-31`;
}
