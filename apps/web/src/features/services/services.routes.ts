import type { FeatureRoutes } from '../../lib/feature-routes.ts';

/** '/tours' ('Touren'): the services matrix, the catalogue and (later) the workers' tours. */
export const servicesRoutes: FeatureRoutes = {
  path: 'tours',
  module: '/tours',
  index: () => import('./routes/tours-route.tsx').then((m) => m.ToursRoute),
};
