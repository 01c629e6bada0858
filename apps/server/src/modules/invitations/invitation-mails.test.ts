import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailThrottleTexts } from '@kontor/core/mail-throttle-texts';
import { RECIPIENT_WINDOWS, SENDER_WINDOWS } from '../../lib/mail-throttle.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { forgetMailCounts } from '../../test/mail-counts.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The mail throttle on invitations (docs/security.md, Mails), read from the real mails.
let t: TestApp;
let inbox: SmtpInbox;
let project: CreatedProject;
let admin: string;
let n = 0;
const [perMinute, perHour] = RECIPIENT_WINDOWS;
const [senderPerMinute] = SENDER_WINDOWS;

const base = () => `/api/projects/${project.id}/invitations`;
const address = () => `gedrosselt${++n}@test.example`;
const mailsTo = (email: string) =>
  inbox.mails.filter((m) => JSON.stringify(m.to).includes(email)).length;

const post = (url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload && { payload }) });
const create = (email: string, cookie = admin) =>
  post(base(), { name: `Person ${++n}`, email, roleId: project.roleIds.worker }, cookie);

/** Lets the minute windows end now, as if a minute had passed (the hour windows stay). */
const aMinuteLater = () =>
  t.db.execute(sql`update login_throttle
    set window_start = now() - interval '61 seconds', locked_until = now() - interval '1 second'
    where key like 'mail:invitation:%|60'`);

function expectThrottled(
  res: Awaited<ReturnType<typeof post>>,
  by: 'recipient' | 'sender',
  atLeast: number,
) {
  expect(res.statusCode).toBe(429);
  expect(res.headers['content-type']).toContain('application/problem+json');
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(atLeast);
  expect(res.json().detail).toBe(mailThrottleTexts[by](retryAfter));
}

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ env: { SMTP_URL: inbox.url } });
  project = await t.createProject({ name: 'Drosselgarten' });
  admin = (await t.member(project, 'admin')).cookie;
});
beforeEach(() => forgetMailCounts(t.db));
afterAll(async () => {
  await t.close();
  await inbox.close();
});

describe('invitation mails are throttled per address and per sender', () => {
  it('five resends at once right after the invitation: no further mail, all 429', async () => {
    const email = address();
    const created = await create(email);
    expect(created.statusCode).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(`${base()}/${created.json().id}/resend`)),
    );
    for (const res of answers) expectThrottled(res, 'recipient', perMinute!.seconds - 5);
    await t.drainJobs();
    expect(mailsTo(email)).toBe(1);
  });

  it('five resends at once a minute later: exactly one goes out', async () => {
    const email = address();
    const created = await create(email);
    await aMinuteLater();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(`${base()}/${created.json().id}/resend`)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    for (const res of answers.filter((r) => r.statusCode === 429)) {
      expectThrottled(res, 'recipient', perMinute!.seconds - 5);
    }
    await t.drainJobs();
    expect(mailsTo(email)).toBe(2);
  });

  it('creating and deleting the same invitation again and again does not mail each time', async () => {
    const email = address();
    const first = await create(email);
    expect(first.statusCode).toBe(201);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${base()}/${first.json().id}`,
      headers: { cookie: admin },
    });
    expect(del.statusCode).toBe(204);
    const again = await create(email);
    expectThrottled(again, 'recipient', perMinute!.seconds - 5);
    // Refused as a whole: no invitation was left behind.
    const list = await t.app.inject({ url: base(), headers: { cookie: admin } });
    expect(list.json().filter((i: { email: string }) => i.email === email)).toEqual([]);
    // Within the hour: create and delete, each a minute apart, until the hour's limit.
    for (let i = 1; i < perHour!.limit; i++) {
      await aMinuteLater();
      const res = await create(email);
      expect(res.statusCode, `invitation ${i + 1}`).toBe(201);
      await t.app.inject({
        method: 'DELETE',
        url: `${base()}/${res.json().id}`,
        headers: { cookie: admin },
      });
    }
    await aMinuteLater();
    expectThrottled(await create(email), 'recipient', perHour!.seconds - 300);
    await t.drainJobs();
    expect(mailsTo(email)).toBe(perHour!.limit);
  });

  it('one administrator invites a few people in a row, not a crowd', async () => {
    const other = await t.member(project, 'admin');
    for (let i = 0; i < senderPerMinute!.limit; i++) {
      expect((await create(address(), other.cookie)).statusCode).toBe(201);
    }
    const email = address();
    expectThrottled(await create(email, other.cookie), 'sender', 1);
    // The address itself is free: another administrator may invite it.
    expect((await create(email)).statusCode).toBe(201);
  });
});
