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
import { modulePlugin } from '../../plugins/module-plugin.ts';
import { requireSuperuser } from '../../plugins/access.ts';

const LIST_LIMIT = 200;

function toJob(row: repo.ListedJob): Job {
  return {
    ...row,
    runAt: row.runAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Superusers only: every route gets `requireSuperuser` and its problem answers from the plugin. */
export const jobsRoutes = modulePlugin({ tag: 'jobs', guard: requireSuperuser }, async (app) => {
  app.get(
    '/api/jobs',
    {
      schema: {
        summary: `Background jobs, newest change first, at most ${LIST_LIMIT} (superusers); default: failed and pending`,
        querystring: jobListQuerySchema,
        response: { 200: z.array(jobSchema) },
      },
    },
    async (request) => (await repo.listJobs(app.db, request.query.state, LIST_LIMIT)).map(toJob),
  );

  app.post(
    '/api/jobs/:jobId/retry',
    {
      schema: {
        summary: 'Run a failed job again with all its attempts (superusers)',
        params: jobParamsSchema,
        response: { 200: jobSchema, ...problemResponses(409) },
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
});
