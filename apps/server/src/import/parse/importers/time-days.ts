/**
 * Parse class Day into `time_entries`: a work time (type work) with its breaks, or a part
 * absence (time.state 'part'). A day an approved absence generated (type absence with an
 * absence pointer) is written by the Absence importer as that absence's day: nothing to write
 * here ('unchanged', the absence's id). A Day of type initial carries the record's opening
 * balance, which the Record's initial_saldo holds: 'unchanged', the record's id; so is a work
 * Day without any time (nothing worked: Kontor's day without an entry). Times come as
 * Parse dates or wall-clock 'HH:MM' on the day (an end not after the start is the next day);
 * durations and pauses in milliseconds.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  ABSENCE_TYPES,
  fullDayEntry,
  formatClock,
  toLocal,
  type AbsenceType,
  type LocalDate,
  type Span,
} from '@kontor/core/time-tracking/index';
import { newId } from '@kontor/core/ids';
import type { DbOrTx } from '../../../db/database.ts';
import {
  absences,
  timeEntries,
  timeRecords,
  type StoredBreak,
} from '../../../db/schema/time-tracking.ts';
import { isCheckViolation, isExclusionViolation } from '../../../lib/pg-errors.ts';
import { dateOf, findRecordAt } from '../../../modules/time-tracking/sheets.repository.ts';
import type { ClassImporter, ImportContext, ParseObject } from '../contract.ts';
import { timeImportMessages } from './time-messages.ts';
import { inSavepoint, required, Skip } from './time-writes.ts';
import {
  finite,
  instantOn,
  isRecord,
  localDate,
  msToMinutes,
  pointerId,
  text,
} from './time-values.ts';

type RecordRow = typeof timeRecords.$inferSelect;

const inRecord = (row: RecordRow, date: LocalDate) => {
  const month = Number(date.slice(5, 7));
  return Number(date.slice(0, 4)) === row.year && row.startMonth <= month && month <= row.endMonth;
};

/** The record the Day names, or else the user's record covering its date. */
async function recordOf(
  tx: DbOrTx,
  ctx: ImportContext,
  object: ParseObject,
  userId: string,
  date: LocalDate,
) {
  const sourceId = pointerId(object.record);
  const named = sourceId ? await ctx.refs.resolve('Record', sourceId) : undefined;
  if (named) {
    const [row] = await tx
      .select()
      .from(timeRecords)
      .where(and(eq(timeRecords.id, named), eq(timeRecords.projectId, ctx.projectId)));
    if (row && row.userId === userId && inRecord(row, date)) return row;
  }
  const row = await findRecordAt(tx, ctx.projectId, userId, date);
  if (!row) throw new Skip(timeImportMessages.noRecordForDay);
  return row;
}

/** The Day's one time (an array of one is the same; more are not taken). */
function timeOf(object: ParseObject): Record<string, unknown> | undefined {
  const time = object.time;
  if (Array.isArray(time)) {
    if (time.length > 1) throw new Skip(timeImportMessages.severalTimes);
    return isRecord(time[0]) ? time[0] : undefined;
  }
  return isRecord(time) ? time : undefined;
}

function spanOf(date: LocalDate, time: Record<string, unknown> | undefined): Span | undefined {
  if (!time || time.start == null || time.end == null) return undefined;
  const start = instantOn(date, time.start);
  if (start === undefined)
    throw new Skip(timeImportMessages.invalidField('time.start', time.start));
  const end = instantOn(date, time.end, start);
  if (end === undefined) throw new Skip(timeImportMessages.invalidField('time.end', time.end));
  if (end <= start) throw new Skip(timeImportMessages.endBeforeStart);
  if (toLocal(start).date !== date) throw new Skip(timeImportMessages.startNotOnDay);
  return { start, end };
}

/**
 * The breaks as stored: each inside the time. A pause (milliseconds) without break times
 * becomes one break in the middle of the time, noted, so the worked time is the source's.
 */
function breaksOf(
  date: LocalDate,
  span: Span,
  time: Record<string, unknown>,
  note: (m: string) => void,
): StoredBreak[] {
  const raw = Array.isArray(time.breaks) ? time.breaks.filter(isRecord) : [];
  const breaks = raw.map((b, index) => {
    const start = instantOn(date, b.start, span.start);
    const end = start === undefined ? undefined : instantOn(date, b.end, start);
    if (
      start === undefined ||
      end === undefined ||
      start <= span.start ||
      end >= span.end ||
      end <= start
    ) {
      throw new Skip(timeImportMessages.breakOutside(index));
    }
    return { id: text(b.id) ?? newId(), start, end };
  });
  const pause = msToMinutes(finite(time.pause) ?? 0);
  if (breaks.length === 0 && pause > 0 && pause < span.end - span.start) {
    const start = span.start + Math.floor((span.end - span.start - pause) / 2);
    note(timeImportMessages.pausePlaced(pause, formatClock(toLocal(start).minute)));
    breaks.push({ id: newId(), start, end: start + pause });
  }
  return breaks;
}

/** A part absence's kind: on the time or the Day, else the kind of the Absence it names. */
async function absenceTypeOf(
  tx: DbOrTx,
  ctx: ImportContext,
  object: ParseObject,
  time: Record<string, unknown> | undefined,
) {
  const named = time?.absence_type ?? object.absence_type;
  if (named !== undefined) {
    const type = ABSENCE_TYPES.find((t) => t === named);
    if (!type) throw new Skip(timeImportMessages.unknownValue('absence_type', named));
    return type;
  }
  const sourceId = pointerId(object.absence);
  const id = sourceId ? await ctx.refs.resolve('Absence', sourceId) : undefined;
  if (!id) throw new Skip(timeImportMessages.absenceTypeMissing);
  const [row] = await tx
    .select({ type: absences.type })
    .from(absences)
    .where(and(eq(absences.id, id), eq(absences.projectId, ctx.projectId)));
  if (!row) throw new Skip(timeImportMessages.absenceTypeMissing);
  return row.type;
}

export const dayImporter: ClassImporter = {
  className: 'Day',
  ownSavepoint: true,
  dependsOn: ['_User', 'Record', 'Absence'],
  upsert: (object, existingId, ctx) =>
    inSavepoint(
      ctx.db,
      async (tx) => {
        const note = (message: string) => ctx.note('Day', object.objectId, message);
        const userId = await required(ctx, object.user, 'user', '_User');
        const date = localDate(object.date);
        if (!date) throw new Skip(timeImportMessages.invalidField('date', object.date));
        const record = await recordOf(tx, ctx, object, userId, date);
        const dayType = object.type ?? 'work';
        if (dayType === 'initial') return { kind: 'unchanged', kontorId: record.id };
        if (dayType !== 'work' && dayType !== 'absence') {
          throw new Skip(timeImportMessages.unknownValue('type', object.type));
        }
        const time = timeOf(object);
        const isAbsence = dayType === 'absence' || time?.type === 'absence';
        const part = time?.state === 'part';
        if (isAbsence && !part && pointerId(object.absence)) {
          // Its day came with the approved absence (Absence importer).
          return {
            kind: 'unchanged',
            kontorId: await required(ctx, object.absence, 'absence', 'Absence'),
          };
        }
        if (!isAbsence && time?.start == null && time?.end == null) {
          // A working day without a time: nothing worked, as Kontor shows a day without entry.
          if (existingId) await tx.delete(timeEntries).where(eq(timeEntries.id, existingId));
          return { kind: existingId ? 'updated' : 'unchanged', kontorId: record.id };
        }
        const span =
          spanOf(date, time) ?? (isAbsence ? fullDayEntry(date, record.timeSettings) : undefined);
        if (!span) throw new Skip(timeImportMessages.timeMissing);
        let absenceType: AbsenceType | null = null;
        if (isAbsence) absenceType = await absenceTypeOf(tx, ctx, object, time);
        const values = {
          userId,
          recordId: record.id,
          date,
          type: isAbsence ? ('absence' as const) : ('work' as const),
          absenceType,
          startAt: dateOf(span.start),
          endAt: dateOf(span.end),
          breaks: isAbsence || !time ? [] : breaksOf(date, span, time, note),
          comment: text(time?.comment) ?? '',
        };
        const id = existingId ?? (await ctx.refs.idFor('Day', object.objectId));
        await tx
          .insert(timeEntries)
          // The old system's recording time is unknown (§ 17 MiLoG: shown as 'unbekannt').
          .values({ id, projectId: ctx.projectId, ...values, recordedAt: null })
          .onConflictDoUpdate({
            target: timeEntries.id,
            set: { ...values, updatedAt: new Date(), version: sql`${timeEntries.version} + 1` },
          });
        return { kind: existingId ? 'updated' : 'created', kontorId: id };
      },
      (error) =>
        isExclusionViolation(error)
          ? timeImportMessages.entryOverlap
          : isCheckViolation(error, 'time_entries_not_on_absence_day')
            ? timeImportMessages.entryOnAbsenceDay
            : undefined,
    ),
};
