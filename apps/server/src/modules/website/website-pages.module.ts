import type { KontorModule } from '../../lib/module-declarations.ts';
import { websitePagesRoutes } from './website-pages.routes.ts';
import { COVER_IMAGE, type ScheduleDeploy } from './website-pages.service.ts';
import { websitePublicRoutes } from './website-public.routes.ts';

/**
 * The website's pages ('Seiten') and its public read API. Every write queues the deploy hook,
 * which lives with the content modules; app.ts hands it in (modules never import each other).
 */
export function websitePagesModuleWith(scheduleDeploy: ScheduleDeploy): KontorModule[] {
  return [
    {
      plugin: websitePagesRoutes(scheduleDeploy),
      imageFields: [
        {
          ...COVER_IMAGE,
          label: 'Seite',
          name: { table: 'webpages', column: 'title' },
          column: { table: 'webpages', name: 'image', projectColumn: 'project_id' },
        },
      ],
    },
    { plugin: websitePublicRoutes },
  ];
}
