import { createBrowserRouter } from 'react-router';
import { LoginRoute } from '../features/auth/routes/login-route.tsx';
import { PageLoader } from './routes/page-loader.tsx';
import { RouteError } from './routes/route-error.tsx';

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
    path: '/',
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    lazy: async () => {
      const { ShellLayout } = await import('./shell/shell-layout.tsx');
      return { Component: ShellLayout };
    },
    children: [
      {
        index: true,
        lazy: async () => {
          const { DashboardRoute } =
            await import('../features/projects/routes/dashboard-route.tsx');
          return { Component: DashboardRoute };
        },
      },
      {
        path: 'properties',
        lazy: async () => {
          const { ModuleGuard } = await import('./routes/module-guard.tsx');
          return { Component: () => <ModuleGuard path="/properties" /> };
        },
        children: [
          {
            index: true,
            lazy: async () => {
              const { PropertyListRoute } =
                await import('../features/properties/routes/property-list-route.tsx');
              return { Component: PropertyListRoute };
            },
          },
          {
            path: ':propertyId',
            lazy: async () => {
              const [{ PropertyDetailRoute }, { DocumentsPanel }] = await Promise.all([
                import('../features/properties/routes/property-detail-route.tsx'),
                import('../features/documents/components/documents-panel.tsx'),
              ]);
              return {
                Component: () => (
                  <PropertyDetailRoute
                    renderDocuments={(projectId, propertyId) => (
                      <DocumentsPanel
                        projectId={projectId}
                        owner={{ type: 'object', id: propertyId }}
                      />
                    )}
                  />
                ),
              };
            },
          },
        ],
      },
      {
        path: 'images',
        lazy: async () => {
          const { ModuleGuard } = await import('./routes/module-guard.tsx');
          return { Component: () => <ModuleGuard path="/images" /> };
        },
        children: [
          {
            index: true,
            lazy: async () => {
              const { ImagesRoute } = await import('../features/images/routes/images-route.tsx');
              return { Component: ImagesRoute };
            },
          },
        ],
      },
      {
        path: 'admin',
        lazy: async () => {
          const { AdminRoute } = await import('./routes/admin-route.tsx');
          return { Component: AdminRoute };
        },
      },
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
