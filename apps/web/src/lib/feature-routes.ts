import type { ComponentType } from 'react';

/** Loads a screen on first visit, so declaring a route does not put it in the entry chunk. */
export type LazyScreen = () => Promise<ComponentType>;

/** The routes a feature adds below the shell, declared once in `<feature>.routes.ts`. */
export interface FeatureRoutes {
  /** First URL segment, e.g. 'properties'. */
  path: string;
  /** The module path the role must have (sidebar and `ModuleGuard`); omit for no check. */
  module?: string;
  /** The screen at the path itself, e.g. the list. */
  index?: LazyScreen;
  /** Screens below it, e.g. `{ path: ':propertyId', screen: … }`. */
  children?: { path: string; screen: LazyScreen }[];
}
