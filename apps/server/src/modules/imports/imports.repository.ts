import { and, asc, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { ImportFindingListParams, ImportRunListParams } from '@kontor/core/schemas/imports';
import type { DbOrTx } from '../../db/database.ts';
import { importFindings, importRuns, importSources } from '../../db/schema/imports.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { memberships } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern } from '../../db/search.ts';
import { IMPORTED_PASSWORD } from '../../import/parse/importers/user.importer.ts';

export type RunRow = typeof importRuns.$inferSelect;

export async function findRun(db: DbOrTx, id: string): Promise<RunRow | undefined> {
  const [row] = await db.select().from(importRuns).where(eq(importRuns.id, id));
  return row;
}

export async function lockRun(db: DbOrTx, id: string): Promise<RunRow | undefined> {
  const [row] = await db.select().from(importRuns).where(eq(importRuns.id, id)).for('update');
  return row;
}

/** Whether a run started from the screen is still going (one at a time). */
export async function anyJobRunning(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ id: importRuns.id })
    .from(importRuns)
    .where(and(eq(importRuns.state, 'running'), sql`${importRuns.jobId} is not null`))
    .limit(1);
  return row !== undefined;
}

export async function insertRun(db: DbOrTx, values: typeof importRuns.$inferInsert) {
  await db.insert(importRuns).values(values);
}

export async function listRuns(db: DbOrTx, q: ImportRunListParams) {
  const where = q.search
    ? or(
        sql`lower(${importRuns.serverUrl}) like ${containsPattern(q.search)}`,
        sql`lower(coalesce(${importRuns.projectName}, '')) like ${containsPattern(q.search)}`,
      )
    : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(importRuns)
      .where(where)
      .orderBy(desc(importRuns.createdAt), desc(importRuns.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(importRuns).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findingCounts(db: DbOrTx, runId: string) {
  const rows = await db
    .select({ kind: importFindings.kind, n: count() })
    .from(importFindings)
    .where(eq(importFindings.runId, runId))
    .groupBy(importFindings.kind);
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.n ?? 0;
  return { skipped: of('skipped'), notes: of('note') };
}

export async function listFindings(db: DbOrTx, runId: string, q: ImportFindingListParams) {
  const where = and(
    eq(importFindings.runId, runId),
    eq(importFindings.kind, q.kind),
    q.search
      ? sql`lower(${importFindings.className} || ' ' || ${importFindings.sourceId} || ' ' || ${importFindings.text}) like ${containsPattern(q.search)}`
      : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(importFindings)
      .where(where)
      .orderBy(asc(importFindings.seq))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(importFindings).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** Every finding of the run in the order found (the CSV report). */
export function allFindings(db: DbOrTx, runId: string) {
  return db
    .select()
    .from(importFindings)
    .where(eq(importFindings.runId, runId))
    .orderBy(asc(importFindings.seq));
}

export async function requestCancel(db: DbOrTx, runId: string) {
  await db
    .update(importRuns)
    .set({ cancelRequestedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(importRuns.id, runId));
}

export async function lockJob(db: DbOrTx, jobId: string) {
  const [row] = await db
    .select({ id: jobs.id, state: jobs.state })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .for('update');
  return row;
}

export async function deleteJob(db: DbOrTx, jobId: string) {
  await db.delete(jobs).where(eq(jobs.id, jobId));
}

/**
 * Runs whose job can no longer end them (it failed for good, a worker died on its last
 * attempt, or the row is gone) are failed here, and their sealed key deleted with that.
 */
export async function settleAbandonedRuns(db: DbOrTx, message: string) {
  const jobEnded = sql`not exists (select 1 from ${jobs} where ${jobs.id} = ${importRuns.jobId} and ${jobs.state} in ('pending', 'running'))`;
  await db
    .update(importRuns)
    .set({
      state: 'failed',
      error: sql`coalesce(${importRuns.error}, ${message})`,
      masterKeySealed: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(importRuns.state, 'running'),
        sql`${importRuns.jobId} is not null`,
        // A run just started may be read before its job's transaction is visible.
        sql`${importRuns.createdAt} < now() - interval '5 seconds'`,
        jobEnded,
      ),
    );
}

/**
 * The imported accounts of the project that never set a password: created by an import
 * (its marker IMPORTED_PASSWORD is still the hash, which joined accounts never have), mapped
 * from a _User of this project's import, member of the project, not deleted.
 */
function invitableWhere(projectId: string) {
  return and(
    eq(users.passwordHash, IMPORTED_PASSWORD),
    isNull(users.deletedAt),
    sql`exists (select 1 from ${importSources} where ${importSources.projectId} = ${projectId}
      and ${importSources.className} = '_User' and ${importSources.kontorId} = ${users.id})`,
    sql`exists (select 1 from ${memberships} where ${memberships.projectId} = ${projectId}
      and ${memberships.userId} = ${users.id})`,
  );
}

export async function countInvitable(db: DbOrTx, projectId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(invitableWhere(projectId));
  return row?.n ?? 0;
}

export function invitableUsers(db: DbOrTx, projectId: string) {
  return db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(invitableWhere(projectId))
    .orderBy(asc(users.email));
}
