import type { FeatureRoutes } from '../../lib/feature-routes.ts';

export const propertiesRoutes: FeatureRoutes = {
  path: 'properties',
  module: '/properties',
  index: () => import('./routes/property-list-route.tsx').then((m) => m.PropertyListRoute),
  children: [
    {
      path: ':propertyId',
      screen: () => import('./routes/property-detail-route.tsx').then((m) => m.PropertyDetailRoute),
    },
  ],
};
