import { ticketMessages } from '@kontor/core/schemas/tickets';
import type { KontorModule } from '../../lib/module-declarations.ts';
import { ticketsRoutes } from './tickets.routes.ts';

export const ticketsModule: KontorModule = {
  plugin: ticketsRoutes,
  counters: [
    {
      name: 'tickets',
      table: 'tickets',
      state: {
        column: 'page',
        counters: {
          open: 'open',
          in_progress: 'in_progress',
          closed: 'closed',
          archived: 'archived',
        },
      },
    },
  ],
  documentOwner: {
    type: 'ticket',
    label: 'a ticket',
    module: '/tickets',
    segment: 'tickets',
    param: 'ticketId',
    column: 'ticket_id',
    table: 'tickets',
    notFound: ticketMessages.notFound,
  },
  imageFields: [
    {
      elementType: 'ticket',
      field: 'images',
      label: 'Ticket',
      name: { table: 'tickets', column: 'title' },
      column: { table: 'tickets', name: 'images', projectColumn: 'project_id', many: true },
    },
  ],
};
