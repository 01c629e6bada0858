import { projectParamsSchema } from '@kontor/core/schemas/projects';
import {
  websiteSettingsAnswerSchema,
  websiteSettingsUpdateSchema,
} from '@kontor/core/schemas/website';
import { projectOf, requireModule } from '../../plugins/access.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import { getWebsiteSettings, saveWebsiteSettings } from './website-settings.service.ts';

const path = '/api/projects/:projectId/website/settings';

/** The website's 'Einstellungen': colours, logo and square logo (favicon). */
export const websiteSettingsRoutes = modulePlugin(
  { tag: 'website', guard: requireModule('/website'), params: projectParamsSchema },
  async (app) => {
    app.get(
      path,
      {
        schema: {
          summary: 'Site colours and logos',
          response: { 200: websiteSettingsAnswerSchema },
        },
      },
      async (request) => getWebsiteSettings(app.db, projectOf(request).id),
    );

    app.patch(
      path,
      {
        schema: {
          summary: 'Change the given site settings (logos: images of the project)',
          body: websiteSettingsUpdateSchema,
          response: { 200: websiteSettingsAnswerSchema },
        },
      },
      async (request) => saveWebsiteSettings(app.db, projectOf(request).id, request.body),
    );
  },
);
