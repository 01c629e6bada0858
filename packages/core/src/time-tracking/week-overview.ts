import { computeDay } from './day-result.ts';
import { isoWeekDates, toDayNumber, type LocalDate } from './local-date.ts';
import { compileSheet, type CompiledSheet, type TimeSheet } from './timesheet.ts';

/** One employee's row of the Wochenübersicht (durations in minutes). */
export interface WeekRow {
  userId: string;
  /** Arbeitstage: days with at least one work entry. */
  workingDays: number;
  /** Urlaubstage: vacation days on planned working days. */
  vacationDays: number;
  /** Abwesenheit: other full-day absences on planned working days. */
  absenceDays: number;
  /** Arbeitszeit, breaks included. */
  workTime: number;
  /** Pausen */
  breaks: number;
  /** Gesamt: Arbeitszeit minus Pausen. */
  total: number;
  saldo: number;
}

export interface WeekEmployee {
  userId: string;
  /** The employee's records; a week at the turn of the year may need two. */
  sheets: readonly TimeSheet[];
}

/** Rows for week 'KW n' (ISO weeks, Monday start); days after `until` are left out. */
export function weekOverview(
  year: number,
  week: number,
  employees: readonly WeekEmployee[],
  options: { until?: LocalDate } = {},
): WeekRow[] {
  const days = isoWeekDates(year, week).map(toDayNumber);
  const until = options.until === undefined ? Infinity : toDayNumber(options.until);
  return employees.map(({ userId, sheets }) => {
    const compiled = sheets.map(compileSheet);
    const row: WeekRow = {
      userId,
      workingDays: 0,
      vacationDays: 0,
      absenceDays: 0,
      workTime: 0,
      breaks: 0,
      total: 0,
      saldo: 0,
    };
    for (const n of days) {
      const sheet = compiled.find((s: CompiledSheet) => s.firstDay <= n && n <= s.lastDay);
      if (!sheet) continue;
      const day = computeDay(sheet, n);
      // Approved absences are known ahead: a week still to come shows its vacation days.
      if (day.absence && day.planned.isWorkingDay) {
        if (day.absence === 'vacation') row.vacationDays += 1;
        else row.absenceDays += 1;
      }
      // Times and saldo count up to `until`, like the month's figures.
      if (n > until) continue;
      if (day.workTime > 0) row.workingDays += 1;
      row.workTime += day.workTime;
      row.breaks += day.breaks;
      row.total += day.worked;
      row.saldo += day.saldo;
    }
    return row;
  });
}
