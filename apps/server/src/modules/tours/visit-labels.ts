import { formatClock, formatDate, toLocal, WEEKDAY_NAMES } from '@kontor/core/time-tracking/index';
import { weekdayOf } from '@kontor/core/time-tracking/local-date';
import { tourExportMessages as m } from './tour-exports.messages.ts';

/** 'Mo 16.03.' */
export function shortDay(date: string): string {
  return `${WEEKDAY_NAMES[weekdayOf(date)]!.slice(0, 2)} ${formatDate(date).slice(0, 6)}`;
}

/** What a holiday did to a visit, or '' on an ordinary day. */
export function holidayNote(visit: {
  holiday: string | null;
  status: string;
  date: string;
  plannedDate: string;
}): string {
  if (!visit.holiday) return '';
  if (visit.status === 'skipped') return m.holidaySkipped(visit.holiday);
  if (visit.date !== visit.plannedDate) {
    return m.holidayMoved(visit.holiday, formatDate(visit.plannedDate).slice(0, 6));
  }
  return m.holiday(visit.holiday);
}

/** An ISO instant as German local date and clock: ['16.03.2026', '07:45']. */
export function localDateTime(iso: string): [date: string, clock: string] {
  const local = toLocal(Math.floor(Date.parse(iso) / 60_000));
  return [formatDate(local.date), formatClock(local.minute)];
}

/** 'Jürgen Müller (Vertretung für Anna Schmidt)', or '' when nobody. */
export function performer(row: {
  worker: { name: string } | null;
  substituteFor: { name: string } | null;
}): string {
  if (!row.worker) return '';
  return row.substituteFor
    ? `${row.worker.name} (${m.standIn(row.substituteFor.name)})`
    : row.worker.name;
}
