import { projectParamsSchema } from '@kontor/core/schemas/projects';
import * as s from '@kontor/core/schemas/lodas';
import { fileResponse } from '../../files/file-responses.ts';
import { sendDownload } from '../../lib/download.ts';
import { problemResponses } from '../../lib/problem.ts';
import {
  authOf,
  projectOf,
  requireOfficeModule,
  requireProjectAdmin,
} from '../../plugins/access.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import { lodasExport, lodasPreview } from './lodas.service.ts';
import { lodasSettings, updateLodasSettings } from './lodas-settings.service.ts';

const base = '/api/projects/:projectId/time-tracking/lodas';

/**
 * DATEV LODAS (docs/payroll.md): the settings ('Lohnarten'), the preview of a month and its
 * export. Office and administration only (a worker role is refused in the guard, before the
 * body is read); only the administration changes the settings.
 */
export const lodasRoutes = modulePlugin(
  { tag: 'lodas', guard: requireOfficeModule('/time-tracking'), params: projectParamsSchema },
  async (app) => {
    // Named on every route: the time tracking's plugin around this one guards unguarded routes
    // with plain membership first.
    const office = requireOfficeModule('/time-tracking');
    const pid = (request: Parameters<typeof projectOf>[0]) => projectOf(request).id;
    const isAdmin = (request: Parameters<typeof authOf>[0]) => {
      const auth = authOf(request);
      return auth.isSuperuser || auth.project?.role?.type === 'admin';
    };
    const month = { params: s.lodasMonthParamsSchema };

    app.get(
      `${base}/settings`,
      {
        onRequest: office,
        schema: {
          summary: "'Lohnarten': Berater-/Mandantennummer and each figure's LODAS wage type",
          response: { 200: s.lodasSettingsSchema },
        },
      },
      async (request) => lodasSettings(app.db, pid(request), isAdmin(request)),
    );
    app.put(
      `${base}/settings`,
      {
        onRequest: requireProjectAdmin(s.lodasMessages.adminOnly),
        schema: {
          summary: "Save the 'Lohnarten' (administration; 409 on a stale version)",
          body: s.lodasSettingsBodySchema,
          response: { 200: s.lodasSettingsSchema, ...problemResponses(409) },
        },
      },
      async (request) => {
        await updateLodasSettings(app.db, pid(request), request.body);
        return lodasSettings(app.db, pid(request), true);
      },
    );
    app.get(
      `${base}/:year/:month`,
      {
        onRequest: office,
        schema: {
          ...month,
          summary: "A month's movement lines, refused employees, last export and changes since",
          response: { 200: s.lodasPreviewSchema },
        },
      },
      async (request) =>
        lodasPreview(app.db, pid(request), request.params.year, request.params.month),
    );
    app.post(
      `${base}/:year/:month/export`,
      {
        onRequest: office,
        schema: {
          ...month,
          summary: 'The LODAS ASCII file of the month (Windows-1252, CRLF); marks the month',
          body: s.lodasExportBodySchema,
          response: { ...fileResponse(['text/plain']), ...problemResponses(409, 422) },
        },
      },
      async (request, reply) => {
        const { year, month: m } = request.params;
        const file = await lodasExport(
          app.db,
          pid(request),
          authOf(request).userId,
          year,
          m,
          request.body.checksum,
        );
        const name = `lodas-${year}-${String(m).padStart(2, '0')}.txt`;
        return sendDownload(reply, 'text/plain; charset=windows-1252', name, file);
      },
    );
  },
);
