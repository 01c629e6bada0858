import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployMessages } from '@kontor/core/content/deploy-hook';
import { queryRows } from '../../db/sql.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEPLOY_DEBOUNCE_MS, DEPLOY_JOB } from './deploy-hook.service.ts';

/** A real HTTP receiver: answers the queued statuses first, then 200; records every call. */
let receiver: Server;
let hookUrl: string;
const calls: { body: unknown; at: number }[] = [];
const statuses: number[] = [];

let t: TestApp;
let project: CreatedProject;
let admin: string;

const hook = (rest = '', p = project) => `/api/projects/${p.id}/deploy-hook${rest}`;
const as = (
  cookie: string,
  method: 'GET' | 'PUT' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const openJobs = () =>
  queryRows<{ run_at: Date; state: string }>(
    t.db,
    sql`select run_at, state from jobs where kind = ${DEPLOY_JOB} and state in ('pending', 'running')`,
  );
/** Makes the debounced call due now, then waits for the queue (retries included). */
async function runDueNow() {
  await t.db.execute(
    sql`update jobs set run_at = now() where kind = ${DEPLOY_JOB} and state = 'pending'`,
  );
  await t.drainJobs();
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      calls.push({ body: JSON.parse(body), at: Date.now() });
      res.statusCode = statuses.shift() ?? 200;
      res.end('ok');
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/build`;
  t = await createTestApp({ jobs: { retryBaseMs: 20, retryMaxMs: 100, pollMs: 50 } });
  project = await t.createProject({ modules: ['/news'] });
  admin = (await t.member(project, 'admin')).cookie;
});
afterAll(async () => {
  await t.close();
  receiver.close();
});

describe('deploy hook', () => {
  it('lets only administrators set the URL, and checks it', async () => {
    const office = (await t.member(project, 'office')).cookie;
    const denied = await as(office, 'PUT', hook(), { url: hookUrl });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().detail).toBe(deployMessages.adminOnly);
    const bad = await as(admin, 'PUT', hook(), { url: 'ftp://example.org' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.url).toEqual([deployMessages.url]);
    expect((await as(admin, 'PUT', hook(), { url: hookUrl })).json()).toEqual({ url: hookUrl });
    expect((await as(admin, 'GET', hook())).json()).toEqual({ url: hookUrl });
  });

  it('turns several edits within a minute into one call, and logs it', async () => {
    const news = {
      title: 'Neuer Vorstand',
      text: `<p>${'Der Verein hat gewählt. '.repeat(2)}</p>`,
      date: '2026-01-01T00:00:00.000Z',
    };
    const created = await as(admin, 'POST', `/api/projects/${project.id}/news`, news);
    expect(created.statusCode).toBe(201);
    await as(admin, 'PATCH', `/api/projects/${project.id}/news/${created.json().id}`, {
      version: 0,
      title: 'Neuer Vorstand 2026',
    });
    await as(admin, 'PATCH', `/api/projects/${project.id}/news/${created.json().id}`, {
      version: 1,
      title: 'Vorstand gewählt',
    });

    const jobs = await openJobs();
    expect(jobs).toHaveLength(1);
    const delay = new Date(jobs[0]!.run_at).getTime() - Date.now();
    expect(delay).toBeGreaterThan(DEPLOY_DEBOUNCE_MS - 10_000);
    expect(delay).toBeLessThanOrEqual(DEPLOY_DEBOUNCE_MS);

    await runDueNow();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ projectId: project.id, source: 'kontor' });
    const log = (await as(admin, 'GET', hook('/deliveries'))).json();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ status: 200, error: null, attempt: 1 });
    expect(log[0].durationMs).toBeGreaterThanOrEqual(0);
    expect(Date.parse(log[0].startedAt)).toBeGreaterThan(Date.now() - 60_000);

    // Concurrent edits queue one call too (the hook row's lock serialises them).
    await Promise.all(
      [1, 2, 3, 4].map((n) =>
        as(admin, 'POST', `/api/projects/${project.id}/news`, {
          ...news,
          title: `Gleichzeitig ${n}`,
        }),
      ),
    );
    expect(await openJobs()).toHaveLength(1);
    await runDueNow();
    expect(calls).toHaveLength(2);

    // The next edit after the call queues the next one.
    await as(admin, 'PATCH', `/api/projects/${project.id}/news/${created.json().id}`, {
      version: 2,
      title: 'Wieder geändert',
    });
    expect(await openJobs()).toHaveLength(1);
    await runDueNow();
    expect(calls).toHaveLength(3);
  });

  it("'Jetzt veröffentlichen' calls at once and retries a failing hook with backoff", async () => {
    statuses.push(500, 503);
    const before = calls.length;
    const res = await as(admin, 'POST', hook('/publish'));
    expect(res.statusCode).toBe(202);
    await t.drainJobs();
    expect(calls.length - before).toBe(3);
    // One job, retried by the queue (its backoff is the worker's, tested in jobs/).
    const [job] = await queryRows<{ attempts: number; state: string }>(
      t.db,
      sql`select attempts, state from jobs where kind = ${DEPLOY_JOB} order by created_at desc limit 1`,
    );
    expect(job).toEqual({ attempts: 3, state: 'done' });
    const log = (await as(admin, 'GET', hook('/deliveries'))).json();
    expect(
      log.slice(0, 3).map((d: { status: number; attempt: number }) => [d.status, d.attempt]),
    ).toEqual([
      [200, 3],
      [503, 2],
      [500, 1],
    ]);
    expect(log[1].error).toBe('HTTP 503');
  });

  it('logs an unreachable hook without a status', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`;
    closed.close();
    await as(admin, 'PUT', hook(), { url: deadUrl });
    await as(admin, 'POST', hook('/publish'));
    await t.drainJobs();
    const [latest] = (await as(admin, 'GET', hook('/deliveries'))).json();
    expect(latest.status).toBeNull();
    expect(latest.error).toBeTruthy();
  });

  it('refuses to publish without a URL', async () => {
    const other = await t.createProject({ modules: ['/news'] });
    const cookie = (await t.member(other, 'admin')).cookie;
    const res = await as(cookie, 'POST', hook('/publish', other));
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(deployMessages.noUrl);
  });
});
