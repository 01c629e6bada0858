import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import {
  EMPLOYMENT_TYPE_LABELS,
  effectiveWages,
  inspectionPeriodProblems,
  isRecordedLate,
  payrollMessages,
  recordingRequired,
  wageOn,
  type WageRow,
} from '@kontor/core/payroll/index';
import type { InspectionExportBody } from '@kontor/core/schemas/inspection-export';
import { inspectionExportMessages } from '@kontor/core/schemas/inspection-export';
import { historyChanges, HISTORY_ACTION_LABELS } from '@kontor/core/time-tracking/change-history';
import { breakMinutes } from '@kontor/core/time-tracking/spans';
import {
  addDays,
  formatClock,
  formatDate,
  MONTH_NAMES,
  toLocal,
  WEEKDAY_NAMES,
} from '@kontor/core/time-tracking/index';
import { toDayNumber, weekdayOf } from '@kontor/core/time-tracking/local-date';
import type { Db } from '../../db/database.ts';
import { memberships } from '../../db/schema/projects.ts';
import { timeEntries, timeRecords } from '../../db/schema/time-tracking.ts';
import { independentQueries } from '../../db/sql.ts';
import { employeePayrolls, payrollSettingsOf } from '../../lib/payroll-data.ts';
import { projectNameOf } from '../../lib/pdf/project-name.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { historyOf } from './history.repository.ts';
import { lastAnchor, verifyChain } from './history-chain.ts';
import { inspectionMessages as m } from './inspection-messages.ts';
import { berlinToday, instantOf, toTimeEntry, userNames } from './sheets.repository.ts';

/**
 * The one data function of the inspection export ('Prüfexport', docs/payroll.md): the PDF and
 * the CSV only lay out what it gives, texts included, so both show the same figures.
 */
export interface InspectionDay {
  date: string;
  /** 'Mo 02.03.2026'. */
  dateText: string;
  start: string;
  end: string;
  /** Each break 'HH:MM–HH:MM'. */
  breaks: string[];
  breakMinutes: number;
  minutes: number;
  recordedAt: string;
  recordedBy: string;
  notes: string[];
}

export interface InspectionMonth {
  label: string;
  days: number;
  minutes: number;
}

export interface InspectionChange {
  seq: number;
  at: string;
  actor: string;
  action: string;
  subject: string;
  changes: { label: string; from: string | null; to: string | null }[];
  reason: string | null;
}

export interface InspectionEmployee {
  userId: string;
  name: string;
  personnelNumber: string;
  employment: string;
  recordingRequired: boolean;
  days: InspectionDay[];
  months: InspectionMonth[];
  total: InspectionMonth;
  history: InspectionChange[];
}

export interface InspectionExport {
  projectName: string;
  from: string;
  to: string;
  createdAt: string;
  createdBy: string;
  /** Whether the project's hash chain verified, and the sentence saying so. */
  chain: { verified: boolean; text: string };
  employees: InspectionEmployee[];
}

/** An instant as Berlin 'DD.MM.YYYY HH:MM'. */
export function berlinStamp(at: Date | string): string {
  const local = toLocal(Math.floor(new Date(at).getTime() / 60_000));
  return `${formatDate(local.date)} ${formatClock(local.minute)}`;
}

/** A clock time of the entry's day; on a later day (a night shift's end) '06:00 (+1)'. */
function clockOn(instant: number, day: string): string {
  const local = toLocal(instant);
  const clock = formatClock(local.minute);
  const later = toDayNumber(local.date) - toDayNumber(day);
  return later === 0 ? clock : `${clock} (${later > 0 ? '+' : ''}${later})`;
}

const weekdayText = (date: string) =>
  `${WEEKDAY_NAMES[weekdayOf(date)]!.slice(0, 2)} ${formatDate(date)}`;

/** The effective wage rows holding on some day of the period, same types merged. */
function employmentSpans(wages: readonly WageRow[], from: string, to: string) {
  const spans: { type: WageRow['employmentType']; from: string; to: string }[] = [];
  wages.forEach((w, i) => {
    const next = wages[i + 1]?.validFrom;
    const end = next ? addDays(next, -1) : to;
    if (w.validFrom > to || end < from) return;
    const last = spans.at(-1);
    if (last?.type === w.employmentType) last.to = end;
    else spans.push({ type: w.employmentType, from: w.validFrom, to: end });
  });
  return spans;
}

/**
 * 'Minijob', or each type with the days it held in the period ('Teilzeit bis 15.03.2026,
 * Minijob ab 16.03.2026'); 'nicht hinterlegt' without a wage.
 */
function employmentText(spans: ReturnType<typeof employmentSpans>, from: string, to: string) {
  if (spans.length === 0) return m.notSet;
  const parts = spans.map((span) => {
    const label = EMPLOYMENT_TYPE_LABELS[span.type];
    if (span.from > from) return `${label} ${m.since(formatDate(span.from))}`;
    return span.to < to ? `${label} ${m.until(formatDate(span.to))}` : label;
  });
  const first = spans[0]!.from;
  if (first > from) parts.unshift(`${m.notSet} ${m.until(formatDate(addDays(first, -1)))}`);
  return parts.join(', ');
}

function subjectOf(entity: string, values: Record<string, unknown>): string {
  const date = (key: string) => (typeof values[key] === 'string' ? formatDate(values[key]) : '');
  if (entity === 'entry') return m.entry(date('date'));
  if (entity === 'absence') return m.absence(date('startDate'), date('endDate'));
  return m.record(String(values.year ?? ''));
}

function monthTotals(days: readonly InspectionDay[]): InspectionMonth[] {
  const months = new Map<string, { dates: Set<string>; minutes: number }>();
  for (const day of days) {
    const key = day.date.slice(0, 7);
    const month = months.get(key) ?? { dates: new Set(), minutes: 0 };
    month.dates.add(day.date);
    month.minutes += day.minutes;
    months.set(key, month);
  }
  return [...months].map(([key, v]) => ({
    label: `${MONTH_NAMES[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`,
    days: v.dates.size,
    minutes: v.minutes,
  }));
}

/** The chosen employees: all with a record in the period's years, or the given ones of the project. */
async function employeesOf(db: Db, projectId: string, body: InspectionExportBody) {
  const years = [Number(body.from.slice(0, 4)), Number(body.to.slice(0, 4))];
  const inPeriod = and(
    eq(timeRecords.projectId, projectId),
    gte(timeRecords.year, years[0]!),
    lte(timeRecords.year, years[1]!),
  );
  if (body.all) {
    const rows = await db
      .selectDistinct({ id: timeRecords.userId })
      .from(timeRecords)
      .where(inPeriod);
    if (rows.length === 0) {
      throw new HttpProblem(400, inspectionExportMessages.noEmployees, {
        userIds: [inspectionExportMessages.noEmployees],
      });
    }
    return rows.map((r) => r.id);
  }
  const ids = [...new Set(body.userIds)];
  // An employee of the project: a member, or someone who left and still has records here.
  const [members, recorded] = await independentQueries(db, [
    () =>
      db
        .select({ id: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.projectId, projectId), inArray(memberships.userId, ids))),
    () =>
      db
        .selectDistinct({ id: timeRecords.userId })
        .from(timeRecords)
        .where(and(eq(timeRecords.projectId, projectId), inArray(timeRecords.userId, ids))),
  ]);
  const found = new Set([...members, ...recorded].map((r) => r.id));
  if (ids.some((id) => !found.has(id))) {
    throw new HttpProblem(400, inspectionExportMessages.unknownEmployee, {
      userIds: [inspectionExportMessages.unknownEmployee],
    });
  }
  return ids;
}

/** Refuses a period the export does not cover, with the message under its field. */
export function assertInspectionPeriod(body: InspectionExportBody) {
  const problems = inspectionPeriodProblems(body.from, body.to, berlinToday());
  const fields = Object.entries(problems);
  if (fields.length === 0) return;
  throw new HttpProblem(
    400,
    fields[0]![1],
    Object.fromEntries(fields.map(([field, message]) => [field, [message]])),
  );
}

export async function inspectionExport(
  db: Db,
  projectId: string,
  creatorId: string,
  body: InspectionExportBody,
): Promise<InspectionExport> {
  assertInspectionPeriod(body);
  const userIds = await employeesOf(db, projectId, body);
  const { from, to } = body;
  const [entries, names, payrolls, settings, history, projectName, anchor] =
    await independentQueries(db, [
      () =>
        db
          .select()
          .from(timeEntries)
          .where(
            and(
              eq(timeEntries.projectId, projectId),
              inArray(timeEntries.userId, userIds),
              eq(timeEntries.type, 'work'),
              gte(timeEntries.date, from),
              lte(timeEntries.date, to),
            ),
          )
          .orderBy(asc(timeEntries.date), asc(timeEntries.startAt)),
      () => userNames(db, [...userIds, creatorId]),
      () => employeePayrolls(db, projectId, userIds),
      () => payrollSettingsOf(db, projectId),
      // The times and absences; a record's yearly settings are no recording of work.
      async () =>
        (await historyOf(db, projectId, { userIds, from, to })).filter(
          (h) => h.entity !== 'record',
        ),
      () => projectNameOf(db, projectId),
      () => lastAnchor(db, projectId),
    ]);
  const recorders = await userNames(
    db,
    entries.flatMap((e) => (e.recordedBy ? [e.recordedBy] : [])),
  );
  const chain = await verifyChain(db, projectId, anchor);
  const changed = new Set(history.filter((h) => h.action === 'update').map((h) => h.entityId));

  const employees = userIds.map((userId): InspectionEmployee => {
    const wages = effectiveWages(payrolls.get(userId)?.wages ?? []);
    const spans = employmentSpans(wages, from, to);
    const requiredOn = (date: string) =>
      recordingRequired(wageOn(wages, date)?.employmentType, settings.schwarzArbG);
    const days = entries
      .filter((e) => e.userId === userId)
      .map((row): InspectionDay => {
        const entry = toTimeEntry(row);
        const pause = breakMinutes(entry);
        const notes: string[] = [];
        if (
          row.recordedAt &&
          requiredOn(row.date) &&
          isRecordedLate(row.date, instantOf(row.recordedAt))
        ) {
          notes.push(payrollMessages.recordedLate);
        }
        if (changed.has(row.id)) notes.push(m.changed);
        return {
          date: row.date,
          dateText: weekdayText(row.date),
          start: clockOn(entry.start, row.date),
          end: clockOn(entry.end, row.date),
          breaks: entry.breaks.map(
            (b) => `${clockOn(b.start, row.date)}–${clockOn(b.end, row.date)}`,
          ),
          breakMinutes: pause,
          minutes: entry.end - entry.start - pause,
          recordedAt: row.recordedAt ? berlinStamp(row.recordedAt) : m.unknown,
          recordedBy: row.recordedAt
            ? row.recordedBy
              ? (recorders.get(row.recordedBy) ?? '')
              : m.unknown
            : m.unknown,
          notes,
        };
      });
    const months = monthTotals(days);
    const personnel = payrolls.get(userId)?.personnelNumber;
    return {
      userId,
      name: names.get(userId) ?? userId,
      personnelNumber: personnel == null ? m.notSet : String(personnel),
      employment: employmentText(spans, from, to),
      recordingRequired:
        spans.some((s) => recordingRequired(s.type, settings.schwarzArbG)) || settings.schwarzArbG,
      days,
      months,
      total: {
        label: m.total,
        days: months.reduce((n, x) => n + x.days, 0),
        minutes: months.reduce((n, x) => n + x.minutes, 0),
      },
      history: history
        .filter((h) => h.userId === userId)
        .map((h) => ({
          seq: h.seq,
          at: berlinStamp(h.at),
          actor: h.actor.name,
          action: HISTORY_ACTION_LABELS[h.action],
          subject: subjectOf(h.entity, h.after ?? h.before ?? {}),
          changes: historyChanges(h.entity, h.before, h.after).map(({ label, from, to }) => ({
            label,
            from,
            to,
          })),
          reason: h.reason,
        })),
    };
  });
  employees.sort((a, b) => a.name.localeCompare(b.name, 'de'));
  return {
    projectName,
    from,
    to,
    createdAt: berlinStamp(new Date()),
    createdBy: names.get(creatorId) ?? '',
    chain: chain.firstBreak
      ? { verified: false, text: m.chainBroken(chain.broken, chain.firstBreak.seq) }
      : { verified: true, text: m.chainVerified(chain.rows) },
    employees,
  };
}
