import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpProblem, problemResponses } from '../../lib/problem.ts';
import { httpMessages } from '../../plugins/messages.ts';

const healthSchema = z.object({ status: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        security: [],
        response: { 200: healthSchema, ...problemResponses(503) },
      },
    },
    async (request) => {
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
