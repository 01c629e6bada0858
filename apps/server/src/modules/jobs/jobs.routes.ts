import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobListQuerySchema, jobSchema } from '@kontor/core/schemas/jobs';
import { listJobs } from '../../jobs/job-repository.ts';
import { problemResponses } from '../../lib/problem.ts';
import { requireSuperuser } from '../../plugins/access.ts';

const LIST_LIMIT = 200;

export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/jobs',
    {
      onRequest: requireSuperuser,
      schema: {
        tags: ['jobs'],
        summary: `Background jobs, newest change first, at most ${LIST_LIMIT} (superusers); default: failed and pending`,
        querystring: jobListQuerySchema,
        response: { 200: z.array(jobSchema), ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const rows = await listJobs(app.db, request.query.state, LIST_LIMIT);
      return rows.map((row) => ({
        ...row,
        runAt: row.runAt.toISOString(),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      }));
    },
  );
};
