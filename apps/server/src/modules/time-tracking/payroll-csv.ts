import { EMPLOYMENT_TYPE_LABELS, euroCell, payrollMessages } from '@kontor/core/payroll/index';
import type { MonthPayroll } from '@kontor/core/schemas/payroll';
import { formatDate, MONTH_NAMES } from '@kontor/core/time-tracking/index';
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
  /** The last day the figures count (today in the current month; the month's end after it). */
  countedUntil: string;
  /** The month's pay figures, as the Mitarbeiterübersicht shows them (payroll-figures.ts). */
  payroll: Pick<MonthPayroll, 'personnelNumber' | 'wage' | 'earnings' | 'minijob' | 'findings'>;
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
  'Gezählt bis',
  // Added after the existing columns, so a sheet that reads them by position keeps working.
  'Personalnummer',
  'Beschäftigung',
  'Stundenlohn (€)',
  'Verdienst (€)',
  'Minijob-Grenze (€)',
  'Hinweise',
];

const cents = (value: number | null | undefined) => (value == null ? '' : euroCell(value));

/** The findings in one cell; late recordings as one list of their days. */
function findingsCell(findings: PayrollMonth['payroll']['findings']): string {
  const late = findings.filter((f) => f.code === 'recordedLate' && f.date);
  const others = findings.filter((f) => f.code !== 'recordedLate').map((f) => f.message);
  if (late.length > 0) {
    others.push(
      `${payrollMessages.recordedLate}: ${late.map((f) => formatDate(f.date!)).join(', ')}`,
    );
  }
  return others.join(' | ');
}

/** Personalnummer, employment, hourly wage, earnings, Minijob limit and findings of a month. */
function payCells({ payroll: p }: PayrollMonth): string[] {
  return [
    p.personnelNumber === null ? '' : String(p.personnelNumber),
    p.wage ? EMPLOYMENT_TYPE_LABELS[p.wage.employmentType] : '',
    cents(p.wage?.hourlyCents),
    cents(p.earnings?.cents),
    cents(p.minijob?.limitCents),
    findingsCell(p.findings),
  ];
}

const byName = (a: PayrollSurcharge, b: PayrollSurcharge) =>
  a.name.localeCompare(b.name, 'de') || a.value - b.value;

/**
 * The payroll CSV of one month: one row per employee and surcharge, named (night work and
 * overtime at the same 25 % are different wage types, so rates are never merged); an employee
 * without surcharge minutes gets one row with the surcharge cells empty (lib/csv.ts: the
 * German Excel format). 'Gezählt bis' names the last day counted: the figures of the current
 * month count up to today, like the month view.
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
    // A month still running counts up to today: the last column says so on every row.
    const until = formatDate(e.countedUntil);
    const surcharges = e.surcharges.filter((s) => s.minutes > 0).sort(byName);
    const pay = payCells(e);
    if (surcharges.length === 0) rows.push([...base, '', '', '', until, ...pay]);
    for (const s of surcharges) {
      rows.push([...base, textCell(s.name), csvNumber(s.value), hours(s.minutes), until, ...pay]);
    }
  }
  return csvDocument(rows);
}
