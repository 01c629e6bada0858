import { createBrowserRouter } from 'react-router';
import { LoginRoute } from '../features/auth/routes/login-route.tsx';
import { adminRoutes } from '../features/admin/admin.routes.ts';
import { notificationsRoutes } from '../features/notifications/notifications.routes.ts';
import { tasksRoutes } from '../features/tasks/tasks.routes.ts';
import { timeSettingsRoutes } from '../features/time-settings/time-settings.routes.ts';
import { timeTrackingRoutes } from '../features/time-tracking/time-tracking.routes.ts';
import { lodasRoutes } from '../features/lodas/lodas.routes.ts';
import { ticketsRoutes } from '../features/tickets/tickets.routes.ts';
import { contentRoutes } from '../features/content/content.routes.ts';
import { formsRoutes } from '../features/forms/forms.routes.ts';
import { imagesRoutes } from '../features/images/images.routes.ts';
import { projectsRoutes } from '../features/projects/projects.routes.ts';
import { propertiesRoutes } from '../features/properties/properties.routes.ts';
import { servicesRoutes } from '../features/services/services.routes.ts';
import { websiteRoutes } from '../features/website/website.routes.ts';
import { staffRoutes, userManagementRoutes, usersRoutes } from '../features/users/users.routes.ts';
import { composeFeatureRoutes } from './compose-routes.tsx';
import { PageLoader } from './routes/page-loader.tsx';
import { RouteError } from './routes/route-error.tsx';

/** Each feature declares its screens once; a new module adds one line here. */
const featureRoutes = [
  projectsRoutes,
  propertiesRoutes,
  imagesRoutes,
  userManagementRoutes,
  staffRoutes,
  usersRoutes,
  adminRoutes,
  ticketsRoutes,
  tasksRoutes,
  timeTrackingRoutes,
  lodasRoutes,
  timeSettingsRoutes,
  servicesRoutes,
  notificationsRoutes,
  formsRoutes,
  websiteRoutes,
  ...contentRoutes,
];

/**
 * Only the login page is in the entry chunk (performance budget: < 200 KB gzip first load);
 * every other screen is a lazy route.
 */
export const router = createBrowserRouter([
  { path: '/login', Component: LoginRoute, ErrorBoundary: RouteError },
  {
    path: '/reset-password',
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    lazy: async () => {
      const { ResetPasswordRoute } =
        await import('../features/auth/routes/reset-password-route.tsx');
      return { Component: ResetPasswordRoute };
    },
  },
  {
    path: '/invitation/:token',
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    lazy: async () => {
      const { AcceptInvitationRoute } =
        await import('../features/invitations/routes/accept-invitation-route.tsx');
      return { Component: AcceptInvitationRoute };
    },
  },
  {
    path: '/impressum',
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    lazy: async () => {
      const { LegalRoute } = await import('../features/auth/routes/legal-route.tsx');
      return { Component: () => <LegalRoute kind="imprint" /> };
    },
  },
  {
    path: '/datenschutz',
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    lazy: async () => {
      const { LegalRoute } = await import('../features/auth/routes/legal-route.tsx');
      return { Component: () => <LegalRoute kind="privacy" /> };
    },
  },
  {
    // A form's public page (issue 35): no session, may be framed by the club's website.
    path: '/formular/:projectId/:formId',
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    lazy: async () => {
      const { PublicFormRoute } = await import('../features/forms/routes/public-form-route.tsx');
      return { Component: PublicFormRoute };
    },
  },
  {
    path: '/',
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    lazy: async () => {
      const { ShellLayout } = await import('./shell/shell-layout.tsx');
      return { Component: ShellLayout };
    },
    children: [
      ...composeFeatureRoutes(featureRoutes),
      {
        path: '*',
        lazy: async () => {
          const { ModulePlaceholderRoute } = await import('./routes/module-placeholder-route.tsx');
          return { Component: ModulePlaceholderRoute };
        },
      },
    ],
  },
]);
