import {
  effectiveWages,
  hourlyRate,
  isDeletable,
  minimumWageFindings,
  wageOn,
  wageState,
  type WageLevel,
} from '@kontor/core/payroll/index';
import type { EmployeePayroll, WageView } from '@kontor/core/schemas/payroll';
import type { StoredWage } from './payroll-data.ts';

/** One row of the history table, with its state on `today`. */
export function wageView(row: StoredWage, rows: readonly StoredWage[], today: string): WageView {
  return {
    id: row.id,
    validFrom: row.validFrom,
    employmentType: row.employmentType,
    kind: row.kind,
    amountCents: row.amount,
    monthlyHours: row.monthlyHours,
    hourlyCents: hourlyRate(row),
    note: row.note,
    recordedAt: row.recordedAt,
    recordedBy: row.recordedBy,
    deletedAt: row.deletedAt,
    deletedBy: row.deletedBy,
    state: wageState(row, rows, today),
    deletable: isDeletable(row, today),
  };
}

/**
 * The employee's pay: Personalnummer, today's row and the minimum-wage findings from today on
 * (a row that the next minimum overtakes is found before that day comes).
 */
export function employeePayrollView(
  user: { id: string; name: string },
  data: { personnelNumber: number | null; version: number; wages: StoredWage[] },
  today: string,
  sector: readonly WageLevel[],
): EmployeePayroll {
  const effective = effectiveWages(data.wages);
  const current = wageOn(effective, today);
  // From today on, or from the first row when all are still to come.
  const from = current ? today : effective[0]?.validFrom;
  return {
    user,
    personnelNumber: data.personnelNumber,
    version: data.version,
    current: current ? wageView(current, data.wages, today) : null,
    findings: from ? minimumWageFindings(effective, sector, from, '2100-12-31') : [],
    wages: [...data.wages].reverse().map((row) => wageView(row, data.wages, today)),
  };
}
