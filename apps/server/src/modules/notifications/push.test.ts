import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '@kontor/core/ids';
import {
  notificationMessages,
  pushPayloadSchema,
  type PushPayload,
} from '@kontor/core/schemas/notifications';
import { DEFAULT_TIME_SETTINGS } from '@kontor/core/time-tracking/time-settings';
import { queryRows } from '../../db/sql.ts';
import { pushKeys, pushSubscriptions } from '../../db/schema/notifications.ts';
import { memberships, projects } from '../../db/schema/projects.ts';
import { clockEvents } from '../../db/schema/time-clock.ts';
import { timeEntries, timeRecords } from '../../db/schema/time-tracking.ts';
import { notify, NOTIFICATION_PUSH_JOB } from '../../lib/notify.ts';
import { outgoingMessages } from '../../plugins/messages.ts';
import type { CreatedProject } from '../../lib/project-setup.ts';
import { jsonCall } from '../../test/json-call.ts';
import { taskAssigned } from '../../test/notification-fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { loadVapidKeys, outcomeOf, vapidKeys, vapidSubject } from './push.service.ts';

type Caller = TestUser & { cookie: string };

/**
 * A push service stand-in on 127.0.0.1 (the test app's OUTGOING_ALLOWED_HOSTS permits it):
 * records every request with its raw body and answers the status queued for its path, else 201.
 */
interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
let service: Server;
let origin: string;
const received: PushRequest[] = [];
const answers = new Map<string, number[]>();

let t: TestApp;
let a: CreatedProject;
let b: CreatedProject;
let office: Caller;

/** A browser's subscription: its own ECDH key pair and auth secret, as the spec of Web Push. */
interface Device {
  endpoint: string;
  path: string;
  ecdh: ECDH;
  auth: Buffer;
  body: { endpoint: string; keys: { p256dh: string; auth: string } };
}
function device(): Device {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const path = `/push/${newId()}`;
  const endpoint = `${origin}${path}`;
  return {
    endpoint,
    path,
    ecdh,
    auth,
    body: {
      endpoint,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}

const pushUrl = (project: CreatedProject, rest: string) =>
  `/api/projects/${project.id}/push${rest}`;
const subscribe = (who: Caller, d: Device, project = a) =>
  jsonCall(t, who.cookie, 'PUT', pushUrl(project, '/subscription'), d.body);
const stateOf = async (who: Caller, endpoint: string, project = a) => {
  const res = await jsonCall(
    t,
    who.cookie,
    'GET',
    pushUrl(project, `/subscription?endpoint=${encodeURIComponent(endpoint)}`),
  );
  expect(res.status).toBe(200);
  return (res.body as { subscribed: boolean }).subscribed;
};
const unsubscribe = (who: Caller, endpoint: string, project = a) =>
  jsonCall(
    t,
    who.cookie,
    'DELETE',
    pushUrl(project, `/subscription?endpoint=${encodeURIComponent(endpoint)}`),
  );

async function message(
  recipient: TestUser,
  input: { title?: string; urgent?: boolean; project?: CreatedProject } = {},
) {
  await notify(
    t.db,
    taskAssigned(input.project ?? a, office, recipient, 'Treppenhaus reinigen, Hauptstraße 1', {
      title: input.title ?? 'Neue Aufgabe',
      urgent: input.urgent ?? false,
    }),
  );
  await t.drainJobs();
}

const to = (d: Device) => received.filter((r) => r.path === d.path);
const subscriptionsOf = (userId: string, project = a) =>
  t.db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.projectId, project.id), eq(pushSubscriptions.userId, userId)));

/** RFC 8291 / RFC 8188 (aes128gcm, one record): what the service worker would read. */
function decrypt(d: Device, body: Buffer): PushPayload {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const secret = d.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), d.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, d.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(-16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  const end = padded.lastIndexOf(2);
  return pushPayloadSchema.parse(JSON.parse(padded.subarray(0, end).toString('utf8')));
}

/** The VAPID header (RFC 8292): a JWT signed with ES256 by the key named in `k`. */
function checkVapid(request: PushRequest, publicKey: string, subject: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(
    request.headers.authorization ?? '',
  );
  expect(match, request.headers.authorization).not.toBeNull();
  const [, jwt, k] = match!;
  expect(k).toBe(publicKey);
  const [header, claims, signature] = jwt!.split('.') as [string, string, string];
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({
    typ: 'JWT',
    alg: 'ES256',
  });
  const point = Buffer.from(k!, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed).toBe(true);
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  expect(payload.aud).toBe(origin);
  const now = Date.now() / 1000;
  expect(payload.exp).toBeGreaterThan(now);
  expect(payload.exp).toBeLessThanOrEqual(now + 24 * 60 * 60);
  expect(payload.sub).toBe(subject);
}

beforeAll(async () => {
  service = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answers.get(path)?.shift() ?? 201;
      res.end();
    });
  });
  service.listen(0, '127.0.0.1');
  await once(service, 'listening');
  origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  t = await createTestApp({
    env: { OUTGOING_ALLOWED_HOSTS: '127.0.0.1', MAIL_FROM: 'Kontor <kontor@betrieb.example>' },
    jobs: { retryBaseMs: 20, retryMaxMs: 100, pollMs: 50 },
  });
  a = await t.createProject({ name: 'Projekt A' });
  b = await t.createProject({ name: 'Projekt B' });
  office = await t.member(a, 'office');
});
afterAll(async () => {
  await t.close();
  service.close();
});
beforeEach(() => {
  received.length = 0;
  answers.clear();
});

describe('the VAPID key pair', () => {
  it('is generated on the first start, once, and handed out as the public key', async () => {
    const [stored] = await t.db.select().from(pushKeys);
    expect(stored?.publicKey).toMatch(/^[\w-]{87}$/);
    const res = await jsonCall(t, office.cookie, 'GET', pushUrl(a, '/public-key'));
    expect(res).toEqual({ status: 200, body: { publicKey: stored!.publicKey } });
    // Two instances starting on an empty table at once: one pair is stored, both read it.
    await t.db.delete(pushKeys);
    const [first, second] = await Promise.all([loadVapidKeys(t.db), loadVapidKeys(t.db)]);
    const rows = await t.db.select().from(pushKeys);
    expect(rows).toHaveLength(1);
    expect(first).toEqual({ publicKey: rows[0]!.publicKey, privateKey: rows[0]!.privateKey });
    expect(second).toEqual(first);
    expect(first.publicKey).not.toBe(stored!.publicKey);
    // Back to the pair this process has in memory.
    await t.db.delete(pushKeys);
    await t.db.insert(pushKeys).values(stored!);
    expect(await vapidKeys(t.db)).toEqual({
      publicKey: stored!.publicKey,
      privateKey: stored!.privateKey,
    });
  });
});

describe('sending', () => {
  it("sends a VAPID-signed, encrypted push with the message's title and link", async () => {
    const reader = await t.member(a, 'office');
    const phone = device();
    expect((await subscribe(reader, phone)).status).toBe(204);
    await message(reader, { title: 'Neue Aufgabe' });
    const [request] = to(phone);
    expect(request).toBeDefined();
    const { publicKey } = (await jsonCall(t, reader.cookie, 'GET', pushUrl(a, '/public-key')))
      .body as { publicKey: string };
    checkVapid(request!, publicKey, 'mailto:kontor@betrieb.example');
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(request!.headers.ttl).toBe(String(24 * 60 * 60));
    expect(request!.headers.urgency).toBe('normal');
    const payload = decrypt(phone, request!.body);
    expect(payload).toMatchObject({
      title: 'Neue Aufgabe',
      body: 'Treppenhaus reinigen, Hauptstraße 1',
      url: `/tasks/active?task=AAAAAAAAAA&project=${a.id}`,
      urgent: false,
    });
    const [row] = await subscriptionsOf(reader.id);
    expect(row?.lastSuccessAt).toBeInstanceOf(Date);
  });

  it("signs with the project's sender address and opens the worker app for a worker", async () => {
    const project = await t.createProject({ name: 'Projekt mit Absender' });
    await t.db
      .update(projects)
      .set({
        settings: {
          email: { senderName: 'Büro', senderAddress: 'buero@verein.example', replyTo: '' },
        },
      })
      .where(eq(projects.id, project.id));
    const worker = await t.member(project, 'worker');
    await t.db
      .update(memberships)
      .set({ isWorker: true })
      .where(and(eq(memberships.projectId, project.id), eq(memberships.userId, worker.id)));
    const phone = device();
    expect((await subscribe(worker, phone, project)).status).toBe(204);
    await message(worker, { project });
    const [request] = to(phone);
    const { publicKey } = (await t.db.select().from(pushKeys))[0]!;
    checkVapid(request!, publicKey, 'mailto:buero@verein.example');
    expect(decrypt(phone, request!.body).url).toBe(`/app/aufgabe/AAAAAAAAAA?project=${project.id}`);
  });

  it('stores no job when no recipient has a device', async () => {
    const reader = await t.member(a, 'office');
    await message(reader);
    const jobs = await queryRows<{ payload: { notificationIds: string[] } }>(
      t.db,
      sql`select payload from jobs where kind = ${NOTIFICATION_PUSH_JOB}`,
    );
    const mine = await queryRows<{ id: string }>(
      t.db,
      sql`select id from notifications where recipient_id = ${reader.id}`,
    );
    expect(mine).toHaveLength(1);
    expect(jobs.flatMap((j) => j.payload.notificationIds)).not.toContain(mine[0]!.id);
    expect(received).toEqual([]);
  });

  it('deletes a device the push service answers 410 (or 404) for', async () => {
    const reader = await t.member(a, 'office');
    const [gone, lost, kept] = [device(), device(), device()];
    for (const d of [gone, lost, kept]) expect((await subscribe(reader, d)).status).toBe(204);
    answers.set(gone.path, [410]);
    answers.set(lost.path, [404]);
    await message(reader);
    expect((await subscriptionsOf(reader.id)).map((s) => s.endpoint)).toEqual([kept.endpoint]);
    await message(reader);
    expect(to(gone)).toHaveLength(1);
    expect(to(kept)).toHaveLength(2);
  });

  it('tries a 500 again until it is delivered, without repeating the devices that got it', async () => {
    const reader = await t.member(a, 'office');
    const [flaky, fine] = [device(), device()];
    for (const d of [flaky, fine]) expect((await subscribe(reader, d)).status).toBe(204);
    answers.set(flaky.path, [500, 503]);
    await message(reader);
    expect(to(flaky)).toHaveLength(3);
    expect(to(fine)).toHaveLength(1);
    const tags = to(flaky).map((r) => decrypt(flaky, r.body).tag);
    expect(new Set(tags).size).toBe(1);
    expect((await subscriptionsOf(reader.id)).every((s) => s.lastSuccessAt !== null)).toBe(true);
  });

  it('drops another 4xx (logged, not retried) and keeps the device', async () => {
    const reader = await t.member(a, 'office');
    const phone = device();
    await subscribe(reader, phone);
    answers.set(phone.path, [400]);
    await message(reader);
    expect(to(phone)).toHaveLength(1);
    expect(await subscriptionsOf(reader.id)).toHaveLength(1);
  });

  it.each([
    [201, 'sent'],
    [204, 'sent'],
    [404, 'gone'],
    [410, 'gone'],
    [413, 'dropped'],
    [403, 'dropped'],
    [301, 'dropped'],
    [429, 'retry'],
    [500, 'retry'],
    [502, 'retry'],
  ])('the answer %i means %s', (status, outcome) => {
    expect(outcomeOf(status)).toBe(outcome);
  });
});

describe('rest time (§ 5 ArbZG)', () => {
  const hoursAgo = (h: number) => new Date(Date.now() - h * 60 * 60 * 1000);

  async function restingWorker() {
    const worker = await t.member(a, 'worker');
    await t.db
      .update(memberships)
      .set({ isWorker: true })
      .where(and(eq(memberships.projectId, a.id), eq(memberships.userId, worker.id)));
    const phone = device();
    expect((await subscribe(worker, phone)).status).toBe(204);
    return { worker, phone };
  }

  async function clock(userId: string, kind: 'in' | 'out', at: Date, seq: number) {
    await t.db.insert(clockEvents).values({
      id: newId(),
      projectId: a.id,
      userId,
      kind,
      deviceTime: at,
      deviceId: 'geraet-1',
      deviceSeq: seq,
    });
  }

  it('holds back the push to a worker who clocked out an hour ago, not an urgent one', async () => {
    const { worker, phone } = await restingWorker();
    await clock(worker.id, 'in', hoursAgo(9), 1);
    await clock(worker.id, 'out', hoursAgo(1), 2);
    await message(worker, { title: 'Nicht dringend' });
    expect(to(phone)).toEqual([]);
    await message(worker, { title: 'Dringend', urgent: true });
    expect(to(phone).map((r) => decrypt(phone, r.body))).toMatchObject([
      { title: 'Dringend', urgent: true },
    ]);
    expect(to(phone)[0]!.headers.urgency).toBe('high');
    // Both stay in the feed.
    const feed = await jsonCall(t, worker.cookie, 'GET', `/api/projects/${a.id}/notifications`);
    expect((feed.body as { items: { title: string }[] }).items.map((n) => n.title)).toEqual([
      'Dringend',
      'Nicht dringend',
    ]);
  });

  it('counts the end of the latest time entry, and pushes again after 11 hours', async () => {
    const { worker, phone } = await restingWorker();
    const recordId = newId();
    await t.db.insert(timeRecords).values({
      id: recordId,
      projectId: a.id,
      userId: worker.id,
      year: new Date().getFullYear(),
      timeSettings: DEFAULT_TIME_SETTINGS,
    });
    const entry = async (startH: number, endH: number) =>
      t.db.insert(timeEntries).values({
        id: newId(),
        projectId: a.id,
        userId: worker.id,
        recordId,
        date: hoursAgo(startH).toISOString().slice(0, 10),
        type: 'work',
        startAt: hoursAgo(startH),
        endAt: hoursAgo(endH),
      });
    await entry(30, 22);
    await message(worker, { title: 'Nach der Ruhezeit' });
    expect(to(phone).map((r) => decrypt(phone, r.body).title)).toEqual(['Nach der Ruhezeit']);
    await entry(18, 10.5);
    await message(worker, { title: 'In der Ruhezeit' });
    expect(to(phone)).toHaveLength(1);
    // An entry covering now: the worker is at work, not at rest.
    await entry(2, -1);
    await message(worker, { title: 'Bei der Arbeit' });
    expect(to(phone).map((r) => decrypt(phone, r.body).title)).toEqual([
      'Nach der Ruhezeit',
      'Bei der Arbeit',
    ]);
  });

  it('pushes to office staff whatever their clock says', async () => {
    const reader = await t.member(a, 'office');
    const phone = device();
    await subscribe(reader, phone);
    await clock(reader.id, 'out', hoursAgo(1), 1);
    await message(reader);
    expect(to(phone)).toHaveLength(1);
  });
});

describe('subscriptions', () => {
  it('one row per device: a device another member used passes to the new user', async () => {
    const [first, second] = [await t.member(a, 'office'), await t.member(a, 'worker')];
    const shared = device();
    expect((await subscribe(first, shared)).status).toBe(204);
    expect((await subscribe(first, shared)).status).toBe(204);
    expect(await subscriptionsOf(first.id)).toHaveLength(1);
    expect(await stateOf(first, shared.endpoint)).toBe(true);
    expect(await stateOf(second, shared.endpoint)).toBe(false);
    expect((await subscribe(second, shared)).status).toBe(204);
    expect(await stateOf(first, shared.endpoint)).toBe(false);
    expect(await stateOf(second, shared.endpoint)).toBe(true);
    expect(await subscriptionsOf(first.id)).toEqual([]);
    expect(await subscriptionsOf(second.id)).toHaveLength(1);
    await message(first);
    expect(to(shared)).toEqual([]);
  });

  it("DELETE removes only the caller's own subscription, and answers 204 either way", async () => {
    const [owner, other] = [await t.member(a, 'office'), await t.member(a, 'office')];
    const phone = device();
    await subscribe(owner, phone);
    expect((await unsubscribe(other, phone.endpoint)).status).toBe(204);
    expect(await subscriptionsOf(owner.id)).toHaveLength(1);
    expect((await unsubscribe(owner, phone.endpoint)).status).toBe(204);
    expect(await subscriptionsOf(owner.id)).toEqual([]);
    expect(await stateOf(owner, phone.endpoint)).toBe(false);
  });

  it("a member of A can neither see, delete nor take over B's subscriptions", async () => {
    const inB = await t.member(b, 'office');
    const phone = device();
    await subscribe(inB, phone, b);
    const outsider = await t.member(a, 'admin');
    expect((await jsonCall(t, outsider.cookie, 'GET', pushUrl(b, '/public-key'))).status).toBe(404);
    expect((await subscribe(outsider, phone, b)).status).toBe(404);
    expect((await unsubscribe(outsider, phone.endpoint, b)).status).toBe(404);
    const peek = `/subscription?endpoint=${encodeURIComponent(phone.endpoint)}`;
    expect((await jsonCall(t, outsider.cookie, 'GET', pushUrl(b, peek))).status).toBe(404);
    expect(await stateOf(outsider, phone.endpoint, a)).toBe(false);
    // In their own project the same endpoint is another row; B's stays with its owner.
    expect((await unsubscribe(outsider, phone.endpoint, a)).status).toBe(204);
    expect((await subscribe(outsider, phone, a)).status).toBe(204);
    expect(await subscriptionsOf(inB.id, b)).toHaveLength(1);
    expect(await subscriptionsOf(outsider.id, a)).toHaveLength(1);
  });

  it("logout with the browser's endpoints ends their pushes in every project, nothing else", async () => {
    // A shared office computer: the console's and the worker app's subscription, in A and B.
    const leaving = await t.member(a, 'office');
    await t.addMember(b, leaving, b.roleIds.office);
    const [consoleApp, workerApp, ownPhone] = [device(), device(), device()];
    for (const d of [consoleApp, workerApp]) {
      expect((await subscribe(leaving, d, a)).status).toBe(204);
      expect((await subscribe(leaving, d, b)).status).toBe(204);
    }
    expect((await subscribe(leaving, ownPhone, a)).status).toBe(204);
    const colleague = await t.member(a, 'office');
    const colleagues = device();
    await subscribe(colleague, colleagues, a);
    const res = await jsonCall(t, leaving.cookie, 'POST', '/api/auth/logout', {
      // A colleague's address on the list removes nothing of theirs.
      pushEndpoints: [consoleApp.endpoint, workerApp.endpoint, colleagues.endpoint],
    });
    expect(res.status).toBe(204);
    const left = async (userId: string, project: CreatedProject) =>
      (await subscriptionsOf(userId, project)).map((row) => row.endpoint);
    expect(await left(leaving.id, a)).toEqual([ownPhone.endpoint]);
    expect(await left(leaving.id, b)).toEqual([]);
    expect(await left(colleague.id, a)).toEqual([colleagues.endpoint]);
    // The session is gone as well: the old cookie opens nothing.
    expect((await jsonCall(t, leaving.cookie, 'GET', '/api/auth/me')).status).toBe(401);
    await message(leaving);
    await message(leaving, { project: b });
    expect([...to(consoleApp), ...to(workerApp)]).toEqual([]);
    expect(to(ownPhone)).toHaveLength(1);
  });

  it('logout without a body or with an empty list keeps the devices; a bad list is a 400', async () => {
    const user = await t.member(a, 'office');
    const phone = device();
    await subscribe(user, phone);
    for (const body of [null, [], { pushEndpoints: 'x' }, { pushEndpoints: [''] }]) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: user.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await jsonCall(t, user.cookie, 'POST', '/api/auth/logout', { pushEndpoints: [] })).status,
    ).toBe(204);
    const again = await t.member(a, 'office');
    await subscribe(again, device());
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: again.cookie },
    });
    expect(plain.statusCode).toBe(204);
    expect(await subscriptionsOf(user.id)).toHaveLength(1);
    expect(await subscriptionsOf(again.id)).toHaveLength(1);
  });

  it('refuses an endpoint at an internal address with a German 400', async () => {
    for (const endpoint of [
      'http://10.0.0.5/push/x',
      'https://192.168.1.2/push',
      'http://[::1]:8080/push',
      'http://localhost/push',
    ]) {
      const res = await jsonCall(t, office.cookie, 'PUT', pushUrl(a, '/subscription'), {
        ...device().body,
        endpoint,
      });
      expect(res.status, endpoint).toBe(400);
      expect(res.body.detail).toBe(notificationMessages.pushEndpointRefused);
      expect(res.body.errors.endpoint[0]).toMatch(/internen Netz/);
    }
    expect(await subscriptionsOf(office.id)).toEqual([]);
  });

  it('refuses an endpoint whose name does not resolve with a German 400', async () => {
    for (const endpoint of [
      'https://nonexistent.invalid/push/x',
      'https://fcm.kontor.invalid/wpush/1',
    ]) {
      const res = await jsonCall(t, office.cookie, 'PUT', pushUrl(a, '/subscription'), {
        ...device().body,
        endpoint,
      });
      expect(res.status, endpoint).toBe(400);
      expect(res.body.detail).toBe(notificationMessages.pushEndpointRefused);
      expect(res.body.errors.endpoint[0]).toBe(
        outgoingMessages.unresolved(new URL(endpoint).hostname),
      );
    }
    expect(await subscriptionsOf(office.id)).toEqual([]);
  });

  it('answers bad input of any shape with a German 400', async () => {
    const good = device().body;
    for (const body of [
      null,
      [],
      {},
      { endpoint: good.endpoint },
      { ...good, endpoint: 'ftp://push.example/x' },
      { ...good, endpoint: 'x'.repeat(3000) },
      { ...good, keys: { p256dh: 'ä', auth: good.keys.auth } },
      { ...good, keys: { p256dh: good.keys.p256dh, auth: 'a'.repeat(500) } },
      { ...good, keys: null },
    ]) {
      const res = await jsonCall(t, office.cookie, 'PUT', pushUrl(a, '/subscription'), body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.detail).toMatch(/[äöüÄÖÜß]|Ungültig|Eingabe/);
    }
    for (const query of ['', '?endpoint=', `?endpoint=${'x'.repeat(3000)}`]) {
      const res = await jsonCall(t, office.cookie, 'DELETE', pushUrl(a, `/subscription${query}`));
      expect(res.status, query.slice(0, 20)).toBe(400);
    }
  });
});

describe('the VAPID subject', () => {
  const config = { mailFrom: 'Kontor <noreply@kontor.local>', publicUrl: 'http://localhost:3000' };
  it.each<[string, unknown, Partial<typeof config>, string]>([
    [
      "the project's sender",
      { email: { senderAddress: 'info@verein.example' } },
      {},
      'mailto:info@verein.example',
    ],
    ['MAIL_FROM without one', { email: { senderAddress: '' } }, {}, 'mailto:noreply@kontor.local'],
    ['a bare MAIL_FROM', {}, { mailFrom: 'post@firma.example' }, 'mailto:post@firma.example'],
    [
      'an https PUBLIC_URL without an address',
      {},
      { mailFrom: 'Kontor', publicUrl: 'https://kontor.firma.example/' },
      'https://kontor.firma.example',
    ],
    [
      'an http PUBLIC_URL without an address',
      null,
      { mailFrom: 'Kontor', publicUrl: 'http://kontor.intern:3000' },
      'mailto:noreply@kontor.intern',
    ],
  ])('%s', (_name, settings, override, expected) => {
    expect(vapidSubject(settings, { ...config, ...override })).toBe(expected);
  });
});
