import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { notificationTexts } from '@kontor/core/notification-texts';
import type { Db } from '../../db/database.ts';
import { timeHistoryChecks } from '../../db/schema/time-history.ts';
import type { JobHandler } from '../../jobs/job-worker.ts';
import { nightlyHandler, scheduleNightly, type NightlyJob } from '../../jobs/nightly-job.ts';
import { projectAdmins } from '../../lib/notification-recipients.ts';
import { notify } from '../../lib/notify.ts';
import { lastAnchor, projectsWithHistory, verifyChain, type ChainCheck } from './history-chain.ts';

export const HISTORY_CHECK_JOB = 'time-tracking.verify-history';

const CHECK: NightlyJob = {
  kind: HISTORY_CHECK_JOB,
  /** 04:15 Berlin: after the clean-up jobs, before the office opens. */
  minuteOfDay: 4 * 60 + 15,
  label: (night) => `Verlauf der Zeiterfassung prüfen (Nacht zum ${night})`,
  maxAttempts: 10,
};

export const scheduleHistoryCheck = (db: Db, now = Date.now()) => scheduleNightly(db, CHECK, now);

/**
 * Checks one project's chain against the head the last check found intact, stores the result
 * and, when it finds a break it has not reported yet, tells the project's admins (one message,
 * in the same transaction as the stored result, so a retried run does not repeat it). The
 * anchor only moves on while the chain verifies, so a break stays found every night.
 */
export async function checkProjectHistory(db: Db, projectId: string): Promise<ChainCheck> {
  return db.transaction(async (tx) => {
    // One check of a project at a time (two instances running the job, or the command).
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`time-history-check:${projectId}`}, 0))`,
    );
    const anchor = await lastAnchor(tx, projectId);
    const check = await verifyChain(tx, projectId, anchor);
    const [stored] = await tx
      .select()
      .from(timeHistoryChecks)
      .where(eq(timeHistoryChecks.projectId, projectId));
    const intact = check.firstBreak === null;
    const values = {
      checkedAt: new Date(),
      rows: check.rows,
      headSeq: intact ? (check.head?.seq ?? null) : (anchor?.seq ?? null),
      headHash: intact ? (check.head?.hash ?? null) : (anchor?.hash ?? null),
      brokenSeq: check.firstBreak?.seq ?? null,
      brokenCount: check.broken,
    };
    await tx
      .insert(timeHistoryChecks)
      .values({ projectId, ...values })
      .onConflictDoUpdate({ target: timeHistoryChecks.projectId, set: values });
    const known = stored?.brokenSeq === values.brokenSeq && stored?.brokenCount === check.broken;
    if (check.firstBreak && !known) {
      await notify(tx, {
        projectId,
        kind: 'history-tampered',
        actorId: null,
        recipientIds: await projectAdmins(tx, projectId),
        ...notificationTexts.historyTampered(check.firstBreak.seq, check.broken),
        link: null,
      });
    }
    return check;
  });
}

export async function checkAllHistories(db: Db): Promise<ChainCheck[]> {
  const checks: ChainCheck[] = [];
  for (const projectId of await projectsWithHistory(db)) {
    checks.push(await checkProjectHistory(db, projectId));
  }
  return checks;
}

export function historyCheckJob(
  db: Db,
  log: FastifyBaseLogger,
  options: { now?: () => number } = {},
): JobHandler {
  return nightlyHandler(
    db,
    CHECK,
    async () => {
      const checks = await checkAllHistories(db);
      const broken = checks.filter((c) => c.firstBreak);
      for (const c of broken) {
        log.warn(
          { projectId: c.projectId, firstBreak: c.firstBreak, broken: c.broken },
          'Verlauf der Zeiterfassung verändert',
        );
      }
      log.info({ projects: checks.length, broken: broken.length }, 'Verlauf geprüft');
    },
    options.now,
  );
}
