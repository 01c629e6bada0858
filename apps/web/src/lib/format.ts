import { dayjs } from './dayjs.ts';

/** Dates are shown as DD.MM.YYYY; an empty or invalid value shows a dash. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  const date = dayjs(value);
  return date.isValid() ? date.format('DD.MM.YYYY') : '–';
}

/** A moment is shown as DD.MM.YYYY, HH:mm in the browser's time zone. */
export function formatDateTime(value: string | null | undefined): string {
  const date = value ? dayjs(value) : null;
  return date?.isValid() ? date.format('DD.MM.YYYY, HH:mm') : '–';
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

/**
 * A typed date 'TT.MM.JJJJ' (day first, as Germans write it) as 'YYYY-MM-DD' for the date
 * inputs; null for anything else or a day that does not exist.
 */
export function parseGermanDate(input: string): string | null {
  const match = input.trim().match(/^(\d{1,2})\.(\d{1,2})\.(\d{4})$/);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// Made on first use: an Intl formatter costs tens of milliseconds on a phone's first load.
let coordinate: Intl.NumberFormat | undefined;
const coordinateFormat = () =>
  (coordinate ??= new Intl.NumberFormat('de-DE', {
    minimumFractionDigits: 5,
    maximumFractionDigits: 5,
  }));

/** A map point as 'Breite, Länge' in German numbers: '52,52000, 13,40500'; a dash for none. */
export function formatCoordinates(
  point: { latitude: number; longitude: number } | null | undefined,
): string {
  if (!point || !Number.isFinite(point.latitude) || !Number.isFinite(point.longitude)) return '–';
  const format = coordinateFormat();
  return `${format.format(point.latitude)}, ${format.format(point.longitude)}`;
}
