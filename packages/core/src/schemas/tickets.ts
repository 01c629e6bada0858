import { z } from 'zod';
import { ID_LENGTH } from '../ids.ts';
import { localDateSchema } from '../scheduling/schedule-schema.ts';
import { TICKET_PAGES, TICKET_STATES } from '../states/ticket-states.ts';
import { idSchema, pageQuerySchema, versionSchema } from './common.ts';
import { MAX_IMAGES_PER_ELEMENT } from './images.ts';

export const ticketMessages = {
  titleRequired: 'Bitte einen Titel angeben',
  titleTooLong: 'Die Höchstlänge beträgt 200',
  descriptionTooLong: 'Die Höchstlänge beträgt 20000',
  propertyRequired: 'Bitte ein zugehöriges Objekt auswählen',
  tooManyImages: `Es können höchstens ${MAX_IMAGES_PER_ELEMENT} Bilder ausgewählt werden`,
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

const titleSchema = z
  .string({ error: ticketMessages.titleRequired })
  .trim()
  .min(1, ticketMessages.titleRequired)
  .max(200, ticketMessages.titleTooLong);
const descriptionSchema = z.string().max(20_000, ticketMessages.descriptionTooLong);
const propertyIdSchema = z
  .string({ error: ticketMessages.propertyRequired })
  .length(ID_LENGTH, ticketMessages.propertyRequired);
const imagesSchema = z.array(idSchema).max(MAX_IMAGES_PER_ELEMENT, ticketMessages.tooManyImages);

/** 'Neues Ticket erstellen'; a new ticket is open (`NEW_TICKET`). */
export const createTicketBodySchema = z.object({
  title: titleSchema,
  description: descriptionSchema.optional(),
  propertyId: propertyIdSchema,
  images: imagesSchema.optional(),
});
export type CreateTicketBody = z.infer<typeof createTicketBodySchema>;

/** Partial update; `state` is the single ticket's state selector (`setTicketState`). */
export const updateTicketBodySchema = z.object({
  version: versionSchema,
  title: titleSchema.optional(),
  description: descriptionSchema.optional(),
  propertyId: propertyIdSchema.optional(),
  images: imagesSchema.optional(),
  state: ticketStateSchema.optional(),
});
export type UpdateTicketBody = z.infer<typeof updateTicketBodySchema>;

/** Bulk 'In Bearbeitung', 'Tickets schließen', archive and delete on the selected rows. */
export const bulkTicketBodySchema = z.object({
  ids: z
    .array(idSchema, { error: ticketMessages.selectionRequired })
    .min(1, ticketMessages.selectionRequired)
    .max(100),
});
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
