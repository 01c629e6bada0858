import { and, eq } from 'drizzle-orm';
import { newId } from '@kontor/core/ids';
import {
  timeApiMessages,
  type TimeEntryBody,
  type UpdateTimeEntryBody,
} from '@kontor/core/schemas/time-tracking-api';
import { entryDraft, type EntryDraft } from '@kontor/core/time-tracking/entry-draft';
import {
  canAddTime,
  dayResult,
  fullDayEntry,
  messages,
  validateBreaks,
  validatePartAbsence,
  validateWorkTime,
  type AbsenceType,
  type Issue,
  type Span,
} from '@kontor/core/time-tracking/index';
import type { Db, DbOrTx } from '../../db/database.ts';
import { timeEntries } from '../../db/schema/time-tracking.ts';
import { isCheckViolation, isExclusionViolation } from '../../lib/pg-errors.ts';
import { HttpProblem, type FieldErrors } from '../../lib/problem.ts';
import { httpMessages } from '../../plugins/messages.ts';
import { dayView, entryView, sheetWith } from './day-views.ts';
import { entryPayrollWarnings, payrollContext } from './payroll-figures.ts';
import {
  dateOf,
  findRecordAt,
  loadSheet,
  projectHolidays,
  recorderNames,
  toTimeEntry,
  userNames,
  type EntryRow,
  type LoadedSheet,
} from './sheets.repository.ts';
import { actingFor, type TimeAccess } from './time-access.ts';
import { assertChangeReason, inChange } from './change-context.ts';

export type EntryInput = Omit<TimeEntryBody, 'userId'>;

const overlap = messages.workTime.overlap;

function errorsOf(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of issues) (errors[field] ??= []).push(message);
  return errors;
}

/** Overlaps are conflicts (409, as when the exclusion constraint fires); the rest is 400. */
function refuse(issues: readonly Issue[]): never {
  const status = issues.every((i) => i.message === overlap) ? 409 : 400;
  throw new HttpProblem(
    status,
    status === 409 ? overlap : httpMessages.validation,
    errorsOf(issues),
  );
}

async function sheetFor(db: DbOrTx, projectId: string, userId: string, date: string) {
  const row = await findRecordAt(db, projectId, userId, date);
  if (!row) {
    throw new HttpProblem(400, httpMessages.validation, { date: [messages.absence.noRecord] });
  }
  return loadSheet(db, projectId, row);
}

function draftOf(input: EntryInput, loaded: LoadedSheet): EntryDraft {
  if (!input.fullDay) return entryDraft(input);
  const full = fullDayEntry(input.date, loaded.sheet.record.settings);
  return { ...full, breaks: input.type === 'work' ? [...full.breaks] : [] };
}

function fullDayAbsence(loaded: LoadedSheet, date: string): AbsenceType | undefined {
  return loaded.absences.find(
    (a) => a.state === 'approved' && a.startDate <= date && date <= a.endDate,
  )?.type;
}

const hasSpan = (draft: { start?: number | null; end?: number | null }): draft is Span =>
  typeof draft.start === 'number' && typeof draft.end === 'number';
const isComplete = (draft: EntryDraft): draft is EntryDraft & Span => hasSpan(draft);

/** The spec's checks of the time slide-in (spec 000 §5), in the order the form shows them. */
function entryIssues(
  input: EntryInput,
  draft: EntryDraft,
  loaded: LoadedSheet,
  exceptId?: string,
): Issue[] {
  const { record } = loaded.sheet;
  if (input.date < record.startDate || input.date > record.endDate) {
    return [{ field: 'date', message: messages.absence.noRecord }];
  }
  if (!canAddTime(fullDayAbsence(loaded, input.date))) {
    return [{ field: 'date', message: timeApiMessages.noTimeOnAbsence }];
  }
  const others = loaded.entries.filter((e) => e.id !== exceptId);
  if (input.type === 'work' || input.fullDay) {
    const issues = validateWorkTime(input.date, draft, others.map(toTimeEntry));
    if (input.type === 'absence' && !input.absenceType) {
      issues.unshift({ field: 'absenceType', message: timeApiMessages.absenceTypeMissing });
    }
    if (isComplete(draft) && draft.end > draft.start) {
      issues.push(...validateBreaks(draft, draft.breaks));
    }
    return issues;
  }
  const sameDay = others.filter((e) => e.date === input.date);
  const issues = validatePartAbsence(draft, {
    entries: sameDay.filter((e) => e.type === 'work').map(toTimeEntry),
    partAbsences: sameDay.filter((e) => e.type === 'absence').map(toTimeEntry),
  });
  if (!input.absenceType) {
    issues.unshift({ field: 'absenceType', message: timeApiMessages.absenceTypeMissing });
  }
  return issues;
}

/** The day of the entry as the engine sees it, with the legal findings (warnings). */
async function dayAfterWrite(db: DbOrTx, projectId: string, loaded: LoadedSheet, date: string) {
  const reloaded = await loadSheet(db, projectId, loaded.row);
  const holidays = await projectHolidays(db, projectId);
  const names = new Map([...holidays].map(([id, h]) => [id, h.name]));
  const day = dayResult(reloaded.sheet, date, reloaded.previousEnd);
  const onDay = reloaded.entries.filter((e) => e.date === date);
  return dayView(day, onDay, names, await recorderNames(db, onDay));
}

function rowValues(input: EntryInput, draft: EntryDraft & Span) {
  return {
    date: input.date,
    absenceType: input.type === 'absence' ? (input.absenceType ?? null) : null,
    startAt: dateOf(draft.start),
    endAt: dateOf(draft.end),
    breaks: draft.breaks.map((b) => ({ id: newId(), start: b.start!, end: b.end! })),
    comment: input.comment,
  };
}

/**
 * § 17 MiLoG: who recorded the entry and when, set once on create (an update never touches it;
 * a trigger refuses a change). The server's clock, like every other 'today' of the module.
 */
const recording = (access: TimeAccess) => ({ recordedAt: new Date(), recordedBy: access.userId });

async function guardedWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isExclusionViolation(error)) {
      throw new HttpProblem(409, overlap, { time: [overlap] });
    }
    // A vacation approved while this entry was checked (decision 0012): the same answer as the check.
    if (isCheckViolation(error, 'time_entries_not_on_absence_day')) {
      throw new HttpProblem(400, httpMessages.validation, {
        date: [timeApiMessages.noTimeOnAbsence],
      });
    }
    throw error;
  }
}

export async function create(
  db: DbOrTx,
  access: TimeAccess,
  body: TimeEntryBody,
  reason: string | null = null,
) {
  const userId = actingFor(access, body.userId);
  return inChange(db, { actorId: access.userId, reason }, async (tx) => {
    const loaded = await sheetFor(tx, access.projectId, userId, body.date);
    return insertChecked(tx, access, loaded, body, draftOf(body, loaded));
  });
}

/**
 * A work time whose instants are already known (the time clock's closed shift, exact also
 * in the repeated autumn hour), checked as `create` checks a slide-in's time.
 */
export async function createFromDraft(
  db: DbOrTx,
  access: TimeAccess,
  input: EntryInput,
  draft: EntryDraft,
  extra: { lateReceivedAt: Date | null },
) {
  return inChange(db, { actorId: access.userId }, async (tx) => {
    const loaded = await sheetFor(tx, access.projectId, access.userId, input.date);
    return insertChecked(tx, access, loaded, input, draft, extra);
  });
}

async function insertChecked(
  db: DbOrTx,
  access: TimeAccess,
  loaded: LoadedSheet,
  input: EntryInput,
  draft: EntryDraft,
  extra: { lateReceivedAt?: Date | null } = {},
) {
  const issues = entryIssues(input, draft, loaded);
  if (issues.length > 0 || !isComplete(draft)) refuse(issues);
  const [row] = await guardedWrite(() =>
    db
      .insert(timeEntries)
      .values({
        id: newId(),
        projectId: access.projectId,
        userId: loaded.row.userId,
        recordId: loaded.row.id,
        type: input.type,
        createdBy: access.userId,
        ...recording(access),
        ...rowValues(input, draft),
        ...extra,
      })
      .returning(),
  );
  return {
    entry: entryView(row!, await userNames(db, [access.userId])),
    day: await dayAfterWrite(db, access.projectId, loaded, input.date),
  };
}

/**
 * Many entries of one user in one year at once (the demo's months): each checked as `create`
 * checks it against the stored sheet, one insert; overlaps among them hit the exclusion constraint.
 * `recordedAt` gives each entry's recording time (the demo's: the evening of its day).
 */
export async function createMany(
  db: Db,
  access: TimeAccess,
  userId: string,
  inputs: readonly EntryInput[],
  recordedAt?: (input: EntryInput) => Date,
): Promise<number> {
  const target = actingFor(access, userId);
  const first = inputs[0];
  if (!first) return 0;
  const loaded = await sheetFor(db, access.projectId, target, first.date);
  const rows = inputs.map((input) => {
    const draft = draftOf(input, loaded);
    const issues = entryIssues(input, draft, loaded);
    if (issues.length > 0 || !isComplete(draft)) refuse(issues);
    return {
      id: newId(),
      projectId: access.projectId,
      userId: target,
      recordId: loaded.row.id,
      type: input.type,
      createdBy: access.userId,
      ...recording(access),
      ...(recordedAt ? { recordedAt: recordedAt(input) } : {}),
      ...rowValues(input, draft),
    };
  });
  await inChange(db, { actorId: access.userId }, (tx) =>
    guardedWrite(() => tx.insert(timeEntries).values(rows)),
  );
  return rows.length;
}

async function entryOr404(db: DbOrTx, access: TimeAccess, id: string): Promise<EntryRow> {
  const [row] = await db
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.id, id), eq(timeEntries.projectId, access.projectId)));
  if (!row) throw new HttpProblem(404, timeApiMessages.entryNotFound);
  // Someone else's entry is not there for a worker.
  if (!access.staff && row.userId !== access.userId) {
    throw new HttpProblem(404, timeApiMessages.entryNotFound);
  }
  return row;
}

/**
 * A change of a time; one in a week before the current one needs `reason` (400 without), and
 * the change history keeps the old and new values with it.
 */
export async function update(db: Db, access: TimeAccess, id: string, body: UpdateTimeEntryBody) {
  const existing = await entryOr404(db, access, id);
  if (body.type !== existing.type) {
    throw new HttpProblem(400, httpMessages.validation, {
      type: [timeApiMessages.entryTypeLocked],
    });
  }
  assertChangeReason([existing.date, body.date], body.reason);
  const loaded = await sheetFor(db, access.projectId, existing.userId, body.date);
  const draft = draftOf(body, loaded);
  const issues = entryIssues(body, draft, loaded, id);
  if (issues.length > 0 || !isComplete(draft)) refuse(issues);
  return inChange(db, { actorId: access.userId, reason: body.reason }, async (tx) => {
    const rows = await guardedWrite(() =>
      tx
        .update(timeEntries)
        .set({
          ...rowValues(body, draft),
          recordId: loaded.row.id,
          updatedAt: new Date(),
          version: existing.version + 1,
        })
        .where(and(eq(timeEntries.id, id), eq(timeEntries.version, body.version)))
        .returning(),
    );
    if (rows.length === 0) throw new HttpProblem(409, timeApiMessages.conflict);
    const recorder = rows[0]!.recordedBy;
    return {
      entry: entryView(rows[0]!, await userNames(tx, recorder ? [recorder] : [])),
      day: await dayAfterWrite(tx, access.projectId, loaded, body.date),
    };
  });
}

/** Deletes a time; the change history keeps it (with `reason`, required for a past week). */
export async function remove(
  db: DbOrTx,
  access: TimeAccess,
  id: string,
  reason: string | null | undefined,
) {
  const existing = await entryOr404(db, access, id);
  assertChangeReason([existing.date], reason);
  await inChange(db, { actorId: access.userId, reason }, (tx) =>
    tx.delete(timeEntries).where(eq(timeEntries.id, existing.id)),
  );
}

/** The slide-in's check before saving: the refusals and the legal findings, nothing stored. */
export async function check(
  db: Db,
  access: TimeAccess,
  body: TimeEntryBody & { entryId?: string },
) {
  const userId = actingFor(access, body.userId);
  const loaded = await sheetFor(db, access.projectId, userId, body.date);
  const draft = draftOf(body, loaded);
  const issues = entryIssues(body, draft, loaded, body.entryId);
  if (!isComplete(draft) || draft.end <= draft.start) return { issues, findings: [], payroll: [] };
  const edited = loaded.entries.find((e) => e.id === body.entryId);
  const without = edited ? [toTimeEntry(edited).start] : [];
  const span = { start: draft.start, end: draft.end };
  const sheet = sheetWith(
    loaded.sheet,
    without,
    body.type === 'work'
      ? { work: { ...span, breaks: draft.breaks.filter(hasSpan) } }
      : { part: { ...span, type: body.absenceType ?? 'payed_absence' } },
  );
  const day = dayResult(sheet, body.date, loaded.previousEnd);
  const context = await payrollContext(db, access.projectId, [userId]);
  return {
    issues,
    findings: day.findings.map((f) => ({ code: f.code, message: f.message })),
    payroll: entryPayrollWarnings(context, loaded, sheet, body.date, !edited),
  };
}
