import type { LocalDate } from '../time-tracking/local-date.ts';

/**
 * A property's service entry schedule (spec 000 §3 "Property services map", §4 "Service
 * frequency type", §5, §9). Weeks are ISO weeks and stored as the date of their Monday.
 *
 * - `interval` (the spec's settings.continue): every `every` weeks or months from `startWeek`,
 *   to `endWeek` (inclusive) or open. In each of its weeks the visit falls on each chosen
 *   weekday, or once on any day of that week ('any').
 * - `dates` (the spec's settings.repeat): fixed month days 1–31 in every month; `days` do not
 *   apply.
 */
export const SERVICE_WEEKDAYS = [
  'any',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type ServiceWeekday = (typeof SERVICE_WEEKDAYS)[number];

export const SERVICE_INTERVAL_UNITS = ['weeks', 'months'] as const;
export type ServiceIntervalUnit = (typeof SERVICE_INTERVAL_UNITS)[number];

/** What a visit on a public holiday of the project's template does (per entry). */
export const HOLIDAY_RULES = ['skip', 'nextWorkingDay'] as const;
export type HolidayRule = (typeof HOLIDAY_RULES)[number];

export interface IntervalServiceSchedule {
  type: 'interval';
  every: number;
  unit: ServiceIntervalUnit;
  /** Monday of the start week. */
  startWeek: LocalDate;
  /** Monday of the last week, inclusive; null = open. */
  endWeek: LocalDate | null;
  days: ServiceWeekday[];
}

export interface DatesServiceSchedule {
  type: 'dates';
  /** Month days 1–31, unique. */
  monthDays: number[];
}

export type ServiceSchedule = IntervalServiceSchedule | DatesServiceSchedule;

/** One planned visit of an entry, before holidays and absences are applied. */
export interface PlannedDate {
  /** The planned day; for an 'any' visit the Monday of its week. */
  date: LocalDate;
  /** True when the visit may fall on any day of its week. */
  anyDay: boolean;
}

/** A visit after the holiday rule: `plannedDate` keeps its identity when it moves. */
export interface ScheduledVisit extends PlannedDate {
  plannedDate: LocalDate;
  /** The holiday's name when the planned day is a holiday. */
  holiday: string | null;
  /** Skipped for a holiday (shown, not done). */
  skipped: boolean;
}

/** Who does a visit: the assigned worker, or the substitute taking over for them. */
export interface VisitPerformer {
  workerId: string;
  /** The absent worker this substitute stands in for. */
  substituteFor: string | null;
  /** The assigned worker is absent and no substitute is free (`visitPerformers` always sets it). */
  uncovered?: boolean;
}
