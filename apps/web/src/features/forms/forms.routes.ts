import type { FeatureRoutes } from '../../lib/feature-routes.ts';

export const formsRoutes: FeatureRoutes = {
  path: 'forms',
  module: '/forms',
  index: () => import('./routes/form-list-route.tsx').then((m) => m.FormListRoute),
  children: [
    {
      path: ':formId',
      screen: () => import('./routes/form-detail-route.tsx').then((m) => m.FormDetailRoute),
    },
  ],
};
