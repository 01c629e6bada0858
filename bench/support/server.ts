/**
 * The real server for HTTP benchmarks, spawned as `npm start` runs it (embedded PGlite, or a
 * fresh PostgreSQL database), with the demo project and an admin who logs in for a session.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { apiPath, createApiClient, unwrap, type ApiClient } from '@kontor/api-client';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** USER_HZ: 100 on every Linux architecture Node runs on. */
const CLOCK_TICKS = 100;
const ADMIN = { email: 'bench@kontor.local', password: 'bench-passwort-123' };

export interface BenchServer {
  base: string;
  env: Record<string, string>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Port and environment of a server on `dataDir` with the demo project seeded. */
export async function benchServer(dataDir: string, databaseUrl?: string): Promise<BenchServer> {
  const port = String(await freePort());
  return {
    base: `http://127.0.0.1:${port}`,
    env: {
      PORT: port,
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // No load balancer to tell: stop at once (docs/operations.md, Rolling restarts).
      SHUTDOWN_GRACE_MS: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  };
}

/** Builds the web app and the server bundle when their sources changed, as `npm start` does. */
export function buildIfChanged(): void {
  const result = spawnSync(process.execPath, ['apps/server/src/scripts/build-if-changed.mjs'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`the build failed (${result.status})`);
}

/**
 * Starts the server and waits until /api/health answers: the TypeScript sources through tsx, or
 * with `bundle` the production bundle apps/server/dist/main.js (call `buildIfChanged` first).
 */
export async function startServer(
  { base, env }: BenchServer,
  { bundle = false } = {},
): Promise<ChildProcess> {
  // Node itself (not npx) so that SIGTERM reaches the server.
  // BENCH_CPU_PROF=<dir>: the server writes a CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  // BENCH_SERVER_FLAGS: more Node flags for the server (e.g. --trace-gc); BENCH_SERVER_STDOUT:
  // a file for its standard output, which is otherwise dropped.
  const flags = process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? [];
  const stdout = process.env.BENCH_SERVER_STDOUT;
  const entry = bundle
    ? ['apps/server/dist/main.js']
    : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, [...profiling, ...flags, ...entry], {
    cwd: ROOT,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', stdout ? openSync(stdout, 'a') : 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(base + apiPath('/api/health'))
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy within 120 s');
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Logs a user in (the admin unless `credentials` name another): the session cookie, the first
 * project's id (the demo project) and a client sending the cookie.
 */
export async function login(
  base: string,
  credentials: { email: string; password: string } = ADMIN,
): Promise<{ cookie: string; projectId: string; api: ApiClient }> {
  const answer = createApiClient({ baseUrl: base }).POST('/api/auth/login', { body: credentials });
  const info = await unwrap(answer);
  const cookie = ((await answer).response.headers.get('set-cookie') ?? '').split(';')[0]!;
  const projectId = info.projects[0]?.id;
  if (!projectId) throw new Error('the demo project is missing');
  return { cookie, projectId, api: createApiClient({ baseUrl: base, headers: { cookie } }) };
}

/** Runs `body` on a new database of the server at `adminUrl`, dropped afterwards. */
export async function withFreshPostgres(
  adminUrl: string,
  body: (url: string) => Promise<void>,
): Promise<void> {
  const name = `kontor_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await body(url.toString());
  } finally {
    // BENCH_KEEP_DB=1 keeps the database for a look afterwards (EXPLAIN, psql).
    if (process.env.BENCH_KEEP_DB) console.log(`kept database ${name}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** `run` on PostgreSQL when BENCH_DATABASE_URL is set, otherwise on embedded PGlite. */
export async function onBenchDatabase(
  run: (label: string, databaseUrl?: string) => Promise<void>,
): Promise<void> {
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) await withFreshPostgres(pgUrl, (url) => run('PostgreSQL', url));
  else await run('embedded PGlite');
}

/** The resident set size of a running process in bytes; Linux only. */
export async function rssBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

/** CPU seconds (user + system, all threads) the process has used so far; Linux only. */
export async function cpuSeconds(child: ChildProcess | number): Promise<number> {
  const pid = typeof child === 'number' ? child : child.pid;
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return 0; // a process that has ended
  // Fields after the command name, which is in parentheses and may contain spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}
