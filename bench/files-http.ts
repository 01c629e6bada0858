/**
 * Images over HTTP against the real server (spawned like `npm start`, real session cookie, every
 * request runs the session and membership check): uploads of ~2 MB photos, thumbnails cold
 * (rendered with sharp on the first request) and cached (read from storage, 200 or 304).
 * Besides wall time it reports the server process's CPU time per request, which other load on
 * the machine hardly changes.
 *
 *   npx tsx bench/files-http.ts                      embedded database (PGlite), local disk
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/files-http.ts
 *   UPLOADS=40 SECONDS=10 …                          uploads by 4 clients; seconds per load
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { apiPath, type ApiAnswer } from '@kontor/api-client';
import sharp from 'sharp';
import { samplePhoto } from './support/photos.ts';
import { pool, quantile, timed } from './support/pool.ts';
import {
  benchServer,
  cpuSeconds,
  login,
  onBenchDatabase,
  startServer,
  stopServer,
} from './support/server.ts';

const UPLOADS = Number(process.env.UPLOADS ?? 40);
const SEQUENTIAL = 10;
const CONCURRENCY = 4;
const BATCH = 20; // the images module's maximum per request
const SECONDS = Number(process.env.SECONDS ?? 10);
const MB = 1024 * 1024;

interface Session {
  base: string;
  cookie: string;
  projectId: string;
  server: ChildProcess;
}

const thumbnailPath = (s: Session, imageId: string) =>
  apiPath(
    '/api/projects/{projectId}/images/{imageId}/thumbnail',
    { projectId: s.projectId, imageId },
    { w: 512 },
  );

/** `run`'s result, wall seconds and the server's CPU seconds meanwhile. */
async function measured<R>(s: Session, run: () => Promise<R>) {
  const cpuBefore = await cpuSeconds(s.server);
  const [result, seconds] = await timed(run);
  return { result, seconds, cpu: (await cpuSeconds(s.server)) - cpuBefore };
}

/** One multipart request with `photos` in the field "files": the new ids and the time taken. */
async function upload(s: Session, photos: Buffer[]): Promise<{ ids: string[]; ms: number }> {
  const form = new FormData();
  photos.forEach((photo, i) =>
    form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `F${i}.jpg`),
  );
  const start = performance.now();
  const res = await fetch(
    s.base + apiPath('/api/projects/{projectId}/images', { projectId: s.projectId }),
    {
      method: 'POST',
      headers: { cookie: s.cookie },
      body: form,
    },
  );
  const body = (await res.json()) as Partial<ApiAnswer<'/api/projects/{projectId}/images', 'post'>>;
  const ms = performance.now() - start;
  if (res.status !== 201 || body.items?.length !== photos.length) {
    throw new Error(`upload answered ${res.status}: ${JSON.stringify(body)}`);
  }
  return { ids: body.items.map((item) => item.id), ms };
}

const rows: Record<string, Record<string, number | string>> = {};
function row(
  name: string,
  count: number,
  run: { seconds: number; cpu: number },
  ms: number[],
  bytes?: number,
) {
  rows[name] = {
    count,
    'per second': +(count / run.seconds).toFixed(1),
    'MB/s in': bytes === undefined ? '' : +(bytes / MB / run.seconds).toFixed(1),
    'median ms': Math.round(quantile(ms, 0.5)),
    'p95 ms': Math.round(quantile(ms, 0.95)),
    'server CPU ms each': Math.round((run.cpu * 1000) / count),
  };
  return rows[name]!;
}

async function uploads(s: Session, photos: Buffer[]) {
  const pick = (i: number) => photos[i % photos.length]!;
  const bytes = (n: number) => Array.from({ length: n }, (_, i) => pick(i).length);
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  await upload(s, [pick(0)]); // warm-up: JIT, sharp, the first multipart parse

  const serial = await measured(s, async () => {
    const ms: number[] = [];
    for (let i = 0; i < SEQUENTIAL; i++) ms.push((await upload(s, [pick(i)])).ms);
    return ms;
  });
  const one = row(
    'upload 1 photo, sequential',
    SEQUENTIAL,
    serial,
    serial.result,
    sum(bytes(SEQUENTIAL)),
  );

  const indices = Array.from({ length: UPLOADS }, (_, i) => i);
  const parallel = await measured(s, () => pool(indices, CONCURRENCY, (i) => upload(s, [pick(i)])));
  const four = row(
    `upload 1 photo, ${CONCURRENCY} clients`,
    UPLOADS,
    parallel,
    parallel.result.map((r) => r.ms),
    sum(bytes(UPLOADS)),
  );

  const small = await Promise.all(
    Array.from({ length: BATCH }, (_, i) => samplePhoto(100 + i, 1200, 800)),
  );
  const batch = await measured(s, () => upload(s, small));
  row(
    `upload ${BATCH} × 1200×800 in 1 request`,
    BATCH,
    batch,
    [batch.result.ms],
    sum(small.map((p) => p.length)),
  );
  console.log(`ratio: ${CONCURRENCY} clients / sequential uploads per second ${ratio(four, one)}`);
  return parallel.result.flatMap((r) => r.ids);
}

const ratio = (a: Record<string, number | string>, b: Record<string, number | string>) =>
  (Number(a['per second']) / Number(b['per second'])).toFixed(2);

/** The first `?w=512` request for every id, 4 at a time; the ETags for the cached runs. */
async function coldThumbnails(s: Session, ids: string[]) {
  const cold = await measured(s, () =>
    pool(ids, CONCURRENCY, async (id) => {
      const start = performance.now();
      const res = await fetch(s.base + thumbnailPath(s, id), { headers: { cookie: s.cookie } });
      await res.arrayBuffer();
      if (res.status !== 200 || res.headers.get('content-type') !== 'image/webp') {
        throw new Error(`thumbnail answered ${res.status}`);
      }
      return { ms: performance.now() - start, etag: res.headers.get('etag')! };
    }),
  );
  const name = `thumbnail w=512, cold, ${CONCURRENCY} clients`;
  const stats = row(
    name,
    ids.length,
    cold,
    cold.result.map((r) => r.ms),
  );
  return { etags: cold.result.map((r) => r.etag), perSecond: Number(stats['per second']) };
}

async function cachedThumbnails(
  s: Session,
  ids: string[],
  etags: string[],
  connections: number,
  revalidate: boolean,
) {
  const { result, cpu } = await measured(s, () =>
    autocannon({
      url: s.base,
      connections,
      duration: SECONDS,
      requests: ids.map((id, i) => ({
        method: 'GET',
        path: thumbnailPath(s, id),
        headers: { cookie: s.cookie, ...(revalidate ? { 'if-none-match': etags[i]! } : {}) },
      })),
    }),
  );
  const expected = revalidate ? result['3xx'] : result['2xx'];
  if (result.errors > 0 || expected === 0 || expected !== result.requests.total) {
    throw new Error(`${result.errors} errors, ${expected} of ${result.requests.total} expected`);
  }
  return {
    'req/s': Math.round(result.requests.average),
    'median ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'MB/s out': +(result.throughput.average / MB).toFixed(1),
    'server CPU ms each': +((cpu * 1000) / result.requests.total).toFixed(2),
  };
}

async function cached(s: Session, ids: string[], etags: string[], coldPerSecond: number) {
  await cachedThumbnails(s, ids, etags, 10, false); // warm-up
  const table: Record<string, Record<string, number>> = {};
  for (const connections of [10, 50]) {
    for (const revalidate of [false, true]) {
      const answer = revalidate ? '304 (If-None-Match)' : '200';
      table[`${connections} connections, ${answer}`] = await cachedThumbnails(
        s,
        ids,
        etags,
        connections,
        revalidate,
      );
    }
  }
  console.log(`\nthumbnail w=512, cached: ${ids.length} URLs in turn, ${SECONDS} s each`);
  console.table(table);
  const at10 = table['10 connections, 200']!['req/s']!;
  console.log(
    `ratios at 10 connections: cached / cold thumbnails per second ${(at10 / coldPerSecond).toFixed(0)}, ` +
      `304 / 200 ${(table['10 connections, 304 (If-None-Match)']!['req/s']! / at10).toFixed(2)}`,
  );
}

async function run(label: string, databaseUrl?: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kontor-bench-files-http-'));
  const target = await benchServer(dataDir, databaseUrl);
  const server = await startServer(target);
  try {
    const s: Session = { base: target.base, server, ...(await login(target.base)) };
    console.log(`${label}, local disk; node ${process.version}, sharp ${sharp.versions.sharp}`);
    console.log(`${os.cpus().length} × ${os.cpus()[0]?.model}, client on the same machine`);
    const photos = await Promise.all(Array.from({ length: 5 }, (_, i) => samplePhoto(i + 1)));
    const average = photos.reduce((sum, p) => sum + p.length, 0) / photos.length / MB;
    console.log(`photos: 2400×1600 JPEG with EXIF, ${average.toFixed(2)} MB on average`);
    const loadBefore = os.loadavg()[0]!;

    const ids = await uploads(s, photos);
    const { etags, perSecond } = await coldThumbnails(s, ids);
    console.table(rows);
    await cached(s, ids, etags, perSecond);
    console.log(
      `load average: ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after`,
    );
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await onBenchDatabase(run);
