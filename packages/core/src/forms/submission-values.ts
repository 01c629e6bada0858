/**
 * The typed answers of a submission (issue 35: date, phone and number fields): how the website
 * may send them, how they are stored (one canonical text each) and how staff read them in the
 * Daten tab and the CSV (German: 24.12.2026, 2,5).
 */
import { formMessages, type FormFieldType } from '../schemas/forms.ts';

export type ParsedValue = { ok: true; value: string } | { ok: false; message: string };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const GERMAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** A real calendar day (no 31.02.) between the years 1000 and 9999. */
function isoDateOf(year: number, month: number, day: number): string | null {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > last) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A date input sends YYYY-MM-DD; a text input or a script may send TT.MM.JJJJ. Stored ISO. */
export function parseDateAnswer(text: string): ParsedValue {
  const iso = ISO_DATE.exec(text);
  const german = GERMAN_DATE.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : german ? [german[3], german[2], german[1]] : null;
  const value = parts && isoDateOf(Number(parts[0]), Number(parts[1]), Number(parts[2]));
  return value ? { ok: true, value } : { ok: false, message: formMessages.dateInvalid };
}

/** Digits with one decimal comma or point, optionally signed: '2,5', '-3', '1000.25'. */
const NUMBER = /^[+-]?\d{1,15}([.,]\d{1,10})?$/;

/** Stored with a decimal point ('2.5'), so it sorts and parses; shown with a comma. */
export function parseNumberAnswer(text: string): ParsedValue {
  if (!NUMBER.test(text)) return { ok: false, message: formMessages.numberInvalid };
  return { ok: true, value: text.replace(',', '.').replace(/^\+/, '') };
}

/** A phone number as people write it: +49 (0)30 123 45-67, 030/12345; 3 to 20 digits. */
const PHONE = /^\+?[\d\s()/.-]{3,40}$/;
export function parsePhoneAnswer(text: string): ParsedValue {
  const digits = text.replace(/\D/g, '').length;
  return PHONE.test(text) && digits >= 3 && digits <= 20
    ? { ok: true, value: text.replace(/\s+/g, ' ') }
    : { ok: false, message: formMessages.phoneInvalid };
}

const PARSERS: Partial<Record<FormFieldType, (text: string) => ParsedValue>> = {
  date: parseDateAnswer,
  number: parseNumberAnswer,
  phone: parsePhoneAnswer,
};

/** The stored value of a filled answer of this type, or the German message why not. */
export function parseTypedAnswer(type: FormFieldType, text: string): ParsedValue {
  return PARSERS[type]?.(text) ?? { ok: true, value: text };
}

/** A stored answer as staff read it: dates as TT.MM.JJJJ, numbers with a decimal comma. */
export function displayAnswer(type: FormFieldType | undefined, value: string): string {
  if (type === 'date') {
    const iso = ISO_DATE.exec(value);
    return iso ? `${iso[3]}.${iso[2]}.${iso[1]}` : value;
  }
  if (type === 'number' && NUMBER.test(value)) return value.replace('.', ',');
  return value;
}
