import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { authMessages } from '@kontor/core/schemas/auth';
import { idempotencyMessages } from '@kontor/core/schemas/worker-app';
import { idempotencyKeys } from '../db/schema/idempotency-keys.ts';
import { images } from '../db/schema/files.ts';
import { properties } from '../db/schema/properties.ts';
import { noiseImage, testImage } from '../files/test-fixtures.ts';
import type { KontorModule } from '../lib/module-declarations.ts';
import { HttpProblem, problemResponses } from '../lib/problem.ts';
import type { CreatedProject } from '../lib/project-setup.ts';
import { multipartPayload } from '../test/multipart.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { requireSession } from './access.ts';
import { REPLAYED_HEADER } from './idempotency.ts';

let t: TestApp;
let project: CreatedProject;
let other: CreatedProject;
let office: string;
let colleague: string;
let outsider: string;

beforeAll(async () => {
  // PUBLIC_URL set: a calendar feed link is handed out only with it (the secret answers below).
  t = await createTestApp({ env: { PUBLIC_URL: 'http://localhost' } });
  project = await t.createProject({ modules: ['/properties', '/images'] });
  other = await t.createProject();
  office = (await t.member(project)).cookie;
  colleague = (await t.member(project)).cookie;
  outsider = (await t.member(other)).cookie;
});
afterAll(() => t.close());

const newKey = () => randomUUID();

function createProperty(
  name: unknown,
  key: string | undefined,
  cookie: string | null = office,
  projectId = project.id,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/properties`,
    headers: { ...(cookie && { cookie }), ...(key && { 'idempotency-key': key }) },
    payload: { name },
  });
}

async function propertiesNamed(name: string) {
  const [row] = await t.db.select({ n: count() }).from(properties).where(eq(properties.name, name));
  return row!.n;
}

async function keyRows(key: string) {
  return t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
}

const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

describe('Idempotency-Key', () => {
  it('runs a repeated request once and answers it with the first answer', async () => {
    const key = newKey();
    const name = unique('Haus');
    const first = await createProperty(name, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    const again = await createProperty(name, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.json()).toEqual(first.json());
    expect(await propertiesNamed(name)).toBe(1);
    const [row] = await keyRows(key);
    expect(row).toMatchObject({
      state: 'done',
      status: 201,
      projectId: project.id,
      method: 'POST',
      route: '/api/projects/:projectId/properties',
    });
  });

  it('gives two concurrent requests with one key one write and the same answer', async () => {
    const key = newKey();
    const name = unique('Zeitgleich');
    const [a, b] = await Promise.all([createProperty(name, key), createProperty(name, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()).toEqual(b.json());
    expect([a.headers[REPLAYED_HEADER], b.headers[REPLAYED_HEADER]].sort()).toEqual([
      'true',
      undefined,
    ]);
    expect(await propertiesNamed(name)).toBe(1);
  });

  it('refuses the key for a different request with 422', async () => {
    const key = newKey();
    expect((await createProperty(unique('Erstes'), key)).statusCode).toBe(201);
    const other = unique('Zweites');
    const res = await createProperty(other, key);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(idempotencyMessages.keyReused);
    expect(await propertiesNamed(other)).toBe(0);
  });

  it('keeps keys per user: the same key of another user is a request of its own', async () => {
    const key = newKey();
    const name = unique('Geteilt');
    const mine = await createProperty(name, key, office);
    const theirs = await createProperty(unique('Geteilt'), key, colleague);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(await keyRows(key)).toHaveLength(2);
  });

  it('answers a refused body again with the same 400, without validating again', async () => {
    const key = newKey();
    const first = await createProperty('', key);
    expect(first.statusCode).toBe(400);
    const again = await createProperty('', key);
    expect(again.statusCode).toBe(400);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.json()).toEqual(first.json());
  });

  it('leaves requests the guard refuses alone: nothing kept, the key still free', async () => {
    const key = newKey();
    const name = unique('Gesperrt');
    const anonymous = await createProperty(name, key, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().detail).toBe(authMessages.notLoggedIn);
    const foreign = await createProperty(name, key, office, other.id);
    expect(foreign.statusCode).toBe(404);
    expect(await keyRows(key)).toEqual([]);
    const mine = await createProperty(name, key);
    expect(mine.statusCode).toBe(201);
    expect(mine.headers[REPLAYED_HEADER]).toBeUndefined();
  });

  it("never replays a kept answer on another project's route (the guard answers first)", async () => {
    const key = newKey();
    const name = unique('Isoliert');
    const mine = await createProperty(name, key, office);
    expect(mine.statusCode).toBe(201);
    const foreign = await createProperty(name, key, office, other.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers[REPLAYED_HEADER]).toBeUndefined();
    // The other project's member with the same key and body writes in their own project.
    const theirs = await createProperty(name, key, outsider, other.id);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
  });

  it('refuses a malformed key with 400 in German and changes nothing', async () => {
    const name = unique('Ungültig');
    for (const key of ['kurz', 'a'.repeat(101), 'mit leerzeichen und mehr als 16']) {
      const res = await createProperty(name, key);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(idempotencyMessages.keyInvalid);
    }
    expect(await propertiesNamed(name)).toBe(0);
  });

  it('leaves requests without the header as they are', async () => {
    const name = unique('Ohne');
    expect((await createProperty(name, undefined)).statusCode).toBe(201);
    expect((await createProperty(name, undefined)).statusCode).toBe(409);
  });

  it('answers 409 while the first request is still running, and takes over a stale one', async () => {
    const key = newKey();
    const name = unique('Hängt');
    expect((await createProperty(name, key)).statusCode).toBe(201);
    const ref = eq(idempotencyKeys.key, key);
    // As if the first request were still running (or its instance had crashed).
    await t.db.update(idempotencyKeys).set({ state: 'pending' }).where(ref);
    const waiting = await createProperty(name, key);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().detail).toBe(idempotencyMessages.inProgress);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '10 minutes'` })
      .where(ref);
    // Taken over: the request runs again (here: the name is taken meanwhile).
    const retried = await createProperty(name, key);
    expect(retried.statusCode).toBe(409);
    expect(retried.headers[REPLAYED_HEADER]).toBeUndefined();
    expect((await keyRows(key))[0]).toMatchObject({ state: 'done', status: 409 });
  });

  it('forgets answers after the retention time and sweeps expired rows', async () => {
    const key = newKey();
    const stale = newKey();
    const name = unique('Alt');
    expect((await createProperty(name, key)).statusCode).toBe(201);
    expect((await createProperty(unique('Alt'), stale)).statusCode).toBe(201);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '73 hours'` })
      .where(sql`${idempotencyKeys.key} in (${key}, ${stale})`);
    const again = await createProperty(unique('Neu'), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await keyRows(stale)).toEqual([]);
  });

  it('replays an upload with the same image ids and stores the files once', async () => {
    const key = newKey();
    const name = unique('Foto');
    const upload = async () => {
      // A new boundary each time, as when the app's outbox sends the form again.
      const { payload, headers } = await multipartPayload([
        { field: 'name', value: name },
        { field: 'files', fileName: 'a.png', bytes: await testImage('png') },
        { field: 'files', fileName: 'b.jpg', bytes: await testImage('jpeg') },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/projects/${project.id}/images`,
        headers: { ...headers, cookie: office, 'idempotency-key': key },
        payload,
      });
    };
    const first = await upload();
    expect(first.statusCode, first.body).toBe(201);
    const [again, concurrent] = await Promise.all([upload(), upload()]);
    for (const res of [again, concurrent]) {
      expect(res.statusCode).toBe(201);
      expect(res.headers[REPLAYED_HEADER]).toBe('true');
      expect(res.json()).toEqual(first.json());
    }
    const stored = await t.db.select({ n: count() }).from(images).where(eq(images.name, name));
    expect(stored[0]!.n).toBe(2);
  });

  it('replays a large upload over HTTP without reading it, and the connection goes on', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const key = newKey();
    const bytes = await noiseImage(800, 600).png().toBuffer();
    const upload = () => {
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'gross.png');
      return fetch(`${address}/api/projects/${project.id}/images`, {
        method: 'POST',
        headers: { cookie: office, 'idempotency-key': key },
        body: form,
      });
    };
    const first = await upload();
    expect(first.status).toBe(201);
    const again = await upload();
    expect(again.status).toBe(201);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    const next = await fetch(`${address}/api/projects/${project.id}/images?pageSize=10`, {
      headers: { cookie: office },
    });
    expect(next.status, await next.text()).toBe(200);
  });
});

describe('Idempotency-Key after a server error', () => {
  let flaky: TestApp;
  let calls = 0;
  // Fails once with 503, then creates: the failure must not be kept.
  const flakyModule: KontorModule = {
    plugin: async (app) => {
      app.post(
        '/api/flaky',
        {
          onRequest: requireSession,
          schema: { response: { 201: z.object({ call: z.number() }), ...problemResponses(503) } },
        },
        async (_request, reply) => {
          calls += 1;
          if (calls === 1) throw new HttpProblem(503, 'Vorübergehend nicht verfügbar.');
          return reply.code(201).send({ call: calls });
        },
      );
    },
  };
  beforeAll(async () => {
    flaky = await createTestApp({ modules: [flakyModule] });
  });
  afterAll(() => flaky.close());

  it('forgets a 5xx answer, so the retry runs again and its answer is kept', async () => {
    const user = await flaky.superuser();
    const key = newKey();
    const send = () =>
      flaky.app.inject({
        method: 'POST',
        url: '/api/flaky',
        headers: { cookie: user.cookie, 'idempotency-key': key },
      });
    expect((await send()).statusCode).toBe(503);
    const retry = await send();
    expect(retry.statusCode).toBe(201);
    expect(retry.headers[REPLAYED_HEADER]).toBeUndefined();
    const replayed = await send();
    expect(replayed.headers[REPLAYED_HEADER]).toBe('true');
    expect(replayed.json()).toEqual({ call: 2 });
    expect(calls).toBe(2);
  });
});

describe('answers that carry a secret', () => {
  let tours: CreatedProject;
  let worker: string;
  let admin: string;
  beforeAll(async () => {
    tours = await t.createProject({ modules: ['/tours', '/user-management'] });
    worker = (await t.member(tours, 'worker')).cookie;
    admin = (await t.member(tours, 'admin')).cookie;
  });

  /** Every stored answer of the table as text: no secret may be in any of them. */
  async function storedBodies() {
    const rows = await t.db.select({ body: idempotencyKeys.body }).from(idempotencyKeys);
    return rows.map((row) => Buffer.from(row.body ?? new Uint8Array()).toString('utf8'));
  }

  async function expectWithheld(send: () => Promise<LightMyRequestResponse>, key: string) {
    const replay = await send();
    expect(replay.statusCode).toBe(409);
    expect(replay.headers[REPLAYED_HEADER]).toBe('true');
    expect(replay.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(replay.json().detail).toBe(idempotencyMessages.secretNotKept);
    const [row] = await keyRows(key);
    expect(row).toMatchObject({ state: 'done', status: 409 });
  }

  it("never keeps a rotated calendar feed's URL; a replay says the request ran", async () => {
    const key = newKey();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/projects/${tours.id}/tours/calendar-feed`,
        headers: { cookie: worker, 'idempotency-key': key },
      });
    const first = await send();
    expect(first.statusCode).toBe(201);
    const { url } = first.json<{ url: string }>();
    const token = decodeURIComponent(new URL(url).pathname.split('/').pop()!.replace('.ics', ''));
    expect(token.length).toBeGreaterThan(20);
    for (const body of await storedBodies()) expect(body).not.toContain(token);
    await expectWithheld(send, key);
    // The replay rotated nothing: the URL of the first answer still works.
    const feed = await t.app.inject({ url: new URL(url).pathname });
    expect(feed.statusCode).toBe(200);
    for (const body of await storedBodies()) expect(body).not.toContain(token);
  });

  it("never keeps an invitation's link (handed out when no mail carries it)", async () => {
    const key = newKey();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/projects/${tours.id}/invitations`,
        headers: { cookie: admin, 'idempotency-key': key },
        payload: {
          name: 'Erika Muster',
          email: `erika-${key}@example.com`,
          roleId: tours.roleIds.worker,
        },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const { link } = first.json<{ link: string | null }>();
    expect(link).toMatch(/\/invitation\//);
    const token = decodeURIComponent(link!.split('/invitation/')[1]!);
    for (const body of await storedBodies()) expect(body).not.toContain(token);
    await expectWithheld(send, key);
  });

  it('keeps a refusal of such a route as it is (it carries no secret)', async () => {
    const key = newKey();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/projects/${tours.id}/tours/calendar-feed?workerId=ZZZZZZZZZZ`,
        headers: { cookie: admin, 'idempotency-key': key },
      });
    const first = await send();
    expect(first.statusCode).toBeGreaterThanOrEqual(400);
    const again = await send();
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
  });
});
