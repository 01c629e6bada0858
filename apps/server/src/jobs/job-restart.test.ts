import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPglite } from '../db/database.ts';
import { jobs } from '../db/schema/jobs.ts';
import { outbox } from '../db/schema/mail.ts';
import { enqueueMail, MAIL_JOB } from '../plugins/mail.ts';
import { createTestApp } from '../test/test-app.ts';
import { claimJob } from './job-repository.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'kontor-jobs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Opens the on-disk database, runs `use` with an app on it, and closes both (a restart). */
async function withServer<T>(
  use: (t: Awaited<ReturnType<typeof createTestApp>>) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T> {
  const dataDir = path.join(dir, 'db');
  // The first start copies the suite's migrated snapshot instead of migrating (faster).
  const snapshot = inject('pgliteSnapshot');
  const fresh = !existsSync(dataDir) && snapshot;
  const database = await openPglite(
    dataDir,
    fresh ? new Blob([await readFile(snapshot)]) : undefined,
  );
  await database.migrate();
  const t = await createTestApp({ database, env });
  try {
    return await use(t);
  } finally {
    await t.close();
    await database.close();
  }
}

/** The mail jobs (the nightly jobs are scheduled at every start-up besides). */
const mailJobs = (t: Awaited<ReturnType<typeof createTestApp>>) =>
  t.db.select().from(jobs).where(eq(jobs.kind, MAIL_JOB));

const mailsTo = (t: Awaited<ReturnType<typeof createTestApp>>, to: string) =>
  t.db.select().from(outbox).where(eq(outbox.to, to));

describe('job queue across restarts (on-disk PGlite)', () => {
  it('runs a job queued before a restart exactly once, and never again after the next', async () => {
    const to = 'neustart@test.example';
    // An instance that runs no jobs queues the password-reset mail, then stops.
    await withServer(
      async (t) => {
        const user = await t.createUser({ email: to });
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset',
          payload: { email: user.email },
        });
        expect(res.statusCode).toBe(202);
        expect(await mailJobs(t)).toMatchObject([{ state: 'pending' }]);
      },
      { JOB_CONCURRENCY: '0' },
    );
    await withServer(async (t) => {
      await t.drainJobs();
      expect(await mailsTo(t, to)).toHaveLength(1);
    });
    await withServer(async (t) => {
      await t.drainJobs();
      expect(await mailsTo(t, to)).toHaveLength(1);
      expect(await mailJobs(t)).toMatchObject([{ state: 'done', attempts: 1 }]);
    });
  });

  it('re-runs a job whose instance died while running it, once its lease ran out', async () => {
    const to = 'abgestuerzt@test.example';
    await withServer(
      async (t) => {
        await t.db.delete(jobs).where(eq(jobs.kind, MAIL_JOB));
        await enqueueMail(t.db, { to, subject: 'Test', text: 'Hallo' });
        // Claimed by an instance that then crashed: the row stays 'running' with its lease.
        expect(await claimJob(t.db, 'crashed-instance', [MAIL_JOB], 100)).toBeDefined();
      },
      { JOB_CONCURRENCY: '0' },
    );
    await withServer(async (t) => {
      await t.drainJobs();
      expect(await mailsTo(t, to)).toHaveLength(1);
      expect(await mailJobs(t)).toMatchObject([{ state: 'done', attempts: 2 }]);
    });
  });
});
