import type { FeatureRoutes } from '../../lib/feature-routes.ts';

/** /admin (projects) and /admin/projects/:projectId (the project administration). */
export const adminRoutes: FeatureRoutes = {
  path: 'admin',
  index: () => import('./routes/admin-projects-route.tsx').then((m) => m.AdminProjectsRoute),
  children: [
    {
      path: 'projects/:projectId',
      screen: () => import('./routes/project-admin-route.tsx').then((m) => m.ProjectAdminRoute),
    },
  ],
};
