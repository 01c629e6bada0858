import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { sessions } from '../db/schema/users.ts';

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
