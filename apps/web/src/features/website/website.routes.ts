import type { FeatureRoutes } from '../../lib/feature-routes.ts';

/** The sub-menu of '/website' (core modules.ts): Komponenten, Inhalte, Seiten, Einstellungen. */
export const websiteRoutes: FeatureRoutes = {
  path: 'website',
  module: '/website',
  index: () => import('./routes/website-index-route.tsx').then((m) => m.WebsiteIndexRoute),
  children: [
    {
      path: 'components',
      screen: () => import('./routes/contents-route.tsx').then((m) => m.ComponentsRoute),
    },
    {
      path: 'content',
      screen: () => import('./routes/contents-route.tsx').then((m) => m.ContentRoute),
    },
    {
      path: 'settings',
      screen: () => import('./routes/settings-route.tsx').then((m) => m.SettingsRoute),
    },
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
