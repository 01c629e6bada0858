import { newId } from '@kontor/core/ids';
import {
  archiveTicket,
  closeTicket,
  deleteTicket,
  NEW_TICKET,
  planBulk,
  setTicketState,
  startTicket,
  type TicketOutcome,
  type TicketStatus,
} from '@kontor/core/states/index';
import { notificationTexts } from '@kontor/core/notification-texts';
import { propertyMessages } from '@kontor/core/schemas/properties';
import {
  ticketListQuerySchema,
  ticketMessages,
  type CreateTicketBody,
  type UpdateTicketBody,
} from '@kontor/core/schemas/tickets';
import type { BulkResult } from '@kontor/core/schemas/work-item-fields';
import type { Db, DbOrTx } from '../../db/database.ts';
import { assertImagesOfProject, setImageUsages } from '../../lib/image-usages.ts';
import {
  deleteOwnedDocuments,
  removeOwnedDocumentFiles,
  type OwnedDocumentFile,
} from '../../lib/owned-documents.ts';
import type { RecordFiles } from '../../files/record-files.ts';
import { propertyExists } from '../../lib/memberships.ts';
import { officeOfModule } from '../../lib/notification-recipients.ts';
import { notify } from '../../lib/notify.ts';
import { bulkAnswer } from '../../lib/bulk-answer.ts';
import { prefetchedList } from '../../plugins/prefetched-list.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { httpMessages } from '../../plugins/messages.ts';
import * as repo from './tickets.repository.ts';

const imageTarget = (id: string) => ({ elementType: 'ticket', elementId: id, field: 'images' });

/** The hot list: page and counts fetched along with the access check (plugins/prefetched-list.ts). */
export const list = prefetchedList(ticketListQuerySchema, repo.listSql);

export async function get(db: DbOrTx, projectId: string, id: string) {
  const detail = await repo.findDetail(db, projectId, id);
  if (!detail) throw new HttpProblem(404, ticketMessages.notFound);
  return detail;
}

async function assertReferences(
  db: DbOrTx,
  projectId: string,
  body: { propertyId?: string; images?: string[] },
) {
  if (body.propertyId !== undefined && !(await propertyExists(db, projectId, body.propertyId))) {
    throw new HttpProblem(400, httpMessages.validation, {
      propertyId: [propertyMessages.notFound],
    });
  }
  if (body.images) await assertImagesOfProject(db, projectId, body.images, 'images');
}

export async function create(db: Db, projectId: string, userId: string, body: CreateTicketBody) {
  const images = [...new Set(body.images ?? [])];
  await assertReferences(db, projectId, { ...body, images });
  const id = newId();
  return db.transaction(async (tx) => {
    await repo.insertTicket(tx, {
      id,
      projectId,
      createdBy: userId,
      title: body.title,
      description: body.description ?? '',
      propertyId: body.propertyId,
      state: NEW_TICKET.state,
      images,
    });
    await setImageUsages(tx, projectId, imageTarget(id), images);
    const ticket = await get(tx, projectId, id);
    // 'Neues Ticket' to the office of the tickets module (its office and admin roles).
    await notify(tx, {
      projectId,
      kind: 'ticket-created',
      actorId: userId,
      recipientIds: await officeOfModule(tx, projectId, '/tickets'),
      ...notificationTexts.ticketCreated({
        title: ticket.title,
        propertyName: ticket.property.name,
      }),
      link: { type: 'ticket', id },
    });
    return ticket;
  });
}

export async function update(db: Db, projectId: string, id: string, body: UpdateTicketBody) {
  const images = body.images ? [...new Set(body.images)] : undefined;
  await db.transaction(async (tx) => {
    const [ticket] = await repo.lockTickets(tx, projectId, [id]);
    if (!ticket) throw new HttpProblem(404, ticketMessages.notFound);
    if (ticket.version !== body.version) throw new HttpProblem(409, ticketMessages.conflict);
    // An archived ticket is read-only: the state selector's rule decides for every field.
    const outcome = setTicketState(ticket, body.state ?? ticket.state);
    if (!outcome.ok) throw new HttpProblem(409, outcome.reason);
    await assertReferences(tx, projectId, { ...body, images });
    const { version: _version, ...changes } = body;
    await repo.updateTickets(tx, projectId, [id], { ...changes, ...(images && { images }) });
    if (images) await setImageUsages(tx, projectId, imageTarget(id), images);
  });
  return get(db, projectId, id);
}

const STEPS = {
  start: startTicket,
  close: closeTicket,
  archive: archiveTicket,
  delete: deleteTicket,
} as const satisfies Record<string, (t: TicketStatus) => TicketOutcome>;
export type TicketBulkAction = keyof typeof STEPS;

/** 'In Bearbeitung', 'Tickets schließen', archive, delete: moves what may move. */
export async function bulk(
  deps: RecordFiles & { db: Db },
  projectId: string,
  action: TicketBulkAction,
  ids: string[],
): Promise<BulkResult> {
  const wanted = [...new Set(ids)];
  const files: OwnedDocumentFile[] = [];
  const answer = await deps.db.transaction(async (tx) => {
    const found = await repo.lockTickets(tx, projectId, wanted);
    const plan = planBulk(
      found.map((ticket) => ({ id: ticket.id, record: ticket })),
      STEPS[action],
    );
    const moved = plan.apply.map((a) => a.id);
    if (action === 'delete') {
      if (moved.length > 0) await repo.deleteTickets(tx, projectId, moved);
      for (const id of moved) {
        await setImageUsages(tx, projectId, imageTarget(id), []);
        files.push(...(await deleteOwnedDocuments(tx, projectId, 'ticket_id', id)));
      }
    } else {
      // Every step of one action leads to the same status.
      const next = plan.apply[0]?.state;
      if (next) await repo.updateTickets(tx, projectId, moved, next);
    }
    return bulkAnswer(plan, wanted, found, ticketMessages.notFound);
  });
  // Deleted tickets' document files go once their rows are gone for good.
  await removeOwnedDocumentFiles(deps, files);
  return answer;
}
