import type { FastifyInstance } from 'fastify';
import { authMessages } from '@kontor/core/schemas/auth';
import type { SessionInfo } from '@kontor/core/schemas/auth';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { listProjectSummaries } from '../../lib/project-summaries.ts';
import { enqueueMail } from '../../plugins/mail.ts';
import { SESSION_MS } from '../../plugins/session-cookie.ts';
import { resetMail } from './auth.messages.ts';
import * as repo from './auth.repository.ts';

/** Throttling: per e-mail 5 failures, per client address 20, within 15 minutes lock for 15. */
export const THROTTLE = {
  emailLimit: 5,
  ipLimit: 20,
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
} as const;

export const RESET_TOKEN_MS = 60 * 60 * 1000;
/** At most this many reset mails per e-mail address and hour (no mail bombing). */
export const RESET_MAILS_PER_HOUR = 5;

let dummyHash: Promise<string> | undefined;
/** Verifying against a dummy hash keeps unknown e-mails as slow as wrong passwords. */
function dummy(): Promise<string> {
  return (dummyHash ??= hashPassword('kontor-timing-equalizer'));
}

export async function sessionInfo(
  app: FastifyInstance,
  user: { id: string; email: string; name: string; isSuperuser: boolean },
): Promise<SessionInfo> {
  const projects = await listProjectSummaries(app.db, {
    userId: user.id,
    isSuperuser: user.isSuperuser,
  });
  return {
    user: { id: user.id, email: user.email, name: user.name, isSuperuser: user.isSuperuser },
    projects,
  };
}

export async function login(app: FastifyInstance, email: string, password: string, ip: string) {
  const keys = [`email:${email.toLowerCase()}`, `ip:${ip}`] as const;
  const lockedUntil = await repo.findLock(app.db, [...keys]);
  if (lockedUntil) {
    const retryAfter = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 1000));
    return { kind: 'locked' as const, retryAfter };
  }
  const user = await repo.findUserByEmail(app.db, email);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummy()), password);
  if (!user || !ok) {
    const { emailLimit, ipLimit, windowSeconds, lockSeconds } = THROTTLE;
    await repo.recordFailure(app.db, keys[0], emailLimit, windowSeconds, lockSeconds);
    await repo.recordFailure(app.db, keys[1], ipLimit, windowSeconds, lockSeconds);
    throw new HttpProblem(401, authMessages.wrongCredentials);
  }
  const token = randomToken();
  await app.db.transaction(async (tx) => {
    await repo.clearFailures(tx, keys[0]);
    await repo.createSession(tx, user.id, sha256(token), new Date(Date.now() + SESSION_MS));
    await repo.deleteStaleSecurityRows(tx);
  });
  return { kind: 'ok' as const, token, info: await sessionInfo(app, user) };
}

export async function requestPasswordReset(app: FastifyInstance, email: string) {
  const user = await repo.findUserByEmail(app.db, email);
  if (!user) return;
  // Same 202 either way; over the limit simply no further mail (counted like login failures).
  const key = `reset:${user.id}`;
  if (await repo.findLock(app.db, [key])) return;
  await repo.recordFailure(app.db, key, RESET_MAILS_PER_HOUR, 3600, 3600);
  const token = randomToken();
  await repo.insertResetToken(
    app.db,
    user.id,
    sha256(token),
    new Date(Date.now() + RESET_TOKEN_MS),
  );
  const link = `${app.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await enqueueMail(app.db, { to: user.email, ...resetMail(user.name, link) });
}

/** Sets the new password and ends every other session of that user, all in one transaction. */
export async function confirmPasswordReset(
  app: FastifyInstance,
  token: string,
  password: string,
  currentTokenHash: string | null,
) {
  const passwordHash = await hashPassword(password);
  const ok = await app.db.transaction(async (tx) => {
    const userId = await repo.consumeResetToken(tx, sha256(token));
    if (!userId) return false;
    await repo.setPasswordHash(tx, userId, passwordHash);
    await repo.deleteOtherSessions(tx, userId, currentTokenHash);
    const user = await repo.findUserById(tx, userId);
    if (user) await repo.clearFailures(tx, `email:${user.email.toLowerCase()}`);
    return true;
  });
  if (!ok) {
    throw new HttpProblem(400, authMessages.resetLinkInvalid, {
      token: [authMessages.resetLinkInvalid],
    });
  }
}
