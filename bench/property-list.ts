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
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { apiPath, unwrap } from '@kontor/api-client';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { benchServer, login, onBenchDatabase, startServer, stopServer } from './support/server.ts';

const ROWS = Number(process.env.ROWS ?? 10_000);
const SECONDS = Number(process.env.SECONDS ?? 10);

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
  const target = await benchServer(dataDir, databaseUrl);
  const { base } = target;
  let server = await startServer(target);
  try {
    const { api, cookie, projectId } = await login(base);
    await stopServer(server); // PGlite allows one process at a time.
    const fillSeconds = await fillProperties({ dataDir, databaseUrl }, projectId);
    server = await startServer(target);

    const query = { page: 1, pageSize: 20, sort: 'name' } as const;
    const url = base + apiPath('/api/projects/{projectId}/properties', { projectId }, query);
    const page = await unwrap(
      api.GET('/api/projects/{projectId}/properties', {
        params: { path: { projectId }, query },
      }),
    );
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

await onBenchDatabase(run);
