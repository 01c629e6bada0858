import { CONTENT_MODULES } from '@kontor/core/content/content-modules';
import type { FeatureRoutes } from '../../lib/feature-routes.ts';

/** One list screen per content type, all rendered from the type's declaration. */
export const contentRoutes: FeatureRoutes[] = CONTENT_MODULES.map(({ type, module }) => ({
  path: type,
  module,
  index: () => import('./routes/content-list-route.tsx').then((m) => m.contentScreen(type)),
}));
