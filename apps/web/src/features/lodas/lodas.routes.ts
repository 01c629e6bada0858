import type { FeatureRoutes } from '../../lib/feature-routes.ts';

/** 'DATEV LODAS': the export of a payroll month, beside the payroll CSV (docs/payroll.md). */
export const lodasRoutes: FeatureRoutes = {
  path: 'datev-lodas',
  module: '/time-tracking',
  index: () => import('./routes/lodas-export-route.tsx').then((m) => m.LodasExportRoute),
};
