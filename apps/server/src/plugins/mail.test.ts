import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../db/database.ts';
import { jobs } from '../db/schema/jobs.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { MAIL_ATTEMPTS } from './mail.ts';

const LEASE_MS = 400;
let database: Database;
let t: TestApp | undefined;
const servers: { close(done: () => void): void }[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  await t?.close();
  t = undefined;
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((r) => s.close(() => r()))));
  await database.db.delete(jobs);
});
afterAll(() => database.close());

function listen(server: Server | SMTPServer): Promise<string> {
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = (server as Server).address?.() ?? (server as SMTPServer).server.address();
      resolve(`smtp://127.0.0.1:${(address as AddressInfo).port}`);
    }),
  );
}

/** App with SMTP_URL pointing at `smtpUrl`, fast retries; resets a user's password. */
async function requestReset(smtpUrl: string, leaseMs = LEASE_MS) {
  t = await createTestApp({
    database,
    env: { SMTP_URL: smtpUrl },
    jobs: { leaseMs, retryBaseMs: 10, retryMaxMs: 100 },
  });
  const user = await t.createUser();
  const started = Date.now();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { email: user.email },
  });
  return { res, elapsed: Date.now() - started, user };
}

const listJobs = async (query = '') => {
  const admin = await t!.superuser();
  return t!.app.inject({ url: `/api/jobs${query}`, headers: { cookie: admin.cookie } });
};

describe('mail through the job queue', () => {
  it('delivers the password-reset mail over SMTP', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    // A lease that a loaded machine cannot outrun: this test counts exactly one attempt.
    const { res, user } = await requestReset(await listen(smtp), 10_000);
    expect(res.statusCode).toBe(202);
    await t!.drainJobs();
    expect(received).toHaveLength(1);
    expect(received[0]).toContain(`To: ${user.email}`);
    expect(received[0]).toContain('http://localhost:3000/reset-password?=');
    expect((await listJobs('?state=done')).json()).toMatchObject([
      { kind: 'mail', state: 'done', attempts: 1, label: expect.stringContaining(user.email) },
    ]);
  });

  it('answers at once while the SMTP server hangs, retries and then marks the mail failed', async () => {
    const connections: Socket[] = [];
    // Accepts connections and never greets: an SMTP server that hangs.
    const hanging = createServer((socket) => connections.push(socket));
    const { res, elapsed } = await requestReset(await listen(hanging));
    expect(res.statusCode).toBe(202);
    expect(elapsed).toBeLessThan(LEASE_MS);
    await t!.drainJobs();
    // On a loaded machine the last connection may be accepted after its attempt gave up.
    await expect.poll(() => connections.length).toBe(MAIL_ATTEMPTS);
    connections.forEach((socket) => socket.destroy());
    const failed = await listJobs('?state=failed');
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject([
      {
        kind: 'mail',
        state: 'failed',
        attempts: MAIL_ATTEMPTS,
        lastError: `Zeitüberschreitung nach ${LEASE_MS} ms`,
      },
    ]);
    expect(failed.body).not.toContain('token');
  });

  it('keeps the SMTP error of a refusing server as the last error', async () => {
    let attempts = 0;
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onMailFrom(_address, _session, callback) {
        attempts++;
        callback(Object.assign(new Error('Mailbox voll'), { responseCode: 452 }));
      },
    });
    const { res } = await requestReset(await listen(refusing));
    expect(res.statusCode).toBe(202);
    await t!.drainJobs();
    expect(attempts).toBe(MAIL_ATTEMPTS);
    const [job] = (await listJobs('?state=failed')).json();
    expect(job.lastError).toContain('Mailbox voll');
  });

  it('shows the jobs list to superusers only and checks the state filter', async () => {
    t = await createTestApp({ database });
    const user = await t.createUser();
    const cookie = await t.login(user);
    expect((await t.app.inject({ url: '/api/jobs', headers: { cookie } })).statusCode).toBe(403);
    const bad = await listJobs('?state=kaputt');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.state).toBeDefined();
  });
});
