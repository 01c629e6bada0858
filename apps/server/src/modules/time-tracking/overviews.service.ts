import { and, eq, gte, lte } from 'drizzle-orm';
import {
  addDays,
  isoWeekDates,
  weekOverview,
  yearBalance,
  type TimeSheet,
} from '@kontor/core/time-tracking/index';
import {
  timeApiMessages,
  type DayView,
  type MonthView,
} from '@kontor/core/schemas/time-tracking-api';
import type { Db } from '../../db/database.ts';
import { independentQueries } from '../../db/sql.ts';
import { absences } from '../../db/schema/time-tracking.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { absenceViews } from './absences.service.ts';
import { runningShift } from './clock.service.ts';
import { dayView } from './day-views.ts';
import { payrollCsv } from './payroll-csv.ts';
import { monthFigures } from './month-figures.ts';
import { payrollMonths } from './payroll-months.ts';
import { dueSoonOf, payrollContext, recordingOf } from './payroll-figures.ts';
import { groupBy } from '../../lib/group-by.ts';
import {
  berlinToday,
  findRecordAt,
  loadSheet,
  loadSheets,
  loadSheetsForDays,
  projectHolidays,
  recorderNames,
  recordsOfUsers,
  recordsOfYears,
  userNames,
} from './sheets.repository.ts';
import { actingFor, assertStaff, type TimeAccess } from './time-access.ts';

export { berlinToday };

/** The user's sheet of the record that covers the month (a month belongs to one record). */
async function userSheet(db: Db, access: TimeAccess, userId: string, year: number, month: number) {
  const target = actingFor(access, userId);
  const date = `${year}-${String(month).padStart(2, '0')}-01`;
  const row = await findRecordAt(db, access.projectId, target, date);
  if (!row) throw new HttpProblem(404, timeApiMessages.noRecordForYear);
  const [loaded, names] = await independentQueries(db, [
    () => loadSheet(db, access.projectId, row),
    () => userNames(db, [target]),
  ]);
  return { loaded, user: { id: target, name: names.get(target) ?? '' } };
}

/** The day rows' § 17 finding: a late recording shows on its day. */
function withLateRecording(day: DayView, payroll: MonthView['payroll']): DayView {
  const late = payroll.findings.filter((f) => f.code === 'recordedLate' && f.date === day.date);
  if (late.length === 0) return day;
  return {
    ...day,
    findings: [...day.findings, { code: 'recordedLate', message: late[0]!.message }],
  };
}

/** Mitarbeiterübersicht of one month: the days, Zeitübersicht, Zuschläge and Urlaub. */
export async function month(
  db: Db,
  access: TimeAccess,
  userId: string,
  year: number,
  monthNumber: number,
): Promise<MonthView> {
  const { loaded, user } = await userSheet(db, access, userId, year, monthNumber);
  const month = `${year}-${String(monthNumber).padStart(2, '0')}`;
  const monthEntries = loaded.entries.filter((e) => e.date.startsWith(month));
  const [payroll, recorders] = await independentQueries(db, [
    () => payrollContext(db, access.projectId, [user.id]),
    () => recorderNames(db, monthEntries),
  ]);
  const recordings = monthEntries.filter((e) => e.type === 'work').map(recordingOf);
  const { days, ...figures } = monthFigures(loaded, monthNumber, payroll, recordings);
  figures.payroll.dueSoon = await dueSoonOf(db, payroll, access.projectId, loaded);
  // Counts nothing until its 'out' makes the time entry; shown on the day of its 'in'.
  const running = await runningShift(db, { projectId: access.projectId, userId: user.id });
  const { record } = loaded.sheet;
  const entriesByDate = groupBy(monthEntries, (e) => e.date);
  return {
    user,
    record: {
      id: record.id,
      year,
      startDate: record.startDate,
      endDate: record.endDate,
      timeSettings: record.settings,
    },
    days: days.map((day) =>
      withLateRecording(
        dayView(day, entriesByDate.get(day.date) ?? [], loaded.holidayNames, recorders),
        figures.payroll,
      ),
    ),
    ...figures,
    runningShift: running && days.some((d) => d.date === running.date) ? running : null,
  };
}

/**
 * 'Zeiten Übersicht': the monthly saldo of the year and the six-month findings. With a contract
 * change the year has several records: each month is read from the record covering it.
 */
export async function year(db: Db, access: TimeAccess, userId: string, yearNumber: number) {
  const target = actingFor(access, userId);
  const rows = (await recordsOfUsers(db, access.projectId, [target])).filter(
    (r) => r.year === yearNumber,
  );
  if (rows.length === 0) throw new HttpProblem(404, timeApiMessages.noRecordForYear);
  const [loaded, names] = await independentQueries(db, [
    () => loadSheets(db, access.projectId, rows),
    () => userNames(db, [target]),
  ]);
  const balances = loaded.map((l) => ({
    row: l.row,
    ...yearBalance(l.sheet, { previousEnd: l.previousEnd, until: berlinToday() }),
  }));
  const last = balances.at(-1)!;
  const monthRows = last.rows.map((fallback, i) => {
    const covering = balances.find((b) => b.row.startMonth <= i + 1 && i + 1 <= b.row.endMonth);
    return covering ? covering.rows[i]! : fallback;
  });
  const sum = (key: 'target' | 'actual' | 'saldo') =>
    monthRows.reduce((total, r) => total + r[key], 0);
  return {
    user: { id: target, name: names.get(target) ?? '' },
    rows: monthRows,
    total: {
      ...last.total,
      target: sum('target'),
      actual: sum('actual'),
      saldo: sum('saldo'),
    },
    findings: balances
      .flatMap((b) => b.findings)
      .map((f) => ({
        code: f.code,
        message: f.message,
        firstMonth: f.firstMonth,
        lastMonth: f.lastMonth,
        date: 'date' in f ? f.date : null,
      })),
  };
}

/** Wochenübersicht 'KW n' for every employee with a record in the week. */
export async function week(db: Db, access: TimeAccess, yearNumber: number, weekNumber: number) {
  assertStaff(access);
  const dates = isoWeekDates(yearNumber, weekNumber);
  const years = [...new Set(dates.map((d) => Number(d.slice(0, 4))))];
  const rows = await recordsOfYears(db, access.projectId, years);
  const [sheets, names] = await independentQueries(db, [
    () => loadSheetsForDays(db, access.projectId, rows, dates[0]!, dates[6]!),
    () =>
      userNames(
        db,
        rows.map((r) => r.userId),
      ),
  ]);
  const byUser = new Map<string, TimeSheet[]>();
  for (const sheet of sheets) {
    const userId = sheet.record.userId;
    byUser.set(userId, [...(byUser.get(userId) ?? []), sheet]);
  }
  const employees = [...byUser].map(([userId, userSheets]) => ({ userId, sheets: userSheets }));
  const weekRows = weekOverview(yearNumber, weekNumber, employees, { until: berlinToday() });
  return {
    year: yearNumber,
    week: weekNumber,
    dates,
    rows: weekRows
      .map(({ userId, ...figures }) => ({
        user: { id: userId, name: names.get(userId) ?? '' },
        ...figures,
      }))
      .sort((a, b) => a.user.name.localeCompare(b.user.name, 'de')),
  };
}

const MAX_CALENDAR_DAYS = 93;

/** Kalender: absences and holidays of a month or quarter. */
export async function calendar(db: Db, access: TimeAccess, from: string, to: string) {
  assertStaff(access);
  if (to < from || addDays(from, MAX_CALENDAR_DAYS) < to) {
    throw new HttpProblem(400, timeApiMessages.calendarRange, {
      to: [timeApiMessages.calendarRange],
    });
  }
  const rows = await db
    .select()
    .from(absences)
    .where(
      and(
        eq(absences.projectId, access.projectId),
        lte(absences.startDate, to),
        gte(absences.endDate, from),
      ),
    )
    .orderBy(absences.startDate);
  const [views, holidays] = await independentQueries(db, [
    () => absenceViews(db, rows),
    () => projectHolidays(db, access.projectId),
  ]);
  const holidayDays = [...holidays.values()]
    .flatMap((h) => Object.values(h.dates).map((date) => ({ date, name: h.name })))
    .filter((h) => h.date >= from && h.date <= to)
    .sort((a, b) => a.date.localeCompare(b.date));
  return {
    absences: views,
    holidays: holidayDays,
  };
}

/** The payroll CSV of one month for every employee with a record (payroll-csv.ts). */
export async function payroll(db: Db, access: TimeAccess, yearNumber: number, monthNumber: number) {
  assertStaff(access);
  const employees = await payrollMonths(db, access.projectId, yearNumber, monthNumber);
  return payrollCsv(
    yearNumber,
    monthNumber,
    employees.map((e) => ({
      name: e.name,
      ...e.figures.overview,
      vacationTaken: e.figures.vacation.taken,
      surcharges: e.figures.surcharges,
      countedUntil: e.countedUntil,
      payroll: e.figures.payroll,
    })),
  );
}
