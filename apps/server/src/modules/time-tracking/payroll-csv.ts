import { MONTH_NAMES } from '@kontor/core/time-tracking/index';

/** Minutes of one surcharge in the month, as the month view lists them. */
export interface PayrollSurcharge {
  name: string;
  /** Percent. */
  value: number;
  minutes: number;
}

/** One employee's month for payroll; minutes, vacation in days. */
export interface PayrollMonth {
  name: string;
  target: number;
  actual: number;
  saldo: number;
  account: number;
  vacationTaken: number;
  surcharges: readonly PayrollSurcharge[];
}

const HEADER = [
  'Mitarbeiter',
  'Monat',
  'Sollzeit (Std.)',
  'Arbeitszeit (Std.)',
  'Monatssaldo (Std.)',
  'Zeitkonto (Std.)',
  'Urlaub genommen (Tage)',
  'Zuschlag',
  'Zuschlag (%)',
  'Zuschlagsstunden (Std.)',
];

const SEPARATOR = ';';

const german = new Intl.NumberFormat('de-DE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});
const hours = (minutes: number) => german.format(minutes / 60);
const plain = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2, useGrouping: false });

/**
 * A spreadsheet runs a cell starting with = + - @ (or tab, CR) as a formula, and Excel and
 * LibreOffice drop leading blanks and the CSV quotes before they look: ` =1+1` and `"=1+1"`
 * are formulas too. Such text gets a leading apostrophe, which makes the cell plain text.
 */
const FORMULA_START = /^[\s"]*[=+\-@]|^[\t\r]/;
/** Text typed by users (names); our own numbers and labels never start a formula. */
export const textCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/** A value holding the separator, a tab, a quote or a line break is quoted (RFC 4180). */
const NEEDS_QUOTES = /[;\t"\r\n]/;
export const csvCell = (value: string) =>
  NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

const byName = (a: PayrollSurcharge, b: PayrollSurcharge) =>
  a.name.localeCompare(b.name, 'de') || a.value - b.value;

/**
 * The payroll CSV of one month: one row per employee and surcharge, named (night work and
 * overtime at the same 25 % are different wage types, so rates are never merged); an employee
 * without surcharge minutes gets one row with the surcharge cells empty. Semicolons and
 * decimal commas as German Excel expects, UTF-8 with BOM so umlauts survive, CRLF line ends.
 */
export function payrollCsv(year: number, month: number, employees: readonly PayrollMonth[]) {
  const label = `${MONTH_NAMES[month - 1]} ${year}`;
  const rows = [HEADER];
  for (const e of employees) {
    const base = [
      textCell(e.name),
      label,
      hours(e.target),
      hours(e.actual),
      hours(e.saldo),
      hours(e.account),
      plain.format(e.vacationTaken),
    ];
    const surcharges = e.surcharges.filter((s) => s.minutes > 0).sort(byName);
    if (surcharges.length === 0) rows.push([...base, '', '', '']);
    for (const s of surcharges) {
      rows.push([...base, textCell(s.name), plain.format(s.value), hours(s.minutes)]);
    }
  }
  const lines = rows.map((r) => r.map(csvCell).join(SEPARATOR));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
