import { MONTH_NAMES } from '@kontor/core/time-tracking/index';

/** One employee's month for payroll; minutes, vacation in days, minutes per surcharge rate. */
export interface PayrollMonth {
  name: string;
  target: number;
  actual: number;
  saldo: number;
  account: number;
  vacationTaken: number;
  /** Surcharge rate (percent) → minutes. */
  surcharges: ReadonlyMap<number, number>;
}

const HEADER = [
  'Mitarbeiter',
  'Monat',
  'Sollzeit (Std.)',
  'Arbeitszeit (Std.)',
  'Monatssaldo (Std.)',
  'Zeitkonto (Std.)',
  'Urlaub genommen (Tage)',
  'Zuschlag (%)',
  'Zuschlagsstunden (Std.)',
];

const german = new Intl.NumberFormat('de-DE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});
const hours = (minutes: number) => german.format(minutes / 60);
const plain = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2, useGrouping: false });

/** A leading = + - @ in a name could run as a formula in Excel, so it is defused. */
const text = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const cell = (value: string) =>
  /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/**
 * The payroll CSV of one month: one row per employee and surcharge rate (an employee without
 * surcharges gets one row with the rate empty), semicolons and decimal commas as German Excel
 * expects, UTF-8 with BOM so umlauts survive, CRLF line ends.
 */
export function payrollCsv(year: number, month: number, employees: readonly PayrollMonth[]) {
  const label = `${MONTH_NAMES[month - 1]} ${year}`;
  const rows = [HEADER];
  for (const e of employees) {
    const base = [
      text(e.name),
      label,
      hours(e.target),
      hours(e.actual),
      hours(e.saldo),
      hours(e.account),
      plain.format(e.vacationTaken),
    ];
    const rates = [...e.surcharges].filter(([, minutes]) => minutes > 0).sort(([a], [b]) => a - b);
    if (rates.length === 0) rows.push([...base, '', '']);
    for (const [rate, minutes] of rates) rows.push([...base, plain.format(rate), hours(minutes)]);
  }
  return `\uFEFF${rows.map((r) => r.map(cell).join(';')).join('\r\n')}\r\n`;
}
