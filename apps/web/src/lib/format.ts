import { dayjs } from './dayjs.ts';

/** Dates are shown as DD.MM.YYYY; an empty or invalid value shows a dash. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  const date = dayjs(value);
  return date.isValid() ? date.format('DD.MM.YYYY') : '–';
}

/**
 * Hours are shown as h.mm (hours, a dot, two-digit minutes), e.g. 90 minutes → "1.30".
 * Negative balances keep their sign.
 */
export function formatHours(minutes: number): string {
  if (!Number.isFinite(minutes)) return '–';
  const rounded = Math.round(minutes);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const hours = Math.floor(abs / 60);
  const rest = abs % 60;
  return `${sign}${hours}.${String(rest).padStart(2, '0')}`;
}
