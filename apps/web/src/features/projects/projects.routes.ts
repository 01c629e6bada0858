import type { FeatureRoutes } from '../../lib/feature-routes.ts';

/** The dashboard at '/'. */
export const projectsRoutes: FeatureRoutes = {
  path: '',
  index: () => import('./routes/dashboard-route.tsx').then((m) => m.DashboardRoute),
};
