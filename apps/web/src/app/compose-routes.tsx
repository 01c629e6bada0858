import type { RouteObject } from 'react-router';
import type { FeatureRoutes, LazyScreen } from '../lib/feature-routes.ts';

const lazyScreen = (screen: LazyScreen) => async () => ({ Component: await screen() });

/** Shell children from the features' declarations; module routes sit behind `ModuleGuard`. */
export function composeFeatureRoutes(features: FeatureRoutes[]): RouteObject[] {
  return features.map((feature) => {
    const children: RouteObject[] = [
      ...(feature.index ? [{ index: true, lazy: lazyScreen(feature.index) }] : []),
      ...(feature.children ?? []).map((child) => ({
        path: child.path,
        lazy: lazyScreen(child.screen),
      })),
    ];
    const { module } = feature;
    if (!module) return feature.path ? { path: feature.path, children } : { children };
    return {
      path: feature.path,
      lazy: async () => {
        const { ModuleGuard } = await import('./routes/module-guard.tsx');
        return { Component: () => <ModuleGuard path={module} /> };
      },
      children,
    };
  });
}
