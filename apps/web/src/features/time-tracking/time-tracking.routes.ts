import type { FeatureRoutes } from '../../lib/feature-routes.ts';

export const timeTrackingRoutes: FeatureRoutes = {
  path: 'time-tracking',
  module: '/time-tracking',
  index: () => import('./routes/time-tracking-route.tsx').then((m) => m.TimeTrackingRoute),
  children: [
    {
      // 'Prüfexport' (docs/payroll.md): office and admin.
      path: 'pruefexport',
      screen: () =>
        import('./routes/inspection-export-route.tsx').then((m) => m.InspectionExportRoute),
    },
  ],
};
