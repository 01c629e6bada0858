import { formatDate, formatHours } from '../time-tracking/format.ts';
import { formatEuro, type Cents } from './money.ts';
import type { MinimumWage } from './minimum-wage.ts';

/** The finding texts of wages, the Minijob limit and § 17 MiLoG (shown as they are). */
export const payrollMessages = {
  belowMinimumWage: (date: string, rate: string, minimum: MinimumWage) =>
    `Lohn unter dem Mindestlohn ab ${formatDate(date)}: ${rate} je Stunde, ${
      minimum.source === 'sector' ? 'Branchenmindestlohn' : 'Mindestlohn'
    } ${formatEuro(minimum.cents)} (§ 1 MiLoG)`,
  salaryRate: (rate: Cents, salary: Cents, hours: number) =>
    `${formatEuro(rate)} (${formatEuro(salary)} im Monat bei ${hours.toLocaleString('de-DE')} Std.)`,
  minijobExceeded: (earnings: Cents, limit: Cents) =>
    `Minijob-Grenze überschritten: Verdienst ${formatEuro(earnings)}, Grenze ${formatEuro(limit)} (§ 8 Abs. 1a SGB IV)`,
  minijobExpected: (expected: Cents, limit: Cents) =>
    `Mit den eingetragenen Zeiten wird die Minijob-Grenze überschritten: voraussichtlich ${formatEuro(expected)}, Grenze ${formatEuro(limit)} (§ 8 Abs. 1a SGB IV)`,
  minijobHoursLeft: (minutes: number) => `noch ${formatHours(minutes)} Std. bis zur Minijob-Grenze`,
  recordedLate: 'Aufzeichnung verspätet (§ 17 MiLoG)',
  recordedLateDetail: (recordedOn: string, deadline: string) =>
    `Aufzeichnung verspätet (§ 17 MiLoG): erfasst am ${formatDate(recordedOn)}, Frist bis ${formatDate(deadline)}`,
  savingLate: (deadline: string) =>
    `Aufzeichnung verspätet (§ 17 MiLoG): Die Frist für diesen Tag endete am ${formatDate(deadline)}.`,
  dueSoon: (date: string, deadline: string) =>
    `Für ${formatDate(date)} ist noch keine Zeit erfasst: Frist bis ${formatDate(deadline)} (§ 17 MiLoG)`,
} as const;

export type PayrollFindingCode =
  | 'belowMinimumWage'
  | 'minijobLimitExceeded'
  | 'minijobLimitExpected'
  | 'minijobHoursLeft'
  | 'recordedLate'
  | 'recordingDueSoon';

/** A finding of the payroll rules; `date`: the day it concerns or begins on. */
export interface PayrollFinding {
  code: PayrollFindingCode;
  message: string;
  date: string | null;
}
