/**
 * Tours under load (issue 20): the real server on PostgreSQL, a real login, 1,000 properties
 * with 5 entries each of 50 services, 200 workers. One worker's week ('Touren') through the
 * API, a random worker per request: each worker's first read (not cached, decision 0014), then
 * one connection for latency and 50 for load (cached, as an office reloading it sees); then the
 * services matrix's data for all properties, with and without the week's visit counts.
 *
 *   npx tsx bench/tours.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres …   (the default)
 *   SECONDS=20 …                                                       longer loads
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { apiPath, unwrap } from '@kontor/api-client';
import { berlinToday } from '@kontor/core/scheduling/index';
import { weekMondayOf } from '@kontor/core/tours/index';
import { fillTours, type TourShape } from './support/tour-data.ts';
import {
  benchServer,
  login,
  startServer,
  stopServer,
  withFreshPostgres,
} from './support/server.ts';

const SECONDS = Number(process.env.SECONDS ?? 10);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SHAPE: TourShape = { properties: 1000, services: 50, entriesPerProperty: 5, workers: 200 };

const workerId = (n: number) => `bw${String(n).padStart(8, '0')}`;

async function load(base: string, paths: () => string, cookie: string, connections: number) {
  const result = await autocannon({
    url: base,
    connections,
    duration: SECONDS,
    headers: { cookie },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths() }) }],
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result;
}

const row = (result: autocannon.Result) => ({
  'median ms': result.latency.p50,
  'p99 ms': result.latency.p99,
  'req/s': Math.round(result.requests.average),
});

async function run(databaseUrl: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kontor-bench-'));
  const target = await benchServer(dataDir, databaseUrl);
  let server = await startServer(target);
  try {
    const { projectId } = await login(target.base);
    await stopServer(server);
    const week = weekMondayOf(berlinToday(Date.now()));
    const seconds = await fillTours(databaseUrl, projectId, SHAPE, week);
    server = await startServer(target);
    const { api, cookie } = await login(target.base);

    const tourPath = (n: number) =>
      apiPath('/api/projects/{projectId}/tours', { projectId }, { week, workerId: workerId(n) });
    const sample = await unwrap(
      api.GET('/api/projects/{projectId}/tours', {
        params: { path: { projectId }, query: { week, workerId: workerId(0) } },
      }),
    );
    const visits = sample.properties.flatMap((p) => p.services.flatMap((s) => s.visits));
    // First reads (cache misses): each worker's week once, one after another.
    const firstReads: number[] = [];
    for (let n = 0; n < SHAPE.workers; n += 1) {
      const started = performance.now();
      const res = await fetch(target.base + tourPath(n), { headers: { cookie } });
      if (!res.ok) throw new Error(`tour of worker ${n}: ${res.status}`);
      await res.text();
      firstReads.push(performance.now() - started);
    }
    firstReads.sort((a, b) => a - b);
    const quantile = (q: number) =>
      Math.round(firstReads[Math.floor(q * (firstReads.length - 1))]!);
    const randomTour = () => tourPath(Math.floor(Math.random() * SHAPE.workers));
    await load(target.base, randomTour, cookie, 10); // warm-up
    const single = await load(target.base, randomTour, cookie, 1);
    const many = await load(target.base, randomTour, cookie, 50);

    const matrix = (query: { week?: string }) => () =>
      apiPath('/api/projects/{projectId}/service-matrix', { projectId }, query);
    const cells = await unwrap(
      api.GET('/api/projects/{projectId}/service-matrix', {
        params: { path: { projectId }, query: { week } },
      }),
    );
    await load(target.base, matrix({ week }), cookie, 1); // warm-up
    const plain = await load(target.base, matrix({}), cookie, 1);
    const counted = await load(target.base, matrix({ week }), cookie, 1);

    console.log(
      `\nPostgreSQL: ${SHAPE.properties} properties × ${SHAPE.entriesPerProperty} entries of ` +
        `${SHAPE.services} services, ${SHAPE.workers} workers (filled in ${seconds.toFixed(1)} s); ` +
        `week ${week}: worker 0 has ${visits.length} visits at ${sample.properties.length} properties; ` +
        `matrix: ${cells.properties.length} properties`,
    );
    console.table({
      'tour, first read (not cached)': {
        'median ms': quantile(0.5),
        'p99 ms': quantile(0.99),
        'req/s': Math.round(1000 / (firstReads.reduce((a, b) => a + b, 0) / firstReads.length)),
      },
      'tour, 1 connection': row(single),
      'tour, 50 connections': row(many),
      'matrix, 1 connection': row(plain),
      'matrix + week counts, 1 connection': row(counted),
    });
    console.log(
      `budget: tour at 50 connections median ${many.latency.p50} ms of 20, p99 ${many.latency.p99} ms of 50; ` +
        `matrix + counts median ${counted.latency.p50} ms of 100`,
    );
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await withFreshPostgres(ADMIN_URL, run);
