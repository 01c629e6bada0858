import { authMessages } from '@kontor/core/schemas/auth';
import type { Db } from '../../db/database.ts';
import type { SessionInfo } from '@kontor/core/schemas/auth';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { listProjectSummaries } from '../../lib/project-summaries.ts';
import { enqueueMail } from '../../plugins/mail.ts';
import { SESSION_MS } from '../../plugins/session-cookie.ts';
import { resetMail } from './auth.messages.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { reserveMail } from '../../lib/mail-throttle.ts';
import * as repo from './auth.repository.ts';
import type { ThrottlePolicy } from './auth.repository.ts';

/**
 * Login throttling (docs/api.md, Login). Failures count per account *and* client address
 * together, so a stranger guessing a known e-mail locks out only themselves: the 5th failure
 * locks for 30 s, each further one twice as long, up to 15 min. Per address across all accounts only far
 * above what an office behind one shared address produces, to stop password spraying.
 */
export const THROTTLE = {
  pair: { lockAfter: 5, firstLockSeconds: 30, maxLockSeconds: 15 * 60, windowSeconds: 86_400 },
  address: {
    lockAfter: 300,
    firstLockSeconds: 15 * 60,
    maxLockSeconds: 60 * 60,
    windowSeconds: 3_600,
  },
} as const satisfies Record<string, ThrottlePolicy>;

/** Keys of the login throttle: an account from one address, and an address alone. */
const pairPrefix = (email: string) => `login:${email.toLowerCase()}|`;
export const throttleKeys = (email: string, ip: string) => ({
  pair: `${pairPrefix(email)}${clientNetwork(ip)}`,
  address: `ip:${clientNetwork(ip)}`,
});

export const RESET_TOKEN_MS = 60 * 60 * 1000;

let dummyHash: Promise<string> | undefined;
/** Verifying against a dummy hash keeps unknown e-mails as slow as wrong passwords. */
function dummy(): Promise<string> {
  return (dummyHash ??= hashPassword('kontor-timing-equalizer'));
}

export async function sessionInfo(
  db: Db,
  user: { id: string; email: string; name: string; isSuperuser: boolean },
): Promise<SessionInfo> {
  const projects = await listProjectSummaries(db, {
    userId: user.id,
    isSuperuser: user.isSuperuser,
  });
  return {
    user: { id: user.id, email: user.email, name: user.name, isSuperuser: user.isSuperuser },
    projects,
  };
}

export async function login(db: Db, email: string, password: string, ip: string) {
  const keys = throttleKeys(email, ip);
  const lockedUntil = await repo.findLock(db, [keys.pair, keys.address]);
  if (lockedUntil) {
    const retryAfter = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 1000));
    return { kind: 'locked' as const, retryAfter };
  }
  const user = await repo.findUserByEmail(db, email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummy()), password);
  if (!user || !ok) {
    await repo.recordFailure(db, keys.pair, THROTTLE.pair);
    await repo.recordFailure(db, keys.address, THROTTLE.address);
    throw new HttpProblem(401, authMessages.wrongCredentials);
  }
  const token = randomToken();
  await db.transaction(async (tx) => {
    // Only this pair: a valid login must not reset the address counter of a spray attack.
    await repo.clearFailures(tx, keys.pair);
    await repo.createSession(tx, user.id, sha256(token), new Date(Date.now() + SESSION_MS));
    await repo.deleteStaleSecurityRows(tx);
  });
  return { kind: 'ok' as const, token, info: await sessionInfo(db, user) };
}

/**
 * Queues a reset mail when the address has an account. The mail throttle counts every request,
 * for unknown addresses too, so neither the 202 nor the 429 (with Retry-After) tells whether an
 * account exists (docs/security.md, Mails).
 */
export async function requestPasswordReset(db: Db, publicUrl: string, email: string, ip: string) {
  const user = await repo.findUserByEmail(db, email);
  const token = randomToken();
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  // The mail job exists exactly when its token does.
  await db.transaction(async (tx) => {
    await reserveMail(tx, 'password-reset', email, { ip });
    if (!user) return;
    await repo.insertResetToken(tx, user.id, sha256(token), new Date(Date.now() + RESET_TOKEN_MS));
    await enqueueMail(tx, { to: user.email, ...resetMail(user.name, link) });
  });
}

/** Sets the new password and ends every other session of that user, all in one transaction. */
export async function confirmPasswordReset(
  db: Db,
  token: string,
  password: string,
  currentTokenHash: string | null,
) {
  const passwordHash = await hashPassword(password);
  const ok = await db.transaction(async (tx) => {
    const userId = await repo.consumeResetToken(tx, sha256(token));
    if (!userId) return false;
    await repo.setPasswordHash(tx, userId, passwordHash);
    await repo.deleteOtherSessions(tx, userId, currentTokenHash);
    const user = await repo.findUserById(tx, userId);
    if (user) await repo.clearFailuresWithPrefix(tx, pairPrefix(user.email));
    return true;
  });
  if (!ok) {
    throw new HttpProblem(400, authMessages.resetLinkInvalid, {
      token: [authMessages.resetLinkInvalid],
    });
  }
}
