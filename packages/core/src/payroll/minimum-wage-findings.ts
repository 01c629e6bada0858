import type { LocalDate } from '../time-tracking/local-date.ts';
import { payrollMessages, type PayrollFinding } from './messages.ts';
import { minimumWageChanges, minimumWageOn, type WageLevel } from './minimum-wage.ts';
import { formatEuro } from './money.ts';
import { effectiveWages, hourlyRate, wageOn, type WageRow } from './wages.ts';

/** The hourly figure a finding names: the wage, or the salary with its hours. */
export function rateText(wage: WageRow): string {
  const rate = hourlyRate(wage);
  return wage.kind === 'hourly'
    ? formatEuro(rate)
    : payrollMessages.salaryRate(rate, wage.amount, wage.monthlyHours ?? 0);
}

/**
 * § 1 Abs. 1, 2 MiLoG: every hour is paid at least the minimum wage (a higher sector minimum
 * of the project binds instead, § 1 Abs. 3). A salary is judged per hour: salary ÷ contractual
 * monthly hours. Checked on every day in [from, to] where the pay or the minimum changes, so a
 * wage that was enough when agreed is found on the day a higher minimum begins. One finding
 * per wage row and minimum, dated when the shortfall began.
 */
export function minimumWageFindings(
  rows: readonly WageRow[],
  sector: readonly WageLevel[],
  from: LocalDate,
  to: LocalDate,
): PayrollFinding[] {
  const effective = effectiveWages(rows);
  const points = new Set<LocalDate>([from, ...minimumWageChanges(from, to, sector)]);
  for (const row of effective)
    if (row.validFrom > from && row.validFrom <= to) points.add(row.validFrom);
  const findings: PayrollFinding[] = [];
  let last = '';
  for (const point of [...points].sort()) {
    const wage = wageOn(effective, point);
    if (!wage) continue;
    const minimum = minimumWageOn(point, sector);
    const key = `${wage.id}:${minimum.cents}`;
    if (hourlyRate(wage) >= minimum.cents) {
      last = '';
      continue;
    }
    if (key === last) continue;
    last = key;
    const since = wage.validFrom > minimum.from ? wage.validFrom : minimum.from;
    findings.push({
      code: 'belowMinimumWage',
      message: payrollMessages.belowMinimumWage(since, rateText(wage), minimum),
      date: since,
    });
  }
  return findings;
}
