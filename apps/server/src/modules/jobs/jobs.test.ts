import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobMessages } from '@kontor/core/schemas/jobs';
import { jobs } from '../../db/schema/jobs.ts';
import { outbox } from '../../db/schema/mail.ts';
import { enqueueMail } from '../../plugins/mail.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.superuser()).cookie;
});
afterAll(() => t.close());

const retry = (id: string, cookie = admin) =>
  t.app.inject({ method: 'POST', url: `/api/jobs/${id}/retry`, headers: { cookie } });

/** A mail job that used up its attempts (e.g. while the SMTP server was down). */
async function failedMail(to: string) {
  const id = await t.db.transaction(async (tx) => {
    const jobId = await enqueueMail(tx, { to, subject: 'Hallo', text: 'Text' });
    await tx
      .update(jobs)
      .set({ state: 'failed', attempts: 5, lastError: 'Verbindung abgelehnt' })
      .where(eq(jobs.id, jobId));
    return jobId;
  });
  return id;
}

describe('jobs', () => {
  it('lists failed jobs with label and last error, and runs one again on request', async () => {
    // The worker would send the mail at once; here the job is failed before it commits.
    const id = await failedMail('wieder@test.example');
    const listed = await t.app.inject({ url: '/api/jobs', headers: { cookie: admin } });
    expect(listed.json()).toContainEqual(
      expect.objectContaining({
        id,
        state: 'failed',
        attempts: 5,
        label: 'E-Mail an wieder@test.example: Hallo',
        lastError: 'Verbindung abgelehnt',
      }),
    );

    const res = await retry(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, state: 'pending', attempts: 0 });
    await t.drainJobs();
    expect(
      await t.db.select().from(outbox).where(eq(outbox.to, 'wieder@test.example')),
    ).toHaveLength(1);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('answers 409 for a job that has not failed and 404 for an unknown one', async () => {
    const id = await failedMail('zweimal@test.example');
    expect((await retry(id)).statusCode).toBe(200);
    await t.drainJobs();
    const again = await retry(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(jobMessages.notFailed);
    const unknown = await retry('ZZZZZZZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(jobMessages.notFound);
    // A malformed id in the path names no record either (plugins/errors.ts).
    expect((await retry('kurz')).statusCode).toBe(404);
  });

  it('is for superusers only', async () => {
    const id = await failedMail('geheim@test.example');
    const user = await t.createUser();
    expect((await retry(id, await t.login(user))).statusCode).toBe(403);
  });
});
