/**
 * One entry of a Parse property's services map (spec 000 §3: type, days, dates, interval
 * {number, unit, start_date, end_date}, settings {continue, repeat}) → Kontor's service entry
 * schedule (core `ServiceSchedule`). Pure; a schedule that does not fit answers a German problem.
 */
import { serviceScheduleSchema } from '@kontor/core/schemas/services';
import { civilOf, toDayNumber, weekdayOf, addDays } from '@kontor/core/time-tracking/local-date';
import {
  SERVICE_WEEKDAYS,
  type ServiceSchedule,
  type ServiceWeekday,
} from '@kontor/core/tours/service-schedule';
import { bool, localDate, record } from './parse-values.ts';

export type ScheduleResult = { schedule: ServiceSchedule } | { problem: string };

const mondayOf = (date: string) => addDays(date, -weekdayOf(date));

const UNITS: Record<string, 'weeks' | 'months'> = {
  week: 'weeks',
  weeks: 'weeks',
  month: 'months',
  months: 'months',
};

/** 'interval' (settings.continue) or 'dates' (settings.repeat), undefined when unclear. */
function kindOf(entry: Record<string, unknown>): 'interval' | 'dates' | undefined {
  const settings = record(entry.settings) ?? {};
  const byType = entry.type === 'interval' || entry.type === 'dates' ? entry.type : undefined;
  const cont = bool(settings.continue) === true;
  const repeat = bool(settings.repeat) === true;
  const bySettings = cont && !repeat ? 'interval' : repeat && !cont ? 'dates' : undefined;
  if (byType && bySettings && byType !== bySettings) return undefined;
  return byType ?? bySettings;
}

function weekdays(value: unknown): ServiceWeekday[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const days = value.map((day) => (typeof day === 'string' ? day.toLowerCase() : day));
  if (!days.every((day) => (SERVICE_WEEKDAYS as readonly unknown[]).includes(day)))
    return undefined;
  return [...new Set(days as ServiceWeekday[])];
}

/** A month day 1–31: a number, a numeric string, or the day of a date. */
function monthDay(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d{1,2}$/.test(value)) return Number(value);
  const date = localDate(value);
  return date ? civilOf(toDayNumber(date)).day : undefined;
}

function rawSchedule(entry: Record<string, unknown>): ServiceSchedule | string {
  const kind = kindOf(entry);
  if (!kind) return 'Art des Zeitplans unklar (type, settings.continue, settings.repeat)';
  if (kind === 'dates') {
    const days = Array.isArray(entry.dates) ? entry.dates.map(monthDay) : undefined;
    if (!days || days.some((day) => day === undefined))
      return 'Tage des Zeitplans unlesbar (dates)';
    return { type: 'dates', monthDays: [...new Set(days as number[])].sort((a, b) => a - b) };
  }
  const interval = record(entry.interval) ?? {};
  const unit = typeof interval.unit === 'string' ? UNITS[interval.unit] : undefined;
  if (!unit)
    return `Einheit des Intervalls nicht übernehmbar (interval.unit: ${String(interval.unit)})`;
  const start = localDate(interval.start_date);
  if (!start) return 'Startwoche des Intervalls fehlt (interval.start_date)';
  const end = interval.end_date == null ? null : localDate(interval.end_date);
  if (end === undefined) return 'Ende des Intervalls unlesbar (interval.end_date)';
  const days = weekdays(entry.days);
  if (!days) return 'Wochentage des Zeitplans unlesbar (days)';
  return {
    type: 'interval',
    every: typeof interval.number === 'number' ? interval.number : Number.NaN,
    unit,
    startWeek: mondayOf(start),
    endWeek: end ? mondayOf(end) : null,
    days,
  };
}

/** The entry's schedule as Kontor stores it, checked with the form's own schema. */
export function serviceScheduleOf(entry: Record<string, unknown>): ScheduleResult {
  const raw = rawSchedule(entry);
  if (typeof raw === 'string') return { problem: raw };
  const parsed = serviceScheduleSchema.safeParse(raw);
  if (!parsed.success) return { problem: parsed.error.issues[0]!.message };
  return { schedule: parsed.data as ServiceSchedule };
}
