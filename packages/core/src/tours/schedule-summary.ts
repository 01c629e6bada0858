import { weekdayLabels } from '../schemas/services.ts';
import {
  addDays,
  fromDayNumber,
  isoWeekOf,
  weekdayOfDay,
  toDayNumber,
  type LocalDate,
} from '../time-tracking/local-date.ts';
import {
  SERVICE_WEEKDAYS,
  type DatesServiceSchedule,
  type IntervalServiceSchedule,
} from './service-schedule.ts';

/** A schedule as the API answers it: its schema lets a start week be missing. */
export type SummarySchedule =
  | DatesServiceSchedule
  | (Omit<IntervalServiceSchedule, 'startWeek'> & { startWeek: LocalDate | null });

const dayMonth = (date: LocalDate) => `${date.slice(8, 10)}.${date.slice(5, 7)}.`;

/** 'A, B und C' */
function germanList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} und ${items[items.length - 1]}`;
}

/**
 * 'KW 49' for the week of `monday`; with its ISO year ('KW 1/2027') when that differs from
 * `currentYear`, so a week of another year is not mistaken for this year's.
 */
export function weekName(monday: LocalDate, currentYear?: number): string {
  const { year, week } = isoWeekOf(monday);
  return currentYear === undefined || year === currentYear ? `KW ${week}` : `KW ${week}/${year}`;
}

/**
 * 'KW 1/2027 (04.01.–10.01.)': the week picker's label of the week starting `monday`, with the
 * ISO year of the week (KW 1 may start in December, KW 53 end in January).
 */
export function weekOptionLabel(monday: LocalDate): string {
  const { year, week } = isoWeekOf(monday);
  return `KW ${week}/${year} (${dayMonth(monday)}–${dayMonth(addDays(monday, 6))})`;
}

/** How many weeks the Startwoche and Endwoche pickers offer: about two years. */
export const WEEK_PICKER_WEEKS = 105;

/** `count` ISO weeks from the week of `today` on (Monday as value), with their labels. */
export function weekOptions(
  today: LocalDate,
  count = WEEK_PICKER_WEEKS,
): { value: LocalDate; label: string }[] {
  const first = toDayNumber(today) - weekdayOfDay(toDayNumber(today));
  return Array.from({ length: count }, (_, index) => {
    const monday = fromDayNumber(first + index * 7);
    return { value: monday, label: weekOptionLabel(monday) };
  });
}

/** The Monday of the week of `date`. */
export function mondayOf(date: LocalDate): LocalDate {
  const n = toDayNumber(date);
  return fromDayNumber(n - weekdayOfDay(n));
}

function rhythm(every: number, unit: 'weeks' | 'months'): string {
  if (unit === 'weeks') return every === 1 ? 'Jede Woche' : `Alle ${every} Wochen`;
  return every === 1 ? 'Jeden Monat' : `Alle ${every} Monate`;
}

/**
 * A schedule in one German line, as the Leistungsverzeichnis lists it:
 * 'Alle 2 Wochen ab KW 49: Montag, Donnerstag', 'Jede Woche von KW 2 bis KW 20: beliebiger Tag',
 * 'Am 1. und 15. des Monats'. Weeks of another year than `currentYear` carry their year.
 */
export function scheduleSummary(schedule: SummarySchedule, currentYear?: number): string {
  if (schedule.type === 'dates') {
    const days = [...schedule.monthDays].sort((a, b) => a - b).map((day) => `${day}.`);
    return `Am ${germanList(days)} des Monats`;
  }
  const start = schedule.startWeek ? weekName(schedule.startWeek, currentYear) : null;
  const end = schedule.endWeek ? weekName(schedule.endWeek, currentYear) : null;
  const span = start ? (end ? ` von ${start} bis ${end}` : ` ab ${start}`) : '';
  const days = SERVICE_WEEKDAYS.filter((day) => schedule.days.includes(day)).map((day) =>
    day === 'any' ? 'beliebiger Tag' : weekdayLabels[day],
  );
  return `${rhythm(schedule.every, schedule.unit)}${span}: ${days.join(', ')}`;
}
