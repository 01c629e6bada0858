import { absenceTypeByDay } from './absence-days.ts';
import { localDayNumber } from './berlin-time.ts';
import { dayNumberOf, toDayNumber } from './local-date.ts';
import { workingDayShape, type PlannedDay } from './planned-day.ts';
import { compileSurcharges, type CompiledSurcharge } from './surcharge-engine.ts';
import type {
  Absence,
  AbsenceType,
  PartAbsence,
  Surcharge,
  TimeEntry,
  YearRecord,
} from './types.ts';
import type { Employment, VacationAccrual } from './vacation-rules.ts';

/** Everything recorded for one yearly record. */
export interface TimeSheet {
  record: YearRecord;
  entries: readonly TimeEntry[];
  /** Full-day absences; only approved ones count. */
  absences?: readonly Absence[];
  partAbsences?: readonly PartAbsence[];
  surcharges?: readonly Surcharge[];
  /**
   * The same user's other records of the year (the hours changed mid-year): they share the
   * year's vacation entitlement, so no month counts twice.
   */
  yearRecords?: readonly YearRecord[];
  /** The employment the vacation belongs to (§§ 4, 5 BUrlG); absent: employed before the year. */
  employment?: Employment;
  /** The project's setting: 'proRata' when contracts grant a twelfth per month anyway. */
  vacationAccrual?: VacationAccrual;
}

/** A time sheet indexed by day number, built once and read by the day loop. */
export interface CompiledSheet {
  record: YearRecord;
  /** Copied from the settings: the day loop then reads only objects of this module. */
  weekdaysPerWeek: number;
  workingDay: PlannedDay;
  dayOff: PlannedDay;
  firstDay: number;
  lastDay: number;
  holidayByDay: Map<number, string>;
  entriesByDay: Map<number, TimeEntry[]>;
  partsByDay: Map<number, PartAbsence[]>;
  absenceByDay: Map<number, AbsenceType>;
  surcharges: readonly CompiledSurcharge[];
}

// Order within a day does not matter: the day merges the worked spans it reads.
function byLocalDay<T extends { start: number }>(items: readonly T[]): Map<number, T[]> {
  const byDay = new Map<number, T[]>();
  for (const item of items) {
    const day = localDayNumber(item.start);
    const list = byDay.get(day);
    if (list) list.push(item);
    else byDay.set(day, [item]);
  }
  return byDay;
}

export function compileSheet(sheet: TimeSheet): CompiledSheet {
  const { record } = sheet;
  const workingDay = workingDayShape(record.settings);
  const holidayByDay = new Map<number, string>();
  for (const [date, id] of record.holidays) holidayByDay.set(toDayNumber(date), id);
  // A shift begun on 31 December works into the next year, whose dates the record need not
  // hold; New Year's Day falls on 1 January every year.
  const newYear = record.holidays.get(`${record.year}-01-01`);
  const nextNewYear = dayNumberOf(record.year + 1, 1, 1);
  if (newYear !== undefined && !holidayByDay.has(nextNewYear))
    holidayByDay.set(nextNewYear, newYear);
  return {
    record,
    weekdaysPerWeek: record.settings.weekdaysPerWeek,
    workingDay,
    dayOff: {
      ...workingDay,
      isWorkingDay: false,
      duration: 0,
      pause: 0,
      target: 0,
      end: workingDay.start,
    },
    firstDay: toDayNumber(record.startDate),
    lastDay: toDayNumber(record.endDate),
    holidayByDay,
    entriesByDay: byLocalDay(sheet.entries),
    partsByDay: byLocalDay(sheet.partAbsences ?? []),
    absenceByDay: absenceTypeByDay(sheet.absences ?? []),
    surcharges: compileSurcharges(sheet.surcharges ?? [], record.id),
  };
}
