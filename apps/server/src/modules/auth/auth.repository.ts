import { and, eq, inArray, isNull, gt, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database.ts';
import { pushSubscriptions } from '../../db/schema/notifications.ts';
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

export { createSession } from '../../lib/sessions.ts';

export async function deleteSession(db: DbOrTx, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/**
 * Logout: the session and, in the same transaction, the user's push subscriptions of the
 * browser's endpoints in every project (the browser then drops its own subscriptions).
 */
export async function endSession(
  db: Db,
  tokenHash: string,
  userId: string,
  pushEndpoints: readonly string[],
) {
  await db.transaction(async (tx) => {
    if (pushEndpoints.length > 0) {
      await tx
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.userId, userId),
            inArray(pushSubscriptions.endpoint, [...pushEndpoints]),
          ),
        );
    }
    await deleteSession(tx, tokenHash);
  });
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

export { findLock, recordFailure, type ThrottlePolicy } from '../../lib/throttle.ts';

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
