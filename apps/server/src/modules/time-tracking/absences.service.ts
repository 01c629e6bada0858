import { and, asc, eq, gte, lte, ne } from 'drizzle-orm';
import { newId } from '@kontor/core/ids';
import {
  ABSENCE_PERMISSION_CODES,
  approveAbsence,
  deleteAbsence,
  editAbsence,
  refuseAbsence,
  submitAbsence,
  type AbsenceOutcome,
} from '@kontor/core/states/index';
import { notificationTexts } from '@kontor/core/notification-texts';
import type { AbsenceBody } from '@kontor/core/schemas/time-tracking';
import {
  timeApiMessages,
  type AbsenceView,
  type RefuseAbsenceBody,
} from '@kontor/core/schemas/time-tracking-api';
import {
  absenceWorkingDays,
  datesBetween,
  formatDate,
  messages,
  coveredPeriod,
  validateAbsence,
  type Issue,
} from '@kontor/core/time-tracking/index';
import type { Db, DbOrTx } from '../../db/database.ts';
import { absenceDays, absences, timeEntries } from '../../db/schema/time-tracking.ts';
import { officeOfModule } from '../../lib/notification-recipients.ts';
import { notify } from '../../lib/notify.ts';
import { isCheckViolation, isUniqueViolation } from '../../lib/pg-errors.ts';
import { HttpProblem, type FieldErrors } from '../../lib/problem.ts';
import { httpMessages } from '../../plugins/messages.ts';
import {
  loadSheets,
  recordsOfUsers,
  toAbsence,
  userNames,
  type AbsenceRow,
} from './sheets.repository.ts';
import { actingFor, assertStaff, type TimeAccess } from './time-access.ts';
import { assertChangeReason, inChange } from './change-context.ts';

/** The API's absences, with their owners' names and the reasons of refused ones. */
export async function absenceViews(db: DbOrTx, rows: AbsenceRow[]): Promise<AbsenceView[]> {
  const names = await userNames(
    db,
    rows.map((r) => r.userId),
  );
  return rows.map((r) => ({
    id: r.id,
    user: { id: r.userId, name: names.get(r.userId) ?? '' },
    startDate: r.startDate,
    endDate: r.endDate,
    type: r.type,
    state: r.state,
    comment: r.comment,
    refusalReason: r.state === 'refused' ? r.refusalReason : null,
    version: r.version,
  }));
}
const views = absenceViews;

/** Abwesenheiten: everyone's for staff (optionally one employee), one's own otherwise. */
export async function list(db: Db, access: TimeAccess, query: { userId?: string; year?: number }) {
  const userId = access.staff ? query.userId : access.userId;
  const rows = await db
    .select()
    .from(absences)
    .where(
      and(
        eq(absences.projectId, access.projectId),
        userId ? eq(absences.userId, userId) : undefined,
        query.year ? lte(absences.startDate, `${query.year}-12-31`) : undefined,
        query.year ? gte(absences.endDate, `${query.year}-01-01`) : undefined,
      ),
    )
    .orderBy(asc(absences.startDate), asc(absences.id));
  return { items: await views(db, rows) };
}

function rejectIssues(issues: readonly Issue[]): never {
  const errors: FieldErrors = {};
  for (const { field, message } of issues) (errors[field] ??= []).push(message);
  throw new HttpProblem(400, httpMessages.validation, errors);
}

/** validateAbsence with the employee's record, entries and other absences. */
async function absenceIssues(
  db: DbOrTx,
  projectId: string,
  userId: string,
  draft: Omit<AbsenceBody, 'userId'> & { id?: string },
): Promise<Issue[]> {
  // The records may follow each other (a contract change), so an absence may span them.
  const records = await recordsOfUsers(db, projectId, [userId]);
  const period = /^\d{4}-\d{2}-\d{2}$/.test(draft.startDate)
    ? coveredPeriod(records, draft.startDate)
    : null;
  const others = await db
    .select()
    .from(absences)
    .where(
      and(
        eq(absences.projectId, projectId),
        eq(absences.userId, userId),
        draft.id ? ne(absences.id, draft.id) : undefined,
      ),
    );
  const entries =
    draft.startDate && draft.endDate
      ? await db
          .selectDistinct({ date: timeEntries.date })
          .from(timeEntries)
          .where(
            and(
              eq(timeEntries.projectId, projectId),
              eq(timeEntries.userId, userId),
              gte(timeEntries.date, draft.startDate),
              lte(timeEntries.date, draft.endDate),
            ),
          )
      : [];
  return validateAbsence(
    { ...draft, userId },
    {
      record: period,
      entryDates: entries.map((e) => e.date),
      absences: others.map(toAbsence),
    },
  );
}

export async function create(
  db: Db,
  access: TimeAccess,
  body: Omit<AbsenceBody, 'userId'> & { userId?: string; submit?: boolean },
) {
  const userId = actingFor(access, body.userId);
  const issues = await absenceIssues(db, access.projectId, userId, body);
  if (issues.length > 0) rejectIssues(issues);
  // 'submit': created and submitted in one step (the worker app's request, sent offline).
  const state = body.submit
    ? allowed(submitAbsence({ state: 'created', userId }, actor(access)))
    : 'created';
  return inChange(db, { actorId: access.userId }, async (tx) => {
    const [row] = await tx
      .insert(absences)
      .values({
        id: newId(),
        projectId: access.projectId,
        userId,
        startDate: body.startDate,
        endDate: body.endDate,
        type: body.type,
        comment: body.comment,
        state,
        year: Number(body.startDate.slice(0, 4)),
        createdBy: access.userId,
      })
      .returning();
    const view = (await views(tx, [row!]))[0]!;
    if (state === 'submitted') await notifySubmitted(tx, access, view);
    return view;
  });
}

/**
 * 'Abwesenheit eingereicht' to those who may approve it: the office and admin roles listing
 * '/time-tracking' (`TimeAccess.staff`), never the one who submitted it.
 */
async function notifySubmitted(tx: DbOrTx, access: TimeAccess, absence: AbsenceView) {
  await notify(tx, {
    projectId: access.projectId,
    kind: 'absence-submitted',
    actorId: access.userId,
    recipientIds: await officeOfModule(tx, access.projectId, '/time-tracking'),
    ...notificationTexts.absenceSubmitted(absence, absence.user.name),
    link: { type: 'absence', id: absence.id },
  });
}

/** The decision on an absence ('genehmigt' or 'abgelehnt') to its owner. */
async function notifyOwner(
  tx: DbOrTx,
  access: TimeAccess,
  absence: { id: string; userId: string },
  text: { kind: 'absence-approved' | 'absence-refused'; title: string; body: string },
) {
  await notify(tx, {
    projectId: access.projectId,
    actorId: access.userId,
    recipientIds: [absence.userId],
    ...text,
    link: { type: 'absence', id: absence.id },
  });
}

async function absenceOr404(db: DbOrTx, access: TimeAccess, id: string) {
  const [row] = await db
    .select()
    .from(absences)
    .where(and(eq(absences.id, id), eq(absences.projectId, access.projectId)));
  if (!row || (!access.staff && row.userId !== access.userId)) {
    throw new HttpProblem(404, timeApiMessages.absenceNotFound);
  }
  return row;
}

/** A refused step: 403 when the actor may not take it, 409 when the state forbids it. */
function allowed(outcome: AbsenceOutcome): AbsenceRow['state'] {
  if (outcome.ok) return outcome.state;
  const status = ABSENCE_PERMISSION_CODES.includes(outcome.code) ? 403 : 409;
  throw new HttpProblem(status, outcome.reason);
}

const actor = (access: TimeAccess) => ({ userId: access.userId, staff: access.staff });

function assertVersion(row: AbsenceRow, version: number) {
  if (row.version !== version) throw new HttpProblem(409, timeApiMessages.conflict);
}

export async function update(
  db: Db,
  access: TimeAccess,
  id: string,
  body: Omit<AbsenceBody, 'userId'> & { version: number; reason?: string | null },
) {
  const row = await absenceOr404(db, access, id);
  // A refused request that is changed is a draft again.
  const state = allowed(editAbsence(row));
  assertVersion(row, body.version);
  assertChangeReason([row.startDate, body.startDate], body.reason);
  const issues = await absenceIssues(db, access.projectId, row.userId, { ...body, id });
  if (issues.length > 0) rejectIssues(issues);
  const change = { actorId: access.userId, reason: body.reason };
  const [updated] = await inChange(db, change, (tx) =>
    tx
      .update(absences)
      .set({
        startDate: body.startDate,
        endDate: body.endDate,
        type: body.type,
        comment: body.comment,
        state,
        year: Number(body.startDate.slice(0, 4)),
        updatedAt: new Date(),
        version: row.version + 1,
      })
      .where(and(eq(absences.id, id), eq(absences.version, body.version)))
      .returning(),
  );
  if (!updated) throw new HttpProblem(409, timeApiMessages.conflict);
  return (await views(db, [updated]))[0]!;
}

/**
 * Deleting an approved absence (and its days) is a correction only staff may make; one reaching
 * into a past week needs `reason`. The change history keeps the absence.
 */
export async function remove(
  db: Db,
  access: TimeAccess,
  id: string,
  reason: string | null | undefined,
) {
  const row = await absenceOr404(db, access, id);
  allowed(deleteAbsence(row, actor(access)));
  assertChangeReason([row.startDate], reason);
  await inChange(db, { actorId: access.userId, reason }, (tx) =>
    tx.delete(absences).where(eq(absences.id, id)),
  );
}

/** created → submitted: the employee asks for approval (staff may hand in a paper request). */
export async function submit(db: Db, access: TimeAccess, id: string, version: number) {
  const row = await absenceOr404(db, access, id);
  const state = allowed(submitAbsence(row, actor(access)));
  assertVersion(row, version);
  return inChange(db, { actorId: access.userId }, async (tx) => {
    const view = await setState(tx, row, state);
    await notifySubmitted(tx, access, view);
    return view;
  });
}

async function setState(
  db: DbOrTx,
  row: AbsenceRow,
  state: AbsenceRow['state'],
  by?: string,
  refusalReason: string | null = null,
) {
  const [updated] = await db
    .update(absences)
    .set({
      state,
      // Kept only while refused: submitted again (or changed), the request is a new one.
      refusalReason: state === 'refused' ? refusalReason : null,
      updatedAt: new Date(),
      version: row.version + 1,
      ...(state === 'approved' ? { approvedAt: new Date(), approvedBy: by ?? null } : {}),
    })
    .where(and(eq(absences.id, row.id), eq(absences.version, row.version)))
    .returning();
  if (!updated) throw new HttpProblem(409, timeApiMessages.conflict);
  return (await views(db, [updated]))[0]!;
}

/**
 * submitted → approved, never by the absent person: approval locks the absence and generates
 * its days (spec §4); the days' unique keys keep two approved absences off one date even when
 * approved at the same moment.
 */
export async function approve(db: Db, access: TimeAccess, id: string, version: number) {
  assertStaff(access);
  return inChange(db, { actorId: access.userId }, async (tx) => {
    const row = await absenceOr404(tx, access, id);
    const state = allowed(approveAbsence(row, actor(access)));
    assertVersion(row, version);
    const issues = await absenceIssues(tx, access.projectId, row.userId, row);
    if (issues.length > 0) {
      throw new HttpProblem(409, issues[0]!.message, { dates: issues.map((i) => i.message) });
    }
    try {
      await tx.insert(absenceDays).values(
        datesBetween(row.startDate, row.endDate).map((date) => ({
          absenceId: row.id,
          projectId: access.projectId,
          userId: row.userId,
          date,
          type: row.type,
        })),
      );
    } catch (error) {
      // Written meanwhile (decision 0012): the same answers as the checks above.
      const range = `${formatDate(row.startDate)} – ${formatDate(row.endDate)}`;
      const message = isCheckViolation(error, 'absence_days_free_of_time')
        ? messages.absence.overlapsEntries(range)
        : isUniqueViolation(error)
          ? messages.absence.overlapsAbsences(range)
          : undefined;
      if (!message) throw error;
      throw new HttpProblem(409, message, { dates: [message] });
    }
    const view = await setState(tx, row, state, access.userId);
    await notifyOwner(tx, access, row, {
      kind: 'absence-approved',
      ...notificationTexts.absenceApproved(view),
    });
    return view;
  });
}

/**
 * 'Ablehnen': submitted → refused ('Abgelehnt'), by the people who may approve it; the owner
 * gets the reason in a message and may change the request and submit it again, or delete it.
 * The reason stays on the absence (`refusal_reason`) while it is refused.
 */
export async function refuse(db: Db, access: TimeAccess, id: string, body: RefuseAbsenceBody) {
  assertStaff(access);
  const reason = body.reason?.trim() || null;
  // The refusal's reason is the change's reason in the history.
  return inChange(db, { actorId: access.userId, reason }, async (tx) => {
    const row = await absenceOr404(tx, access, id);
    const state = allowed(refuseAbsence(row, actor(access)));
    assertVersion(row, body.version);
    // The history row first, the message last: the locks in the order every write takes them
    // (history before the messages' sequence), so two writers never wait for each other.
    const view = await setState(tx, row, state, undefined, reason);
    await notifyOwner(tx, access, row, {
      kind: 'absence-refused',
      ...notificationTexts.absenceRefused(row, body.reason),
    });
    return view;
  });
}

/** Longest range the working-days preview counts (two years: a request across the new year). */
const PREVIEW_MAX_DAYS = 731;

/**
 * The absence dialog's preview: the working days a request uses under the employee's records,
 * with the same engine rule (`absenceWorkingDays` / `takesWorkday`) the vacation balance
 * counts approved days with, so preview and result never differ.
 */
export async function workingDays(
  db: Db,
  access: TimeAccess,
  query: { userId?: string; startDate: string; endDate: string },
) {
  const userId = actingFor(access, query.userId);
  if (query.endDate < query.startDate) {
    throw new HttpProblem(400, messages.absence.startAfterEnd, {
      endDate: [messages.absence.startAfterEnd],
    });
  }
  if (datesBetween(query.startDate, query.endDate).length > PREVIEW_MAX_DAYS) {
    throw new HttpProblem(400, timeApiMessages.previewRange, {
      endDate: [timeApiMessages.previewRange],
    });
  }
  const from = Number(query.startDate.slice(0, 4));
  const to = Number(query.endDate.slice(0, 4));
  const rows = (await recordsOfUsers(db, access.projectId, [userId])).filter(
    (r) => r.year >= from && r.year <= to,
  );
  const sheets = await loadSheets(db, access.projectId, rows, { surcharges: false });
  return {
    workingDays: absenceWorkingDays(
      sheets.map((s) => s.sheet.record),
      query.startDate,
      query.endDate,
    ),
  };
}
