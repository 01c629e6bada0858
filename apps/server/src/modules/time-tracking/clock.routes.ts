import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clockResultSchema } from '@kontor/core/schemas/time-tracking-api';
import { clockEventBodySchema, clockStatusSchema } from '@kontor/core/schemas/worker-app';
import { problemResponses } from '../../lib/problem.ts';
import { requireProject } from '../../plugins/access.ts';
import * as clock from './clock.service.ts';
import { timeAccess } from './time-access.ts';

const path = '/api/projects/:projectId/time-tracking/clock';

/**
 * The time clock of the worker app: membership in a project with the module is enough, and
 * it is always the caller's own clock (docs/time-tracking.md, 'Stempeluhr').
 */
export const clockRoutes: FastifyPluginAsyncZod = async (app) => {
  const own = requireProject();
  const access = (request: Parameters<typeof timeAccess>[1]) => timeAccess(app.db, request);

  app.get(
    path,
    {
      onRequest: own,
      schema: {
        summary: "The caller's time clock: state, the shift's events, the entry of the last out",
        response: { 200: clockStatusSchema },
      },
    },
    async (request) => clock.status(app.db, await access(request)),
  );
  app.post(
    path,
    {
      onRequest: own,
      schema: {
        summary: 'Clock in, start or end a break, clock out (with the device time); replays 200',
        body: clockEventBodySchema,
        response: { 200: clockResultSchema, 201: clockResultSchema, ...problemResponses(409) },
      },
    },
    async (request, reply) => {
      const { replay, result } = await clock.record(app.db, await access(request), request.body);
      return reply.code(replay ? 200 : 201).send(result);
    },
  );
};
