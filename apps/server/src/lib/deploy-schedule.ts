import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { deployHooks } from '../db/schema/content.ts';
import { enqueueJob } from '../jobs/job-enqueue.ts';

/**
 * Queueing the project's deploy hook after a write (content modules, website). The call itself
 * and the hook's settings are modules/content/deploy-hook.service.ts.
 */
export const DEPLOY_JOB = 'deploy-hook';
/** Spec 001 §7 / issue 13: edits within a minute end in one call. */
export const DEPLOY_DEBOUNCE_MS = 60_000;
const MAX_ATTEMPTS = 6;

/** The job of one call to the project's hook at `runAt`. */
export const deployJob = (projectId: string, runAt: Date) => ({
  kind: DEPLOY_JOB,
  payload: { projectId },
  label: `Deploy-Hook des Projekts ${projectId}`,
  maxAttempts: MAX_ATTEMPTS,
  runAt,
});

/**
 * After a write, inside its transaction: queues one call a minute later unless one is already
 * queued. The row lock on the hook serialises concurrent edits, so two edits never queue two
 * calls.
 */
export async function scheduleDeploy(tx: DbOrTx, projectId: string) {
  const claimed = await tx
    .update(deployHooks)
    .set({ pending: true })
    .where(
      and(
        eq(deployHooks.projectId, projectId),
        isNotNull(deployHooks.url),
        eq(deployHooks.pending, false),
      ),
    )
    .returning({ projectId: deployHooks.projectId });
  if (claimed.length > 0) {
    await enqueueJob(tx, deployJob(projectId, new Date(Date.now() + DEPLOY_DEBOUNCE_MS)));
  }
}
