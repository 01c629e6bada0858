import type { KontorModule } from '../../lib/module-declarations.ts';
import { websitePagesPublicRoutes } from './website-pages-public.routes.ts';
import { websitePagesRoutes } from './website-pages.routes.ts';
import { webpageImageFields } from './website-images.ts';

/** The website's pages ('Seiten'); every write queues the deploy hook (lib/deploy-schedule.ts). */
export const websitePagesModule: KontorModule = {
  plugin: websitePagesRoutes,
  imageFields: webpageImageFields,
};

/** The pages of the public website API (the site, one page by path). */
export const websitePagesPublicModule: KontorModule = { plugin: websitePagesPublicRoutes };
