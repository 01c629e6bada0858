import type { FeatureRoutes } from '../../lib/feature-routes.ts';

/**
 * /admin (projects), /admin/projects/:projectId (the project administration) and
 * /admin/import[/:runId] ('Daten importieren', superusers).
 */
export const adminRoutes: FeatureRoutes = {
  path: 'admin',
  index: () => import('./routes/admin-projects-route.tsx').then((m) => m.AdminProjectsRoute),
  children: [
    {
      path: 'import',
      screen: () => import('./routes/import-runs-route.tsx').then((m) => m.ImportRunsRoute),
    },
    {
      path: 'import/:runId',
      screen: () => import('./routes/import-run-route.tsx').then((m) => m.ImportRunRoute),
    },
    {
      path: 'projects/:projectId',
      screen: () => import('./routes/project-admin-route.tsx').then((m) => m.ProjectAdminRoute),
    },
  ],
};
