import type { FeatureRoutes } from '../../lib/feature-routes.ts';

export const userManagementRoutes: FeatureRoutes = {
  path: 'user-management',
  module: '/user-management',
  index: () => import('./routes/user-management-route.tsx').then((m) => m.UserManagementRoute),
};

export const staffRoutes: FeatureRoutes = {
  path: 'staff',
  module: '/staff',
  index: () => import('./routes/staff-route.tsx').then((m) => m.StaffRoute),
};

export const usersRoutes: FeatureRoutes = {
  path: 'users',
  module: '/users',
  index: () => import('./routes/users-route.tsx').then((m) => m.UsersRoute),
};
