/**
 * Parse class `Task` (spec 000 §3: title, description, state, time, dates, executed_at,
 * assigned_staff, property, ticket, documents, images, comments, created_by) → Kontor's task
 * with its staff, comments, image usages and the due days of the tab counts (decision 0008).
 * No history rows, no notifications: the import is not an assignment anyone is told about.
 */
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { berlinToday, dueDays, weekBounds } from '@kontor/core/scheduling/index';
import { TASK_STATES, type TaskState } from '@kontor/core/states/index';
import type { Tx } from '../../../db/database.ts';
import { documents } from '../../../db/schema/files.ts';
import { tasks } from '../../../db/schema/tasks.ts';
import { replaceStaff } from '../../../modules/tasks/tasks.repository.ts';
import type { ClassImporter, ImportContext, ImportOutcome, ParseObject } from '../contract.ts';
import { planComments, writeComments } from './comments.ts';
import { imagesOf, recordImageUsages } from './images.ts';
import { instant, nonEmpty, pointerId, pointerIds, pointerLabel, text } from './parse-values.ts';
import { importSources } from '../../../db/schema/imports.ts';
import { asideOf, dropAside } from '../import-sources.ts';
import { WAITING_TICKETS } from './tickets.ts';
import { creatorOf, optionalPointer, requiredPointer, staffOf } from './references.ts';
import { taskScheduleOf } from './task-schedule.ts';
import { upsertRow } from './upsert-row.ts';
import { PARSE_CLASSES } from './class-names.ts';

const MAX_TITLE = 200;

const isTaskState = (value: unknown): value is TaskState =>
  (TASK_STATES as readonly unknown[]).includes(value);

/**
 * The five states are the same (§4). For the active two Kontor derives created / assigned
 * from whether anyone is assigned, so that wins over the source (noted).
 */
export function activeStateOf(
  context: ImportContext,
  object: ParseObject,
  state: TaskState,
  staffCount: number,
): TaskState {
  if (state !== 'created' && state !== 'assigned') return state;
  const derived = staffCount > 0 ? 'assigned' : 'created';
  if (derived !== state) {
    context.note(
      PARSE_CLASSES.task,
      object.objectId,
      derived === 'created'
        ? 'Status „assigned“ ohne übernommene Mitarbeiter; als „created“ übernommen'
        : 'Status „created“ mit zugewiesenen Mitarbeitern; als „assigned“ übernommen',
    );
  }
  return derived;
}

/** A ticket has at most one task (tasks_ticket_key): another task's ticket is not taken. */
async function ticketFree(tx: Tx, ticketId: string, taskId: string) {
  const rows = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.ticketId, ticketId), ne(tasks.id, taskId)));
  return rows.length === 0;
}

/**
 * The ticket that named this task before it was imported (tickets.ts WAITING_TICKETS), used when
 * the task names none itself; the note is consumed either way. When the task names another
 * ticket, the task's own pointer wins and the ticket's side is reported.
 */
async function waitingTicket(
  context: ImportContext,
  tx: Tx,
  object: ParseObject,
  own: string | null,
) {
  const waiting = await asideOf(tx, context.projectId, WAITING_TICKETS, object.objectId);
  if (!waiting) return undefined;
  await dropAside(tx, context.projectId, WAITING_TICKETS, object.objectId);
  if (pointerId(object.ticket) === undefined) {
    return { ticketId: waiting.kontorId, ticketSource: waiting.fingerprint };
  }
  if (own !== waiting.kontorId) {
    context.note(
      PARSE_CLASSES.ticket,
      waiting.fingerprint,
      `Die Aufgabe nennt ein anderes Ticket (task → ${object.objectId}); nicht verknüpft`,
    );
  }
  return undefined;
}

/**
 * After the last task: tickets still waiting name a task that never arrived (broken or
 * skipped), so their pointer is reported on the ticket; the note stays for a later run.
 */
async function reportWaitingTickets(context: ImportContext) {
  const rows = await context.db
    .select({ taskSource: importSources.sourceId, ticketSource: importSources.fingerprint })
    .from(importSources)
    .where(
      and(
        eq(importSources.projectId, context.projectId),
        eq(importSources.className, WAITING_TICKETS),
      ),
    );
  for (const row of rows) {
    context.note(
      PARSE_CLASSES.ticket,
      row.ticketSource,
      `Aufgabe nicht gefunden (${pointerLabel('task', row.taskSource)}); ohne Aufgabe übernommen`,
    );
  }
}

/** Documents Parse lists on the task that are already imported and have no task yet. */
async function attachDocuments(tx: Tx, projectId: string, taskId: string, ids: string[]) {
  if (ids.length === 0) return;
  await tx
    .update(documents)
    .set({ taskId, type: 'task' })
    .where(
      and(
        eq(documents.projectId, projectId),
        inArray(documents.id, ids),
        isNull(documents.taskId),
        isNull(documents.propertyId),
      ),
    );
}

async function resolvedDocuments(context: ImportContext, value: unknown) {
  const ids: string[] = [];
  for (const sourceId of pointerIds(value)) {
    const id = await context.refs.resolve(PARSE_CLASSES.document, sourceId);
    if (id) ids.push(id);
  }
  return ids;
}

export const taskImporter: ClassImporter = {
  className: PARSE_CLASSES.task,
  kontorTable: 'tasks',
  dependsOn: [
    PARSE_CLASSES.user,
    PARSE_CLASSES.image,
    PARSE_CLASSES.property,
    PARSE_CLASSES.ticket,
  ],
  async upsert(object, existingId, context): Promise<ImportOutcome> {
    const title = nonEmpty(object.title);
    if (!title) return { kind: 'skipped', reason: 'Aufgabe ohne Titel (title)' };
    if (!isTaskState(object.state)) {
      const given = typeof object.state === 'string' ? object.state : JSON.stringify(object.state);
      return { kind: 'skipped', reason: `Unbekannter Aufgaben-Status „${given ?? ''}“ (state)` };
    }
    const property = await requiredPointer(
      context,
      object,
      'property',
      PARSE_CLASSES.property,
      'Objekt',
    );
    if ('skipped' in property) return property.skipped;
    const owner = { className: PARSE_CLASSES.task, sourceId: object.objectId };
    const staff = await staffOf(context, owner, 'assigned_staff', object.assigned_staff);
    const state = activeStateOf(context, object, object.state, staff.length);
    const timing = taskScheduleOf(object.time, object.dates);
    if ('problem' in timing) {
      context.note(
        PARSE_CLASSES.task,
        object.objectId,
        `Termin nicht übernommen: ${timing.problem}`,
      );
    }
    const schedule = 'schedule' in timing ? timing.schedule : null;
    const values = {
      title: title.slice(0, MAX_TITLE),
      description: text(object.description) ?? '',
      propertyId: property.id,
      state,
      schedule,
      ...dueDays(schedule, weekBounds(berlinToday(Date.now()))),
      images: await imagesOf(context, owner, object.images),
      executedAt: instant(object.executed_at) ?? null,
    };
    const ticketId = await optionalPointer(
      context,
      object,
      PARSE_CLASSES.task,
      'ticket',
      PARSE_CLASSES.ticket,
      'Ticket',
    );
    const documentIds = await resolvedDocuments(context, object.documents);
    const target = { ...owner, table: 'task_comments', ownerColumn: 'task_id' } as const;
    const comments = await planComments(context, target, object.comments);
    const createdBy = await creatorOf(context, object, PARSE_CLASSES.task);
    const newId = existingId
      ? undefined
      : await context.refs.idFor(PARSE_CLASSES.task, object.objectId);
    const createdAt = instant(object.createdAt);
    return context.db.transaction(async (tx) => {
      const taskId = existingId ?? newId!;
      // Without a ticket pointer the ticket's side decides (WAITING_TICKETS), else the link stays.
      const waiting = await waitingTicket(context, tx, object, ticketId);
      const wanted = ticketId ?? waiting?.ticketId;
      const linked = wanted && (await ticketFree(tx, wanted, taskId)) ? wanted : undefined;
      if (waiting && !linked) {
        context.note(
          PARSE_CLASSES.ticket,
          waiting.ticketSource,
          `Ticket ist bereits mit einer anderen Aufgabe verknüpft (task → ${object.objectId}); nicht verknüpft`,
        );
      }
      if (ticketId && !linked) {
        context.note(
          PARSE_CLASSES.task,
          object.objectId,
          `Ticket ist bereits mit einer anderen Aufgabe verknüpft (ticket → ${pointerId(object.ticket) ?? ticketId}); ohne Ticket übernommen`,
        );
      }
      const row = await upsertRow(
        tx,
        tasks,
        { projectId: context.projectId, existingId, newId },
        { ...values, ...(linked && { ticketId: linked }) },
        { createdBy, ...(createdAt && { createdAt, updatedAt: createdAt }) },
      );
      await replaceStaff(tx, context.projectId, row.id, staff);
      await recordImageUsages({ ...context, db: tx }, 'task', row.id, values.images);
      await writeComments(tx, { ...target, ownerId: row.id }, context.projectId, comments);
      await attachDocuments(tx, context.projectId, row.id, documentIds);
      return { kind: row.kind, kontorId: row.id };
    });
  },
  finish: reportWaitingTickets,
};
