import type { FeatureRoutes } from '../../lib/feature-routes.ts';

/** 'Nachrichten': every member has a feed, whatever the role's modules. */
export const notificationsRoutes: FeatureRoutes = {
  path: 'notifications',
  index: () => import('./routes/notifications-route.tsx').then((m) => m.NotificationsRoute),
};
