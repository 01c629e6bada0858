import type { KontorModule } from '../../lib/module-declarations.ts';
import { tourVisitsForFeed, type FeedVisitSource } from './tour-feed-source.ts';
import { toursRoutes } from './tours.routes.ts';

/** 'Touren' with a feed source of its own (tests). */
export function toursModuleWith(source: FeedVisitSource): KontorModule {
  return {
    plugin: toursRoutes(source),
    imageFields: [
      {
        elementType: 'serviceVisit',
        field: 'images',
        label: 'Besuch',
        name: { table: 'service_visits', column: 'label' },
        column: {
          table: 'service_visits',
          name: 'images',
          projectColumn: 'project_id',
          many: true,
        },
      },
    ],
  };
}

/** 'Touren': a worker's week, visits done, settings, and the exports (calendar feed, printouts). */
export const toursModule = toursModuleWith(tourVisitsForFeed);
