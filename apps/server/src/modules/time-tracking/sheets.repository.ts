import { and, arrayOverlaps, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { daysInMonth } from '@kontor/core/time-tracking/local-date';
import {
  addDays,
  carryLevels,
  closingValues,
  sameYear,
  recordPeriod,
  templateDates,
  toLocal,
  type Absence,
  type AbsenceType,
  type CarriedValues,
  type VacationAccrual,
  type HolidayDates,
  type PartAbsence,
  type Surcharge,
  type TimeEntry,
  type TimeSheet,
  type YearRecord,
} from '@kontor/core/time-tracking/index';
import type { DbOrTx } from '../../db/database.ts';
import { independentQueries, queryRows } from '../../db/sql.ts';
import { groupBy } from '../../lib/group-by.ts';
import { memberships, projects } from '../../db/schema/projects.ts';
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

/** Today in Berlin: later days do not count as missing in balances. */
export function berlinToday(): string {
  return toLocal(Math.floor(Date.now() / 60_000)).date;
}

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

/**
 * The engine's record. `carried` are the closing values of the former record (computed on
 * read, so a change there shows here at once); without a former record the stored initial
 * values count.
 */
export function toYearRecord(
  row: RecordRow,
  holidayDates: Map<string, string>,
  carried?: CarriedValues,
): YearRecord {
  return {
    id: row.id,
    userId: row.userId,
    year: row.year,
    ...recordPeriod(row.year, row.startMonth, row.endMonth),
    settings: row.timeSettings,
    initialSaldo: carried?.saldo ?? row.initialSaldo,
    initialVacation: carried?.vacation ?? row.initialVacation,
    holidays: holidayDates,
  };
}

/** All records of the given users, oldest first (the chains of carried values, earlier records). */
export async function recordsOfUsers(db: DbOrTx, projectId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(timeRecords)
    .where(and(eq(timeRecords.projectId, projectId), inArray(timeRecords.userId, [...userIds])))
    .orderBy(timeRecords.year, timeRecords.startMonth);
}

/** The user's record that covers the month of `date` (a month belongs to one record). */
export async function findRecordAt(db: DbOrTx, projectId: string, userId: string, date: string) {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const [row] = await db
    .select()
    .from(timeRecords)
    .where(
      and(
        eq(timeRecords.projectId, projectId),
        eq(timeRecords.userId, userId),
        eq(timeRecords.year, year),
        lte(timeRecords.startMonth, month),
        gte(timeRecords.endMonth, month),
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
  /** The employment the vacation reads (null: not a member, employed before the year). */
  employment: EmploymentView | null;
}

/** One record's sheet with its entry rows (the month view and the entry checks show them). */
export interface LoadedSheet extends SheetData {
  entries: EntryRow[];
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

/** The project's vacation accrual setting ('statutory' unless contracts grant it pro rata). */
export function accrualOf(settings: unknown): VacationAccrual {
  const timeTracking = (settings as { timeTracking?: { vacationAccrual?: unknown } } | null)
    ?.timeTracking;
  return timeTracking?.vacationAccrual === 'proRata' ? 'proRata' : 'statutory';
}

/** A user's employment as the vacation reads it, and whether it was entered or derived. */
export interface EmploymentView {
  start: string;
  end: string | null;
  /** No start entered: the user's first record's start stands for it. */
  derived: boolean;
}

/**
 * Employment (§§ 4, 5 BUrlG) of the users and the project's accrual setting, in one query:
 * the membership's dates; without a start, the first day of the user's first record (the
 * earliest the project knows of; docs/decisions/0018).
 */
export async function vacationContext(
  db: DbOrTx,
  projectId: string,
  userIds: readonly string[],
): Promise<{ accrual: VacationAccrual; employments: Map<string, EmploymentView> }> {
  const ids =
    userIds.length > 0
      ? sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )
      : sql`null`;
  const rows = await queryRows<{
    userId: string | null;
    start: string | null;
    end: string | null;
    firstRecord: string | null;
    settings: unknown;
  }>(
    db,
    sql`select m.user_id as "userId", m.employment_start::text as "start",
          m.employment_end::text as "end",
          (select min(make_date(r.year, r.start_month, 1))::text from ${timeRecords} r
            where r.project_id = p.id and r.user_id = m.user_id) as "firstRecord",
          p.settings
        from ${projects} p
        left join ${memberships} m on m.project_id = p.id and m.user_id in (${ids})
        where p.id = ${projectId}`,
  );
  const employments = new Map<string, EmploymentView>();
  for (const r of rows) {
    const start = r.start ?? r.firstRecord;
    if (!r.userId || !start) continue;
    employments.set(r.userId, { start, end: r.end, derived: r.start === null });
  }
  return { accrual: accrualOf(rows[0]?.settings), employments };
}

/** Absences, surcharges, holidays, rest-check ends and vacation context of many records, in independent queries. */
async function loadContext(
  db: DbOrTx,
  projectId: string,
  rows: readonly RecordRow[],
  withSurcharges: boolean,
) {
  const recordIds = rows.map((r) => r.id);
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const years = rows.map((r) => r.year);
  const [absenceRows, surchargeRows, templates, all, ends, vacation] = await independentQueries(
    db,
    [
      () =>
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
      () =>
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
      () => db.select().from(holidayTemplates).where(eq(holidayTemplates.projectId, projectId)),
      () => projectHolidays(db, projectId),
      () => previousEnds(db, projectId, recordIds),
      () => vacationContext(db, projectId, userIds),
    ],
  );
  const templateById = new Map(templates.map((t) => [t.id, t]));
  const absencesByUser = groupBy(absenceRows, (a) => a.userId);
  const holidayNames = new Map([...all].map(([id, h]) => [id, h.name]));
  return (row: RecordRow, entries: EngineEntries, chain: ChainLink): SheetData => {
    const template = row.holidayTemplateId ? templateById.get(row.holidayTemplateId) : undefined;
    const own = {
      absences: (absencesByUser.get(row.userId) ?? []).filter(
        (a) => a.startDate <= `${row.year}-12-31` && a.endDate >= `${row.year}-01-01`,
      ),
      surcharges: surchargeRows.filter((x) => x.connectedRecords.includes(row.id)),
    };
    const record = toYearRecord(row, templateMap(row, template, all), chain.carried);
    const employment = vacation.employments.get(row.userId) ?? null;
    return {
      row,
      ...own,
      employment,
      previousEnd: ends.get(row.id),
      holidayNames,
      sheet: {
        record,
        ...entries,
        absences: own.absences.map(toAbsence),
        surcharges: own.surcharges.map(toSurcharge),
        // The year's other records only share the entitlement; dates and settings suffice.
        ...(chain.sameYear.length > 0
          ? { yearRecords: chain.sameYear.map((r) => toYearRecord(r, new Map())) }
          : {}),
        ...(employment ? { employment: { start: employment.start, end: employment.end } } : {}),
        vacationAccrual: vacation.accrual,
      },
    };
  };
}

/** What a sheet takes from the user's other records. */
interface ChainLink {
  /** Closing values of the former record, when it continues one. */
  carried?: CarriedValues;
  /** The same user's other records of the year (they share the year's vacation). */
  sameYear: readonly RecordRow[];
}

/**
 * The user's other records some of `rows` depend on: a record continuing a former one carries
 * its closing values, and one not covering the whole year shares the year's vacation with the
 * year's other records. No query when none does (the usual whole-year record).
 */
async function relatedRecords(db: DbOrTx, projectId: string, rows: readonly RecordRow[]) {
  const userIds = rows
    .filter((r) => r.formerRecordId || r.startMonth > 1 || r.endMonth < 12)
    .map((r) => r.userId);
  return recordsOfUsers(db, projectId, [...new Set(userIds)]);
}

/** `rows` and the records whose closing values they carry, back to the first of each chain. */
function withFormers(rows: readonly RecordRow[], all: readonly RecordRow[]): RecordRow[] {
  const byId = new Map(all.map((r) => [r.id, r]));
  const needed = new Map(rows.map((r) => [r.id, r]));
  for (const start of rows) {
    let former = start.formerRecordId ? byId.get(start.formerRecordId) : undefined;
    while (former && !needed.has(former.id)) {
      needed.set(former.id, former);
      former = former.formerRecordId ? byId.get(former.formerRecordId) : undefined;
    }
  }
  return [...needed.values()];
}

/**
 * The sheets of `rows` (from `withFormers`), each former record before the records continuing
 * it: a record's initial saldo and vacation are its former record's closing values, computed
 * here on every read (one source of truth: approving a December vacation lowers next year's
 * carried days at once). In memory, from data loaded in one batch.
 */
function chainSheets(
  rows: readonly RecordRow[],
  all: readonly RecordRow[],
  build: (row: RecordRow, chain: ChainLink) => SheetData,
): Map<string, SheetData> {
  const formerIds = new Set(rows.map((r) => r.formerRecordId));
  const recordsByUser = groupBy(all, (r) => r.userId);
  const carried = new Map<string, CarriedValues>();
  const sheets = new Map<string, SheetData>();
  for (const level of carryLevels(rows)) {
    for (const row of level) {
      const data = build(row, {
        carried: row.formerRecordId ? carried.get(row.formerRecordId) : undefined,
        sameYear: sameYear(row, recordsByUser.get(row.userId) ?? []),
      });
      sheets.set(row.id, data);
      if (formerIds.has(row.id)) {
        // The account counts up to today, as the former record's own figures do.
        const options = { previousEnd: data.previousEnd, until: berlinToday() };
        carried.set(row.id, closingValues(data.sheet, options));
      }
    }
  }
  return sheets;
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
 * through the user's (project, user, date) index: the record's id alone has none. Former
 * records (carried values) come as in `loadSheets`, without entry rows.
 */
export async function loadSheet(
  db: DbOrTx,
  projectId: string,
  row: RecordRow,
): Promise<LoadedSheet> {
  const all = await relatedRecords(db, projectId, [row]);
  const needed = withFormers([row], all);
  const [entryRows, formerEntries, context] = await independentQueries(db, [
    () =>
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
    () =>
      compactEntries(
        db,
        projectId,
        needed.filter((r) => r.id !== row.id),
      ),
    () => loadContext(db, projectId, needed, true),
  ]);
  const own = engineEntries(entryRows);
  const sheets = chainSheets(needed, all, (r, chain) =>
    context(r, r.id === row.id ? own : formerEntries(r.id), chain),
  );
  return { ...sheets.get(row.id)!, entries: entryRows };
}

/** A work entry, or a part absence with its type: `[start, end, breaks, absenceType]`. */
type CompactEntry = [number, number, StoredBreak[], AbsenceType | null];

/**
 * The engine's entries of many records, read as one JSON text per record holding only what the
 * engine reads (instants in minutes, breaks, part-absence type): a year of 200 employees is
 * some 50,000 rows, and turning each into a row object with dates cost more than the rest of
 * the request. Unordered: the engine merges each day's spans itself.
 */
async function compactEntries(
  db: DbOrTx,
  projectId: string,
  rows: readonly RecordRow[],
): Promise<(recordId: string) => EngineEntries> {
  if (rows.length === 0) return () => ({ entries: [], partAbsences: [] });
  // date_part gives a float8, cheaper than extract's numeric; whole minutes as instantOf.
  const minute = (column: SQL) => sql`floor(date_part('epoch', ${column}) / 60)::int`;
  const entryRows = await queryRows<{ recordId: string; entries: string }>(
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
  );
  const byRecord = new Map(entryRows.map((r) => [r.recordId, r.entries]));
  return (recordId) => {
    const entries: TimeEntry[] = [];
    const partAbsences: PartAbsence[] = [];
    for (const [start, end, breaks, type] of JSON.parse(
      byRecord.get(recordId) ?? '[]',
    ) as CompactEntry[]) {
      // The stored breaks are spans already (their ids aside).
      if (type === null) entries.push({ start, end, breaks });
      else partAbsences.push({ start, end, type });
    }
    return { entries, partAbsences };
  };
}

/**
 * Whole-year sheets of many records (records table, payroll, the year view) from the same
 * handful of queries however many records there are, their entries compact (`compactEntries`).
 * Records continuing former ones load those too (`chainSheets`). `surcharges: false` leaves
 * them out where only saldo and vacation are shown.
 */
export async function loadSheets(
  db: DbOrTx,
  projectId: string,
  rows: readonly RecordRow[],
  { surcharges: withSurcharges = true } = {},
): Promise<SheetData[]> {
  if (rows.length === 0) return [];
  const all = await relatedRecords(db, projectId, rows);
  const needed = withFormers(rows, all);
  const [entriesOf, context] = await independentQueries(db, [
    () => compactEntries(db, projectId, needed),
    () => loadContext(db, projectId, needed, withSurcharges),
  ]);
  const sheets = chainSheets(needed, all, (row, chain) => context(row, entriesOf(row.id), chain));
  return rows.map((row) => sheets.get(row.id)!);
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
  const [entryRows, absenceRows, templates, all] = await independentQueries(db, [
    () =>
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
    () =>
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
    () => db.select().from(holidayTemplates).where(eq(holidayTemplates.projectId, projectId)),
    () => projectHolidays(db, projectId),
  ]);
  const templateById = new Map(templates.map((t) => [t.id, t]));
  const entriesByRecord = groupBy(entryRows, (e) => e.recordId);
  return rows.map((row) => {
    const template = row.holidayTemplateId ? templateById.get(row.holidayTemplateId) : undefined;
    // The week's figures read no initial values, so no carried ones are needed.
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

/** The work entries' days and first recordings of a month, per user (§ 17 MiLoG, the CSV). */
export async function monthRecordings(db: DbOrTx, projectId: string, year: number, month: number) {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const rows = await db
    .select({
      userId: timeEntries.userId,
      date: timeEntries.date,
      recordedAt: timeEntries.recordedAt,
    })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.projectId, projectId),
        eq(timeEntries.type, 'work'),
        gte(timeEntries.date, first),
        lte(timeEntries.date, addDays(first, daysInMonth(year, month) - 1)),
      ),
    );
  const byUser = new Map<string, { date: string; recordedAt: number | null }[]>();
  for (const r of rows) {
    const list = byUser.get(r.userId) ?? [];
    list.push({ date: r.date, recordedAt: r.recordedAt ? instantOf(r.recordedAt) : null });
    byUser.set(r.userId, list);
  }
  return byUser;
}

/** The names of who recorded these entries (§ 17 MiLoG, 'Erfasst von'). */
export const recorderNames = (db: DbOrTx, rows: readonly EntryRow[]) =>
  userNames(
    db,
    rows.flatMap((r) => (r.recordedBy ? [r.recordedBy] : [])),
  );

/** Records of a project in the given years (the week overview's employees). */
export async function recordsOfYears(db: DbOrTx, projectId: string, years: readonly number[]) {
  return db
    .select()
    .from(timeRecords)
    .where(
      and(eq(timeRecords.projectId, projectId), or(...years.map((y) => eq(timeRecords.year, y)))),
    );
}
