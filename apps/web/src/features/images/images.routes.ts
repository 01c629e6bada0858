import type { FeatureRoutes } from '../../lib/feature-routes.ts';

export const imagesRoutes: FeatureRoutes = {
  path: 'images',
  module: '/images',
  index: () => import('./routes/images-route.tsx').then((m) => m.ImagesRoute),
};
