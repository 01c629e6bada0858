import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { timeHistoryChecks } from '../../db/schema/time-history.ts';
import { queryRows } from '../../db/sql.ts';

/**
 * How a row of the chain fails: its content no longer gives its hash (`changed`), it does not
 * point at the row before it (`link`: that row was changed and re-hashed, or replaced), rows
 * before it are gone (`missing`), or the row the last check ended with is gone or different
 * (`cut`: rows removed from the end, or the chain rewritten from there).
 */
export type ChainBreakKind = 'changed' | 'link' | 'missing' | 'cut';

export interface ChainBreak {
  seq: number;
  kind: ChainBreakKind;
}

/** Where the last check ended: its head must still be there, unchanged. */
export interface ChainAnchor {
  seq: number;
  hash: string;
}

export interface ChainCheck {
  projectId: string;
  rows: number;
  head: ChainAnchor | null;
  /** The first broken row, null when the whole chain verifies. */
  firstBreak: ChainBreak | null;
  /** How many rows fail. */
  broken: number;
  /** The breaks in chain order (at most the first 100). */
  breaks: ChainBreak[];
}

interface ChainRow {
  seq: string | number;
  hash: string;
  prev_hash: string | null;
  recomputed: string;
}

const BATCH_SIZE = 2000;
const MAX_LISTED = 100;

/**
 * Recomputes a project's chain row by row (in batches, oldest first) with the hash function the
 * triggers write with (`time_history_hash`, migration 0041), and checks each row's link to the
 * one before and that the anchor (the last check's head) is still in place.
 */
export async function verifyChain(
  db: DbOrTx,
  projectId: string,
  anchor: ChainAnchor | null = null,
  batchSize = BATCH_SIZE,
): Promise<ChainCheck> {
  const breaks: ChainBreak[] = [];
  let previous: ChainAnchor | null = null;
  let rows = 0;
  for (;;) {
    const after: number = previous?.seq ?? 0;
    const batch: ChainRow[] = await queryRows<ChainRow>(
      db,
      sql`select h.seq, h.hash, h.prev_hash, time_history_hash(h) as recomputed
          from time_history h
          where h.project_id = ${projectId} and h.seq > ${after}
          order by h.seq limit ${batchSize}`,
    );
    for (const row of batch) {
      const seq: number = Number(row.seq);
      const expectedSeq: number = (previous?.seq ?? 0) + 1;
      if (seq !== expectedSeq) breaks.push({ seq, kind: 'missing' });
      else if (row.prev_hash !== (previous?.hash ?? null)) breaks.push({ seq, kind: 'link' });
      else if (row.recomputed !== row.hash) breaks.push({ seq, kind: 'changed' });
      if (anchor && seq === anchor.seq && row.hash !== anchor.hash) {
        breaks.push({ seq, kind: 'cut' });
      }
      previous = { seq, hash: row.hash };
      rows += 1;
    }
    if (batch.length < batchSize) break;
  }
  if (anchor && (previous?.seq ?? 0) < anchor.seq) {
    breaks.push({ seq: anchor.seq, kind: 'cut' });
  }
  breaks.sort((a, b) => a.seq - b.seq);
  const brokenRows = new Set(breaks.map((b) => b.seq));
  return {
    projectId,
    rows,
    head: previous,
    firstBreak: breaks[0] ?? null,
    broken: brokenRows.size,
    breaks: breaks.slice(0, MAX_LISTED),
  };
}

/** The projects that have a history or were checked before (a chain emptied is a break). */
export async function projectsWithHistory(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ project_id: string }>(
    db,
    sql`select distinct project_id from time_history
        union select project_id from time_history_checks order by 1`,
  );
  return rows.map((row) => row.project_id);
}

/** The head the last check of the project ended with. */
export async function lastAnchor(db: DbOrTx, projectId: string): Promise<ChainAnchor | null> {
  const [row] = await db
    .select()
    .from(timeHistoryChecks)
    .where(eq(timeHistoryChecks.projectId, projectId));
  return row?.headSeq && row.headHash ? { seq: row.headSeq, hash: row.headHash } : null;
}
