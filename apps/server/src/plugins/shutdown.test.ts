import { once } from 'node:events';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { openEventStream } from '../test/event-stream-client.ts';
import { acceptQueued, gracefulShutdown } from './shutdown.ts';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A request over real HTTP on a connection of its own whose body is sent in two parts: the
 * first now, the rest with `finish()`, so the request can be in flight across a shutdown.
 */
function slowRequest(
  port: number,
  path: string,
  body: string,
  firstBytes: number,
  agent: Agent | false = false,
) {
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path,
    agent,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
  });
  req.write(body.slice(0, firstBytes));
  return { answer, finish: () => req.end(body.slice(firstBytes)) };
}

/** Keeps connections open between requests, as a load balancer's pool does. */
const keepAlive = new Agent({ keepAlive: true });
afterAll(() => keepAlive.destroy());

function send(
  port: number,
  method: 'GET' | 'POST',
  path: string,
  body = '',
  agent: Agent | false = keepAlive,
): Promise<Answer> {
  if (method === 'POST') {
    const whole = slowRequest(port, path, body, body.length, agent);
    whole.finish();
    return whole.answer;
  }
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end();
  });
}

const loginBody = (user: TestUser) =>
  JSON.stringify({ email: user.email, password: user.password });

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The app listening on a free port of 127.0.0.1, with a user to log in. */
async function listeningApp(): Promise<{ t: TestApp; port: number; user: TestUser }> {
  const t = await createTestApp({ database });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, port: (t.app.server.address() as AddressInfo).port, user: await t.createUser() };
}

function shutdownOf(t: TestApp, graceMs: number, timeoutMs: number) {
  let exit!: (code: number) => void;
  const exited = new Promise<number>((resolve) => (exit = resolve));
  const closeResources = vi.fn(async () => {});
  const shutdown = gracefulShutdown(t.app, { graceMs, timeoutMs, closeResources, exit });
  return { shutdown, exited, closeResources };
}

/** A raw connection to the server, to send a request on it later and read what comes back. */
async function rawConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  let received = '';
  socket.on('data', (chunk: string) => (received += chunk));
  const ended = new Promise<string>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
  await once(socket, 'connect');
  return { socket, ended, received: () => received };
}

function rawRequest(method: string, path: string, body = '', connection = 'keep-alive') {
  return (
    `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: ${connection}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

/**
 * Connects and sends `request`; resolves (without giving Node a turn) once the kernel holds the
 * connection in the server's accept queue. Resolves with all the server sent back.
 */
async function rawConnectionQueued(port: number, request: string) {
  const socket = connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  socket.write(request);
  let received = '';
  socket.on('data', (chunk: string) => (received += chunk));
  const ended = new Promise<string>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
  // Node connects to an address on the next tick; no event loop turn after it (that would
  // accept the connection). The condition is checked without yielding: the kernel completes
  // the handshake by itself.
  await new Promise((resolve) => process.nextTick(resolve));
  const deadline = Date.now() + 5_000;
  const app = { server: { address: () => ({ port }) } } as unknown as Parameters<
    typeof acceptQueued
  >[0];
  while (acceptQueued(app) === 0) {
    if (Date.now() > deadline) throw new Error('the connection never reached the accept queue');
  }
  return { answer: ended };
}

describe('graceful shutdown', () => {
  it('closes the port first, answers every accepted request for real with Connection: close, then closes the app and exits 0', async () => {
    const { t, port, user } = await listeningApp();
    const body = loginBody(user);
    // A keep-alive connection that has served a request and is idle now.
    const idle = await rawConnection(port);
    idle.socket.write(rawRequest('GET', '/api/health'));
    await vi.waitFor(() => expect(idle.received()).toContain('"status":"ok"'));
    // A connection accepted a moment ago whose request is still on its way (a proxy's).
    const accepted = once(t.app.server, 'connection');
    const fresh = await rawConnection(port);
    await accepted;
    // A login whose body is still arriving when SIGTERM comes (the server has its headers).
    const arrived = once(t.app.server, 'request');
    const inFlight = slowRequest(port, '/api/auth/login', body, 10);
    await arrived;

    const close = vi.spyOn(t.app, 'close');
    const { shutdown, exited, closeResources } = shutdownOf(t, 0, 10_000);
    void shutdown('SIGTERM');
    void shutdown('SIGTERM'); // a second signal changes nothing

    // The port is closed at once: a proxy's next connect is refused and goes elsewhere …
    expect(t.app.server.listening).toBe(false);
    await expect(send(port, 'GET', '/api/health', '', false)).rejects.toThrow(/ECONNREFUSED/);
    // … the idle keep-alive connection is closed, and the health check reports draining.
    expect(await idle.ended).not.toContain('draining');
    const draining = await t.app.inject({ url: '/api/health' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'draining' });

    // The request of the connection accepted before gets its real answer, not a reset or 503.
    fresh.socket.write(rawRequest('POST', '/api/auth/login', body));
    const freshAnswer = await fresh.ended;
    expect(freshAnswer).toMatch(/^HTTP\/1\.1 200 /);
    expect(freshAnswer.toLowerCase()).toContain('connection: close');
    expect(freshAnswer).toContain(user.email);

    // The app (job worker, notification listener) and the database wait for the last request …
    expect(close).not.toHaveBeenCalled();
    expect(closeResources).not.toHaveBeenCalled();
    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toMatchObject({ user: { email: user.email } });

    // … and close after it.
    expect(await exited).toBe(0);
    expect(close).toHaveBeenCalledOnce();
    expect(closeResources).toHaveBeenCalledOnce();
    await t.close();
  });

  it('answers a connection the kernel accepted but Node had not taken yet when SIGTERM came', async () => {
    const { t, port, user } = await listeningApp();
    const client = await rawConnectionQueued(
      port,
      rawRequest('POST', '/api/auth/login', loginBody(user)),
    );
    const { shutdown, exited } = shutdownOf(t, 0, 10_000);
    // In the same turn: the connection waits in the listening socket's accept queue.
    void shutdown('SIGTERM');
    const answer = await client.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(t.app.server.listening).toBe(false);
    expect(await exited).toBe(0);
    await t.close();
  });

  it('with a grace period: reports draining and serves on with Connection: close before the port closes', async () => {
    const { t, port, user } = await listeningApp();
    const healthy = await send(port, 'GET', '/api/health');
    expect(healthy.status).toBe(200);
    expect(JSON.parse(healthy.body)).toEqual({ status: 'ok' });
    expect(healthy.headers.connection).toBe('keep-alive');

    // The grace period only has to outlast the two requests below on a busy machine.
    const { shutdown, exited } = shutdownOf(t, 4_000, 10_000);
    void shutdown('SIGTERM');

    const draining = await send(port, 'GET', '/api/health');
    expect(draining.status).toBe(503);
    expect(draining.headers['content-type']).toContain('application/json');
    expect(JSON.parse(draining.body)).toEqual({ status: 'draining' });
    expect(draining.headers.connection).toBe('close');
    // Requests arriving while the balancer has not noticed yet are served.
    const during = await send(port, 'POST', '/api/auth/login', loginBody(user));
    expect(during.status).toBe(200);
    expect(during.headers.connection).toBe('close');

    // After the grace period no new connection is taken.
    await vi.waitFor(() => expect(t.app.server.listening).toBe(false), {
      timeout: 10_000,
      interval: 20,
    });
    await expect(send(port, 'GET', '/api/health', '', false)).rejects.toThrow(/ECONNREFUSED/);
    expect(await exited).toBe(0);
    await t.close();
  });

  it('answers the draining health check in the documented shape (inject)', async () => {
    const t = await createTestApp({ database });
    t.app.lifecycle.startDraining();
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'draining' });
    type Responses = Record<string, { content: Record<string, { schema: unknown }> }>;
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, { get: { responses: Responses } }>;
    }>();
    const documented = doc.paths['/api/health']!.get.responses['503']!.content;
    expect(documented['application/json']!.schema).toMatchObject({
      properties: { status: { enum: ['draining'] } },
    });
    expect(documented['application/problem+json']).toBeDefined();
    await t.close();
  });

  it('cuts what is left after the timeout, closes the database anyway and exits 1', async () => {
    const { t, port, user } = await listeningApp();
    const arrived = once(t.app.server, 'request');
    // Its body never completes.
    const stuck = slowRequest(port, '/api/auth/login', loginBody(user), 5);
    await arrived;
    // Watched from now on: the connection is cut while the test waits for the exit.
    const cut = expect(stuck.answer).rejects.toThrow(/socket hang up|ECONNRESET/);
    const { shutdown, exited, closeResources } = shutdownOf(t, 0, 300);
    void shutdown('SIGTERM');
    expect(await exited).toBe(1);
    expect(closeResources).toHaveBeenCalledOnce();
    await cut;
    await t.close();
  });
  it('ends an open notification stream when it closes, so the drain does not wait for it', async () => {
    const { t, port } = await listeningApp();
    const project = await t.createProject();
    const member = await t.member(project, 'office');
    // Over a keep-alive connection, as a browser's EventSource holds it.
    const stream = await openEventStream(
      `http://127.0.0.1:${port}/api/projects/${project.id}/notifications/stream`,
      { cookie: member.cookie, connection: 'keep-alive' },
    );
    expect(stream.status).toBe(200);
    expect(stream.headers.connection).toBe('keep-alive');
    const { shutdown, exited } = shutdownOf(t, 0, 10_000);
    void shutdown('SIGTERM');
    await stream.ended;
    // 0: everything closed in time; the stream's idle connection did not hold the close to the timeout.
    expect(await exited).toBe(0);
    await t.close();
  });
});
