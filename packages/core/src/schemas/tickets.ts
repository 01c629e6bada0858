import { z } from 'zod';
import { localDateSchema } from '../scheduling/schedule-schema.ts';
import { TICKET_PAGES, TICKET_STATES } from '../states/ticket-states.ts';
import { idSchema, pageOf, pageQuerySchema, userRefSchema, versionSchema } from './common.ts';
import { bulkBodySchema, workItemFields, workItemMessages } from './work-item-fields.ts';

export const ticketMessages = {
  titleRequired: 'Bitte einen Titel angeben',
  ...workItemMessages,
  propertyRequired: 'Bitte ein zugehöriges Objekt auswählen',
  selectionRequired: 'Bitte mindestens ein Ticket auswählen',
  toBeforeFrom: 'Das Bis-Datum darf nicht vor dem Von-Datum liegen',
  notFound: 'Ticket nicht gefunden',
  conflict:
    'Das Ticket wurde inzwischen von jemand anderem geändert. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  newTicket: 'Neues Ticket erstellen',
  addTask: 'Aufgabe hinzufügen',
  start: 'In Bearbeitung',
  close: 'Tickets schließen',
} as const;

export const ticketStateSchema = z.enum(TICKET_STATES);

const fields = workItemFields({
  title: ticketMessages.titleRequired,
  property: ticketMessages.propertyRequired,
});

/** 'Neues Ticket erstellen'; a new ticket is open (`NEW_TICKET`). */
export const createTicketBodySchema = z.object({
  title: fields.title,
  description: fields.description.optional(),
  propertyId: fields.propertyId,
  images: fields.images.optional(),
});
export type CreateTicketBody = z.infer<typeof createTicketBodySchema>;

/** Partial update; `state` is the single ticket's state selector (`setTicketState`). */
export const updateTicketBodySchema = z.object({
  version: versionSchema,
  title: fields.title.optional(),
  description: fields.description.optional(),
  propertyId: fields.propertyId.optional(),
  images: fields.images.optional(),
  state: ticketStateSchema.optional(),
});
export type UpdateTicketBody = z.infer<typeof updateTicketBodySchema>;

/** Bulk 'In Bearbeitung', 'Tickets schließen', archive and delete on the selected rows. */
export const bulkTicketBodySchema = bulkBodySchema(ticketMessages.selectionRequired);
export type BulkTicketBody = z.infer<typeof bulkTicketBodySchema>;

/** A ticket list page with its filters; Von/Bis filter the creation date (Europe/Berlin). */
export const ticketListQuerySchema = pageQuerySchema
  .extend({
    status: z.enum(TICKET_PAGES).default('open'),
    ticket: idSchema.optional(),
    propertyId: idSchema.optional(),
    from: localDateSchema.optional(),
    to: localDateSchema.optional(),
    search: z.string().trim().max(100).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: ticketMessages.toBeforeFrom,
  });
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;
export type TicketListParams = z.output<typeof ticketListQuerySchema>;

export const ticketParamsSchema = z.object({ projectId: idSchema, ticketId: idSchema });

/** One row of a ticket list page; `taskId` is the task made with 'Aufgabe hinzufügen'. */
export const ticketListItemSchema = z.object({
  id: idSchema,
  title: z.string(),
  state: ticketStateSchema,
  archived: z.boolean(),
  property: z.object({ id: idSchema, name: z.string() }),
  taskId: idSchema.nullable(),
  createdAt: z.string(),
  createdBy: userRefSchema.nullable(),
  version: z.number().int(),
});
export type TicketListItem = z.infer<typeof ticketListItemSchema>;

export const ticketDetailSchema = ticketListItemSchema.extend({
  description: z.string(),
  images: z.array(idSchema),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

/** A ticket list page with every page's count (from the declared counters when unfiltered). */
export const ticketPageSchema = pageOf(ticketListItemSchema).extend({
  counts: z.object(
    Object.fromEntries(TICKET_PAGES.map((p) => [p, z.number().int()])) as Record<
      (typeof TICKET_PAGES)[number],
      z.ZodNumber
    >,
  ),
});
export type TicketPageAnswer = z.infer<typeof ticketPageSchema>;
