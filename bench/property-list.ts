/**
 * Property list endpoint under load: the real server (spawned like `npm start`), a real login,
 * ROWS properties in the demo project, one client for latency, 50 connections for throughput.
 *
 *   npx tsx bench/property-list.ts                    embedded database (PGlite)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/property-list.ts
 *   ROWS=100000 …                                     default 10,000
 *
 * With BENCH_DATABASE_URL a fresh database is created on that server and dropped afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database.ts';

const ROWS = Number(process.env.ROWS ?? 10_000);
const SECONDS = Number(process.env.SECONDS ?? 10);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ADMIN = { email: 'bench@kontor.local', password: 'bench-passwort-123' };

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

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  // Node itself (not npx) so that SIGTERM reaches the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${env.PORT}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy within 120 s');
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function login(base: string): Promise<{ cookie: string; projectId: string }> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  const info = (await res.json()) as { projects: { id: string }[] };
  const projectId = info.projects[0]?.id;
  if (!projectId) throw new Error('the demo project is missing');
  return { cookie, projectId };
}

async function fillProperties(
  config: { dataDir: string; databaseUrl?: string },
  projectId: string,
) {
  const database = await openDatabase(config);
  const started = performance.now();
  await database.db.execute(sql`
    insert into properties (id, project_id, name)
    select 'b' || lpad(g::text, 9, '0'), ${projectId}, 'Benchstraße ' || g || ', 10115 Berlin'
    from generate_series(1, ${ROWS}) as g`);
  await database.db.execute(sql`analyze properties`);
  await database.close();
  return (performance.now() - started) / 1000;
}

async function load(url: string, cookie: string, connections: number) {
  const result = await autocannon({
    url,
    connections,
    duration: SECONDS,
    headers: { cookie },
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result;
}

async function run(label: string, databaseUrl?: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kontor-bench-'));
  const port = String(await freePort());
  const env: Record<string, string> = {
    PORT: port,
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const base = `http://127.0.0.1:${port}`;
  let server = await startServer(env);
  try {
    const { cookie, projectId } = await login(base);
    await stopServer(server); // PGlite allows one process at a time.
    const fillSeconds = await fillProperties({ dataDir, databaseUrl }, projectId);
    server = await startServer(env);

    const url = `${base}/api/projects/${projectId}/properties?page=1&pageSize=20&sort=name`;
    const page = (await (await fetch(url, { headers: { cookie } })).json()) as { total: number };
    await load(url, cookie, 10); // warm-up: JIT, prepared statements, caches
    const single = await load(url, cookie, 1);
    const many = await load(url, cookie, 50);
    console.log(
      `\n${label}: ${page.total.toLocaleString('en')} properties listed (filled in ${fillSeconds.toFixed(1)} s)`,
    );
    console.table({
      '1 connection': {
        'median ms': single.latency.p50,
        'p99 ms': single.latency.p99,
        'req/s': Math.round(single.requests.average),
      },
      '50 connections': {
        'median ms': many.latency.p50,
        'p99 ms': many.latency.p99,
        'req/s': Math.round(many.requests.average),
      },
    });
    console.log(
      `budget: median ${single.latency.p50} ms of 5 ms (${((single.latency.p50 / 5) * 100).toFixed(0)} %), ` +
        `${Math.round(many.requests.average)} req/s of 1,500 (${((many.requests.average / 1500) * 100).toFixed(0)} %)`,
    );
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function withFreshPostgres(adminUrl: string, body: (url: string) => Promise<void>) {
  const name = `kontor_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await body(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) await withFreshPostgres(pgUrl, (url) => run('PostgreSQL', url));
else await run('embedded PGlite');
