import type { FastifyInstance } from 'fastify';
import { JobWorker, type JobHandler, type JobWorkerOptions } from './job-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobWorker;
  }
}

/**
 * Every instance runs a worker for the given job kinds: it starts claiming once the app is
 * ready and, on close (SIGTERM), stops claiming and lets the running attempts finish
 * before the database is closed.
 */
export function setupJobs(
  app: FastifyInstance,
  handlers: Record<string, JobHandler>,
  options?: Partial<JobWorkerOptions>,
) {
  const worker = new JobWorker(app.db, app.log, handlers, {
    concurrency: app.config.jobConcurrency,
    ...options,
  });
  app.decorate('jobs', worker);
  app.addHook('onReady', () => worker.start());
  app.addHook('onClose', () => worker.stop());
}
