import type { FeatureRoutes } from '../../lib/feature-routes.ts';

export const websiteRoutes: FeatureRoutes = {
  path: 'website',
  module: '/website',
  children: [
    {
      path: 'pages',
      screen: () => import('./routes/pages-route.tsx').then((m) => m.PagesRoute),
    },
    {
      path: 'pages/:webpageId',
      screen: () => import('./routes/page-editor-route.tsx').then((m) => m.PageEditorRoute),
    },
  ],
};
