import { and, eq, isNull, gt, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database.ts';
import { queryRows } from '../../db/sql.ts';
import { loginThrottle, passwordResetTokens, sessions, users } from '../../db/schema/users.ts';

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return user;
}

export async function findUserById(db: DbOrTx, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function createSession(
  db: DbOrTx,
  userId: string,
  tokenHash: string,
  expiresAt: Date,
) {
  await db.insert(sessions).values({ tokenHash, userId, expiresAt });
  // Housekeeping: drop this user's expired sessions while we are here.
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
}

export async function deleteSession(db: DbOrTx, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteOtherSessions(
  db: DbOrTx,
  userId: string,
  keepTokenHash: string | null,
) {
  await db
    .delete(sessions)
    .where(
      keepTokenHash === null
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)),
    );
}

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

export async function clearFailures(db: DbOrTx, key: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** Forgets every failure counted under keys starting with `prefix`. */
export async function clearFailuresWithPrefix(db: DbOrTx, prefix: string) {
  await db.delete(loginThrottle).where(sql`starts_with(${loginThrottle.key}, ${prefix})`);
}

export async function insertResetToken(
  db: DbOrTx,
  userId: string,
  tokenHash: string,
  expiresAt: Date,
) {
  await db.insert(passwordResetTokens).values({ tokenHash, userId, expiresAt });
}

/** Marks a valid token used and returns its user; a used or expired token yields nothing. */
export async function consumeResetToken(
  db: DbOrTx,
  tokenHash: string,
): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

export async function setPasswordHash(db: DbOrTx, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Housekeeping on successful logins: throttle rows older than a day and dead reset tokens. */
export async function deleteStaleSecurityRows(db: DbOrTx) {
  await db.execute(sql`delete from login_throttle
    where window_start < now() - interval '1 day' and (locked_until is null or locked_until < now())`);
  await db.execute(
    sql`delete from password_reset_tokens where expires_at < now() - interval '1 day'`,
  );
}
