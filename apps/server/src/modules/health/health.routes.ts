import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '@kontor/core/schemas/common';
import { healthDrainingSchema, healthSchema } from '@kontor/core/schemas/health';
import { HttpProblem } from '../../lib/problem.ts';
import { httpMessages } from '../../plugins/messages.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check; 503 `draining` while the instance shuts down',
        security: [],
        response: {
          200: healthSchema,
          503: z
            .union([healthDrainingSchema, problemSchema])
            .describe(
              'Service unavailable: the instance shuts down (`draining`, take it out of rotation) or the database cannot be reached (problem)',
            ),
        },
      },
    },
    async (request, reply) => {
      // A load balancer takes the instance out of rotation; requests are still served a while.
      if (app.lifecycle.draining) return reply.code(503).send({ status: 'draining' as const });
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpProblem(503, httpMessages.databaseUnavailable);
      }
      return { status: 'ok' as const };
    },
  );
};
