import type { KontorModule } from '../../lib/module-declarations.ts';
import { websiteContentsRoutes } from './website-contents.routes.ts';
import { websitePublicRoutes } from './website-public.routes.ts';
import { websiteSettingsRoutes } from './website-settings.routes.ts';
import { websiteContentImageFields } from './website-images.ts';

/**
 * The website's 'Komponenten', 'Inhalte' and 'Einstellungen' with their public read API
 * (docs/website.md); the pages are websitePagesModule.
 */
export const websiteContentsModule: KontorModule = {
  plugin: async (app) => {
    await app.register(websiteContentsRoutes);
    await app.register(websiteSettingsRoutes);
    await app.register(websitePublicRoutes);
  },
  imageFields: websiteContentImageFields,
};
