import http from 'node:http';
import { and, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  NOTIFICATION_STREAM_END_EVENT,
  NOTIFICATION_STREAM_RETRY_MS,
  notificationMessages,
  notificationSchema,
  type Notification,
} from '@kontor/core/schemas/notifications';
import { authMessages } from '@kontor/core/schemas/auth';
import { projectMessages } from '@kontor/core/schemas/projects';
import { notifications } from '../../db/schema/notifications.ts';
import { memberships } from '../../db/schema/projects.ts';
import { notify } from '../../lib/notify.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { openEventStream, type EventStreamConnection } from '../../test/event-stream-client.ts';
import { openInstances, type Instances } from '../../test/instances.ts';
import { taskAssigned } from '../../test/notification-fixtures.ts';
import type { TestApp, TestAppOptions, TestUser } from '../../test/test-app.ts';

/**
 * Live delivery over real HTTP with several server instances on ONE database
 * (test/instances.ts):
 * - `one` and `two` poll only once a minute and beat once a minute, so what arrives within a
 *   test came through NOTIFY, and a stream closed on logout was closed at once;
 * - `three` does not LISTEN at all and polls every 200 ms (a lost NOTIFY), beating every 200 ms.
 */
const SLOW = { pollMs: 60_000, heartbeatMs: 60_000 };

let instances: Instances;
let one: TestApp;
let two: TestApp;
let three: TestApp;
let a: CreatedProject;
let b: CreatedProject;
let office: TestUser & { cookie: string };

const instance = (notifications: TestAppOptions['notifications']) =>
  instances.start({ notifications }, true);

beforeAll(async () => {
  instances = await openInstances();
  one = await instance(SLOW);
  two = await instance(SLOW);
  three = await instance({ listen: false, pollMs: 200, heartbeatMs: 200 });
  a = await one.createProject({ name: 'Projekt A' });
  b = await one.createProject({ name: 'Projekt B' });
  office = await one.member(a, 'office');
});
afterAll(() => instances?.close());

const streamPath = (project: CreatedProject, query = '') =>
  `/api/projects/${project.id}/notifications/stream${query}`;

const open = (
  t: TestApp,
  cookie: string,
  project = a,
  query = '',
  headers: Record<string, string> = {},
) => openEventStream(instances.baseOf(t) + streamPath(project, query), { cookie, ...headers });

/** Commits one message through instance `one`'s database handle; its seq. */
async function send(recipient: TestUser, body: string, project = a): Promise<number> {
  await one.db.transaction((tx) => notify(tx, taskAssigned(project, office, recipient, body)));
  const [row] = await one.db
    .select({ seq: max(notifications.seq) })
    .from(notifications)
    .where(eq(notifications.recipientId, recipient.id));
  return row!.seq!;
}

const messages = (stream: EventStreamConnection) =>
  stream.events
    .filter((e) => e.event === 'notification')
    .map((e) => JSON.parse(e.data) as Notification);

const bodies = (stream: EventStreamConnection) => messages(stream).map((m) => m.body);

/** Waits until the stream has a message with this body. */
const arrival = (stream: EventStreamConnection, body: string) =>
  stream.waitFor(`'${body}'`, () => messages(stream).find((m) => m.body === body));

describe('live delivery across instances', () => {
  it('a message committed through instance 1 reaches a stream on instance 2 at once', async () => {
    const worker = await one.member(a, 'worker');
    const stream = await open(two, worker.cookie, a, '', { 'accept-encoding': 'gzip, br' });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['content-encoding']).toBeUndefined();
    // Helmet's headers still go out on the hijacked reply.
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    await stream.waitFor('the retry hint', () => stream.retry);
    expect(stream.retry).toBe(NOTIFICATION_STREAM_RETRY_MS);

    const seq = await send(worker, 'Treppenhaus reinigen');
    const message = await arrival(stream, 'Treppenhaus reinigen');
    const event = stream.events.find((e) => e.event === 'notification')!;
    expect(event.id).toBe(String(seq));
    const data = JSON.parse(event.data) as Record<string, unknown>;
    expect(notificationSchema.strict().parse(data)).toEqual(data);
    expect(data).not.toHaveProperty('projectId');
    expect(data).not.toHaveProperty('recipientId');
    expect(message).toMatchObject({
      seq,
      kind: 'task-assigned',
      title: 'Neue Aufgabe',
      read: false,
      link: { type: 'task', id: 'AAAAAAAAAA' },
      actor: { id: office.id, name: office.name },
    });
    stream.close();
  });

  it('every open stream of the recipient gets it, on any instance, once', async () => {
    const worker = await one.member(a, 'worker');
    const streams = [
      await open(one, worker.cookie),
      await open(two, worker.cookie),
      await open(two, worker.cookie),
    ];
    await send(worker, 'eins');
    await send(worker, 'zwei');
    for (const stream of streams) {
      await arrival(stream, 'zwei');
      expect(bodies(stream)).toEqual(['eins', 'zwei']);
      stream.close();
    }
  });

  it('a reconnect with Last-Event-ID gets exactly the missed ones, then live ones', async () => {
    const worker = await one.member(a, 'worker');
    const first = await open(two, worker.cookie);
    const seen = await send(worker, 'eins');
    await arrival(first, 'eins');
    first.close();
    await first.ended;
    await send(worker, 'zwei');
    await send(worker, 'drei');

    const again = await open(two, worker.cookie, a, '', { 'last-event-id': String(seen) });
    await arrival(again, 'drei');
    await send(worker, 'vier');
    await arrival(again, 'vier');
    expect(bodies(again)).toEqual(['zwei', 'drei', 'vier']);
    const ids = again.events.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    again.close();

    // A fresh EventSource after a reload names the newest seq it has in the URL; a reconnect's
    // Last-Event-ID (newer) wins over it.
    const reloaded = await open(two, worker.cookie, a, `?since=${seen}`);
    await arrival(reloaded, 'vier');
    expect(bodies(reloaded)).toEqual(['zwei', 'drei', 'vier']);
    reloaded.close();
    const both = await open(two, worker.cookie, a, `?since=${seen}`, {
      'last-event-id': String(Number(ids[1])),
    });
    await arrival(both, 'vier');
    expect(bodies(both)).toEqual(['vier']);
    both.close();
  });

  it('a resumed stream sends at most the newest 100 missed messages, oldest first', async () => {
    const worker = await one.member(a, 'worker');
    const before = await send(worker, 'vorher');
    await one.db.transaction(async (tx) => {
      for (let i = 1; i <= 105; i++) await notify(tx, taskAssigned(a, office, worker, `Nr. ${i}`));
    });
    const stream = await open(two, worker.cookie, a, `?since=${before}`);
    await arrival(stream, 'Nr. 105');
    expect(bodies(stream)).toEqual(Array.from({ length: 100 }, (_, i) => `Nr. ${i + 6}`));
    stream.close();
  });

  it('the poll delivers what a lost NOTIFY did not announce', async () => {
    const worker = await one.member(a, 'worker');
    const stream = await open(three, worker.cookie);
    await send(worker, 'ohne Weckruf');
    await arrival(stream, 'ohne Weckruf');
    stream.close();
  });

  it('sends a heartbeat comment on an idle stream', async () => {
    const worker = await one.member(a, 'worker');
    const stream = await open(three, worker.cookie);
    await stream.waitFor('two heartbeats', () =>
      stream.comments.filter((c) => c === 'ping').length >= 2 ? true : undefined,
    );
    expect(stream.events).toEqual([]);
    stream.close();
  });
});

describe('the session decides', () => {
  const logout = (t: TestApp, cookie: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });

  it('a logout through the same instance closes its streams at once with session-ended', async () => {
    const worker = await one.member(a, 'worker');
    const other = await one.login(worker); // a second session of the same user
    const stream = await open(one, worker.cookie);
    const untouched = await open(one, other);
    expect((await logout(one, worker.cookie)).statusCode).toBe(204);
    await stream.ended; // instance one beats once a minute: this was the logout itself
    expect(stream.events.at(-1)?.event).toBe(NOTIFICATION_STREAM_END_EVENT);
    // The other session's stream stays open and still delivers.
    await send(worker, 'noch da');
    await arrival(untouched, 'noch da');
    untouched.close();
    const refused = await open(one, worker.cookie);
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body).detail).toBe(authMessages.notLoggedIn);
  });

  it('a session ended elsewhere closes the stream at the next heartbeat', async () => {
    const worker = await one.member(a, 'worker');
    const stream = await open(three, worker.cookie);
    expect((await logout(one, worker.cookie)).statusCode).toBe(204);
    await stream.ended;
    expect(stream.events.at(-1)?.event).toBe(NOTIFICATION_STREAM_END_EVENT);
  });

  it('a member removed from the project loses the stream at the next heartbeat', async () => {
    const worker = await one.member(a, 'worker');
    const stream = await open(three, worker.cookie);
    await one.db
      .delete(memberships)
      .where(and(eq(memberships.projectId, a.id), eq(memberships.userId, worker.id)));
    await stream.ended;
    expect(stream.events.at(-1)?.event).toBe(NOTIFICATION_STREAM_END_EVENT);
  });
});

describe('access', () => {
  it("another project's member cannot open the stream and never receives its rows", async () => {
    const outsider = await one.member(b, 'admin');
    const refused = await open(two, outsider.cookie, a);
    expect(refused.status).toBe(404);
    expect(JSON.parse(refused.body).detail).toBe(projectMessages.notFound);
    const anonymous = await open(two, '', a);
    expect(anonymous.status).toBe(401);

    // A member of both projects: the stream of B shows B's messages only.
    const both = await one.member(a, 'worker');
    await one.addMember(b, both, b.roleIds.worker);
    const streamB = await open(two, both.cookie, b);
    await send(both, 'aus Projekt A', a);
    await send(both, 'aus Projekt B', b);
    // Rows are handed over in seq order, so A's would have come first.
    await arrival(streamB, 'aus Projekt B');
    expect(bodies(streamB)).toEqual(['aus Projekt B']);
    streamB.close();
    // Nor does resuming in B from before A's message show it.
    const resumed = await open(two, both.cookie, b, '?since=0');
    await arrival(resumed, 'aus Projekt B');
    expect(bodies(resumed)).toEqual(['aus Projekt B']);
    resumed.close();
  });

  it('a superuser who is not a member gets 403', async () => {
    const superuser = await one.superuser();
    const res = await open(two, superuser.cookie, a);
    expect(res.status).toBe(403);
  });

  it('asks for an event stream, and a valid resume point, in German', async () => {
    const worker = await one.member(a, 'worker');
    const plain = await one.app.inject({ url: streamPath(a), headers: { cookie: worker.cookie } });
    expect(plain.statusCode).toBe(406);
    expect(plain.json().detail).toBe(notificationMessages.streamOnly);
    for (const id of ['x', '-1', '1.5', 'x'.repeat(10_000), '1e400']) {
      const res = await one.app.inject({
        url: streamPath(a),
        headers: { cookie: worker.cookie, accept: 'text/event-stream', 'last-event-id': id },
      });
      expect(res.statusCode, id.slice(0, 10)).toBe(400);
      expect(res.json().detail).toBe('Ungültige Nachrichtennummer');
    }
    for (const query of ['?since=abc', '?since=-3', '?since=1.5']) {
      const res = await one.app.inject({
        url: streamPath(a, query),
        headers: { cookie: worker.cookie, accept: 'text/event-stream' },
      });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('meets HEAD with the same guard as GET and opens no stream for it', async () => {
    const worker = await one.member(a, 'worker');
    const stranger = await one.member(b, 'worker');
    const head = (cookie?: string) =>
      one.app.inject({
        method: 'HEAD',
        url: streamPath(a),
        headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
      });
    expect((await head()).statusCode).toBe(401);
    expect((await head('kontor_session=forged-token')).statusCode).toBe(401);
    expect((await head(stranger.cookie)).statusCode).toBe(404);
    const streams = one.app.notificationHub.size;
    const own = await head(worker.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(own.body).toBe('');
    expect(one.app.notificationHub.size).toBe(streams);
  });
});

describe('the instance', () => {
  it('closing the app ends its streams, so a graceful shutdown finishes', async () => {
    const own = await instance(SLOW);
    const worker = await one.member(a, 'worker');
    const streams = [await open(own, worker.cookie), await open(own, worker.cookie)];
    expect(own.app.notificationHub.size).toBe(2);
    await own.close();
    await Promise.all(streams.map((s) => s.ended));
    expect(streams.every((s) => s.events.length === 0)).toBe(true);
  });

  it('drops a stream whose client stops reading once its buffer is over the limit', async () => {
    const own = await instance({ ...SLOW, maxBufferedBytes: 64 * 1024 });
    const worker = await one.member(a, 'worker');
    const stalled = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get(
          instances.baseOf(own) + streamPath(a),
          { headers: { cookie: worker.cookie, accept: 'text/event-stream' }, agent: false },
          (res) => {
            res.pause(); // never reads: the kernel buffers fill, then Node's
            resolve(res);
          },
        )
        .on('error', reject);
    });
    const stalledClosed = new Promise((resolve) => stalled.once('close', resolve));
    stalled.on('error', () => {});
    const hub = own.app.notificationHub;
    expect(hub.size).toBe(1);
    const big = 'x'.repeat(64 * 1024);
    // Loopback buffers take a few MB before Node has to buffer; send until the stream is dropped.
    for (let round = 1; hub.size === 1; round++) {
      expect(round, 'the stalled stream was never dropped').toBeLessThan(200);
      await one.db.transaction(async (tx) => {
        for (let i = 0; i < 10; i++)
          await notify(tx, taskAssigned(a, office, worker, `${round}-${i} ${big}`));
      });
      const last = await send(worker, `Runde ${round}`);
      await vi.waitFor(() => expect(hub.position).toBeGreaterThanOrEqual(last));
    }
    expect(hub.size).toBe(0);
    stalled.resume();
    await stalledClosed;
    await own.close();
  });
});
