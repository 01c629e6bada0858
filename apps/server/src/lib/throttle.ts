import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { queryRows } from '../db/sql.ts';

/** Latest lock end over the given keys, if any is locked now. */
export async function findLock(db: Db, keys: string[]): Promise<Date | undefined> {
  const rows = await queryRows<{ until: string | Date | null }>(
    db,
    sql`select max(locked_until) as until from login_throttle
        where key in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )}) and locked_until > now()`,
  );
  const until = rows[0]?.until;
  return until ? new Date(until) : undefined;
}

export interface ThrottlePolicy {
  /** The failure (within the window) that locks first; every later one locks again. */
  lockAfter: number;
  /** The first lock; every further failure doubles it, up to `maxLockSeconds`. */
  firstLockSeconds: number;
  maxLockSeconds: number;
  /** Failures older than this (counted from the first of the window) are forgotten. */
  windowSeconds: number;
}

/**
 * Counts a failure atomically (one statement, so concurrent instances cannot lose one)
 * and locks the key from the `lockAfter`th failure in the window on, for a time that
 * doubles with each further failure.
 */
export async function recordFailure(db: Db, key: string, policy: ThrottlePolicy) {
  const stale = sql`login_throttle.window_start < now() - make_interval(secs => ${policy.windowSeconds})`;
  const failures = sql`case when ${stale} then 1 else login_throttle.failures + 1 end`;
  const lockFor = (n: SQL) => sql`case when ${n} >= ${policy.lockAfter}
    then now() + make_interval(secs => least(${policy.maxLockSeconds}::float8,
      ${policy.firstLockSeconds}::float8 * 2 ^ (${n} - ${policy.lockAfter}))) end`;
  await db.execute(sql`
    insert into login_throttle (key, failures, window_start, locked_until)
    values (${key}, 1, now(), ${lockFor(sql`1`)})
    on conflict (key) do update set
      failures = ${failures},
      window_start = case when ${stale} then now() else login_throttle.window_start end,
      locked_until = ${lockFor(failures)}`);
}
