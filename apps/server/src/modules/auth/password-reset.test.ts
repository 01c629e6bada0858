import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@kontor/core/schemas/auth';
import { outbox } from '../../db/schema/mail.ts';
import { passwordResetTokens } from '../../db/schema/users.ts';
import { sha256 } from '../../lib/crypto.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { RESET_MAILS_PER_HOUR } from './auth.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://kontor.example.org/' } });
});
afterAll(() => t.close());

const request = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
const confirm = (payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload,
    headers: cookie ? { cookie } : {},
  });
const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });

/** Requests a reset and returns the token from the mail in the outbox. */
async function resetToken(user: TestUser): Promise<string> {
  expect((await request(user.email.toUpperCase())).statusCode).toBe(202);
  await t.drainJobs();
  const [mail] = await t.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, user.email))
    .orderBy(desc(outbox.createdAt));
  const match = /https:\/\/kontor\.example\.org\/reset-password\?token=([\w%-]+)/.exec(mail!.text);
  expect(match).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

describe('password reset', () => {
  it('answers 202 alike for unknown e-mails and sends nothing', async () => {
    const before = await t.db.select().from(outbox);
    const res = await request('unbekannt@example.org');
    expect(res.statusCode).toBe(202);
    await t.drainJobs();
    expect(await t.db.select().from(outbox)).toHaveLength(before.length);
  });

  it('validates the e-mail', async () => {
    const res = await request('kein-mail');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: [authMessages.emailInvalid] });
  });

  it('sets the new password once, stores only a hash and ends the other sessions', async () => {
    const user = await t.createUser();
    const otherSession = await t.login(user);
    const currentSession = await t.login(user);
    const token = await resetToken(user);
    const stored = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored.map((r) => r.tokenHash)).toEqual([sha256(token)]);

    const res = await confirm(
      { token, password: 'neues-passwort', passwordRepeat: 'neues-passwort' },
      currentSession,
    );
    expect(res.statusCode).toBe(204);
    expect((await me(otherSession)).statusCode).toBe(401);
    expect((await me(currentSession)).statusCode).toBe(200);
    await expect(t.login(user)).rejects.toThrow(/401/);
    await t.login({ email: user.email, password: 'neues-passwort' });

    const again = await confirm({
      token,
      password: 'drittes-passwort',
      passwordRepeat: 'drittes-passwort',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(authMessages.resetLinkInvalid);
    expect(again.json().errors).toEqual({ token: [authMessages.resetLinkInvalid] });
  });

  it('refuses an expired token', async () => {
    const user = await t.createUser();
    const token = await resetToken(user);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResetTokens.tokenHash, sha256(token)));
    const res = await confirm({
      token,
      password: 'neues-passwort',
      passwordRepeat: 'neues-passwort',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.token).toEqual([authMessages.resetLinkInvalid]);
    await t.login(user);
  });

  it("answers the spec's messages for the new password", async () => {
    const cases: [object, Record<string, string[]>][] = [
      [
        { token: 'x', password: '', passwordRepeat: '' },
        {
          password: [authMessages.passwordRequired],
          passwordRepeat: [authMessages.passwordRepeatRequired],
        },
      ],
      [
        { token: 'x', password: 'kurz', passwordRepeat: 'kurz' },
        { password: [authMessages.passwordTooShort] },
      ],
      [
        { token: 'x', password: 'lang-genug-1', passwordRepeat: 'lang-genug-2' },
        { passwordRepeat: [authMessages.passwordMismatch] },
      ],
    ];
    for (const [payload, errors] of cases) {
      const res = await confirm(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
  });
});

describe('password reset limits', () => {
  it(`sends at most ${RESET_MAILS_PER_HOUR} mails per hour to one address, answering 202 alike`, async () => {
    const user = await t.createUser();
    for (let i = 0; i < RESET_MAILS_PER_HOUR + 2; i++)
      expect((await request(user.email)).statusCode).toBe(202);
    await t.drainJobs();
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(mails).toHaveLength(RESET_MAILS_PER_HOUR);
  });
});
