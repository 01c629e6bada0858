/**
 * Parse class `Ticket` (spec 000 §3: title, description, state, is_closed, archived, images,
 * property, task, comments, created_by) → Kontor's tickets with their comments. States are
 * the same three (§4: open, in_progress, closed) plus the archived flag; `is_closed` is derived
 * in Kontor, so it only decides when `state` is missing.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { TICKET_STATES, type TicketState } from '@kontor/core/states/index';
import type { Tx } from '../../../db/database.ts';
import { tasks } from '../../../db/schema/tasks.ts';
import { tickets } from '../../../db/schema/tickets.ts';
import type { ClassImporter, ImportContext, ImportOutcome, ParseObject } from '../contract.ts';
import { planComments, writeComments } from './comments.ts';
import { imagesOf, recordImageUsages } from './images.ts';
import { bool, instant, nonEmpty, pointerId, text } from './parse-values.ts';
import { creatorOf, requiredPointer } from './references.ts';
import { asideClass, saveAside } from '../import-sources.ts';
import { upsertRow } from './upsert-row.ts';
import { PARSE_CLASSES } from './class-names.ts';

const MAX_TITLE = 200;

/** The Kontor state of a Parse ticket, or the German reason it cannot be imported. */
export function ticketStateOf(
  context: ImportContext,
  object: ParseObject,
): { state: TicketState } | { problem: string } {
  const closed = bool(object.is_closed);
  if (object.state === undefined || object.state === null || object.state === '') {
    return { state: closed ? 'closed' : 'open' };
  }
  const state = text(object.state);
  if (!state || !(TICKET_STATES as readonly string[]).includes(state)) {
    return { problem: `Unbekannter Ticket-Status „${String(object.state)}“ (state)` };
  }
  if (closed !== undefined && closed !== (state === 'closed')) {
    context.note(
      PARSE_CLASSES.ticket,
      object.objectId,
      `is_closed (${String(closed)}) passt nicht zum Status „${state}“; der Status gilt`,
    );
  }
  return { state: state as TicketState };
}

/**
 * Tickets whose `task` pointer names a task not imported yet (tasks come after tickets), by the
 * task's objectId: the task importer links them when the task arrives (tasks.ts), so a link
 * only the ticket records is not lost. The row's fingerprint holds the ticket's objectId.
 */
export const WAITING_TICKETS = asideClass(PARSE_CLASSES.ticket, 'task');

/**
 * Links the ticket's task when Parse names it and it is already in Kontor; a task still to
 * come gets the link when it is imported (WAITING_TICKETS). A task with its own `ticket`
 * pointer links itself as well (tasks.ts): one side is enough.
 */
async function linkTask(
  context: ImportContext,
  tx: Tx,
  object: ParseObject,
  taskId: string | undefined,
  ticketId: string,
) {
  const taskSource = pointerId(object.task);
  if (!taskId) {
    if (taskSource) {
      await saveAside(tx, context.projectId, WAITING_TICKETS, {
        sourceId: taskSource,
        kontorId: ticketId,
        fingerprint: object.objectId,
      });
    }
    return;
  }
  const other = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.ticketId, ticketId), ne(tasks.id, taskId)));
  if (other.length > 0) {
    context.note(
      PARSE_CLASSES.ticket,
      object.objectId,
      `Ticket ist bereits mit einer anderen Aufgabe verknüpft (task → ${taskSource ?? taskId}); nicht verknüpft`,
    );
    return;
  }
  await tx
    .update(tasks)
    .set({ ticketId, version: sql`${tasks.version} + 1`, updatedAt: new Date() })
    .where(
      and(eq(tasks.id, taskId), eq(tasks.projectId, context.projectId), isNull(tasks.ticketId)),
    );
}

export const ticketImporter: ClassImporter = {
  className: PARSE_CLASSES.ticket,
  kontorTable: 'tickets',
  dependsOn: [PARSE_CLASSES.user, PARSE_CLASSES.image, PARSE_CLASSES.property],
  async upsert(object, existingId, context): Promise<ImportOutcome> {
    const title = nonEmpty(object.title);
    if (!title) return { kind: 'skipped', reason: 'Ticket ohne Titel (title)' };
    const status = ticketStateOf(context, object);
    if ('problem' in status) return { kind: 'skipped', reason: status.problem };
    const property = await requiredPointer(
      context,
      object,
      'property',
      PARSE_CLASSES.property,
      'Objekt',
    );
    if ('skipped' in property) return property.skipped;
    const owner = { className: PARSE_CLASSES.ticket, sourceId: object.objectId };
    const values = {
      title: title.slice(0, MAX_TITLE),
      description: text(object.description) ?? '',
      propertyId: property.id,
      state: status.state,
      archived: bool(object.archived) ?? false,
      images: await imagesOf(context, owner, object.images),
    };
    const createdBy = await creatorOf(context, object, PARSE_CLASSES.ticket);
    const newId = existingId
      ? undefined
      : await context.refs.idFor(PARSE_CLASSES.ticket, object.objectId);
    const createdAt = instant(object.createdAt);
    const target = { ...owner, table: 'ticket_comments', ownerColumn: 'ticket_id' } as const;
    const comments = await planComments(context, target, object.comments);
    const taskSource = pointerId(object.task);
    // Not (yet) imported: tasks come after tickets, the task importer makes the link then.
    const taskId = taskSource
      ? await context.refs.resolve(PARSE_CLASSES.task, taskSource)
      : undefined;
    return context.db.transaction(async (tx) => {
      const row = await upsertRow(
        tx,
        tickets,
        { projectId: context.projectId, existingId, newId },
        values,
        { createdBy, ...(createdAt && { createdAt, updatedAt: createdAt }) },
      );
      await recordImageUsages({ ...context, db: tx }, 'ticket', row.id, values.images);
      await writeComments(tx, { ...target, ownerId: row.id }, context.projectId, comments);
      await linkTask(context, tx, object, taskId, row.id);
      return { kind: row.kind, kontorId: row.id };
    });
  },
};
