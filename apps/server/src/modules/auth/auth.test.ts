import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@kontor/core/schemas/auth';
import { loginThrottle, sessions } from '../../db/schema/users.ts';
import { sha256 } from '../../lib/crypto.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { THROTTLE, throttleKeys } from './auth.service.ts';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await t.createUser({ email: 'Erika.Muster@Example.org', name: 'Erika Muster' });
});
afterAll(() => t.close());

function login(email: string, password: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });
}
const me = (cookie?: string) =>
  t.app.inject({ url: '/api/auth/me', headers: cookie ? { cookie } : {} });

describe('login', () => {
  it('logs in case-insensitively and sets a hardened 90-day cookie', async () => {
    const res = await login('  erika.muster@example.ORG ', user.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({
      id: user.id,
      email: user.email,
      name: 'Erika Muster',
      isSuperuser: false,
    });
    expect(res.json().projects).toEqual([]);
    const cookie = res.cookies.find((c) => c.name === 'kontor_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.secure).toBeFalsy();
    expect(cookie.path).toBe('/');
    expect(cookie.maxAge).toBe(90 * 24 * 60 * 60);
    // Only the hash of the token is stored.
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.tokenHash)).toContain(sha256(cookie.value));
    expect(rows.map((r) => r.tokenHash)).not.toContain(cookie.value);
    const who = await me(`kontor_session=${cookie.value}`);
    expect(who.statusCode).toBe(200);
    expect(who.json().user.id).toBe(user.id);
  });

  it('answers 401 with the spec text for a wrong password or an unknown e-mail', async () => {
    for (const res of [
      await login(user.email, 'falsch-falsch'),
      await login('niemand@example.org', 'x'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail).toBe(authMessages.wrongCredentials);
      expect(res.cookies).toEqual([]);
    }
  });

  it('validates the body with German per-field messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'kaputt' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      email: [authMessages.emailInvalid],
      password: [authMessages.passwordRequired],
    });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: '', password: '' },
    });
    expect(empty.json().errors).toEqual({
      email: [authMessages.emailRequired],
      password: [authMessages.passwordRequired],
    });
    const junk = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().detail).toMatch(/JSON/);
  });

  it('marks the cookie Secure behind an https proxy when TRUST_PROXY is set, or with an https PUBLIC_URL', async () => {
    const proxied = await createTestApp({ database: t.database, env: { TRUST_PROXY: '1' } });
    const res = await proxied.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: user.email, password: user.password },
    });
    expect(res.cookies[0]!.secure).toBe(true);
    await proxied.close();
    const https = await createTestApp({
      database: t.database,
      env: { PUBLIC_URL: 'https://kontor.example' },
    });
    const res2 = await https.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(res2.cookies[0]!.secure).toBe(true);
    await https.close();
  });
});

describe('sessions', () => {
  it('answers 401 without a cookie, with a forged cookie and with an expired session', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me()).json().detail).toBe(authMessages.notLoggedIn);
    expect((await me('kontor_session=not-a-real-token')).statusCode).toBe(401);
    const cookie = await t.login(user);
    expect((await me(cookie)).statusCode).toBe(200);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, sha256(cookie.split('=')[1]!)));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('logout deletes the session and clears the cookie', async () => {
    const cookie = await t.login(user);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.find((c) => c.name === 'kontor_session')!;
    expect(cleared.value).toBe('');
    expect((await me(cookie)).statusCode).toBe(401);
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(cookie.split('=')[1]!)));
    expect(rows).toEqual([]);
  });
});

describe('login throttling', () => {
  const { pair, address } = THROTTLE;
  const retryAfter = (res: { headers: Record<string, unknown> }) =>
    Number(res.headers['retry-after']);
  /** Lets the current lock of an account/address pair run out, as waiting would. */
  const expireLock = (email: string, ip: string) =>
    t.db
      .update(loginThrottle)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(loginThrottle.key, throttleKeys(email, ip).pair));

  it(`locks an account from one address after ${pair.lockAfter} failures with 429, kept in the database`, async () => {
    const victim = await t.createUser();
    for (let i = 0; i < pair.lockAfter; i++) {
      expect((await login(victim.email, 'falsch', '10.0.0.1')).statusCode).toBe(401);
    }
    const locked = await login(victim.email, victim.password, '10.0.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toBe(authMessages.tooManyAttempts);
    expect(retryAfter(locked)).toBeGreaterThan(pair.firstLockSeconds - 3);
    expect(retryAfter(locked)).toBeLessThanOrEqual(pair.firstLockSeconds);
    // A second server instance on the same database sees the same lock (stateless instances).
    const other = await createTestApp({ database: t.database });
    const res = await other.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: victim.email, password: victim.password },
      remoteAddress: '10.0.0.1',
    });
    expect(res.statusCode).toBe(429);
    await other.close();
  });

  it('lets a stranger who knows the e-mail lock out only themselves', async () => {
    const victim = await t.createUser();
    for (let i = 0; i < pair.lockAfter + 3; i++) {
      await login(victim.email, 'falsch', '203.0.113.66');
      await expireLock(victim.email, '203.0.113.66');
    }
    expect((await login(victim.email, 'falsch', '203.0.113.66')).statusCode).toBe(401);
    expect((await login(victim.email, victim.password, '203.0.113.66')).statusCode).toBe(429);
    expect((await login(victim.email, victim.password, '198.51.100.7')).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 as one address, so rotating through it does not help', async () => {
    const victim = await t.createUser();
    for (let i = 1; i <= pair.lockAfter; i++) {
      expect((await login(victim.email, 'falsch', `2001:db8:1:2::${i}`)).statusCode).toBe(401);
    }
    expect((await login(victim.email, victim.password, '2001:db8:1:2::99')).statusCode).toBe(429);
    expect((await login(victim.email, victim.password, '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('doubles the wait with every further failure, up to the cap', async () => {
    const someone = await t.createUser();
    const ip = '10.2.0.1';
    for (let i = 0; i < pair.lockAfter; i++) await login(someone.email, 'falsch', ip);
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      waits.push(retryAfter(await login(someone.email, 'falsch', ip)));
      await expireLock(someone.email, ip);
      expect((await login(someone.email, 'falsch', ip)).statusCode).toBe(401);
    }
    // Each lock ends after 30 s, 60 s, 120 s … (the 429 itself is not counted).
    const first = pair.firstLockSeconds;
    waits.forEach((wait, i) => {
      expect(wait).toBeGreaterThan(first * 2 ** i - 3);
      expect(wait).toBeLessThanOrEqual(first * 2 ** i);
    });
    await t.db
      .update(loginThrottle)
      .set({ failures: 40 })
      .where(eq(loginThrottle.key, throttleKeys(someone.email, ip).pair));
    await expireLock(someone.email, ip);
    await login(someone.email, 'falsch', ip);
    expect(retryAfter(await login(someone.email, 'falsch', ip))).toBe(pair.maxLockSeconds);
  });

  it("does not lock an office's shared address for one person's typos", async () => {
    const office = '192.0.2.10';
    const typist = await t.createUser();
    const colleagues = await Promise.all([t.createUser(), t.createUser(), t.createUser()]);
    for (let i = 0; i < pair.lockAfter; i++) await login(typist.email, 'falsch', office);
    expect((await login(typist.email, typist.password, office)).statusCode).toBe(429);
    for (const colleague of colleagues) {
      expect((await login(colleague.email, 'falsch', office)).statusCode).toBe(401);
      expect((await login(colleague.email, colleague.password, office)).statusCode).toBe(200);
    }
  });

  it(`locks an address after ${address.lockAfter} failures across accounts (password spraying)`, async () => {
    const sprayer = '10.9.9.9';
    // The failures of the last hour from this address, short of the limit.
    await t.db.insert(loginThrottle).values({
      key: throttleKeys(user.email, sprayer).address,
      failures: address.lockAfter - 2,
    });
    expect((await login('probe-a@example.org', 'falsch', sprayer)).statusCode).toBe(401);
    expect((await login('probe-b@example.org', 'falsch', sprayer)).statusCode).toBe(401);
    const locked = await login(user.email, user.password, sprayer);
    expect(locked.statusCode).toBe(429);
    expect(retryAfter(locked)).toBeGreaterThan(address.firstLockSeconds - 3);
    expect((await login(user.email, user.password, '10.9.9.8')).statusCode).toBe(200);
  });

  it('forgets the failures of the pair after a successful login', async () => {
    const someone = await t.createUser();
    for (let i = 0; i < pair.lockAfter - 1; i++) await login(someone.email, 'falsch', '10.1.0.1');
    expect((await login(someone.email, someone.password, '10.1.0.1')).statusCode).toBe(200);
    for (let i = 0; i < pair.lockAfter - 1; i++)
      expect((await login(someone.email, 'falsch', '10.1.0.1')).statusCode).toBe(401);
    expect((await login(someone.email, someone.password, '10.1.0.1')).statusCode).toBe(200);
  });
});

describe('housekeeping', () => {
  it('a successful login removes day-old throttle rows but keeps fresh ones', async () => {
    await t.db.insert(loginThrottle).values([
      { key: 'ip:old', failures: 3, windowStart: sql`now() - interval '2 days'` },
      { key: 'ip:fresh', failures: 3 },
    ]);
    await t.login(user);
    const keys = (await t.db.select().from(loginThrottle)).map((r) => r.key);
    expect(keys).toContain('ip:fresh');
    expect(keys).not.toContain('ip:old');
  });
});
