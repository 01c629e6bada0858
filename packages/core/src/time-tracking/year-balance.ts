import { sixMonthAverageFindings, type PeriodFinding } from './average-work-time.ts';
import { dayNumberOf, toDayNumber } from './local-date.ts';
import { messages, MONTH_NAMES } from './messages.ts';
import {
  computeMonth,
  type BalanceOptions,
  type DayCursor,
  type MonthBalance,
} from './month-balance.ts';
import { sundayRest, type SundayFinding } from './sunday-rest.ts';
import { compileSheet, type CompiledSheet, type TimeSheet } from './timesheet.ts';

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
  /**
   * Findings over more than a day: § 3 ArbZG's six-month average, § 11 ArbZG's substitute rest
   * days and free Sundays (sunday-rest.ts).
   */
  findings: (PeriodFinding | SundayFinding)[];
}

/** Adds the § 11 findings to the days whose work they concern. */
function withSundayFindings(months: readonly MonthBalance[], sheet: CompiledSheet) {
  const rest = sundayRest(sheet);
  if (rest.byDay.size === 0) return rest;
  for (const month of months) {
    for (const day of month.days) {
      const found = rest.byDay.get(toDayNumber(day.date));
      if (found) day.findings.push(...found);
    }
  }
  return rest;
}

/** Months 1 to `last` of a compiled sheet, the account carried from the initial saldo. */
function monthsUpTo(
  compiled: CompiledSheet,
  last: number,
  cursor: DayCursor,
  options: BalanceOptions,
): MonthBalance[] {
  const months: MonthBalance[] = [];
  let account = compiled.record.initialSaldo;
  for (let month = 1; month <= last; month++) {
    const balance = computeMonth(compiled, month, account, cursor, options);
    account = balance.account;
    months.push(balance);
  }
  return months;
}

/** All twelve months of a record; the account starts from the record's initial saldo. */
export function yearBalance(sheet: TimeSheet, options: BalanceOptions = {}): YearBalance {
  const compiled = compileSheet(sheet);
  const months = monthsUpTo(compiled, 12, { lastEnd: options.previousEnd }, options);
  const withFindings = options.findings !== false;
  const rest = withFindings ? withSundayFindings(months, compiled) : { findings: [] };
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
    account: (months[11] as MonthBalance).account,
  };
  const sixMonths = withFindings ? sixMonthAverageFindings(months) : [];
  return { months, rows, total, findings: [...sixMonths, ...rest.findings] };
}

function assertMonth(month: number) {
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`Invalid month: ${month}`);
}

/** One month's Zeitübersicht, with Saldo Vormonat carried from the record's start. */
export function monthBalance(
  sheet: TimeSheet,
  month: number,
  options: BalanceOptions = {},
): MonthBalance {
  assertMonth(month);
  const compiled = compileSheet(sheet);
  const months = monthsUpTo(compiled, month, { lastEnd: options.previousEnd }, options);
  withSundayFindings(months.slice(-1), compiled);
  return months[month - 1] as MonthBalance;
}

/**
 * One month twice, as the Mitarbeiterübersicht and the payroll export show it: `counted` up to
 * `until` (the figures), `whole` with every day of the month (the rows). The months before are
 * computed once when they lie before `until`, which leaves them the same either way.
 */
export function monthPair(
  sheet: TimeSheet,
  month: number,
  options: BalanceOptions & { until: string },
): { counted: MonthBalance; whole: MonthBalance } {
  assertMonth(month);
  const compiled = compileSheet(sheet);
  const { year } = compiled.record;
  const wholeOptions = { ...options, until: undefined };
  let counted: MonthBalance;
  let whole: MonthBalance;
  if (toDayNumber(options.until) < dayNumberOf(year, month, 1) - 1) {
    // A month after the current one: the months before differ too.
    const upTo = (o: BalanceOptions) =>
      monthsUpTo(compiled, month, { lastEnd: options.previousEnd }, o)[month - 1] as MonthBalance;
    counted = upTo(options);
    whole = upTo(wholeOptions);
  } else {
    const cursor: DayCursor = { lastEnd: options.previousEnd };
    const before = monthsUpTo(compiled, month - 1, cursor, options);
    const previousSaldo = before.at(-1)?.account ?? compiled.record.initialSaldo;
    const lastEnd = cursor.lastEnd;
    counted = computeMonth(compiled, month, previousSaldo, cursor, options);
    whole = computeMonth(compiled, month, previousSaldo, { lastEnd }, wholeOptions);
  }
  withSundayFindings([counted, whole], compiled);
  return { counted, whole };
}
