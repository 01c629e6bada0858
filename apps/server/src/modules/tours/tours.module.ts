import type { KontorModule } from '../../lib/module-declarations.ts';
import { tourVisitsForFeed, type FeedVisitSource } from './tour-feed-source.ts';
import { toursRoutes } from './tours.routes.ts';

/** 'Touren' with a feed source of its own (tests). */
export function toursModuleWith(source: FeedVisitSource): KontorModule {
  return { plugin: toursRoutes(source) };
}

/** 'Touren': the tour exports (calendar feed; tour sheet and Leistungsnachweis renderers). */
export const toursModule = toursModuleWith(tourVisitsForFeed);
