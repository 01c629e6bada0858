import { EventEmitter, once } from 'node:events';
import {
  Agent,
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiPath } from '@kontor/api-client';

/** One server instance behind the proxy, as the proxy sees it. */
export interface Upstream {
  readonly port: number;
  /** The last health check answered 200. */
  healthy: boolean;
  /** Requests answered by this upstream. */
  served: number;
  /** Health checks answered 503 `{ status: 'draining' }`. */
  drainingSeen: number;
}

export interface RoundRobinProxy {
  url: string;
  upstreams: Upstream[];
  /** Requests sent again to another upstream after a refused or reset connection. */
  retries(): number;
  /** Resolves once `check` holds for the upstream (re-checked after every health check). */
  until(upstream: Upstream, check: (u: Upstream) => boolean): Promise<void>;
  close(): Promise<void>;
}

/** Headers of one connection, not of the request (RFC 9110, 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

function endToEnd(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())),
  );
}

/** Errors where the upstream answered nothing: the request may go to another one. */
const RETRYABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']);
const MAX_ATTEMPTS = 4;

/**
 * A small reverse proxy in the shape of nginx or HAProxy in front of Kontor
 * (docs/operations.md, 'Rolling restarts'): round robin over the upstreams whose health check
 * (`GET /api/health`, every `checkEveryMs`) last answered 200, keep-alive connections to them,
 * and a request whose upstream refused or reset the connection before answering anything
 * goes to the next healthy upstream. Any other failure is answered 502 to the client.
 */
export async function startRoundRobinProxy(
  ports: number[],
  options: { checkEveryMs?: number } = {},
): Promise<RoundRobinProxy> {
  const checkEveryMs = options.checkEveryMs ?? 100;
  const upstreams: Upstream[] = ports.map((port) => ({
    port,
    healthy: false,
    served: 0,
    drainingSeen: 0,
  }));
  const checked = new EventEmitter();
  checked.setMaxListeners(0);
  const pool = new Agent({ keepAlive: true });
  let next = 0;
  let retries = 0;
  let closed = false;
  const timers = new Set<NodeJS.Timeout>();

  const check = (upstream: Upstream) => {
    const done = (healthy: boolean, draining = false) => {
      upstream.healthy = healthy;
      if (draining) upstream.drainingSeen++;
      checked.emit('checked');
      if (closed) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        check(upstream);
      }, checkEveryMs);
      timers.add(timer);
    };
    // A fresh connection per check, as HAProxy and nginx do.
    const req = request(
      { host: '127.0.0.1', port: upstream.port, path: apiPath('/api/health'), agent: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => done(res.statusCode === 200, body.includes('"draining"')));
        res.on('error', () => done(false));
      },
    );
    req.setTimeout(1000, () => req.destroy(new Error('health check timed out')));
    req.on('error', () => done(false));
    req.end();
  };

  const pick = (): Upstream | undefined => {
    for (let i = 0; i < upstreams.length; i++) {
      const upstream = upstreams[(next + i) % upstreams.length]!;
      if (upstream.healthy) {
        next = (next + i + 1) % upstreams.length;
        return upstream;
      }
    }
    return undefined;
  };

  /** Resolves with the upstream's answer, or rejects if it failed before answering. */
  const send = (
    upstream: Upstream,
    client: IncomingMessage,
    body: Buffer,
    clientAddress: string,
  ): Promise<IncomingMessage> =>
    new Promise((resolve, reject) => {
      const req = request({
        host: '127.0.0.1',
        port: upstream.port,
        method: client.method,
        path: client.url,
        agent: pool,
        headers: {
          ...endToEnd(client.headers),
          'content-length': String(body.length),
          'x-forwarded-for': clientAddress,
          'x-forwarded-proto': 'http',
        },
      });
      req.once('response', resolve);
      req.once('error', reject);
      req.end(body);
    });

  const server = createServer(async (clientReq, clientRes) => {
    const chunks: Buffer[] = [];
    for await (const chunk of clientReq) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const address = clientReq.socket.remoteAddress ?? '127.0.0.1';
    for (let attempt = 1; ; attempt++) {
      const upstream = pick();
      if (!upstream) {
        clientRes.writeHead(502).end('no healthy upstream');
        return;
      }
      let answer: IncomingMessage;
      try {
        answer = await send(upstream, clientReq, body, address);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? '';
        if (RETRYABLE.has(code) && attempt < MAX_ATTEMPTS) {
          // Passive health check: out of rotation until its next check answers 200.
          upstream.healthy = false;
          retries++;
          continue;
        }
        clientRes.writeHead(502).end(`upstream failed: ${code || String(error)}`);
        return;
      }
      upstream.served++;
      clientRes.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      // Streams (server-sent events) pass through as they come; a client that leaves ends them.
      clientRes.flushHeaders();
      answer.pipe(clientRes);
      clientRes.once('close', () => answer.destroy());
      return;
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  upstreams.forEach(check);

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    upstreams,
    retries: () => retries,
    async until(upstream, condition) {
      while (!condition(upstream)) await once(checked, 'checked');
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      server.close();
      pool.destroy();
    },
  };
}
