import { once } from 'node:events';
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** One server instance behind the proxy, as the proxy sees it. */
export interface Upstream {
  readonly port: number;
  /** Requests answered by this upstream (any status). */
  served: number;
  /** Connects refused (the request went to the next upstream). */
  refused: number;
  /** Idempotent requests reset before their answer (they went to the next upstream). */
  reset: number;
}

export interface NextUpstreamProxy {
  url: string;
  upstreams: Upstream[];
  /** Requests the proxy could not get an answer for (answered 502 to the client). */
  failures: string[];
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

/** What nginx does not pass to the next upstream once the request was sent (`non_idempotent`). */
const NON_IDEMPOTENT = new Set(['POST', 'LOCK', 'PATCH']);

function endToEnd(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())),
  );
}

/**
 * A reverse proxy in the shape of open-source nginx in front of Kontor (docs/operations.md,
 * 'Rolling restarts'): no health checks, round robin over all upstreams, a new upstream
 * connection for every request (no keep-alive pool), and the next upstream tried as
 * `proxy_next_upstream error` does: on a refused connection (`ECONNREFUSED`) for every request,
 * and on an error before the answer's header (a reset: the kernel resets a connection still in
 * the closing port's accept queue) only for a method nginx counts idempotent, never for POST,
 * LOCK or PATCH. Any other failure is answered 502; an upstream's 503 is passed on. So every
 * write an instance loses in its shutdown shows as a failed request.
 */
export async function startNextUpstreamProxy(ports: number[]): Promise<NextUpstreamProxy> {
  const upstreams: Upstream[] = ports.map((port) => ({ port, served: 0, refused: 0, reset: 0 }));
  const failures: string[] = [];
  let next = 0;

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
        agent: false,
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
    const first = next;
    next = (next + 1) % upstreams.length;
    for (let i = 0; ; i++) {
      const upstream = upstreams[(first + i) % upstreams.length]!;
      let answer: IncomingMessage;
      try {
        answer = await send(upstream, clientReq, body, address);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? String(error);
        const retried = code === 'ECONNREFUSED' || !NON_IDEMPOTENT.has(clientReq.method ?? '');
        if (retried && i + 1 < upstreams.length) {
          if (code === 'ECONNREFUSED') upstream.refused++;
          else upstream.reset++;
          continue;
        }
        failures.push(`${clientReq.method} ${clientReq.url} → :${upstream.port}: ${code}`);
        clientRes.writeHead(502).end(`upstream failed: ${code}`);
        return;
      }
      upstream.served++;
      clientRes.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      answer.pipe(clientRes);
      answer.once('error', (error) => {
        failures.push(`${clientReq.method} ${clientReq.url} → :${upstream.port}: ${error.message}`);
        clientRes.destroy();
      });
      return;
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    upstreams,
    failures,
    async close() {
      server.closeAllConnections();
      server.close();
    },
  };
}
