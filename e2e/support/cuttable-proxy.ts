import { createServer, request, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

export interface CuttableProxy {
  baseUrl: string;
  /** Drops every open connection (a live stream too) and refuses new ones until `restore`. */
  cut: () => void;
  restore: () => void;
  stop: () => Promise<void>;
}

/**
 * A pass-through HTTP proxy in front of a server, standing in for a load balancer or a flaky
 * mobile network: `cut()` breaks the connections the browser holds, which going offline in the
 * browser alone does not do for a stream that is already open. The Host header is passed on,
 * so the server's same-origin check sees the address the browser used.
 */
export async function startCuttableProxy(target: string): Promise<CuttableProxy> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  let cut = false;
  const server = createServer((incoming: IncomingMessage, outgoing) => {
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  server.on('connection', (socket) => {
    if (cut) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The proxy has no port');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    cut: () => {
      cut = true;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    restore: () => {
      cut = false;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
