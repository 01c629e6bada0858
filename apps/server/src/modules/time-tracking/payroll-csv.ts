import { MONTH_NAMES } from '@kontor/core/time-tracking/index';
import { csvDocument, csvHours as hours, csvNumber, textCell } from '../../lib/csv.ts';

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

const byName = (a: PayrollSurcharge, b: PayrollSurcharge) =>
  a.name.localeCompare(b.name, 'de') || a.value - b.value;

/**
 * The payroll CSV of one month: one row per employee and surcharge, named (night work and
 * overtime at the same 25 % are different wage types, so rates are never merged); an employee
 * without surcharge minutes gets one row with the surcharge cells empty (lib/csv.ts: the
 * German Excel format).
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
      csvNumber(e.vacationTaken),
    ];
    const surcharges = e.surcharges.filter((s) => s.minutes > 0).sort(byName);
    if (surcharges.length === 0) rows.push([...base, '', '', '']);
    for (const s of surcharges) {
      rows.push([...base, textCell(s.name), csvNumber(s.value), hours(s.minutes)]);
    }
  }
  return csvDocument(rows);
}
