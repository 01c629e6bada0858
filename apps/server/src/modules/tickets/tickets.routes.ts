import { projectParamsSchema } from '@kontor/core/schemas/projects';
import * as s from '@kontor/core/schemas/tickets';
import { bulkResultSchema } from '@kontor/core/schemas/work-item-fields';
import { commentRoutes } from '../../lib/comments.ts';
import { sendJsonText } from '../../lib/json-text.ts';
import { problemResponses } from '../../lib/problem.ts';
import { authOf, prefetchedOf, projectOf, requireModule } from '../../plugins/access.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import * as service from './tickets.service.ts';

const base = '/api/projects/:projectId/tickets';
const listGuard = requireModule('/tickets', {
  prefetch: service.list.prefetch,
});
const BULK_SUMMARIES: Record<service.TicketBulkAction, string> = {
  start: "'In Bearbeitung': open → in_progress",
  close: "'Tickets schließen': in_progress → closed",
  archive: 'Archive closed tickets',
  delete: 'Delete closed tickets (irreversible; a linked task stays)',
};

export const ticketsRoutes = modulePlugin(
  { tag: 'tickets', guard: requireModule('/tickets'), params: projectParamsSchema },
  async (app) => {
    const one = { params: s.ticketParamsSchema };
    app.get(
      base,
      {
        onRequest: listGuard,
        schema: {
          summary: 'A ticket list page with the count of every page',
          querystring: s.ticketListQuerySchema,
          response: { 200: s.ticketPageSchema },
        },
      },
      async (request, reply) => {
        const { id } = projectOf(request);
        const page = await service.list.json(app.db, id, request.query, prefetchedOf(request));
        return sendJsonText(reply, page);
      },
    );
    app.post(
      base,
      {
        schema: {
          summary: "'Neues Ticket erstellen'",
          body: s.createTicketBodySchema,
          response: { 201: s.ticketDetailSchema },
        },
      },
      async (request, reply) => {
        const { id } = projectOf(request);
        const ticket = await service.create(app.db, id, authOf(request).userId, request.body);
        return reply.code(201).send(ticket);
      },
    );
    app.get(
      `${base}/:ticketId`,
      { schema: { summary: 'One ticket', ...one, response: { 200: s.ticketDetailSchema } } },
      async (request) => service.get(app.db, projectOf(request).id, request.params.ticketId),
    );
    app.patch(
      `${base}/:ticketId`,
      {
        schema: {
          summary: 'Change a ticket or its state (optimistic locking; archived is read-only)',
          ...one,
          body: s.updateTicketBodySchema,
          response: { 200: s.ticketDetailSchema, ...problemResponses(409) },
        },
      },
      async (request) =>
        service.update(app.db, projectOf(request).id, request.params.ticketId, request.body),
    );
    commentRoutes(app, {
      segment: 'tickets',
      param: 'ticketId',
      table: 'tickets',
      commentsTable: 'ticket_comments',
      ownerColumn: 'ticket_id',
      notFound: s.ticketMessages.notFound,
      noun: 'ticket',
    });
    for (const action of Object.keys(BULK_SUMMARIES) as service.TicketBulkAction[]) {
      app.post(
        `${base}/${action}`,
        {
          schema: {
            summary: BULK_SUMMARIES[action],
            body: s.bulkTicketBodySchema,
            response: { 200: bulkResultSchema },
          },
        },
        async (request) =>
          service.bulk(
            { db: app.db, storage: app.storage, log: request.log },
            projectOf(request).id,
            action,
            request.body.ids,
          ),
      );
    }
  },
);
