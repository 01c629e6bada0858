import type { FeatureRoutes } from '../../lib/feature-routes.ts';

export const ticketsRoutes: FeatureRoutes = {
  path: 'tickets',
  module: '/tickets',
  index: () => import('./routes/ticket-list-route.tsx').then((m) => m.TicketListRoute),
};
