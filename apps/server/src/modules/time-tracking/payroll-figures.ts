import {
  dueSoonDates,
  effectiveWages,
  isRecordedLate,
  minimumWageFindings,
  monthPayroll,
  payrollMessages,
  recordingDeadline,
  recordingRequired,
  wageOn,
  type PayrollFinding,
  type WageLevel,
} from '@kontor/core/payroll/index';
import { payrollApiMessages, type MonthPayroll } from '@kontor/core/schemas/payroll';
import {
  dayResult,
  MONTH_NAMES,
  monthPair,
  type DayResult,
  type MonthBalance,
  type TimeSheet,
} from '@kontor/core/time-tracking/index';
import type { DbOrTx } from '../../db/database.ts';
import { independentQueries } from '../../db/sql.ts';
import {
  employeePayrolls,
  payrollSettingsOf,
  sectorLevelsOf,
  type EmployeePayrollData,
  type PayrollSettings,
} from '../../lib/payroll-data.ts';
import { countMembers } from '../../lib/memberships.ts';
import { employeePayrollView, wageView } from '../../lib/payroll-views.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { actingFor, type TimeAccess } from './time-access.ts';
import {
  berlinToday,
  findRecordAt,
  instantOf,
  loadSheet,
  userNames,
  type EntryRow,
  type LoadedSheet,
  type SheetData,
} from './sheets.repository.ts';

/** The payroll data the time tracking's findings read: settings and the employees' wages. */
export interface PayrollContext {
  settings: PayrollSettings;
  sector: WageLevel[];
  employees: Map<string, EmployeePayrollData>;
}

export async function payrollContext(
  db: DbOrTx,
  projectId: string,
  userIds?: readonly string[],
): Promise<PayrollContext> {
  const [settings, employees] = await independentQueries(db, [
    () => payrollSettingsOf(db, projectId),
    () => employeePayrolls(db, projectId, userIds),
  ]);
  return { settings, sector: sectorLevelsOf(settings), employees };
}

const wagesOf = (ctx: PayrollContext, userId: string) => ctx.employees.get(userId)?.wages ?? [];

/** A work entry's day and first recording, as the § 17 check reads it. */
export const recordingOf = (e: Pick<EntryRow, 'date' | 'recordedAt'>) => ({
  date: e.date,
  recordedAt: e.recordedAt ? instantOf(e.recordedAt) : null,
});

/**
 * The payroll part of a month (core `monthPayroll`), as the month view and the payroll CSV give
 * it: the days are the month's whole rows, counted up to today like its other figures.
 */
export function monthPayrollOf(
  ctx: PayrollContext,
  loaded: SheetData,
  month: number,
  days: readonly DayResult[],
  recordings: readonly { date: string; recordedAt: number | null }[],
): MonthPayroll {
  const userId = loaded.row.userId;
  const wages = wagesOf(ctx, userId);
  const percent = new Map(loaded.surcharges.map((s) => [s.id, s.value]));
  const today = berlinToday();
  const figures = monthPayroll({
    year: loaded.row.year,
    month,
    days,
    until: today,
    settings: loaded.sheet.record.settings,
    percentOf: (id) => percent.get(id) ?? 0,
    wages,
    sector: ctx.sector,
    sector2a: ctx.settings.schwarzArbG,
    recordings,
  });
  return {
    personnelNumber: ctx.employees.get(userId)?.personnelNumber ?? null,
    wage: figures.wage ? wageView(figures.wage, wages, today) : null,
    minimumWageCents: figures.minimum.cents,
    minimumWageSource: figures.minimum.source,
    earnings: figures.earnings,
    minijob: figures.minijob && {
      limitCents: figures.minijob.limit,
      earningsCents: figures.minijob.earnings,
      expectedCents: figures.minijob.expected,
      exceeded: figures.minijob.exceeded,
      expectedExceeded: figures.minijob.expectedExceeded,
      minutesLeft: figures.minijob.minutesLeft,
    },
    recordingRequired: figures.recordingRequired,
    findings: figures.findings,
    dueSoon: [],
  };
}

/**
 * § 17 MiLoG: the planned working days (no holiday, no approved absence) without any entry
 * whose deadline ends today or within the next two days, for an employee the rule applies to.
 * `loaded` is a sheet already at hand; days of another record are read from theirs.
 */
export async function dueSoonOf(
  db: DbOrTx,
  ctx: PayrollContext,
  projectId: string,
  loaded: LoadedSheet,
): Promise<MonthPayroll['dueSoon']> {
  const userId = loaded.row.userId;
  const effective = effectiveWages(wagesOf(ctx, userId));
  const candidates = dueSoonDates(berlinToday()).filter((date) =>
    recordingRequired(wageOn(effective, date)?.employmentType, ctx.settings.schwarzArbG),
  );
  const sheets = new Map<string, LoadedSheet | undefined>();
  const due: MonthPayroll['dueSoon'] = [];
  for (const date of candidates) {
    const inLoaded = date >= loaded.sheet.record.startDate && date <= loaded.sheet.record.endDate;
    let sheet: LoadedSheet | undefined = inLoaded ? loaded : sheets.get(date.slice(0, 7));
    if (!inLoaded && !sheets.has(date.slice(0, 7))) {
      const row = await findRecordAt(db, projectId, userId, date);
      sheet = row ? await loadSheet(db, projectId, row) : undefined;
      sheets.set(date.slice(0, 7), sheet);
    }
    if (!sheet || sheet.entries.some((e) => e.date === date)) continue;
    const day = dayResult(sheet.sheet, date);
    if (!day.planned.isWorkingDay || day.absence || day.holidayId) continue;
    due.push({ date, deadline: recordingDeadline(date) });
  }
  return due;
}

/**
 * The time slide-in's payroll warnings about the time as typed (`sheet` holds it already): a
 * wage below the minimum on its day, the Minijob month it would take over the limit or the
 * hours then left, and a new time recorded after the § 17 deadline of its day.
 */
export function entryPayrollWarnings(
  ctx: PayrollContext,
  loaded: SheetData,
  sheet: TimeSheet,
  date: string,
  isNew: boolean,
): { code: string; message: string }[] {
  const wages = wagesOf(ctx, loaded.row.userId);
  const effective = effectiveWages(wages);
  const warnings: { code: string; message: string }[] = minimumWageFindings(
    effective,
    ctx.sector,
    date,
    date,
  ).map(({ code, message }) => ({ code, message }));
  const month = Number(date.slice(5, 7));
  const { whole } = monthPair(sheet, month, {
    previousEnd: loaded.previousEnd,
    until: berlinToday(),
  });
  const percent = new Map(loaded.surcharges.map((s) => [s.id, s.value]));
  const { minijob } = monthPayroll({
    year: loaded.row.year,
    month,
    days: whole.days,
    until: berlinToday(),
    settings: loaded.sheet.record.settings,
    percentOf: (id) => percent.get(id) ?? 0,
    wages,
    sector: ctx.sector,
    sector2a: ctx.settings.schwarzArbG,
    recordings: [],
  });
  if (minijob?.expectedExceeded) {
    warnings.push({
      code: 'minijobLimitExpected',
      message: payrollMessages.minijobExpected(minijob.expected, minijob.limit),
    });
  } else if (minijob?.minutesLeft != null) {
    warnings.push({
      code: 'minijobHoursLeft',
      message: payrollMessages.minijobHoursLeft(minijob.minutesLeft),
    });
  }
  const type = wageOn(effective, date)?.employmentType;
  const now = Math.floor(Date.now() / 60_000);
  if (isNew && recordingRequired(type, ctx.settings.schwarzArbG) && isRecordedLate(date, now)) {
    warnings.push({
      code: 'recordedLate',
      message: payrollMessages.savingLate(recordingDeadline(date)),
    });
  }
  return warnings;
}

/** Whether any employee has a Minijob row (the records table then needs the surcharges). */
export const hasMinijobs = (ctx: PayrollContext) =>
  [...ctx.employees.values()].some((e) => e.wages.some((w) => w.employmentType === 'minijob'));

/**
 * The records table's findings of a record: wages below the minimum in its months (those to
 * come included) and the Minijob months over the limit so far (the counted `months` of its year).
 */
export function recordPayrollFindings(
  ctx: PayrollContext,
  loaded: SheetData,
  months: readonly MonthBalance[],
): PayrollFinding[] {
  const wages = wagesOf(ctx, loaded.row.userId);
  if (wages.length === 0) return [];
  const { record } = loaded.sheet;
  const findings = minimumWageFindings(
    effectiveWages(wages),
    ctx.sector,
    record.startDate,
    record.endDate,
  );
  const percent = new Map(loaded.surcharges.map((s) => [s.id, s.value]));
  const today = berlinToday();
  for (const balance of months) {
    if (balance.month < loaded.row.startMonth || balance.month > loaded.row.endMonth) continue;
    const { minijob } = monthPayroll({
      year: balance.year,
      month: balance.month,
      days: balance.days,
      until: today,
      settings: record.settings,
      percentOf: (id) => percent.get(id) ?? 0,
      wages,
      sector: ctx.sector,
      sector2a: ctx.settings.schwarzArbG,
      recordings: [],
    });
    if (!minijob?.exceeded) continue;
    findings.push({
      code: 'minijobLimitExceeded',
      message: `${MONTH_NAMES[balance.month - 1]}: ${payrollMessages.minijobExceeded(minijob.earnings, minijob.limit)}`,
      date: `${balance.year}-${String(balance.month).padStart(2, '0')}-01`,
    });
  }
  return findings;
}

/**
 * An employee's pay with its history, read-only: the worker their own (another's is 403, as
 * every "own" route of the module), staff anyone's. Writing is the Mitarbeiter screen's.
 */
export async function ownPayroll(db: DbOrTx, access: TimeAccess, userId: string) {
  const target = actingFor(access, userId);
  const [ctx, names, members] = await independentQueries(db, [
    () => payrollContext(db, access.projectId, [target]),
    () => userNames(db, [target]),
    () => countMembers(db, access.projectId, [target]),
  ]);
  const kept = ctx.employees.get(target);
  // An employee of the project: a member, or a former one whose pay is kept.
  if (!kept && members === 0) throw new HttpProblem(404, payrollApiMessages.employeeNotFound);
  const data = kept ?? { personnelNumber: null, version: 0, wages: [] };
  const user = { id: target, name: names.get(target) ?? '' };
  return employeePayrollView(user, data, berlinToday(), ctx.sector);
}
