import type { FeatureRoutes } from '../../lib/feature-routes.ts';

export const timeSettingsRoutes: FeatureRoutes = {
  path: 'time-settings',
  module: '/time-settings',
  index: () => import('./routes/time-settings-route.tsx').then((m) => m.TimeSettingsRoute),
};
