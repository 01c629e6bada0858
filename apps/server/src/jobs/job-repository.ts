import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/database.ts';
import { jobs } from '../db/schema/jobs.ts';

export type JobRow = typeof jobs.$inferSelect;
export type JobState = JobRow['state'];

const secondsFromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;
const notHeldBy = (workerId: string) => sql`${jobs.lockedBy} is distinct from ${workerId}`;

/**
 * Claims the oldest due job of the given kinds: a pending one whose time has come, or a
 * running one whose lease ran out (its worker died). SKIP LOCKED lets instances claim side
 * by side without waiting for each other. A worker never takes back a job it holds itself: it
 * is alive and still running it, only its heartbeat was late (on the embedded database every
 * query waits while another transaction runs, a long page of an import's among them).
 */
export async function claimJob(
  db: Db,
  workerId: string,
  kinds: string[],
  leaseMs: number,
): Promise<JobRow | undefined> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, kinds),
        or(
          and(eq(jobs.state, 'pending'), lte(jobs.runAt, sql`now()`)),
          and(
            eq(jobs.state, 'running'),
            lt(jobs.lockedUntil, sql`now()`),
            lt(jobs.attempts, jobs.maxAttempts),
            notHeldBy(workerId),
          ),
        ),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: workerId,
      lockedUntil: secondsFromNow(leaseMs),
      updatedAt: sql`now()`,
    })
    .where(inArray(jobs.id, due))
    .returning();
  return row;
}

/** Only the worker still holding the lease may finish a job (a late, presumed-dead one may not). */
const heldBy = (id: string, workerId: string) =>
  and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.state, 'running'));

export async function completeJob(db: Db, id: string, workerId: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      state: 'done',
      lockedBy: null,
      lockedUntil: null,
      lastError: null,
      updatedAt: sql`now()`,
    })
    .where(heldBy(id, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** The heartbeat of a running attempt: its lease again from now; false when it is no longer held. */
export async function extendLease(
  db: Db,
  id: string,
  workerId: string,
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: secondsFromNow(leaseMs) })
    .where(heldBy(id, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Hands a claimed job back unstarted (the worker stopped while claiming it): pending again, the
 * claim's attempt not counted, no lock, so the next worker takes it at once.
 */
export async function releaseJob(db: Db, id: string, workerId: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      state: 'pending',
      attempts: sql`${jobs.attempts} - 1`,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(heldBy(id, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Records a failed attempt: back to pending after `retryInMs`, or failed after the last attempt. */
export async function failJob(
  db: Db,
  id: string,
  workerId: string,
  error: string,
  retryInMs: number,
): Promise<Pick<JobRow, 'state' | 'attempts'> | undefined> {
  const last = sql`${jobs.attempts} >= ${jobs.maxAttempts}`;
  const [row] = await db
    .update(jobs)
    .set({
      state: sql`case when ${last} then 'failed' else 'pending' end`,
      runAt: sql`case when ${last} then ${jobs.runAt} else ${secondsFromNow(retryInMs)} end`,
      lastError: error,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(heldBy(id, workerId))
    .returning({ state: jobs.state, attempts: jobs.attempts });
  return row;
}

/** Running jobs whose lease ran out on their last attempt are failed, not retried (not `ownWorker`'s, see claimJob). */
export async function failExpiredJobs(
  db: Db,
  ownWorker: string,
): Promise<Pick<JobRow, 'id' | 'kind' | 'label'>[]> {
  return db
    .update(jobs)
    .set({
      state: 'failed',
      lastError: sql`coalesce(${jobs.lastError} || E'\n', '') || 'Zeitüberschreitung: der Worker hat den Auftrag nicht beendet'`,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(jobs.state, 'running'),
        lt(jobs.lockedUntil, sql`now()`),
        sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
        notHeldBy(ownWorker),
      ),
    )
    .returning({ id: jobs.id, kind: jobs.kind, label: jobs.label });
}

/**
 * Milliseconds (by the database's clock) until a pending job falls due or a lease runs out;
 * undefined when nothing waits.
 */
export async function msUntilNextJob(db: Db, kinds: string[]): Promise<number | undefined> {
  const due = sql`case when ${jobs.state} = 'pending' then ${jobs.runAt} else ${jobs.lockedUntil} end`;
  const [row] = await db
    .select({ ms: sql<number | null>`extract(epoch from (min(${due}) - now())) * 1000` })
    .from(jobs)
    .where(and(inArray(jobs.kind, kinds), inArray(jobs.state, ['pending', 'running'])));
  return row?.ms == null ? undefined : Math.max(0, Number(row.ms));
}

/**
 * Jobs still to be worked off: running ones, and pending ones that are due or retrying. A job
 * scheduled for later and not yet tried (the nightly refresh) is not outstanding work.
 */
export async function countOpenJobs(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(
      or(
        eq(jobs.state, 'running'),
        and(eq(jobs.state, 'pending'), or(lte(jobs.runAt, sql`now()`), sql`${jobs.attempts} > 0`)),
      ),
    );
  return row?.n ?? 0;
}

/** Done jobs are kept a week, failed ones a month, for the jobs list. */
export async function deleteOldJobs(db: Db) {
  await db
    .delete(jobs)
    .where(
      or(
        and(eq(jobs.state, 'done'), lt(jobs.updatedAt, sql`now() - interval '7 days'`)),
        and(eq(jobs.state, 'failed'), lt(jobs.updatedAt, sql`now() - interval '30 days'`)),
      ),
    );
}

/** A failed job starts over with all its attempts; undefined when it is not (or no longer) failed. */
export async function restartFailedJob(db: DbOrTx, id: string) {
  const [row] = await db
    .update(jobs)
    .set({ state: 'pending', attempts: 0, runAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'failed')))
    .returning(listed);
  return row;
}

export async function findJob(db: Db, id: string) {
  const [row] = await db.select(listed).from(jobs).where(eq(jobs.id, id));
  return row;
}

/** The columns the jobs list shows (not the payload). */
const listed = {
  id: jobs.id,
  kind: jobs.kind,
  label: jobs.label,
  state: jobs.state,
  attempts: jobs.attempts,
  maxAttempts: jobs.maxAttempts,
  runAt: jobs.runAt,
  lastError: jobs.lastError,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
};
export type ListedJob = NonNullable<Awaited<ReturnType<typeof findJob>>>;

export async function listJobs(db: Db, states: JobState[], limit: number) {
  return db
    .select(listed)
    .from(jobs)
    .where(inArray(jobs.state, states))
    .orderBy(desc(jobs.updatedAt))
    .limit(limit);
}
