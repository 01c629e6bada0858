/**
 * Live notifications (issue 22's budgets), against real servers on PostgreSQL:
 *
 * (a) one server, CONNECTIONS (2,000) members each with an open event stream: the server
 *     process's RSS before and after opening them (budget: growth under 200 MB), then ROUNDS
 *     events that each write a message to all of them (notify() with 2,000 recipients in one
 *     transaction), and the delivery latency from the commit to each stream (budget p99 < 1 s);
 * (b) two servers on one database: the recipient's stream on instance 2, the message caused
 *     through instance 1 — a task created with the recipient in `assignedStaff` through
 *     instance 1's API when that event exists (the 'task-assigned' message), otherwise notify()
 *     committed in a transaction of its own — SAMPLES (200) times, one after the other: the
 *     time from the response (commit) to the event's arrival (budget p99 < 250 ms).
 *
 *   npx tsx bench/notifications.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres CONNECTIONS=2000 ROUNDS=3 SAMPLES=200 …
 *
 * Sessions, users and memberships are written directly into the (fresh) database; the
 * streams are read by the test suite's event-stream reader over plain HTTP, one TCP
 * connection each, in this process (its own event loop adds to the latencies measured).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { apiPath, unwrap } from '@kontor/api-client';
import { and, eq } from 'drizzle-orm';
import { newId } from '@kontor/core/ids';
import { openPostgres, type Db } from '../apps/server/src/db/database.ts';
import { properties } from '../apps/server/src/db/schema/properties.ts';
import { memberships, roles } from '../apps/server/src/db/schema/projects.ts';
import { sessions, users } from '../apps/server/src/db/schema/users.ts';
import { randomToken, sha256 } from '../apps/server/src/lib/crypto.ts';
import { notify } from '../apps/server/src/lib/notify.ts';
import {
  openEventStream,
  type EventStreamConnection,
} from '../apps/server/src/test/event-stream-client.ts';
import { pool, quantile } from './support/pool.ts';
import {
  benchServer,
  cpuSeconds,
  login,
  rssBytes,
  startServer,
  stopServer,
  withFreshPostgres,
} from './support/server.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 2000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SAMPLES = Number(process.env.SAMPLES ?? 200);
const MB = 1024 * 1024;

interface Member {
  id: string;
  cookie: string;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** `count` members of the project with a worker role and a session each, straight into the database. */
async function createMembers(db: Db, projectId: string, count: number, isWorker = false) {
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.projectId, projectId), eq(roles.type, 'worker')))
    .limit(1);
  const members: Member[] = [];
  const expiresAt = new Date(Date.now() + 24 * 3600_000);
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, () => ({
      id: newId(),
      token: randomToken(),
    }));
    await db.transaction(async (tx) => {
      await tx.insert(users).values(
        batch.map(({ id }) => ({
          id,
          email: `bench-${id.toLowerCase()}@kontor.local`,
          name: `Bench ${id}`,
          passwordHash: 'not-a-hash', // never logs in: the session is written below
        })),
      );
      await tx
        .insert(memberships)
        .values(batch.map(({ id }) => ({ userId: id, projectId, roleId: role!.id, isWorker })));
      await tx.insert(sessions).values(
        batch.map(({ id, token }) => ({
          userId: id,
          tokenHash: sha256(token),
          expiresAt,
        })),
      );
    });
    members.push(...batch.map(({ id, token }) => ({ id, cookie: `kontor_session=${token}` })));
  }
  return members;
}

const streamUrl = (base: string, projectId: string) =>
  base + apiPath('/api/projects/{projectId}/notifications/stream', { projectId });

function message(projectId: string, recipientIds: string[], body: string) {
  return {
    projectId,
    kind: 'task-assigned' as const,
    actorId: null,
    recipientIds,
    title: 'Neue Aufgabe',
    body,
    link: null,
  };
}

async function fanOut(adminDataDir: string, databaseUrl: string) {
  console.log(`\n(a) ${CONNECTIONS} open streams on one server, a message to all of them`);
  const server = await benchServer(adminDataDir, databaseUrl);
  const child = await startServer(server);
  const database = openPostgres(databaseUrl, 4);
  const { db } = database;
  const streams: EventStreamConnection[] = [];
  try {
    const { projectId } = await login(server.base);
    const members = await createMembers(db, projectId, CONNECTIONS);
    // A warm server: routes compiled, pools filled, a few streams opened and closed.
    for (const member of members.slice(0, 20)) {
      (await openEventStream(streamUrl(server.base, projectId), { cookie: member.cookie })).close();
    }
    const before = await rssBytes(child.pid!);
    const arrivals = new Map<string, number>();
    const opening = performance.now();
    await pool(members, 50, async (member) => {
      const stream = await openEventStream(
        streamUrl(server.base, projectId),
        { cookie: member.cookie },
        (event) => {
          if (event.event !== 'notification') return;
          const body = (JSON.parse(event.data) as { body: string }).body;
          arrivals.set(`${member.id} ${body}`, performance.now());
        },
      );
      if (stream.status !== 200) throw new Error(`stream answered ${stream.status}`);
      await stream.waitFor('the retry hint', () => stream.retry);
      streams.push(stream);
    });
    const openSeconds = (performance.now() - opening) / 1000;
    const opened = await rssBytes(child.pid!);
    console.log(
      `opened ${streams.length} streams in ${openSeconds.toFixed(1)} s; server RSS ` +
        `${(before / MB).toFixed(0)} MB → ${(opened / MB).toFixed(0)} MB: growth ` +
        `${((opened - before) / MB).toFixed(1)} MB (budget 200 MB), ` +
        `${((opened - before) / streams.length / 1024).toFixed(1)} KB per stream`,
    );

    const ids = members.map((m) => m.id);
    const all: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const body = `Runde ${round}`;
      const writing = performance.now();
      await db.transaction((tx) => notify(tx, message(projectId, ids, body)));
      const committed = performance.now();
      const cpuBefore = await cpuSeconds(child);
      const latencies = await pool(members, members.length, async (member, i) => {
        await streams[i]!.waitFor(body, () => arrivals.get(`${member.id} ${body}`), 30_000);
        return arrivals.get(`${member.id} ${body}`)! - committed;
      });
      const cpu = (await cpuSeconds(child)) - cpuBefore;
      all.push(...latencies);
      console.log(
        `round ${round}: transaction ${ms(committed - writing)}; server CPU for the delivery ` +
          `${ms(cpu * 1000)}; delivered to all ` +
          `${latencies.length}: p50 ${ms(quantile(latencies, 0.5))}, p99 ` +
          `${ms(quantile(latencies, 0.99))}, max ${ms(Math.max(...latencies))}`,
      );
    }
    const after = await rssBytes(child.pid!);
    const p99 = quantile(all, 0.99);
    console.log(
      `all rounds: p50 ${ms(quantile(all, 0.5))}, p99 ${ms(p99)} (budget 1000 ms, ` +
        `${(p99 / 1000).toFixed(2)} of it); RSS after delivery ${(after / MB).toFixed(0)} MB ` +
        `(growth ${((after - before) / MB).toFixed(1)} MB, ${((after - before) / (200 * MB)).toFixed(2)} of the budget)`,
    );
  } finally {
    for (const stream of streams) stream.close();
    await stopServer(child);
    await database.close();
  }
}

async function acrossInstances(dataDir: string, databaseUrl: string) {
  console.log(`\n(b) two servers on one database: cause on instance 1, stream on instance 2`);
  const first = await benchServer(path.join(dataDir, 'one'), databaseUrl);
  const one = await startServer(first);
  const second = await benchServer(path.join(dataDir, 'two'), databaseUrl);
  second.env.SEED_DEMO = '0';
  const two = await startServer(second);
  const database = openPostgres(databaseUrl, 4);
  const { db } = database;
  let stream: EventStreamConnection | undefined;
  try {
    const { projectId, api } = await login(first.base);
    const [recipient] = await createMembers(db, projectId, 1, true);
    const [property] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.projectId, projectId))
      .limit(1);
    const arrivals = new Map<string, number>();
    stream = await openEventStream(
      streamUrl(second.base, projectId),
      { cookie: recipient!.cookie },
      (event) => {
        if (event.event !== 'notification') return;
        const data = JSON.parse(event.data) as { body: string; link: { id: string } | null };
        arrivals.set(data.link?.id ?? data.body, performance.now());
      },
    );
    const viaApi = async (i: number) => {
      const task = await unwrap(
        api.POST('/api/projects/{projectId}/tasks', {
          params: { path: { projectId } },
          body: { title: `Bench ${i}`, propertyId: property!.id, assignedStaff: [recipient!.id] },
        }),
      );
      return { key: task.id, at: performance.now() };
    };
    const viaNotify = async (i: number) => {
      await db.transaction((tx) => notify(tx, message(projectId, [recipient!.id], `Nr. ${i}`)));
      return { key: `Nr. ${i}`, at: performance.now() };
    };
    // Does creating an assigned task send a message yet (the 'task-assigned' event)?
    const probe = await viaApi(0);
    const taskEvent = await stream
      .waitFor('a task-assigned message', () => arrivals.get(probe.key), 3000)
      .then(() => true)
      .catch(() => false);
    const cause = taskEvent ? viaApi : viaNotify;
    console.log(
      taskEvent
        ? 'cause: POST /api/projects/:projectId/tasks with assignedStaff on instance 1, timed from its response'
        : 'cause: notify() committed in a transaction of its own (no task-assigned message yet), timed from the commit',
    );
    const latencies: number[] = [];
    for (let i = 1; i <= SAMPLES; i++) {
      const { key, at } = await cause(i);
      await stream.waitFor(key, () => arrivals.get(key), 10_000);
      latencies.push(arrivals.get(key)! - at);
    }
    const p99 = quantile(latencies, 0.99);
    console.log(
      `${SAMPLES} samples: p50 ${ms(quantile(latencies, 0.5))}, p99 ${ms(p99)}, max ` +
        `${ms(Math.max(...latencies))} (budget p99 250 ms, ${(p99 / 250).toFixed(2)} of it)`,
    );
  } finally {
    stream?.close();
    await Promise.all([stopServer(one), stopServer(two)]);
    await database.close();
  }
}

const [load1] = os.loadavg();
console.log(
  `Notifications bench on PostgreSQL (${ADMIN_URL.replace(/\/[^/]*$/, '/…')}), ` +
    `${os.cpus().length} CPUs, load average ${load1!.toFixed(1)} at start`,
);
for (const run of [fanOut, acrossInstances]) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kontor-bench-notify-'));
  try {
    await withFreshPostgres(ADMIN_URL, (url) => run(dataDir, url));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
console.log(`load average ${os.loadavg()[0]!.toFixed(1)} at the end`);
