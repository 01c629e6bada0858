/**
 * Reading the old system's working-time fields: Parse dates, wall-clock times, pointers and
 * milliseconds, as the time importers need them. Everything answers undefined for a value it
 * cannot read, so the importer reports it instead of guessing.
 */
import { isLocalDate } from '@kontor/core/time-tracking/local-date';
import {
  isClockTime,
  parseClock,
  toInstant,
  toLocal,
  type Instant,
  type LocalDate,
} from '@kontor/core/time-tracking/index';

const MS_PER_MINUTE = 60_000;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The objectId of a Parse pointer (or of a bare id string, as some old fields hold). */
export function pointerId(value: unknown): string | undefined {
  if (typeof value === 'string' && value.length > 0) return value;
  if (isRecord(value) && typeof value.objectId === 'string') return value.objectId;
  return undefined;
}

export function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function finite(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return undefined;
}

/** Milliseconds (the original's unit for saldo, durations and pauses) as whole minutes. */
export function msToMinutes(ms: number): number {
  return Math.round(ms / MS_PER_MINUTE);
}

/** A JS Date from a Parse Date (`{ __type: 'Date', iso }`), an ISO string or epoch milliseconds. */
function instantDate(value: unknown): Date | undefined {
  const raw = isRecord(value) && value.__type === 'Date' ? value.iso : value;
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A calendar date: 'YYYY-MM-DD' as written, a Parse Date or an ISO instant as its Berlin date
 * (the original stored local midnight, i.e. 23:00 or 22:00 UTC of the day before).
 */
export function localDate(value: unknown): LocalDate | undefined {
  if (typeof value === 'string' && isLocalDate(value)) return value;
  const german = typeof value === 'string' && /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (german && isLocalDate(`${german[3]}-${german[2]}-${german[1]}`)) {
    return `${german[3]}-${german[2]}-${german[1]}`;
  }
  const date = instantDate(value);
  return date ? toLocal(Math.floor(date.getTime() / MS_PER_MINUTE)).date : undefined;
}

/** 'H:MM' or 'HH:MM' as minutes of the day. */
function clockMinutes(value: string): number | undefined {
  const padded = /^\d:\d{2}$/.test(value) ? `0${value}` : value;
  return isClockTime(padded) && padded !== '24:00' ? parseClock(padded) : undefined;
}

/** A wall-clock start time ('08:00'), also from a Parse Date (its Berlin time). */
export function clockTime(value: unknown): string | undefined {
  if (typeof value === 'string') {
    const minutes = clockMinutes(value);
    if (minutes !== undefined) return value.length === 4 ? `0${value}` : value;
  }
  const date = instantDate(value);
  if (!date) return undefined;
  const minute = toLocal(Math.floor(date.getTime() / MS_PER_MINUTE)).minute;
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/**
 * An instant of a time on `date`: a real instant (Parse Date, ISO string, epoch ms) as it is,
 * a wall-clock 'HH:MM' on `date` in Berlin, or on the next day when it is not after `after`
 * (a night shift's end, a break after midnight).
 */
export function instantOn(date: LocalDate, value: unknown, after?: Instant): Instant | undefined {
  if (typeof value === 'string') {
    const minutes = clockMinutes(value);
    if (minutes !== undefined) {
      const same = toInstant(date, minutes);
      if (after === undefined || same >= after) return same;
      return toInstant(toLocal(same + 24 * 60).date, minutes);
    }
  }
  const exact = instantDate(value);
  return exact ? Math.floor(exact.getTime() / MS_PER_MINUTE) : undefined;
}
