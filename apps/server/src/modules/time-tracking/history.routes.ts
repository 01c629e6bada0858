import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { historyListSchema } from '@kontor/core/schemas/time-history';
import { absenceParamsSchema, entryParamsSchema } from '@kontor/core/schemas/time-tracking-api';
import { requireProject } from '../../plugins/access.ts';
import { entityHistory } from './history.service.ts';
import { timeAccess } from './time-access.ts';

const base = '/api/projects/:projectId/time-tracking';

/**
 * 'Verlauf' of a time or an absence (docs/time-tracking.md, 'Change history'): own for
 * workers, everyone's for staff; read-only, as no route changes or deletes a history row.
 */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const own = requireProject();
  const access = (request: Parameters<typeof timeAccess>[1]) => timeAccess(app.db, request);

  app.get(
    `${base}/entries/:entryId/history`,
    {
      onRequest: own,
      schema: {
        summary: "'Verlauf' of a time: every create, change and delete, oldest first",
        params: entryParamsSchema,
        response: { 200: historyListSchema },
      },
    },
    async (request) =>
      entityHistory(app.db, await access(request), 'entry', request.params.entryId),
  );
  app.get(
    `${base}/absences/:absenceId/history`,
    {
      onRequest: own,
      schema: {
        summary: "'Verlauf' of an absence: every create, change and delete, oldest first",
        params: absenceParamsSchema,
        response: { 200: historyListSchema },
      },
    },
    async (request) =>
      entityHistory(app.db, await access(request), 'absence', request.params.absenceId),
  );
};
