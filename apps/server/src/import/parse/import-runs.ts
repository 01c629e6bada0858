import { eq, sql } from 'drizzle-orm';
import { newId } from '@kontor/core/ids';
import type { DbOrTx } from '../../db/database.ts';
import { importFindings, importRuns, type ImportClassProgress } from '../../db/schema/imports.ts';

export type RunState = (typeof importRuns.$inferSelect)['state'];

export function freshProgress(): ImportClassProgress {
  return {
    read: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    lastObjectId: null,
    done: false,
  };
}

export async function insertRun(
  db: DbOrTx,
  values: { projectId: string; serverUrl: string; createdBy: string | null },
): Promise<string> {
  const id = newId();
  await db.insert(importRuns).values({ id, ...values, dryRun: false });
  return id;
}

export async function findRun(db: DbOrTx, runId: string) {
  const [row] = await db.select().from(importRuns).where(eq(importRuns.id, runId));
  return row;
}

export async function saveRunProgress(
  db: DbOrTx,
  runId: string,
  classes: Record<string, ImportClassProgress>,
): Promise<void> {
  await db
    .update(importRuns)
    .set({ classes, updatedAt: sql`now()` })
    .where(eq(importRuns.id, runId));
}

/** The run's Kontor project, once the first attempt found or created it. */
export async function setRunTarget(
  db: DbOrTx,
  runId: string,
  target: { projectId: string | null; projectName: string },
): Promise<void> {
  await db
    .update(importRuns)
    .set({ ...target, updatedAt: sql`now()` })
    .where(eq(importRuns.id, runId));
}

/** Ends the run; its sealed master key (a job-run's) is deleted with it. */
export async function finishRun(
  db: DbOrTx,
  runId: string,
  state: Exclude<RunState, 'running'>,
  error: string | null = null,
): Promise<void> {
  await db
    .update(importRuns)
    .set({
      state,
      error,
      masterKeySealed: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(importRuns.id, runId));
}

/** A failed attempt that another one follows: the error is shown, the run goes on. */
export async function noteRunError(db: DbOrTx, runId: string, error: string): Promise<void> {
  await db
    .update(importRuns)
    .set({ error, updatedAt: sql`now()` })
    .where(eq(importRuns.id, runId));
}

export interface RunFinding {
  className: string;
  sourceId: string;
  kind: 'skipped' | 'note';
  text: string;
}

/** Stores findings in order (with the page that found them), a few thousand per statement. */
export async function saveFindings(
  db: DbOrTx,
  runId: string,
  findings: readonly RunFinding[],
): Promise<void> {
  for (let start = 0; start < findings.length; start += 2_000) {
    const chunk = findings.slice(start, start + 2_000);
    await db.insert(importFindings).values(chunk.map((finding) => ({ runId, ...finding })));
  }
}
