import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMessages, type ImportRun } from '@kontor/core/schemas/imports';
import { outbox } from '../../db/schema/mail.ts';
import { users } from '../../db/schema/users.ts';
import { hashPassword } from '../../lib/password.ts';
import { forgetMailCounts } from '../../test/mail-counts.ts';
import {
  holdUsersAfter,
  importTestApp,
  JOINED_EMAIL,
  USERS,
  userEmail,
  userId,
  type ImportTestApp,
} from './imports-test-setup.ts';

let t: ImportTestApp;
let run: ImportRun;
let joinedHash: string;

const post = (url: string, payload?: unknown, cookie = t.admin) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });
const invite = (id = run.id, cookie = t.admin) =>
  post(`/api/imports/${id}/invitations`, undefined, cookie);
const shown = async (id = run.id) =>
  (
    await t.app.inject({ url: `/api/imports/${id}`, headers: { cookie: t.admin } })
  ).json<ImportRun>();
const mailsTo = (pattern: string) => t.db.select().from(outbox).where(like(outbox.to, pattern));

beforeAll(async () => {
  t = await importTestApp();
  // An account that existed before the import, with its own password: joined, never mailed.
  await t.createUser({ email: JOINED_EMAIL, name: 'Frau Bestand' });
  joinedHash = (await t.db.select().from(users).where(eq(users.email, JOINED_EMAIL)))[0]!
    .passwordHash;
  const res = await post('/api/imports', { ...t.source });
  run = res.json<ImportRun>();
  await t.drainJobs();
});
afterAll(() => t.close());

describe('Einladungen senden', () => {
  it('mails each imported account that never set a password, and no joined one', async () => {
    // One imported person set a password meanwhile (through 'Passwort vergessen').
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword('schon-gesetzt-1') })
      .where(eq(users.email, userEmail(1)));
    expect((await shown()).invitable).toBe(USERS - 1);

    const res = await invite();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: USERS - 1, throttled: 0 });
    await t.drainJobs();
    const mails = await mailsTo('%@sonne.example');
    expect(mails.map((m) => m.to).sort()).toEqual(
      Array.from({ length: USERS - 1 }, (_, i) => userEmail(i + 2)).sort(),
    );
    expect(await mailsTo(JOINED_EMAIL)).toEqual([]);
    const joined = (await t.db.select().from(users).where(eq(users.email, JOINED_EMAIL)))[0]!;
    expect(joined.passwordHash).toBe(joinedHash);

    // The link sets the account's first password; then the account is no longer invited.
    const mail = mails.find((m) => m.to === userEmail(2))!;
    expect(mail.subject).toBe('Kontor: Ihr Zugang zu Kontor');
    expect(mail.text).toContain('„Hausverwaltung Sonne“');
    const token = decodeURIComponent(/reset-password\?token=([^\s]+)/.exec(mail.text)![1]!);
    const confirmed = await post('/api/auth/password-reset/confirm', {
      token,
      password: 'mein-neues-1',
      passwordRepeat: 'mein-neues-1',
    });
    expect(confirmed.statusCode).toBeLessThan(300);
    const login = await post('/api/auth/login', { email: userEmail(2), password: 'mein-neues-1' });
    expect(login.statusCode).toBe(200);
    expect((await shown()).invitable).toBe(USERS - 2);
  });

  it('is throttled per address: sent again at once, nothing goes out', async () => {
    const before = (await mailsTo('%@sonne.example')).length;
    const res = await invite();
    expect(res.json()).toEqual({ sent: 0, throttled: USERS - 2 });
    await t.drainJobs();
    expect(await mailsTo('%@sonne.example')).toHaveLength(before);
    // Once the window is over they go out again.
    await forgetMailCounts(t.db);
    expect((await invite()).json()).toEqual({ sent: USERS - 2, throttled: 0 });
  });

  it('is for superusers, and not for a dry run or a running import', async () => {
    const project = await t.createProject();
    const projectAdmin = await t.member(project, 'admin');
    expect((await invite(run.id, projectAdmin.cookie)).statusCode).toBe(403);

    const dry = (await post('/api/imports', { ...t.source, dryRun: true })).json<ImportRun>();
    await t.drainJobs();
    expect((await shown(dry.id)).invitable).toBeNull();
    const refused = await invite(dry.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(importMessages.noProjectForInvitations);

    const gate = holdUsersAfter(t.parse, userId(5));
    const running = (await post('/api/imports', { ...t.source })).json<ImportRun>();
    await gate.reached;
    const busy = await invite(running.id);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().detail).toBe(importMessages.stillRunning);
    gate.open();
    await t.drainJobs();
    expect((await invite('ZZZZZZZZZZ')).statusCode).toBe(404);
  });
});
