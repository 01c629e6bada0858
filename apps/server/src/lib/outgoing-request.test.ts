import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outgoingMessages } from '../plugins/messages.ts';
import {
  fetchOutgoing,
  MAX_REDIRECTS,
  OutgoingRequestRefused,
  OutgoingResponseTooLarge,
  outgoingRefusal,
  sendOutgoing,
} from './outgoing-request.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
const calls: { server: string; method: string; url: string; body: string }[] = [];

/** A receiver on 127.0.0.1 that records each call and answers with `handler`. */
async function receiver(name: string, handler: () => Handler) {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      calls.push({ server: name, method: req.method!, url: req.url!, body });
      handler()(req, res, body);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port };
}

let first: { server: Server; port: number };
let inner: { server: Server; port: number };
let firstHandler: Handler;
const ok: Handler = (_req, res) => res.writeHead(200).end('ok');
const redirect =
  (status: number, location: string): Handler =>
  (_req, res) =>
    res.writeHead(status, { location }).end();

const allowLocal = { allowedHosts: ['127.0.0.1'] };
const strict = { allowedHosts: [] };
const post = { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } };
const send = (url: string, policy = allowLocal) =>
  sendOutgoing(url, { ...post, timeoutMs: 5_000 }, policy);

beforeAll(async () => {
  first = await receiver('first', () => firstHandler);
  inner = await receiver('inner', () => ok);
});
afterAll(() => {
  first.server.close();
  inner.server.close();
});
beforeEach(() => {
  calls.length = 0;
  firstHandler = ok;
});

describe('sendOutgoing refuses internal addresses', () => {
  it.each([
    'http://127.0.0.1/',
    'http://10.1.2.3/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[fd00::]/',
    'http://0.0.0.0/',
    'http://[::]/',
    'http://[::ffff:127.0.0.1]/',
    'http://2130706433/',
    'http://192.168.0.1/',
  ])('%s, as typed', async (url) => {
    await expect(send(url, strict)).rejects.toThrow(OutgoingRequestRefused);
  });

  it('a name resolving to an internal address (localhost), and does not connect', async () => {
    const call = send(`http://localhost:${inner.port}/`, strict);
    await expect(call).rejects.toThrow(
      new OutgoingRequestRefused(outgoingMessages.internal('localhost')),
    );
    expect(calls).toEqual([]);
  });

  it('calls an internal host the operator allowed', async () => {
    expect(await send(`http://127.0.0.1:${first.port}/build`)).toEqual({ status: 200 });
    expect(calls).toEqual([{ server: 'first', method: 'POST', url: '/build', body: '{"a":1}' }]);
  });

  it.each([
    (port: number) => `http://localhost:${port}/`,
    (port: number) => `http://[::ffff:127.0.0.1]:${port}/`,
    (port: number) => `http://127.0.0.2:${port}/`,
    (port: number) => `http://169.254.169.254:${port}/`,
  ])('a redirect from an allowed host to an internal one (%#)', async (target) => {
    firstHandler = redirect(302, target(inner.port));
    await expect(send(`http://127.0.0.1:${first.port}/`)).rejects.toThrow(OutgoingRequestRefused);
    expect(calls.map((c) => c.server)).toEqual(['first']);
  });

  it('a redirect to another scheme', async () => {
    firstHandler = redirect(302, 'javascript:alert(1)');
    await expect(send(`http://127.0.0.1:${first.port}/`)).rejects.toThrow(
      new OutgoingRequestRefused(outgoingMessages.notHttp),
    );
  });

  it(`more than ${MAX_REDIRECTS} redirects`, async () => {
    firstHandler = redirect(307, '/again');
    await expect(send(`http://127.0.0.1:${first.port}/`)).rejects.toThrow(
      new OutgoingRequestRefused(outgoingMessages.tooManyRedirects(MAX_REDIRECTS)),
    );
    expect(calls).toHaveLength(MAX_REDIRECTS + 1);
  });
});

describe('sendOutgoing follows redirects itself', () => {
  it('to an allowed address: 307 keeps POST and body, 303 continues as GET', async () => {
    firstHandler = (req, res, body) =>
      req.url === '/start'
        ? redirect(307, '/kept')(req, res, body)
        : req.url === '/kept'
          ? redirect(303, `http://127.0.0.1:${first.port}/seen`)(req, res, body)
          : ok(req, res, body);
    expect(await send(`http://127.0.0.1:${first.port}/start`)).toEqual({ status: 200 });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/start', '{"a":1}'],
      ['POST', '/kept', '{"a":1}'],
      ['GET', '/seen', ''],
    ]);
  });
});

describe('fetchOutgoing (an import reads answers)', () => {
  const get = (url: string, policy: Parameters<typeof fetchOutgoing>[2], maxBytes = 1000) =>
    fetchOutgoing(url, { method: 'GET', timeoutMs: 5_000, maxBytes }, policy);

  it('answers status, content type and body, and stops reading past maxBytes', async () => {
    firstHandler = (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('hallo');
    const url = `http://127.0.0.1:${first.port}/x`;
    await expect(get(url, allowLocal)).resolves.toEqual({
      status: 200,
      contentType: 'text/plain',
      body: Buffer.from('hallo'),
    });
    await expect(get(url, allowLocal, 4)).rejects.toThrow(OutgoingResponseTooLarge);
  });

  it('with onlyHosts reaches that host only, also on a redirect', async () => {
    const only = { allowedHosts: ['127.0.0.1'], onlyHosts: [`127.0.0.1:${first.port}`] };
    firstHandler = redirect(302, `http://127.0.0.1:${inner.port}/weiter`);
    const refused = get(`http://127.0.0.1:${first.port}/x`, only);
    await expect(refused).rejects.toThrow(outgoingMessages.otherHost(`127.0.0.1:${inner.port}`));
    await expect(get('https://example.com/', only)).rejects.toThrow(OutgoingRequestRefused);
    expect(calls.map((c) => c.server)).toEqual(['first']);
  });
});

describe('outgoingRefusal (the field check on save)', () => {
  it.each([
    ['http://127.0.0.1:9/', strict, outgoingMessages.internal('127.0.0.1')],
    ['http://localhost:9/', strict, outgoingMessages.internal('localhost')],
    ['http://[fd00::1]/', strict, outgoingMessages.internal('[fd00::1]')],
    ['javascript:alert(1)', strict, outgoingMessages.notHttp],
    ['http://127.0.0.1:9/', allowLocal, undefined],
    ['https://name.invalid/hook', strict, undefined],
    ['https://93.184.216.34/hook', strict, undefined],
  ])('%s', async (url, policy, expected) => {
    expect(await outgoingRefusal(url, policy)).toBe(expected);
  });
});

describe('outgoingRefusal of an address Kontor calls later (mustResolve: push services)', () => {
  const allowInvalid = { allowedHosts: ['push.invalid'] };
  it.each([
    [
      'https://nonexistent.invalid/push/x',
      strict,
      outgoingMessages.unresolved('nonexistent.invalid'),
    ],
    ['https://push.invalid/x', allowInvalid, undefined],
    ['http://localhost:9/', strict, outgoingMessages.internal('localhost')],
    ['https://93.184.216.34/push', strict, undefined],
  ])('%s', async (url, policy, expected) => {
    expect(await outgoingRefusal(url, policy, { mustResolve: true })).toBe(expected);
  });
});
