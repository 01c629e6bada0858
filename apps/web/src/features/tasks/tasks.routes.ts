import type { FeatureRoutes } from '../../lib/feature-routes.ts';

export const tasksRoutes: FeatureRoutes = {
  path: 'tasks',
  module: '/tasks',
  index: () => import('./routes/task-list-route.tsx').then((m) => m.TaskListRoute),
  // The pages the sidebar links: /tasks/active, /tasks/executed, /tasks/completed, /tasks/archived.
  children: [
    {
      path: ':page',
      screen: () => import('./routes/task-list-route.tsx').then((m) => m.TaskListRoute),
    },
  ],
};
