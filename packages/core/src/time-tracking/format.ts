import type { LocalDate } from './local-date.ts';

/** 'HH:MM' wall-clock time. */
export type ClockTime = string;

const CLOCK_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isClockTime(value: string): boolean {
  return CLOCK_PATTERN.test(value) || value === '24:00';
}

/** Minutes since midnight of an 'HH:MM' time ('24:00' is the end of the day). */
export function parseClock(value: ClockTime): number {
  if (!isClockTime(value)) throw new RangeError(`Invalid clock time: ${value}`);
  return Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
}

export function formatClock(minuteOfDay: number): ClockTime {
  const h = Math.floor(minuteOfDay / 60);
  const m = minuteOfDay % 60;
  return `${h < 10 ? '0' : ''}${h}:${m < 10 ? '0' : ''}${m}`;
}

/** Hours as h.mm, the way the UI shows durations and balances: 510 → '8.30', -90 → '-1.30'. */
export function formatHours(minutes: number): string {
  const abs = Math.abs(Math.round(minutes));
  const mm = abs % 60;
  return `${minutes < 0 && abs > 0 ? '-' : ''}${Math.floor(abs / 60)}.${mm < 10 ? '0' : ''}${mm}`;
}

/** 'YYYY-MM-DD' → 'DD.MM.YYYY'. */
export function formatDate(date: LocalDate): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}
