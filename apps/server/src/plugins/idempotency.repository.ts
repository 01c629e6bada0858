import { and, eq, sql } from 'drizzle-orm';
import { IDEMPOTENCY_TTL_HOURS } from '@kontor/core/schemas/worker-app';
import type { Db } from '../db/database.ts';
import { idempotencyKeys } from '../db/schema/idempotency-keys.ts';

/** A pending row this old belonged to a request that never finished (a crashed instance). */
export const STALE_PENDING_MINUTES = 5;
/** Expired rows removed per new key (docs/decisions/0015-idempotency-keys.md). */
const SWEEP_BATCH = 100;

export interface KeyRef {
  userId: string;
  key: string;
}

export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

const t = idempotencyKeys;
const byKey = (ref: KeyRef) => and(eq(t.userId, ref.userId), eq(t.key, ref.key));
const expired = sql`${t.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`;

/**
 * Claims the key for this request: a new key, or an expired row, or a pending row left by a
 * crashed request. One statement, so of two requests racing for a key exactly one wins.
 */
export async function claimKey(
  db: Db,
  ref: KeyRef,
  request: { projectId: string | null; method: string; route: string; requestHash: string },
): Promise<boolean> {
  const fresh = { ...request, state: 'pending' as const, status: null, headers: null, body: null };
  const rows = await db
    .insert(t)
    .values({ ...ref, ...fresh })
    .onConflictDoUpdate({
      target: [t.userId, t.key],
      set: { ...fresh, createdAt: sql`now()` },
      setWhere: sql`(${t.state} = 'pending' and ${t.createdAt} < now() - make_interval(mins => ${STALE_PENDING_MINUTES})) or ${expired}`,
    })
    .returning({ key: t.key });
  return rows.length > 0;
}

export async function findKey(db: Db, ref: KeyRef) {
  const [row] = await db
    .select({
      state: t.state,
      requestHash: t.requestHash,
      status: t.status,
      headers: t.headers,
      body: t.body,
    })
    .from(t)
    .where(and(byKey(ref), sql`not ${expired}`));
  return row;
}

/** Keeps the answer of the claiming request for its replays. */
export async function storeAnswer(db: Db, ref: KeyRef, requestHash: string, answer: StoredAnswer) {
  await db
    .update(t)
    .set({ state: 'done', ...answer })
    .where(and(byKey(ref), eq(t.state, 'pending'), eq(t.requestHash, requestHash)));
}

/** Frees the key (the answer is not one to keep), so a retry runs the request again. */
export async function releaseKey(db: Db, ref: KeyRef) {
  await db.delete(t).where(and(byKey(ref), eq(t.state, 'pending')));
}

/** Removes a batch of expired rows; rows another request is sweeping are skipped. */
export async function sweepExpired(db: Db) {
  await db.execute(sql`
    delete from ${t} where (user_id, key) in (
      select user_id, key from ${t} where ${expired}
      limit ${SWEEP_BATCH} for update skip locked)`);
}
