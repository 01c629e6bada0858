import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailThrottleTexts } from '@kontor/core/mail-throttle-texts';
import { authMessages } from '@kontor/core/schemas/auth';
import { outbox } from '../../db/schema/mail.ts';
import { passwordResetTokens } from '../../db/schema/users.ts';
import { sha256 } from '../../lib/crypto.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { RECIPIENT_WINDOWS, SENDER_WINDOWS } from '../../lib/mail-throttle.ts';
import { forgetMailCounts } from '../../test/mail-counts.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://kontor.example.org/' } });
});
afterAll(() => t.close());

const post = (email: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { email },
    remoteAddress,
  });
/** A reset request as if the last one was long ago (the throttle is tested below). */
const request = async (email: string) => {
  await forgetMailCounts(t.db);
  return post(email);
};
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
  const [perMinute, perHour] = RECIPIENT_WINDOWS;
  /** Lets the minute window of every reset address end now (as if a minute had passed). */
  const aMinuteLater = () =>
    t.db.execute(sql`update login_throttle
      set window_start = now() - interval '61 seconds', locked_until = now() - interval '1 second'
      where key like 'mail:password-reset:to:%|60'`);

  it('answers an unknown address exactly like a known one: 202, then 429 with Retry-After', async () => {
    await forgetMailCounts(t.db);
    const user = await t.createUser();
    const unknown = `niemand-${user.id}@test.example`;
    const answers = async (email: string, ip: string) => {
      const first = await post(email, ip);
      const second = await post(email, ip);
      return {
        statuses: [first.statusCode, second.statusCode],
        retryAfter: Number(second.headers['retry-after']),
        type: second.headers['content-type'],
        detail: second.json().detail,
      };
    };
    const known = await answers(user.email, '198.51.100.1');
    const stranger = await answers(unknown, '198.51.100.2');
    expect(known.statuses).toEqual([202, 429]);
    expect(known.retryAfter).toBeGreaterThan(50);
    expect(known.retryAfter).toBeLessThanOrEqual(perMinute!.seconds);
    expect(known.type).toContain('application/problem+json');
    expect(known.detail).toBe(mailThrottleTexts.recipient(known.retryAfter));
    expect({ ...stranger, retryAfter: 0, detail: '' }).toEqual({
      ...known,
      retryAfter: 0,
      detail: '',
    });
    await t.drainJobs();
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(mails).toHaveLength(1);
  });

  it(`sends at most ${perHour!.limit} mails an hour to one address, from any network`, async () => {
    await forgetMailCounts(t.db);
    const user = await t.createUser();
    for (let i = 0; i < perHour!.limit; i++) {
      expect((await post(user.email, `203.0.113.${i + 1}`)).statusCode).toBe(202);
      await aMinuteLater();
    }
    const refused = await post(user.email, '203.0.113.99');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(perHour!.seconds - 120);
    await t.drainJobs();
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(mails).toHaveLength(perHour!.limit);
  });

  it('limits one network across addresses (no spraying reset mails)', async () => {
    await forgetMailCounts(t.db);
    const [perMinuteSender] = SENDER_WINDOWS;
    const ip = '192.0.2.50';
    for (let i = 0; i < perMinuteSender!.limit; i++) {
      expect((await post(`spray-${i}@test.example`, ip)).statusCode).toBe(202);
    }
    const refused = await post('spray-x@test.example', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe(
      mailThrottleTexts.sender(Number(refused.headers['retry-after'])),
    );
    // Another network may still ask for that address.
    expect((await post('spray-x@test.example', '192.0.2.51')).statusCode).toBe(202);
  });
});
