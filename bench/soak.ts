/**
 * Soak (issue 24): a mixed load of CONNECTIONS (100) clients against the production bundle
 * (`node apps/server/dist/main.js`, built first when its sources changed, as `npm start` does):
 * lists (tasks, properties, articles), details, task changes (PATCH with the version the
 * connection last saw; each connection owns its task, so a 409 means a lost version), new time
 * entries and small uploads (an image, a PDF document), by USERS (10) members, each logged in
 * for a real session. Every answer must be 2xx; the script prints the count, p50 and p99 per
 * request kind and overall, and fails on any other answer.
 * Throughout it samples the server process's RSS every 10 s (the heap is not exposed by the
 * server, so RSS it is); in the long mode the budget is no growth over 10 % from the sample at
 * minute 1 (after warm-up: JIT, caches, pools) to the last one.
 *
 *   npx tsx bench/soak.ts                       60 s on the embedded database (PGlite)
 *   SOAK_MINUTES=10 npx tsx bench/soak.ts       10 minutes (or: npx tsx bench/soak.ts 10)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres …   a fresh PostgreSQL database
 *   CONNECTIONS=100 USERS=10 SECONDS=60 …
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { MINIMAL_PDF } from '../apps/server/src/files/test-fixtures.ts';
import { samplePhoto } from './support/photos.ts';
import { quantile } from './support/pool.ts';
import {
  benchServer,
  buildIfChanged,
  onBenchDatabase,
  rssBytes,
  startServer,
  stopServer,
} from './support/server.ts';
import { kindPicker, soakKinds, type Connection, type Kind } from './support/soak-requests.ts';
import { soakWorld } from './support/soak-world.ts';

const MINUTES = Number(process.env.SOAK_MINUTES ?? process.argv[2] ?? 0);
const SECONDS = MINUTES > 0 ? MINUTES * 60 : Number(process.env.SECONDS ?? 60);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const USERS = Number(process.env.USERS ?? 10);
const SAMPLE_MS = 10_000;
const WARM_UP_MS = 60_000;
const GROWTH_BUDGET = 0.1;
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 60);
const MB = 1024 * 1024;

interface Tally {
  ms: number[];
  failures: Map<number, number>;
  /** The first refusal of each status, to show what went wrong. */
  examples: Map<number, unknown>;
}

const tallies = new Map<string, Tally>();
function tally(kind: Kind): Tally {
  let t = tallies.get(kind.name);
  if (!t) tallies.set(kind.name, (t = { ms: [], failures: new Map(), examples: new Map() }));
  return t;
}

/** One connection: requests one after the other until `until`. */
async function drive(c: Connection, kindOf: (c: Connection) => Kind, until: number) {
  while (performance.now() < until) {
    const kind = kindOf(c);
    const t = tally(kind);
    const start = performance.now();
    const answer = await kind.send(c).catch((error: Error) => ({ status: 0, body: error.message }));
    t.ms.push(performance.now() - start);
    if (answer.status < 200 || answer.status > 299) {
      t.failures.set(answer.status, (t.failures.get(answer.status) ?? 0) + 1);
      if (!t.examples.has(answer.status)) t.examples.set(answer.status, answer.body);
    }
    c.sent++;
  }
}

/** RSS samples every 10 s while `running` holds: [seconds since start, bytes]. */
function sampleMemory(pid: number, started: number) {
  const samples: [number, number][] = [];
  const take = async () =>
    samples.push([(performance.now() - started) / 1000, await rssBytes(pid)]);
  const timer = setInterval(() => void take(), SAMPLE_MS);
  return { samples, take, stop: () => clearInterval(timer) };
}

function report(seconds: number) {
  const row = (ms: number[], failures: number) => ({
    count: ms.length,
    'non-2xx': failures,
    'req/s': +(ms.length / seconds).toFixed(1),
    'p50 ms': Math.round(quantile(ms, 0.5)),
    'p99 ms': Math.round(quantile(ms, 0.99)),
  });
  const sum = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const table: Record<string, ReturnType<typeof row>> = {};
  for (const [name, t] of tallies) table[name] = row(t.ms, sum(t.failures));
  const all = [...tallies.values()];
  const failures = all.reduce((n, t) => n + sum(t.failures), 0);
  table.overall = row(
    all.flatMap((t) => t.ms),
    failures,
  );
  console.table(table);
  for (const [name, t] of tallies) {
    for (const [status, count] of t.failures) {
      const example = JSON.stringify(t.examples.get(status)).slice(0, 300);
      console.log(
        `${name}: ${count} × ${status === 0 ? 'network error' : status}, e.g. ${example}`,
      );
    }
  }
  return failures;
}

/** First, minute-1, last and largest sample; the growth from minute 1 to the end. */
function memoryReport(samples: [number, number][]) {
  const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
  const first = samples[0]![1];
  const last = samples.at(-1)![1];
  const max = Math.max(...samples.map(([, bytes]) => bytes));
  const warm = samples.find(([s]) => s >= WARM_UP_MS / 1000) ?? samples[0]!;
  const growth = (last - warm[1]) / warm[1];
  console.log(
    `RSS every ${SAMPLE_MS / 1000} s (MB): ${samples.map(([, b]) => (b / MB).toFixed(0)).join(' ')}`,
  );
  console.log(
    `RSS: first ${mb(first)} (before the load), at ${warm[0].toFixed(0)} s ${mb(warm[1])}, ` +
      `last ${mb(last)}, max ${mb(max)}; growth after warm-up ${(growth * 100).toFixed(1)} % ` +
      `(budget ${GROWTH_BUDGET * 100} %), over the whole run ${(((last - first) / first) * 100).toFixed(1)} %`,
  );
  // Garbage collection makes single samples swing by 10–20 %: a leak shows as a rising floor.
  const floor = (from: number, to: number) =>
    Math.min(...samples.filter(([s]) => s >= from && s < to).map(([, bytes]) => bytes));
  const end = samples.at(-1)![0];
  if (end >= 3 * 60) {
    const [early, late] = [floor(60, 120), floor(end - 60, end + 1)];
    console.log(
      `RSS floor (lowest sample): minute 2 ${mb(early)}, last minute ${mb(late)}, ` +
        `${(((late - early) / early) * 100).toFixed(1)} %`,
    );
  }
  return growth;
}

/**
 * RSS after IDLE_SECONDS without requests: V8 shrinks a heap it had grown for the load (its
 * memory reducer collects once allocation stops), a leak stays.
 */
async function idleMemory(pid: number) {
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  console.log(`RSS after ${IDLE_SECONDS} s idle: ${((await rssBytes(pid)) / MB).toFixed(0)} MB`);
}

async function run(label: string, databaseUrl?: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kontor-bench-soak-'));
  const target = await benchServer(dataDir, databaseUrl);
  const server = await startServer(target, { bundle: true });
  try {
    const world = await soakWorld(target.base, USERS, CONNECTIONS);
    const kinds = soakKinds(target.base, world, await samplePhoto(7, 320, 240), MINIMAL_PDF);
    const connections: Connection[] = Array.from({ length: CONNECTIONS }, (_, index) => ({
      index,
      user: world.users[index % world.users.length]!,
      task: world.tasks[index]!,
      sent: 0,
    }));
    console.log(
      `${label}, production bundle; node ${process.version}; ${os.cpus().length} × ${os.cpus()[0]?.model}; ` +
        `${CONNECTIONS} connections of ${USERS} members for ${SECONDS} s, client on the same machine`,
    );
    const loadBefore = os.loadavg();
    const started = performance.now();
    const memory = sampleMemory(server.pid!, started);
    await memory.take();
    const pick = kindPicker(kinds);
    await Promise.all(connections.map((c) => drive(c, pick, started + SECONDS * 1000)));
    const seconds = (performance.now() - started) / 1000;
    memory.stop();
    await memory.take();
    const failures = report(seconds);
    const growth = memoryReport(memory.samples);
    if (MINUTES > 0) await idleMemory(server.pid!);
    console.log(
      `load average (1/5/15 min): ${loadBefore.map((l) => l.toFixed(1)).join('/')} before, ` +
        `${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join('/')} after`,
    );
    if (failures > 0) process.exitCode = 1;
    if (MINUTES > 0 && growth > GROWTH_BUDGET) {
      console.log('RSS grew over the budget');
      process.exitCode = 1;
    }
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

buildIfChanged();
await onBenchDatabase(run);
