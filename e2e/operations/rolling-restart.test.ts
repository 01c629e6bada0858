import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, createApiClient, unwrap, type ApiClient } from '@kontor/api-client';
import { startNextUpstreamProxy, type NextUpstreamProxy } from '../support/next-upstream-proxy.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createDatabase,
  freePort,
  repoRoot,
  waitForHealth,
} from '../support/server.ts';

/**
 * Rolling restart (issues 24 and 34, docs/operations.md 'Rolling restarts'): two instances of
 * the production bundle on one PostgreSQL behind an nginx-like proxy WITHOUT health checks (a
 * connection per request; the next instance when the connect is refused, or for an idempotent
 * method also when the connection is reset before the answer, as nginx does; a 503 or a reset POST
 * fails the request), under continuous logins, list reads and writes; each instance is
 * restarted twice with SIGTERM. Not one request may fail and every acknowledged write must be
 * stored, and readable, exactly once.
 */

const adminUrl = process.env.E2E_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const bundle = path.join(repoRoot, 'apps/server/dist/main.js');

interface Instance {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Spawn to healthy, ms. */
  startMs: number;
}

const workDir = mkdtempSync(path.join(tmpdir(), 'kontor-rolling-'));
let database: Awaited<ReturnType<typeof createDatabase>>;
let proxy: NextUpstreamProxy;
const ports: number[] = [];
const instances: Instance[] = [];
let starts = 0;

/** Polls the instance's own health check until it answers 200 (finer than waitForHealth). */
async function healthy(port: number, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`http://127.0.0.1:${port}${apiPath('/api/health')}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  // Reports the log of a start that failed.
  await waitForHealth(`http://127.0.0.1:${port}`, child, logFile, 1);
  throw new Error(`no health: ${readFileSync(logFile, 'utf8').slice(-2000)}`);
}

/** `node apps/server/dist/main.js` on `port`, logging to a file of its own. */
async function startInstance(port: number): Promise<Instance> {
  const logFile = path.join(workDir, `instance-${port}-${++starts}.log`);
  const log = createWriteStream(logFile);
  const began = performance.now();
  const child = spawn(process.execPath, [bundle], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: workDir,
      DATABASE_URL: database.url,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_DEMO: '0',
      PUBLIC_URL: proxy.url,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  await healthy(port, child, logFile);
  return { child, exited, startMs: performance.now() - began };
}

beforeAll(async () => {
  // The bundle of the sources as they are (about 2 s), so the test never runs a stale one.
  const build = spawnSync('npm', ['run', 'build', '-w', '@kontor/server'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`server bundle failed:\n${build.stdout}${build.stderr}`);
  try {
    database = await createDatabase(adminUrl);
  } catch (error) {
    throw new Error(
      `The rolling-restart test needs PostgreSQL (E2E_DATABASE_URL or ${adminUrl}): ${String(error)}`,
    );
  }
  ports.push(await freePort(), await freePort());
  proxy = await startNextUpstreamProxy(ports);
  // One after the other: the first applies the migrations and creates the admin.
  for (const port of ports) instances.push(await startInstance(port));
}, 180_000);

afterAll(async () => {
  for (const instance of instances) {
    if (instance.child.exitCode === null) {
      instance.child.kill('SIGTERM');
      await instance.exited;
    }
  }
  await proxy?.close();
  await database?.drop();
  if (!process.env.E2E_KEEP_DATA) rmSync(workDir, { recursive: true, force: true });
}, 60_000);

async function login(): Promise<ApiClient> {
  const answer = createApiClient({ baseUrl: proxy.url }).POST('/api/auth/login', {
    body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  await unwrap(answer);
  const cookie = ((await answer).response.headers.get('set-cookie') ?? '').split(';')[0]!;
  return createApiClient({ baseUrl: proxy.url, headers: { cookie } });
}

describe('rolling restart behind a proxy without health checks', () => {
  it('restarts each instance twice without a failed request or a lost write', async () => {
    const admin = await login();
    const project = await unwrap(
      admin.POST('/api/projects', {
        body: { name: 'Rollender Neustart', modules: ['/properties'] },
      }),
    );
    const projectId = project.id;

    const failures: string[] = [];
    const written: string[] = [];
    let requests = 0;
    let running = true;
    /** One request of the load; a failure is recorded (the test fails), the load goes on. */
    const call = async <T>(what: string, request: () => Promise<T>): Promise<T | undefined> => {
      requests++;
      try {
        return await request();
      } catch (error) {
        const status = (error as { status?: number }).status;
        const message = error instanceof Error ? error.message : String(error);
        failures.push(`${what}: ${status ?? ''} ${message}`);
        return undefined;
      }
    };
    const list = (api: ApiClient, search: string) =>
      unwrap(
        api.GET('/api/projects/{projectId}/properties', {
          params: { path: { projectId }, query: { search } },
        }),
      );

    // Writers create properties and read their list; readers log in and read.
    const writer = async (n: number) => {
      const api = await login();
      for (let i = 0; running; i++) {
        const name = `Rollweg ${n}-${i}`;
        const created = await call('create', () =>
          unwrap(
            api.POST('/api/projects/{projectId}/properties', {
              params: { path: { projectId } },
              body: { name },
            }),
          ),
        );
        if (created) written.push(name);
        await call('list', () => list(api, `Rollweg ${n}-`));
      }
    };
    const reader = async () => {
      while (running) {
        const api = await call('login', login);
        if (!api) continue;
        for (let i = 0; i < 5 && running; i++) {
          await call('me', () => unwrap(api.GET('/api/auth/me')));
          await call('list', () => list(api, 'Rollweg'));
        }
      }
    };
    const load = Promise.all([writer(1), writer(2), writer(3), reader(), reader()]);

    /** Resolves once the upstream answered `more` requests beyond what it had answered now. */
    const serves = async (index: number, more: number) => {
      const upstream = proxy.upstreams[index]!;
      const target = upstream.served + more;
      while (upstream.served < target) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    await Promise.all([serves(0, 20), serves(1, 20)]);

    const timings: string[] = [];
    const startTimes: number[] = [];
    for (const index of [0, 1, 0, 1]) {
      const old = instances[index]!;
      const sigterm = performance.now();
      old.child.kill('SIGTERM');
      expect(await old.exited).toBe(0);
      const drainMs = performance.now() - sigterm;
      const fresh = await startInstance(ports[index]!);
      instances[index] = fresh;
      startTimes.push(fresh.startMs);
      const restartMs = performance.now() - sigterm;
      timings.push(
        `instance ${index + 1}: drained and exited in ${Math.round(drainMs)} ms, ` +
          `started to healthy in ${Math.round(fresh.startMs)} ms, ` +
          `SIGTERM to healthy again ${Math.round(restartMs)} ms`,
      );
      // The other instance served everything meanwhile; this one takes its share again.
      await serves(index, 20);
    }
    running = false;
    await load;
    console.log(`rolling restart:\n  ${timings.join('\n  ')}`);

    // The proxy's own record says what happened to a failed request (reset, refused twice).
    expect({ failures, proxy: proxy.failures }).toEqual({ failures: [], proxy: [] });
    // The proxy did meet closed ports (the restarts happened under load) and went elsewhere.
    expect(proxy.upstreams.reduce((n, u) => n + u.refused, 0)).toBeGreaterThan(0);
    expect(requests).toBeGreaterThan(200);
    expect(written.length).toBeGreaterThan(20);
    // Every acknowledged write is stored, once …
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        'select name from properties where project_id = $1',
        [projectId],
      );
      expect(rows.map((r) => r.name).sort()).toEqual([...written].sort());
    } finally {
      await client.end();
    }
    // … and read back through the restarted instances.
    const { total } = await list(await login(), 'Rollweg');
    expect(total).toBe(written.length);
    console.log(
      `rolling restart: ${requests} requests, ${written.length} writes, 0 failed; ` +
        `connects refused and sent to the other instance: ${proxy.upstreams.map((u) => u.refused).join(' + ')}; ` +
        `idempotent requests reset and sent again: ${proxy.upstreams.map((u) => u.reset).join(' + ')}`,
    );
    // Restart-to-healthy is a budget (3 s, docs/performance.md), measured and printed here, not
    // asserted: a timed assertion would fail by the machine's load, not by the code.
    console.log(
      `rolling restart: slowest start to healthy ${Math.round(Math.max(...startTimes))} ms`,
    );
  }, 240_000);
});
