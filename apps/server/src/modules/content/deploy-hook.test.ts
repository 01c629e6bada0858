import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployMessages } from '@kontor/core/content/deploy-hook';
import { queryRows } from '../../db/sql.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { outgoingMessages } from '../../plugins/messages.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEPLOY_DEBOUNCE_MS, DEPLOY_JOB } from '../../lib/deploy-schedule.ts';

/**
 * A real HTTP receiver on 127.0.0.1 (which the app's OUTGOING_ALLOWED_HOSTS permits): answers
 * the queued statuses first, then 200, or redirects to `redirectTo`; records every call.
 */
let receiver: Server;
let hookUrl: string;
const calls: { body: unknown; at: number }[] = [];
const statuses: number[] = [];
let redirectTo: string | undefined;
/** A second receiver that internal addresses would reach: it must never be called. */
let inner: Server;
let innerPort: number;
let innerCalls = 0;

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
/** Lets 'Jetzt veröffentlichen' be used again at once (its throttle is tested below). */
const forgetPublish = (p = project) =>
  t.db.execute(sql`update deploy_hooks set published_at = null where project_id = ${p.id}`);
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
      if (redirectTo) res.writeHead(302, { location: redirectTo });
      else res.statusCode = statuses.shift() ?? 200;
      res.end('ok');
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/build`;
  inner = createServer((_req, res) => {
    innerCalls++;
    res.end('ok');
  });
  inner.listen(0, '127.0.0.1');
  await once(inner, 'listening');
  innerPort = (inner.address() as AddressInfo).port;
  t = await createTestApp({
    env: { OUTGOING_ALLOWED_HOSTS: '127.0.0.1' },
    jobs: { retryBaseMs: 20, retryMaxMs: 100, pollMs: 50 },
  });
  project = await t.createProject({ modules: ['/news'] });
  admin = (await t.member(project, 'admin')).cookie;
});
afterAll(async () => {
  await t.close();
  receiver.close();
  inner.close();
});

describe('deploy hook', () => {
  it('lets only administrators set the URL, and checks it', async () => {
    const office = (await t.member(project, 'office')).cookie;
    const denied = await as(office, 'PUT', hook(), { url: hookUrl });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().detail).toBe(deployMessages.adminOnly);
    // The guard answers before the body is checked.
    expect((await as(office, 'PUT', hook(), { url: ['kaputt'] })).statusCode).toBe(403);
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
    await forgetPublish();
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

describe('deploy hook: who may publish, and how often', () => {
  it('lets only members with a content module (and administrators) publish or read the log', async () => {
    const p = await t.createProject({ modules: ['/news', '/tasks'] });
    const pAdmin = (await t.member(p, 'admin')).cookie;
    await as(pAdmin, 'PUT', hook('', p), { url: hookUrl });
    const worker = (await t.member(p, 'worker')).cookie;
    for (const [method, path] of [
      ['POST', '/publish'],
      ['GET', '/deliveries'],
    ] as const) {
      const denied = await as(worker, method, hook(path, p));
      expect(denied.statusCode).toBe(403);
      expect(denied.json().detail).toBe(deployMessages.contentOnly);
    }
    expect(await openJobs()).toHaveLength(0);

    const editorRole = await t.createRole(p, { type: 'worker', modules: ['/news'] });
    const editor = (await t.member(p, { id: editorRole })).cookie;
    expect((await as(editor, 'GET', hook('/deliveries', p))).statusCode).toBe(200);
    expect((await as(editor, 'POST', hook('/publish', p))).statusCode).toBe(202);
    await t.drainJobs();
    await forgetPublish(p);
    const su = (await t.superuser()).cookie;
    expect((await as(su, 'POST', hook('/publish', p))).statusCode).toBe(202);
    await t.drainJobs();
  });

  it('throttles publishing to one call a minute, also for concurrent clicks (429)', async () => {
    const p = await t.createProject({ modules: ['/news'] });
    const pAdmin = (await t.member(p, 'admin')).cookie;
    await as(pAdmin, 'PUT', hook('', p), { url: hookUrl });
    const answers = await Promise.all([1, 2, 3].map(() => as(pAdmin, 'POST', hook('/publish', p))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 429, 429]);
    const throttled = answers.find((a) => a.statusCode === 429)!;
    expect(throttled.headers['content-type']).toContain('application/problem+json');
    expect(throttled.json().detail).toBe(deployMessages.tooSoon);
    expect(await openJobs()).toHaveLength(1);
    await t.drainJobs();
    // A minute later it may publish again.
    await t.db.execute(
      sql`update deploy_hooks set published_at = now() - interval '61 seconds' where project_id = ${p.id}`,
    );
    expect((await as(pAdmin, 'POST', hook('/publish', p))).statusCode).toBe(202);
    await t.drainJobs();
  });
});

describe('deploy hook: no internal addresses (SSRF)', () => {
  /** An app without OUTGOING_ALLOWED_HOSTS, as production runs by default. */
  let strict: TestApp;
  let sp: CreatedProject;
  let strictAdmin: string;
  const strictAs = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    strict.app.inject({
      method,
      url,
      headers: { cookie: strictAdmin },
      ...(payload ? { payload } : {}),
    });
  const strictHook = (rest = '') => `/api/projects/${sp.id}/deploy-hook${rest}`;

  beforeAll(async () => {
    strict = await createTestApp({ jobs: { retryBaseMs: 20, retryMaxMs: 100, pollMs: 50 } });
    sp = await strict.createProject({ modules: ['/news'] });
    strictAdmin = (await strict.member(sp, 'admin')).cookie;
  });
  afterAll(() => strict.close());

  it.each([
    ['http://127.0.0.1/build', '127.0.0.1'],
    ['http://10.0.0.7/build', '10.0.0.7'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://[::1]:8080/', '[::1]'],
    ['http://[fd00::]/', '[fd00::]'],
    ['http://[::ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
    ['http://0.0.0.0/', '0.0.0.0'],
    ['http://localhost/build', 'localhost'],
  ])('refuses to save %s beside the field', async (url, host) => {
    const res = await strictAs('PUT', strictHook(), { url });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ url: [outgoingMessages.internal(host)] });
    expect((await strictAs('GET', strictHook())).json()).toEqual({ url: null });
  });

  it.each([
    () => `http://127.0.0.1:${innerPort}/build`,
    () => `http://localhost:${innerPort}/build`,
    () => `http://[::ffff:7f00:1]:${innerPort}/build`,
  ])('refuses at call time a stored internal address (%#), logged and not retried', async (url) => {
    // Stored before the check existed (or by hand): the call checks again.
    await strict.db
      .execute(sql`insert into deploy_hooks (project_id, url) values (${sp.id}, ${url()})
      on conflict (project_id) do update set url = excluded.url, published_at = null`);
    expect((await strictAs('POST', strictHook('/publish'))).statusCode).toBe(202);
    await strict.drainJobs();
    expect(innerCalls).toBe(0);
    const [latest] = (await strictAs('GET', strictHook('/deliveries'))).json();
    expect(latest).toMatchObject({ status: null, attempt: 1 });
    expect(latest.error).toBe(outgoingMessages.internal(new URL(url()).hostname));
    const [job] = await queryRows<{ attempts: number; state: string }>(
      strict.db,
      sql`select attempts, state from jobs where kind = ${DEPLOY_JOB} order by created_at desc limit 1`,
    );
    expect(job).toEqual({ attempts: 1, state: 'done' });
  });

  it('refuses a redirect from an allowed host to an internal one', async () => {
    await as(admin, 'PUT', hook(), { url: hookUrl });
    await forgetPublish();
    redirectTo = `http://localhost:${innerPort}/metadata`;
    try {
      const before = calls.length;
      expect((await as(admin, 'POST', hook('/publish'))).statusCode).toBe(202);
      await t.drainJobs();
      expect(calls.length - before).toBe(1);
      expect(innerCalls).toBe(0);
      const [latest] = (await as(admin, 'GET', hook('/deliveries'))).json();
      expect(latest).toMatchObject({ status: null, error: outgoingMessages.internal('localhost') });
    } finally {
      redirectTo = undefined;
    }
  });
});
