import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  jobListQuerySchema,
  jobMessages,
  jobParamsSchema,
  jobSchema,
  type Job,
} from '@kontor/core/schemas/jobs';
import { notifyWorkers } from '../../jobs/job-enqueue.ts';
import * as repo from '../../jobs/job-repository.ts';
import { HttpProblem, problemResponses } from '../../lib/problem.ts';
import { requireSuperuser } from '../../plugins/access.ts';

const LIST_LIMIT = 200;
const tags = ['jobs'];

function toJob(row: repo.ListedJob): Job {
  return {
    ...row,
    runAt: row.runAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/jobs',
    {
      onRequest: requireSuperuser,
      schema: {
        tags,
        summary: `Background jobs, newest change first, at most ${LIST_LIMIT} (superusers); default: failed and pending`,
        querystring: jobListQuerySchema,
        response: { 200: z.array(jobSchema), ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => (await repo.listJobs(app.db, request.query.state, LIST_LIMIT)).map(toJob),
  );

  app.post(
    '/api/jobs/:jobId/retry',
    {
      onRequest: requireSuperuser,
      schema: {
        tags,
        summary: 'Run a failed job again with all its attempts (superusers)',
        params: jobParamsSchema,
        response: { 200: jobSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { jobId } = request.params;
      const row = await app.db.transaction(async (tx) => {
        const restarted = await repo.restartFailedJob(tx, jobId);
        if (restarted) await notifyWorkers(tx);
        return restarted;
      });
      if (row) return toJob(row);
      if (await repo.findJob(app.db, jobId)) throw new HttpProblem(409, jobMessages.notFailed);
      throw new HttpProblem(404, jobMessages.notFound);
    },
  );
};
