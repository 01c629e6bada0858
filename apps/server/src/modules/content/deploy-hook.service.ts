import { and, desc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { newId } from '@kontor/core/ids';
import type { DeployHookSettings, DeployDelivery } from '@kontor/core/content/deploy-hook';
import { deployMessages } from '@kontor/core/content/deploy-hook';
import type { Db, DbOrTx } from '../../db/database.ts';
import { deployDeliveries, deployHooks } from '../../db/schema/content.ts';
import { enqueueJob } from '../../jobs/job-enqueue.ts';
import { DEPLOY_DEBOUNCE_MS, deployJob } from '../../lib/deploy-schedule.ts';
import type { JobHandler } from '../../jobs/job-worker.ts';
import {
  OutgoingRequestRefused,
  sendOutgoing,
  type OutgoingPolicy,
} from '../../lib/outgoing-request.ts';
import { HttpProblem } from '../../lib/problem.ts';

const CALL_TIMEOUT_MS = 15_000;
const LOG_SIZE = 50;

/**
 * 'Jetzt veröffentlichen': a call right away, debounced edits or not, but at most one per
 * debounce interval (claimed in one statement, so concurrent clicks queue one call).
 */
export async function publishNow(db: Db, projectId: string) {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(deployHooks)
      .set({ publishedAt: sql`now()` })
      .where(
        and(
          eq(deployHooks.projectId, projectId),
          isNotNull(deployHooks.url),
          or(
            isNull(deployHooks.publishedAt),
            lte(
              deployHooks.publishedAt,
              sql`now() - make_interval(secs => ${DEPLOY_DEBOUNCE_MS / 1000})`,
            ),
          ),
        ),
      )
      .returning({ projectId: deployHooks.projectId });
    if (claimed.length === 0) {
      const [hook] = await tx
        .select({ url: deployHooks.url })
        .from(deployHooks)
        .where(eq(deployHooks.projectId, projectId));
      if (!hook?.url) throw new HttpProblem(409, deployMessages.noUrl);
      throw new HttpProblem(429, deployMessages.tooSoon);
    }
    await enqueueJob(tx, deployJob(projectId, new Date()));
  });
}

export async function getSettings(db: DbOrTx, projectId: string): Promise<DeployHookSettings> {
  const [hook] = await db.select().from(deployHooks).where(eq(deployHooks.projectId, projectId));
  return { url: hook?.url ?? null };
}

export async function saveSettings(db: DbOrTx, projectId: string, url: string | null) {
  await db
    .insert(deployHooks)
    .values({ projectId, url })
    .onConflictDoUpdate({ target: deployHooks.projectId, set: { url, updatedAt: new Date() } });
  return { url };
}

export async function deliveries(db: DbOrTx, projectId: string): Promise<DeployDelivery[]> {
  const rows = await db
    .select()
    .from(deployDeliveries)
    .where(eq(deployDeliveries.projectId, projectId))
    .orderBy(desc(deployDeliveries.startedAt), desc(deployDeliveries.id))
    .limit(LOG_SIZE);
  return rows.map((r) => ({
    id: r.id,
    startedAt: r.startedAt.toISOString(),
    status: r.status,
    durationMs: r.durationMs,
    error: r.error,
    attempt: r.attempt,
  }));
}

async function call(url: string, projectId: string, policy: OutgoingPolicy) {
  try {
    const { status } = await sendOutgoing(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ projectId, source: 'kontor' }),
        timeoutMs: CALL_TIMEOUT_MS,
      },
      policy,
    );
    const ok = status >= 200 && status < 300;
    return { status, error: ok ? null : `HTTP ${status}`, retry: !ok };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // A refused address stays refused: logged, not retried.
    return { status: null, error: message, retry: !(error instanceof OutgoingRequestRefused) };
  }
}

/**
 * Calls the project's hook once (through lib/outgoing-request.ts: no internal addresses
 * unless `policy` allows them) and logs the delivery; a failed call throws, so the job queue
 * retries it with its backoff. Edits from now on queue the next call.
 */
export function deployJobHandler(db: Db, policy: OutgoingPolicy): JobHandler {
  return {
    async run(payload, attempt) {
      const { projectId } = payload as { projectId: string };
      const [hook] = await db
        .update(deployHooks)
        .set({ pending: false })
        .where(eq(deployHooks.projectId, projectId))
        .returning();
      if (!hook?.url) return;
      const startedAt = new Date();
      const started = performance.now();
      const result = await call(hook.url, projectId, policy);
      await db.insert(deployDeliveries).values({
        id: newId(),
        projectId,
        startedAt,
        status: result.status,
        durationMs: Math.round(performance.now() - started),
        error: result.error,
        attempt: attempt.attempt,
      });
      if (result.retry) throw new Error(`deploy hook: ${result.error}`);
    },
  };
}
