import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, unwrap, type ApiClient } from '@kontor/api-client';
import { startRoundRobinProxy, type RoundRobinProxy } from '../support/round-robin-proxy.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createDatabase,
  freePort,
  repoRoot,
  waitForHealth,
} from '../support/server.ts';

/**
 * Rolling restart (issue 24, docs/operations.md 'Rolling restarts'): two instances of the
 * production bundle on one PostgreSQL behind a health-checking round-robin proxy, under
 * continuous logins, reads and writes, restarted one after the other with SIGTERM. Not one
 * request may fail and every acknowledged write must be there afterwards, exactly once.
 */

const adminUrl = process.env.E2E_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const bundle = path.join(repoRoot, 'apps/server/dist/main.js');
/** Long enough for the proxy (checking every 100 ms) to notice on a busy two-core machine. */
const GRACE_MS = 2_000;

interface Instance {
  child: ChildProcess;
  exited: Promise<number | null>;
}

const workDir = mkdtempSync(path.join(tmpdir(), 'kontor-rolling-'));
let database: Awaited<ReturnType<typeof createDatabase>>;
let proxy: RoundRobinProxy;
const ports: number[] = [];
const instances: Instance[] = [];
let starts = 0;

/** `node apps/server/dist/main.js` on `port`, logging to a file of its own. */
async function startInstance(port: number): Promise<Instance> {
  const logFile = path.join(workDir, `instance-${port}-${++starts}.log`);
  const log = createWriteStream(logFile);
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
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  await waitForHealth(`http://127.0.0.1:${port}`, child, logFile, 120_000);
  return { child, exited };
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
  proxy = await startRoundRobinProxy(ports);
  // One after the other: the first applies the migrations and creates the admin.
  for (const port of ports) instances.push(await startInstance(port));
  for (const upstream of proxy.upstreams) await proxy.until(upstream, (u) => u.healthy);
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

describe('rolling restart behind a load balancer', () => {
  it('restarts both instances one after the other without a failed request or a lost write', async () => {
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
        failures.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
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
    const serves = (index: number, more: number) => {
      const target = proxy.upstreams[index]!.served + more;
      return proxy.until(proxy.upstreams[index]!, (u) => u.served >= target);
    };
    await Promise.all([serves(0, 20), serves(1, 20)]);

    /** Per restart: health checks that answered 503 'draining' while the instance still served. */
    const drainingAnswers: number[] = [];
    for (const index of [0, 1]) {
      const upstream = proxy.upstreams[index]!;
      const old = instances[index]!;
      const seenBefore = upstream.drainingSeen;
      old.child.kill('SIGTERM');
      await proxy.until(upstream, (u) => !u.healthy);
      expect(await old.exited).toBe(0);
      drainingAnswers.push(upstream.drainingSeen - seenBefore);
      instances[index] = await startInstance(ports[index]!);
      await proxy.until(upstream, (u) => u.healthy);
      await serves(index, 20);
    }
    await Promise.all([serves(0, 20), serves(1, 20)]);
    running = false;
    await load;

    expect(failures).toEqual([]);
    // The balancer learnt of each shutdown from the health check, not from a refused connection.
    expect(
      drainingAnswers.every((n) => n > 0),
      String(drainingAnswers),
    ).toBe(true);
    expect(requests).toBeGreaterThan(200);
    expect(written.length).toBeGreaterThan(20);
    // Every acknowledged write is stored, once (a retried request never ran twice) …
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
        `proxy retries after a refused/reset connection: ${proxy.retries()}`,
    );
  }, 240_000);
});
