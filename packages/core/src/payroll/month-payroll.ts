import type { Instant } from '../time-tracking/berlin-time.ts';
import type { DayResult } from '../time-tracking/day-result.ts';
import { toLocal } from '../time-tracking/berlin-time.ts';
import { daysInMonth, type LocalDate } from '../time-tracking/local-date.ts';
import type { TimeSettings } from '../time-tracking/types.ts';
import { payrollMessages, type PayrollFinding } from './messages.ts';
import { minimumWageFindings } from './minimum-wage-findings.ts';
import { minimumWageOn, type MinimumWage, type WageLevel } from './minimum-wage.ts';
import {
  minijobMonth,
  monthEarnings,
  payDaysOf,
  type MinijobMonth,
  type MonthEarnings,
} from './month-earnings.ts';
import { isRecordedLate, recordingDeadline, recordingRequired } from './recording-deadline.ts';
import { effectiveWages, wageOn, type WageRow } from './wages.ts';

export interface MonthPayrollInput<W extends WageRow> {
  year: number;
  month: number;
  /** The engine's days of the whole month (entries ahead included). */
  days: readonly Pick<DayResult, 'date' | 'holidayId' | 'actual' | 'surcharges'>[];
  /** The last day counted (today, Berlin): the figures count up to it, like the month's. */
  until: LocalDate;
  settings: TimeSettings;
  percentOf: (surchargeId: string) => number;
  wages: readonly W[];
  sector: readonly WageLevel[];
  /** The project's sector falls under § 2a SchwarzArbG. */
  sector2a: boolean;
  /** The month's work entries: their day and first recording (null: unknown). */
  recordings: readonly { date: LocalDate; recordedAt: Instant | null }[];
}

export interface MonthPayrollFigures<W extends WageRow> {
  /** The row of the month's last counted day (its first day for a month still to come). */
  wage: W | undefined;
  minimum: MinimumWage;
  /** Null without any row holding in the month. */
  earnings: MonthEarnings | null;
  minijob: MinijobMonth | null;
  recordingRequired: boolean;
  findings: PayrollFinding[];
}

/**
 * The payroll figures of one employee's month, one function for the Mitarbeiterübersicht, the
 * payroll CSV and (later) the DATEV export: the wage and minimum wage (§ 1 MiLoG), the estimated
 * earnings, the Minijob check (§ 8 Abs. 1a SGB IV) and the late recordings (§ 17 MiLoG).
 */
export function monthPayroll<W extends WageRow>(
  input: MonthPayrollInput<W>,
): MonthPayrollFigures<W> {
  const { year, month, until } = input;
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const last = `${first.slice(0, 8)}${String(daysInMonth(year, month)).padStart(2, '0')}`;
  const effective = effectiveWages(input.wages);
  const asOf = until < first ? first : until > last ? last : until;
  const wage = wageOn(effective, asOf);
  const whole = payDaysOf(input.days, input.settings, input.percentOf);
  const counted = whole.filter((d) => d.date <= until);
  const inMonth = wageOn(effective, last) !== undefined;
  const minijob = minijobMonth({ year, month, counted, whole, effective, asOf: until });
  const findings = minimumWageFindings(effective, input.sector, first, last);
  if (minijob?.exceeded) {
    findings.push({
      code: 'minijobLimitExceeded',
      message: payrollMessages.minijobExceeded(minijob.earnings, minijob.limit),
      date: null,
    });
  } else if (minijob?.expectedExceeded) {
    findings.push({
      code: 'minijobLimitExpected',
      message: payrollMessages.minijobExpected(minijob.expected, minijob.limit),
      date: null,
    });
  }
  for (const r of [...input.recordings].sort((a, b) => a.date.localeCompare(b.date))) {
    const type = wageOn(effective, r.date)?.employmentType;
    if (r.recordedAt === null || r.date < first || r.date > last) continue;
    if (!recordingRequired(type, input.sector2a) || !isRecordedLate(r.date, r.recordedAt)) continue;
    findings.push({
      code: 'recordedLate',
      message: payrollMessages.recordedLateDetail(
        toLocal(r.recordedAt).date,
        recordingDeadline(r.date),
      ),
      date: r.date,
    });
  }
  return {
    wage,
    minimum: minimumWageOn(asOf, input.sector),
    earnings: inMonth ? monthEarnings(year, month, counted, effective) : null,
    minijob,
    recordingRequired: recordingRequired(wage?.employmentType, input.sector2a),
    findings,
  };
}
