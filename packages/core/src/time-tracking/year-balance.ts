import { sixMonthAverageFindings, type PeriodFinding } from './average-work-time.ts';
import { messages, MONTH_NAMES } from './messages.ts';
import {
  computeMonth,
  type BalanceOptions,
  type DayCursor,
  type MonthBalance,
} from './month-balance.ts';
import { compileSheet, type TimeSheet } from './timesheet.ts';

/** A row of the yearly dialog 'Zeiten Übersicht'. */
export interface YearRow {
  label: string;
  /** Sollzeit */
  target: number;
  /** Arbeitszeit */
  actual: number;
  /** Monatssaldo */
  saldo: number;
  /** The time account after this row. */
  account: number;
}

export interface YearBalance {
  months: MonthBalance[];
  rows: YearRow[];
  /** The row 'Gesamt'. */
  total: YearRow;
  /** Informational findings over several months (§ 3 ArbZG: the 6-month average). */
  findings: PeriodFinding[];
}

/** All twelve months of a record; the account starts from the record's initial saldo. */
export function yearBalance(sheet: TimeSheet, options: BalanceOptions = {}): YearBalance {
  const compiled = compileSheet(sheet);
  const cursor: DayCursor = { lastEnd: options.previousEnd };
  const months: MonthBalance[] = [];
  let account = sheet.record.initialSaldo;
  for (let month = 1; month <= 12; month++) {
    const balance = computeMonth(compiled, month, account, cursor, options);
    account = balance.account;
    months.push(balance);
  }
  const rows = months.map((m) => ({
    label: MONTH_NAMES[m.month - 1] as string,
    target: m.target,
    actual: m.actual,
    saldo: m.saldo,
    account: m.account,
  }));
  const total: YearRow = {
    label: messages.balance.total,
    target: rows.reduce((sum, r) => sum + r.target, 0),
    actual: rows.reduce((sum, r) => sum + r.actual, 0),
    saldo: rows.reduce((sum, r) => sum + r.saldo, 0),
    account,
  };
  return { months, rows, total, findings: sixMonthAverageFindings(months) };
}

/** One month's Zeitübersicht, with Saldo Vormonat carried from the record's start. */
export function monthBalance(
  sheet: TimeSheet,
  month: number,
  options: BalanceOptions = {},
): MonthBalance {
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`Invalid month: ${month}`);
  return yearBalance(sheet, options).months[month - 1] as MonthBalance;
}
