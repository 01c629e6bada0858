import { projectMessages, projectParamsSchema } from '@kontor/core/schemas/projects';
import { agendaQuerySchema, agendaSchema } from '@kontor/core/schemas/worker-app';
import { authOf, projectOf, requireMembership } from '../../plugins/access.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import { agendaOf, type AgendaVisitSource } from './agenda.service.ts';

/**
 * The worker app (/app). Its routes ask for membership only: what a worker sees there is
 * their own (tasks assigned to them, their tour), whatever modules their role lists.
 */
export const workerAppRoutes = (visits: AgendaVisitSource) =>
  modulePlugin(
    {
      tag: 'worker-app',
      guard: requireMembership(projectMessages.notMember),
      params: projectParamsSchema,
    },
    async (app) => {
      app.get(
        '/api/projects/:projectId/worker/agenda',
        {
          schema: {
            summary:
              "The caller's agenda: tour visits and assigned tasks per day (Berlin), at most 14 days",
            querystring: agendaQuerySchema,
            response: { 200: agendaSchema },
          },
        },
        async (request) =>
          agendaOf(app.db, visits, projectOf(request).id, authOf(request).userId, request.query),
      );
    },
  );
