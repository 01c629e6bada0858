import { createHash } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formMessages } from '@kontor/core/schemas/forms';
import { formSubmissions } from '../../db/schema/forms.ts';
import { loginThrottle } from '../../db/schema/users.ts';
import { loadSharp } from '../../files/load-sharp.ts';
import { multipartPayload, type FormPart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { FORM_CHALLENGE_DIFFICULTY, leadingZeroBits } from './form-challenge.ts';
import { insertForm } from './form-fixtures.ts';
import { SUBMISSION_LIMIT } from './submissions.service.ts';

// Counts the images the server decodes (sharp is loaded through this for every re-encoding).
vi.mock('../../files/load-sharp.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../files/load-sharp.ts')>();
  return { loadSharp: vi.fn(original.loadSharp) };
});

/**
 * Issue 34, 'Public form limits that hold' (docs/forms.md, spam protection): the slot is taken
 * before the body is read, every POST counts, and a body is not read further (nor its files
 * processed) once its answer is known. Real HTTP to a listening app where the timing matters,
 * because `inject` always delivers the whole body at once.
 */
let t: TestApp;
let port: number;
let puts = 0;
let address = 0;
const nextAddress = () => `198.51.100.${++address}`;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
  const put = t.app.storage.put.bind(t.app.storage);
  t.app.storage.put = (...args) => {
    puts++;
    return put(...args);
  };
});
afterAll(async () => {
  await t.close();
});

const urlOf = (form: { id: string; projectId: string }) =>
  `/api/public/projects/${form.projectId}/forms/${form.id}`;

const fileForm = async (challenge = false) => {
  const project = await t.createProject({ modules: ['/forms'] });
  return insertForm(t.db, project.id, {
    fields: [
      { name: 'name', type: 'text', required: true },
      { name: 'foto', type: 'file', required: true },
    ],
    settings: { consentText: '', notification: false, response: false, challenge },
  });
};

/** What the website does: count up until the hash has enough leading zero bits. */
async function solvedChallenge(form: { id: string; projectId: string }) {
  const { challenge } = (await t.app.inject({ url: urlOf(form) })).json();
  for (let nonce = 0; ; nonce++) {
    const hash = createHash('sha256').update(`${challenge.token}${nonce}`).digest();
    if (leadingZeroBits(hash) >= challenge.difficulty)
      return { token: challenge.token as string, nonce: String(nonce) };
  }
}

/** A real JPEG followed by padding: about 3 MB, decoded (and re-encoded) only when accepted. */
const photo = async () => {
  const image = await sharp({
    create: { width: 32, height: 32, channels: 3, background: '#3366aa' },
  })
    .jpeg()
    .toBuffer();
  return Buffer.concat([image, Buffer.alloc(3 * 1024 * 1024)]);
};

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A POST whose headers go out at once and whose body only when `send` is called, piece by piece:
 * `answered` tells whether the server has answered already.
 */
function heldBack(path: string, headers: Record<string, string>, length: number) {
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    headers: { ...headers, 'content-length': String(length) },
  });
  let answered = false;
  // A request answered early may find its connection closed while it would still send.
  req.on('error', () => undefined);
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        });
        req.destroy();
      });
    });
  });
  req.flushHeaders();
  return {
    answer,
    answered: () => answered,
    send: (bytes: Buffer, end = false) => (end ? req.end(bytes) : req.write(bytes)),
  };
}

const throttleCount = async (formId: string) => {
  const rows = await t.db
    .select()
    .from(loginThrottle)
    .where(like(loginThrottle.key, `form:${formId}|%`));
  return rows.reduce((sum, row) => sum + row.failures, 0);
};

const stored = (formId: string) =>
  t.db.select().from(formSubmissions).where(eq(formSubmissions.formId, formId));

describe('the slot is taken before the body is read', () => {
  it('20 parallel submissions holding their bodies back: 5 stored, 15 refused with Retry-After', async () => {
    const form = await fileForm();
    const body = await multipartPayload([
      { field: 'name', value: 'Erika' },
      { field: 'foto', fileName: 'foto.txt', bytes: Buffer.from('Ein kurzer Text.\n') },
    ]);
    const clients = Array.from({ length: 20 }, () =>
      heldBack(urlOf(form), body.headers, body.payload.length),
    );
    // Every POST has taken (or been refused) its slot while no body has been sent yet.
    await vi.waitFor(async () => expect(await throttleCount(form.id)).toBe(20), {
      timeout: 25_000,
      interval: 50,
    });
    await vi.waitFor(() => expect(clients.filter((c) => c.answered())).toHaveLength(15), {
      timeout: 25_000,
      interval: 50,
    });
    for (const client of clients) if (!client.answered()) client.send(body.payload, true);
    const answers = await Promise.all(clients.map((c) => c.answer));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(15).fill(429)]);
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(JSON.parse(refused.body).detail).toBe(formMessages.tooManySubmissions);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(SUBMISSION_LIMIT.windowSeconds);
      expect(refused.headers.connection).toBe('close');
    }
    expect(await stored(form.id)).toHaveLength(5);
  });
});

describe('every POST counts, and a refused one costs no processing', () => {
  it('twelve 3 MB submissions without the required name: 400 five times, then 429, no file processed', async () => {
    const form = await fileForm();
    const body = await multipartPayload([
      { field: 'foto', fileName: 'foto.jpg', bytes: await photo(), type: 'image/jpeg' },
    ]);
    const from = nextAddress();
    const decodes = vi.mocked(loadSharp).mock.calls.length;
    const putsBefore = puts;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: urlOf(form),
        remoteAddress: from,
        ...body,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 400)
        expect(res.json().errors).toEqual({ name: [formMessages.required] });
      else expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(7).fill(429)]);
    expect(vi.mocked(loadSharp).mock.calls.length).toBe(decodes);
    expect(puts).toBe(putsBefore);
    // The same file with the name is taken (and re-encoded) from another address.
    const ok = await multipartPayload([
      { field: 'name', value: 'Erika' },
      { field: 'foto', fileName: 'foto.jpg', bytes: await photo(), type: 'image/jpeg' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: urlOf(form),
      remoteAddress: nextAddress(),
      ...ok,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(vi.mocked(loadSharp).mock.calls.length).toBeGreaterThan(decodes);
    expect(puts).toBe(putsBefore + 1);
  });

  it('honeypot submissions count like any other', async () => {
    const form = await fileForm();
    const from = nextAddress();
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: urlOf(form), remoteAddress: from, payload });
    for (let i = 0; i < SUBMISSION_LIMIT.slots; i++) {
      expect((await post({ name: 'Bot', website_url: 'https://spam.example' })).statusCode).toBe(
        201,
      );
    }
    const refused = await post({ name: 'Erika' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe(formMessages.tooManySubmissions);
    expect(await stored(form.id)).toEqual([]);
  });
});

describe('a body is read only until its answer is known', () => {
  /** The body up to and including the first bytes of the file part, and the rest. */
  async function splitAtFile(parts: FormPart[]) {
    const body = await multipartPayload(parts);
    const fileAt = body.payload.indexOf('filename="foto.jpg"');
    const cut = body.payload.indexOf('\r\n\r\n', fileAt) + 4 + 1024;
    return {
      headers: body.headers,
      length: body.payload.length,
      head: body.payload.subarray(0, cut),
      rest: body.payload.subarray(cut),
    };
  }

  const answerBeforeTheFile = async (
    parts: FormPart[],
    form?: { id: string; projectId: string },
  ) => {
    form ??= await fileForm();
    const body = await splitAtFile(parts);
    const client = heldBack(urlOf(form), body.headers, body.length);
    client.send(body.head);
    // The answer comes while 3 MB of the file are still unsent.
    const answer = await client.answer;
    return { form, answer };
  };

  it('answers an empty required field at the file that follows it, without reading the file', async () => {
    const decodes = vi.mocked(loadSharp).mock.calls.length;
    const { answer } = await answerBeforeTheFile([
      { field: 'name', value: '' },
      { field: 'foto', fileName: 'foto.jpg', bytes: await photo(), type: 'image/jpeg' },
    ]);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).errors).toEqual({ name: [formMessages.required] });
    expect(answer.headers.connection).toBe('close');
    expect(vi.mocked(loadSharp).mock.calls.length).toBe(decodes);
  });

  it('answers a filled honeypot at once, as if stored', async () => {
    const { form, answer } = await answerBeforeTheFile([
      { field: 'website_url', value: 'https://spam.example' },
      { field: 'name', value: 'Bot' },
      { field: 'foto', fileName: 'foto.jpg', bytes: await photo(), type: 'image/jpeg' },
    ]);
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body).id).toHaveLength(10);
    expect(await stored(form.id)).toEqual([]);
  });

  it('answers a wrong challenge before the file, and takes a solved one with its file', async () => {
    const form = await fileForm(true);
    const { token, nonce } = await solvedChallenge(form);
    const wrong = String(Number(nonce) + 1);
    const hash = createHash('sha256').update(`${token}${wrong}`).digest();
    const { answer } = await answerBeforeTheFile(
      [
        { field: 'challenge', value: token },
        // A wrong nonce (or, in the rare case that it solves too, one too long to be taken).
        leadingZeroBits(hash) < FORM_CHALLENGE_DIFFICULTY
          ? { field: 'nonce', value: wrong }
          : { field: 'nonce', value: 'x'.repeat(101) },
        { field: 'name', value: 'Erika' },
        { field: 'foto', fileName: 'foto.jpg', bytes: await photo(), type: 'image/jpeg' },
      ],
      form,
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).detail).toBe(formMessages.challengeFailed);
    const body = await multipartPayload([
      { field: 'challenge', value: token },
      { field: 'nonce', value: nonce },
      { field: 'name', value: 'Erika' },
      { field: 'foto', fileName: 'foto.jpg', bytes: await photo(), type: 'image/jpeg' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: urlOf(form),
      remoteAddress: nextAddress(),
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await stored(form.id)).toHaveLength(1);
  });
});
