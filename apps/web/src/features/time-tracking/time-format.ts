import { formatDate, formatHours } from '../../lib/format.ts';
import { messages } from './messages.ts';

/**
 * Clock times are shown in German time, whatever the browser's zone. The formatters are made
 * on first use (an Intl formatter with a time zone is slow to make on a phone's first load).
 */
let clock: Intl.DateTimeFormat | undefined;
let dateTime: Intl.DateTimeFormat | undefined;
const BERLIN = { timeZone: 'Europe/Berlin', hourCycle: 'h23' } as const;

/** 'DD.MM.YYYY HH:mm' of an ISO moment in Europe/Berlin. */
export function dateTimeOf(iso: string): string {
  dateTime ??= new Intl.DateTimeFormat('de-DE', {
    ...BERLIN,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return dateTime.format(new Date(iso)).replace(', ', ' ');
}

/** 'HH:mm' of an ISO moment in Europe/Berlin. */
export function clockOf(iso: string): string {
  clock ??= new Intl.DateTimeFormat('de-DE', { ...BERLIN, hour: '2-digit', minute: '2-digit' });
  return clock.format(new Date(iso));
}

/** A span of two ISO moments as 'HH:mm–HH:mm'. */
export function spanText(span: { start: string; end: string }): string {
  return `${clockOf(span.start)}–${clockOf(span.end)}`;
}

const WEEKDAYS = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'];

/** 'Mo 03.11.' of a local date 'YYYY-MM-DD'. */
export function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.`;
}

/** Month as the URL keeps it ('2026-11'), falling back to the given month. */
export function parseMonth(value: string | null, fallback: { year: number; month: number }) {
  const match = value?.match(/^(\d{4})-(\d{2})$/);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) return fallback;
  return { year: Number(match[1]), month };
}

export const monthParam = (year: number, month: number) =>
  `${year}-${String(month).padStart(2, '0')}`;

/**
 * A day's saldo as the month table shows it: the month's saldo counts the days up to today, so
 * a day still to come shows its target but no saldo ('–'), and the rows agree with the total.
 */
export function daySaldo(day: { date: string; saldo: number }, today: string) {
  const counted = day.date <= today;
  return { text: counted ? formatHours(day.saldo) : '–', negative: counted && day.saldo < 0 };
}

/**
 * 'Zeiten Übersicht' counts up to today: the running month's row and 'Gesamt' (month null)
 * carry ' bis heute (06.12.2026)'; other rows and other years nothing.
 */
export function yearRowNote(year: number, month: number | null, today: string): string {
  if (Number(today.slice(0, 4)) !== year) return '';
  if (month !== null && month !== Number(today.slice(5, 7))) return '';
  return ` ${messages.counted.untilToday(formatDate(today))}`;
}
