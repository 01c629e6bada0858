import { and, arrayOverlaps, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  recordPeriod,
  templateDates,
  type Absence,
  type AbsenceType,
  type HolidayDates,
  type PartAbsence,
  type Surcharge,
  type TimeEntry,
  type TimeSheet,
  type YearRecord,
} from '@kontor/core/time-tracking/index';
import type { DbOrTx } from '../../db/database.ts';
import { queryRows } from '../../db/sql.ts';
import { users } from '../../db/schema/users.ts';
import {
  absences,
  holidays,
  type StoredBreak,
  holidayTemplates,
  surcharges,
  timeEntries,
  timeRecords,
} from '../../db/schema/time-tracking.ts';

export type RecordRow = typeof timeRecords.$inferSelect;
export type EntryRow = typeof timeEntries.$inferSelect;
export type AbsenceRow = typeof absences.$inferSelect;
export type SurchargeRow = typeof surcharges.$inferSelect;

/** Instants of the engine: whole minutes since 1970-01-01T00:00Z. */
export const instantOf = (date: Date) => Math.floor(date.getTime() / 60_000);
export const dateOf = (instant: number) => new Date(instant * 60_000);

export function toTimeEntry(row: EntryRow): TimeEntry {
  return {
    start: instantOf(row.startAt),
    end: instantOf(row.endAt),
    breaks: row.breaks.map((b) => ({ start: b.start, end: b.end })),
  };
}

export function toSurcharge(row: SurchargeRow): Surcharge {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    value: row.value,
    startDate: row.startDate,
    endDate: row.endDate,
    connectedRecords: row.connectedRecords,
    ...(row.time ? { time: row.time } : {}),
    // Weekdays were checked (0–6) by the request schema.
    ...(row.days ? { days: row.days as Surcharge['days'] } : {}),
    onlyIfStartedBeforeMidnight: row.onlyIfStartedBeforeMidnight,
    continuesUntilFourNextDay: row.continuesUntilFourNextDay,
    ...(row.group ? { group: row.group } : {}),
  };
}

export function toAbsence(row: AbsenceRow): Absence {
  return {
    id: row.id,
    type: row.type,
    startDate: row.startDate,
    endDate: row.endDate,
    // Only approved absences count; a submitted one is still a request.
    state: row.state === 'approved' ? 'approved' : 'created',
  };
}

export async function projectHolidays(db: DbOrTx, projectId: string) {
  const rows = await db.select().from(holidays).where(eq(holidays.projectId, projectId));
  return new Map<string, HolidayDates & { id: string }>(rows.map((r) => [r.id, r]));
}

type ProjectHolidays = Awaited<ReturnType<typeof projectHolidays>>;
type TemplateRow = typeof holidayTemplates.$inferSelect;

/** The record's template dates in its year and the next (a shift into 1 January sees them). */
function templateMap(record: RecordRow, template: TemplateRow | undefined, all: ProjectHolidays) {
  if (!template) return new Map<string, string>();
  const tpl = { id: template.id, name: template.name, holidayIds: template.holidayIds };
  return new Map([
    ...templateDates(tpl, all, record.year),
    ...templateDates(tpl, all, record.year + 1),
  ]);
}

export function toYearRecord(row: RecordRow, holidayDates: Map<string, string>): YearRecord {
  const period = recordPeriod(row.year, row.startMonth);
  return {
    id: row.id,
    userId: row.userId,
    year: row.year,
    startDate: period.startDate,
    endDate: period.endDate,
    settings: row.timeSettings,
    initialSaldo: row.initialSaldo,
    initialVacation: row.initialVacation,
    holidays: holidayDates,
  };
}

export async function findRecord(db: DbOrTx, projectId: string, userId: string, year: number) {
  const [row] = await db
    .select()
    .from(timeRecords)
    .where(
      and(
        eq(timeRecords.projectId, projectId),
        eq(timeRecords.userId, userId),
        eq(timeRecords.year, year),
      ),
    );
  return row;
}

/** What the engine needs for one record, and the rows behind it. */
export interface SheetData {
  row: RecordRow;
  sheet: TimeSheet;
  absences: AbsenceRow[];
  surcharges: SurchargeRow[];
  /** End of the user's latest entry before the record, for the rest check. */
  previousEnd: number | undefined;
  /** The project's holidays by id, for the days' names. */
  holidayNames: ReadonlyMap<string, string>;
}

/** One record's sheet with its entry rows (the month view and the entry checks show them). */
export interface LoadedSheet extends SheetData {
  entries: EntryRow[];
}

export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** End of each record's user's latest entry before the record starts (the rest check). */
async function previousEnds(db: DbOrTx, projectId: string, recordIds: readonly string[]) {
  const rows = await queryRows<{ id: string; end: string | Date | null }>(
    db,
    sql`select r.id, (
          select max(e.end_at) from ${timeEntries} e
          where e.project_id = r.project_id and e.user_id = r.user_id
            and e.date < make_date(r.year, r.start_month, 1)
        ) as "end"
        from ${timeRecords} r
        where r.project_id = ${projectId} and r.id in (${sql.join(
          recordIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((r) => [r.id, r.end ? instantOf(new Date(r.end)) : undefined]));
}

/** Absences, surcharges, holidays and rest-check ends of many records, in parallel queries. */
async function loadContext(
  db: DbOrTx,
  projectId: string,
  rows: readonly RecordRow[],
  withSurcharges: boolean,
) {
  const recordIds = rows.map((r) => r.id);
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const years = rows.map((r) => r.year);
  const [absenceRows, surchargeRows, templates, all, ends] = await Promise.all([
    db
      .select()
      .from(absences)
      .where(
        and(
          eq(absences.projectId, projectId),
          inArray(absences.userId, userIds),
          lte(absences.startDate, `${Math.max(...years)}-12-31`),
          gte(absences.endDate, `${Math.min(...years)}-01-01`),
        ),
      ),
    withSurcharges
      ? db
          .select()
          .from(surcharges)
          .where(
            and(
              eq(surcharges.projectId, projectId),
              arrayOverlaps(surcharges.connectedRecords, recordIds),
            ),
          )
      : [],
    db.select().from(holidayTemplates).where(eq(holidayTemplates.projectId, projectId)),
    projectHolidays(db, projectId),
    previousEnds(db, projectId, recordIds),
  ]);
  const templateById = new Map(templates.map((t) => [t.id, t]));
  const absencesByUser = groupBy(absenceRows, (a) => a.userId);
  const holidayNames = new Map([...all].map(([id, h]) => [id, h.name]));
  return (row: RecordRow, entries: EngineEntries): SheetData => {
    const template = row.holidayTemplateId ? templateById.get(row.holidayTemplateId) : undefined;
    const own = {
      absences: (absencesByUser.get(row.userId) ?? []).filter(
        (a) => a.startDate <= `${row.year}-12-31` && a.endDate >= `${row.year}-01-01`,
      ),
      surcharges: surchargeRows.filter((x) => x.connectedRecords.includes(row.id)),
    };
    const record = toYearRecord(row, templateMap(row, template, all));
    return {
      row,
      ...own,
      previousEnd: ends.get(row.id),
      holidayNames,
      sheet: {
        record,
        ...entries,
        absences: own.absences.map(toAbsence),
        surcharges: own.surcharges.map(toSurcharge),
      },
    };
  };
}

type EngineEntries = Pick<TimeSheet, 'entries' | 'partAbsences'>;

function engineEntries(rows: readonly EntryRow[]): EngineEntries {
  return {
    entries: rows.filter((e) => e.type === 'work').map(toTimeEntry),
    partAbsences: rows
      .filter((e) => e.type === 'absence')
      .map((e) => ({ ...toTimeEntry(e), type: e.absenceType ?? 'payed_absence' })),
  };
}

/**
 * Everything the engine needs for one record, with its entry rows. The entries are found
 * through the user's (project, user, date) index: the record's id alone has none.
 */
export async function loadSheet(
  db: DbOrTx,
  projectId: string,
  row: RecordRow,
): Promise<LoadedSheet> {
  const [entryRows, context] = await Promise.all([
    db
      .select()
      .from(timeEntries)
      .where(
        and(
          eq(timeEntries.projectId, projectId),
          eq(timeEntries.userId, row.userId),
          gte(timeEntries.date, `${row.year}-01-01`),
          lte(timeEntries.date, `${row.year}-12-31`),
          eq(timeEntries.recordId, row.id),
        ),
      )
      .orderBy(timeEntries.startAt),
    loadContext(db, projectId, [row], true),
  ]);
  return { ...context(row, engineEntries(entryRows)), entries: entryRows };
}

/** A work entry, or a part absence with its type: `[start, end, breaks, absenceType]`. */
type CompactEntry = [number, number, StoredBreak[], AbsenceType | null];

/**
 * Whole-year sheets of many records (records table, payroll) from the same six queries however
 * many records there are. The entries come as one JSON text per record holding only what the
 * engine reads (instants in minutes, breaks, part-absence type): a year of 200 employees is
 * some 50,000 rows, and turning each into a row object with dates cost more than the rest of
 * the request. Unordered: the engine merges each day's spans itself. `surcharges: false`
 * leaves them out where only saldo and vacation are shown.
 */
export async function loadSheets(
  db: DbOrTx,
  projectId: string,
  rows: readonly RecordRow[],
  { surcharges: withSurcharges = true } = {},
): Promise<SheetData[]> {
  if (rows.length === 0) return [];
  // date_part gives a float8, cheaper than extract's numeric; whole minutes as instantOf.
  const minute = (column: SQL) => sql`floor(date_part('epoch', ${column}) / 60)::int`;
  const [entryRows, context] = await Promise.all([
    queryRows<{ recordId: string; entries: string }>(
      db,
      sql`select record_id as "recordId", '[' || string_agg(
            '[' || ${minute(sql`start_at`)} || ',' || ${minute(sql`end_at`)} || ',' ||
            breaks::text || ',' ||
            case when type = 'absence'
              then to_json(coalesce(absence_type, 'payed_absence'))::text else 'null' end
            || ']', ',') || ']' as entries
          from ${timeEntries}
          where project_id = ${projectId} and record_id in (${sql.join(
            rows.map((r) => sql`${r.id}`),
            sql`, `,
          )})
          group by record_id`,
    ),
    loadContext(db, projectId, rows, withSurcharges),
  ]);
  const byRecord = new Map(entryRows.map((r) => [r.recordId, r.entries]));
  return rows.map((row) => {
    const entries: TimeEntry[] = [];
    const partAbsences: PartAbsence[] = [];
    for (const [start, end, breaks, type] of JSON.parse(
      byRecord.get(row.id) ?? '[]',
    ) as CompactEntry[]) {
      // The stored breaks are spans already (their ids aside).
      if (type === null) entries.push({ start, end, breaks });
      else partAbsences.push({ start, end, type });
    }
    return context(row, { entries, partAbsences });
  });
}

/**
 * Sheets of many records holding only the days `from`–`to` (and the day before, for shifts
 * into the range): a handful of queries for all of them, for the Wochenübersicht.
 */
export async function loadSheetsForDays(
  db: DbOrTx,
  projectId: string,
  rows: readonly RecordRow[],
  from: string,
  to: string,
): Promise<TimeSheet[]> {
  if (rows.length === 0) return [];
  const recordIds = rows.map((r) => r.id);
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const [entryRows, absenceRows, templates, all] = await Promise.all([
    db
      .select()
      .from(timeEntries)
      .where(
        and(
          eq(timeEntries.projectId, projectId),
          inArray(timeEntries.recordId, recordIds),
          gte(timeEntries.date, addDays(from, -1)),
          lte(timeEntries.date, to),
        ),
      ),
    db
      .select()
      .from(absences)
      .where(
        and(
          eq(absences.projectId, projectId),
          inArray(absences.userId, userIds),
          lte(absences.startDate, to),
          gte(absences.endDate, from),
        ),
      ),
    db.select().from(holidayTemplates).where(eq(holidayTemplates.projectId, projectId)),
    projectHolidays(db, projectId),
  ]);
  const templateById = new Map(templates.map((t) => [t.id, t]));
  const entriesByRecord = groupBy(entryRows, (e) => e.recordId);
  return rows.map((row) => {
    const template = row.holidayTemplateId ? templateById.get(row.holidayTemplateId) : undefined;
    return {
      record: toYearRecord(row, templateMap(row, template, all)),
      ...engineEntries(entriesByRecord.get(row.id) ?? []),
      absences: absenceRows.filter((a) => a.userId === row.userId).map(toAbsence),
      surcharges: [],
    };
  });
}

export async function userNames(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Records of a project in the given years (the week overview's employees). */
export async function recordsOfYears(db: DbOrTx, projectId: string, years: readonly number[]) {
  return db
    .select()
    .from(timeRecords)
    .where(
      and(eq(timeRecords.projectId, projectId), or(...years.map((y) => eq(timeRecords.year, y)))),
    );
}
