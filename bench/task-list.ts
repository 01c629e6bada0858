/**
 * 'Aktive Aufgaben' under load (issue 11): the real server on PostgreSQL, a real login, page 1
 * (20 rows) of the default tab with all four tab counts, one client for latency, 50 connections
 * for throughput. Two data shapes, each on a fresh database:
 *   peer    100,000 tasks over 5 projects (the Parse peer's shape), states uniform
 *   large   500,000 tasks over 5 projects, so the listed project holds 100,000
 *
 *   npx tsx bench/task-list.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres …   (the default)
 *   SHAPES=peer SECONDS=20 …                                           one shape, longer loads
 *
 * Tasks are inserted with one INSERT … SELECT generate_series per shape into the real `tasks`
 * table, so the counter triggers (decisions 0006, 0008) run as for any write; the page's counts
 * are checked against exact counts before the timed part.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { apiPath, unwrap } from '@kontor/api-client';
import { fillTasks, type Counts } from './support/task-data.ts';
import {
  benchServer,
  login,
  startServer,
  stopServer,
  withFreshPostgres,
} from './support/server.ts';

const SECONDS = Number(process.env.SECONDS ?? 10);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SHAPES = { peer: 100_000, large: 500_000 } as const;
type Shape = keyof typeof SHAPES;

function sameCounts(a: Counts, b: Counts) {
  const same = (x: Record<string, number>, y: Record<string, number>) =>
    Object.keys(y).every((key) => x[key] === y[key]);
  return same(a.pages, b.pages) && same(a.tabs, b.tabs);
}

async function load(url: string, cookie: string, connections: number) {
  const result = await autocannon({ url, connections, duration: SECONDS, headers: { cookie } });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result;
}

async function run(shape: Shape, databaseUrl: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kontor-bench-'));
  const target = await benchServer(dataDir, databaseUrl);
  let server = await startServer(target);
  try {
    const { projectId } = await login(target.base);
    await stopServer(server); // The fill and the server's start-up do not compete.
    const { seconds, exact } = await fillTasks(databaseUrl, projectId, SHAPES[shape]);
    server = await startServer(target);
    const { api, cookie } = await login(target.base);

    const query = { status: 'active', tab: 'thisWeek', page: 1, pageSize: 20 } as const;
    const listPath = '/api/projects/{projectId}/tasks' as const;
    const url = target.base + apiPath(listPath, { projectId }, query);
    const page = await unwrap(api.GET(listPath, { params: { path: { projectId }, query } }));
    if (!sameCounts(page.counts, exact) || page.items.length !== 20) {
      throw new Error(
        `page does not match: ${JSON.stringify(page.counts)} vs ${JSON.stringify(exact)}`,
      );
    }
    await load(url, cookie, 10); // warm-up: JIT, prepared statements, caches
    const single = await load(url, cookie, 1);
    const many = await load(url, cookie, 50);
    const listed = Object.values(exact.pages).reduce((a, b) => a + b, 0);
    console.log(
      `\n${shape}: ${SHAPES[shape].toLocaleString('en')} tasks, ${listed.toLocaleString('en')} in ` +
        `the listed project (filled in ${seconds.toFixed(1)} s); counts checked: ` +
        JSON.stringify(exact),
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
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

const chosen = (process.env.SHAPES?.split(',') ?? Object.keys(SHAPES)) as Shape[];
for (const shape of chosen) {
  if (!(shape in SHAPES)) throw new Error(`unknown shape ${shape}`);
  await withFreshPostgres(ADMIN_URL, (url) => run(shape, url));
}
