import { canAddTime, type DayResult, type TimeSheet } from '@kontor/core/time-tracking/index';
import type { DayView, TimeEntryView } from '@kontor/core/schemas/time-tracking-api';
import { dateOf, type EntryRow } from './sheets.repository.ts';

/** An entry as the API answers it; `names` resolves who recorded it. */
export function entryView(row: EntryRow, names: ReadonlyMap<string, string>): TimeEntryView {
  return {
    id: row.id,
    userId: row.userId,
    recordId: row.recordId,
    date: row.date,
    type: row.type,
    absenceType: row.absenceType,
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    breaks: row.breaks.map((b) => ({
      id: b.id,
      start: dateOf(b.start).toISOString(),
      end: dateOf(b.end).toISOString(),
    })),
    comment: row.comment,
    lateReceivedAt: row.lateReceivedAt?.toISOString() ?? null,
    recordedAt: row.recordedAt?.toISOString() ?? null,
    recordedBy: row.recordedBy
      ? { id: row.recordedBy, name: names.get(row.recordedBy) ?? '' }
      : null,
    version: row.version,
  };
}

/** One row of 'Arbeitszeiten': the engine's day with its entries and holiday name. */
export function dayView(
  day: DayResult,
  entries: readonly EntryRow[],
  holidayNames: ReadonlyMap<string, string>,
  recorders: ReadonlyMap<string, string>,
): DayView {
  return {
    date: day.date,
    weekday: day.weekday,
    isWorkingDay: day.planned.isWorkingDay,
    holiday: day.holidayId ? (holidayNames.get(day.holidayId) ?? null) : null,
    absence: day.absence ?? null,
    canAddTime: canAddTime(day.absence),
    target: day.planned.target,
    actual: day.actual,
    saldo: day.saldo,
    worked: day.worked,
    breaks: day.breaks,
    surcharges: day.surcharges,
    findings: day.findings.map((f) => ({ code: f.code, message: f.message })),
    entries: entries.filter((e) => e.date === day.date).map((e) => entryView(e, recorders)),
  };
}

/** The sheet with one entry replaced or added (the check before saving). */
export function sheetWith(
  sheet: TimeSheet,
  without: readonly number[],
  add: {
    work?: TimeSheet['entries'][number];
    part?: NonNullable<TimeSheet['partAbsences']>[number];
  },
): TimeSheet {
  const keep = <T extends { start: number }>(items: readonly T[]) =>
    items.filter((item) => !without.includes(item.start));
  return {
    ...sheet,
    entries: [...keep(sheet.entries), ...(add.work ? [add.work] : [])],
    partAbsences: [...keep(sheet.partAbsences ?? []), ...(add.part ? [add.part] : [])],
  };
}
