import { setTimeout as delay } from 'node:timers/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { closeSync, openSync, readSync } from 'node:fs';
import { Server as NetServer, type AddressInfo, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the instance drains (from SIGTERM on), and the switch (plugins/shutdown.ts). */
    lifecycle: Lifecycle;
  }
}

export interface Lifecycle {
  readonly draining: boolean;
  /**
   * From now on `/api/health` answers 503 `draining` and every answer carries
   * `Connection: close`; the drain listeners run (the notification streams end).
   */
  startDraining(): void;
  /** Called once when draining starts. */
  onDrain(listener: () => void): void;
  /**
   * Drains (if not yet), closes the listening socket (the next connect is refused, so a proxy
   * tries another instance) and the idle keep-alive connections, and resolves once every
   * connection accepted before has had its requests answered and ended.
   */
  stopAccepting(): Promise<void>;
  /** After a timeout: cuts every connection still open. */
  cutConnections(): void;
}

/**
 * A connection accepted a moment before the port closed has its request on the way (a proxy
 * connects and sends at once); it gets this long to arrive before the connection is closed.
 * Node's own `server.close()` would close it at once, as idle: the request is lost with a reset.
 */
const FIRST_REQUEST_MS = 5_000;

/** Event loop turns the port may wait for an empty accept queue (a moment, also under load). */
const MAX_CLOSE_TRIES = 1_000;

/** Bytes of /proc/net/tcp read at a time: the listening sockets come first, so one read or two. */
const PROC_CHUNK = 1_024;

/**
 * Linux: connections in the accept queue of the app's listening socket (`rx_queue` of its
 * LISTEN line in /proc/net/tcp, or tcp6 for an IPv6 socket); 0 where that cannot be read.
 * Reads only as far as the listening sockets go (they are listed first): the kernel writes the
 * table as it is read, and the whole table takes it about half a millisecond, a window in
 * which a new connection could join the queue between this look and the close.
 */
export function acceptQueued(app: FastifyInstance): number {
  const address = app.server.address() as AddressInfo | null;
  if (process.platform !== 'linux' || !address) return 0;
  const port = `:${address.port.toString(16).toUpperCase().padStart(4, '0')}`;
  let fd: number;
  try {
    fd = openSync(address.family === 'IPv6' ? '/proc/net/tcp6' : '/proc/net/tcp', 'r');
  } catch {
    return 0;
  }
  try {
    const chunk = Buffer.alloc(PROC_CHUNK);
    let text = '';
    for (;;) {
      const read = readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) return 0;
      text += chunk.toString('latin1', 0, read);
      let newline: number;
      while ((newline = text.indexOf('\n')) >= 0) {
        // sl local_address rem_address st tx_queue:rx_queue …; st 0A is LISTEN.
        const [, local, , state, queues] = text.slice(0, newline).trim().split(/\s+/);
        text = text.slice(newline + 1);
        if (state === undefined || state === 'st') continue;
        if (state !== '0A') return 0;
        if (local?.endsWith(port)) return Number.parseInt(queues?.split(':')[1] ?? '0', 16) || 0;
      }
    }
  } catch {
    return 0;
  } finally {
    closeSync(fd);
  }
}

interface Connection {
  /** Requests of this connection not yet answered. */
  open: number;
  /** Requests answered. */
  served: number;
}

/**
 * Tracks the connections and their requests for the drain. While draining every answer
 * carries `Connection: close`: a keep-alive client opens its next connection elsewhere, and
 * the connection ends with the answer. That covers requests arriving later and those already
 * running when draining starts; an answer whose headers went out before (a long download)
 * ends its connection when it is done.
 */
export function setupDraining(app: FastifyInstance): void {
  let draining = false;
  let stopping: Promise<void> | undefined;
  const drainListeners: (() => void)[] = [];
  const connections = new Map<Socket, Connection>();
  const running = new Set<ServerResponse>();
  let allEnded: (() => void) | undefined;

  app.server.on('connection', (socket: Socket) => {
    connections.set(socket, { open: 0, served: 0 });
    socket.once('close', () => {
      connections.delete(socket);
      if (connections.size === 0) allEnded?.();
    });
  });
  // Before Fastify's own handler, so every answer is covered, hijacked ones too.
  app.server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const connection = connections.get(request.socket);
    if (connection) {
      connection.open++;
      response.once('close', () => {
        connection.open--;
        connection.served++;
      });
    }
    if (draining) {
      response.shouldKeepAlive = false;
      return;
    }
    running.add(response);
    response.once('close', () => running.delete(response));
  });

  const startDraining = () => {
    if (draining) return;
    draining = true;
    for (const response of running) {
      if (!response.headersSent) {
        response.shouldKeepAlive = false;
      } else {
        const socket = response.socket;
        response.once('finish', () => socket?.destroySoon());
      }
    }
    running.clear();
    for (const listener of drainListeners) listener();
  };

  const lifecycle: Lifecycle = {
    get draining() {
      return draining;
    },
    startDraining,
    onDrain(listener) {
      drainListeners.push(listener);
    },
    stopAccepting() {
      return (stopping ??= new Promise<void>((resolve) => {
        startDraining();
        allEnded = resolve;
        let tries = 0;
        const close = () => {
          // Closing the socket resets the connections the kernel has accepted and Node has not
          // taken yet (their requests may be sent): close when that queue is empty, so the
          // window is a few microseconds instead of an event loop turn.
          if (app.server.listening && tries++ < MAX_CLOSE_TRIES && acceptQueued(app) > 0) {
            setImmediate(close);
            return;
          }
          // Only the listening socket: http.Server's close() also closes the connections
          // that have not sent their request yet.
          if (app.server.listening) NetServer.prototype.close.call(app.server);
          for (const [socket, connection] of connections) {
            if (connection.open > 0) continue;
            if (connection.served > 0) {
              socket.destroy();
              continue;
            }
            const timer = setTimeout(() => {
              if (connection.open === 0 && connection.served === 0) socket.destroy();
            }, FIRST_REQUEST_MS);
            socket.once('close', () => clearTimeout(timer));
          }
          if (connections.size === 0) resolve();
        };
        close();
      }));
    },
    cutConnections() {
      app.server.closeAllConnections();
      for (const socket of connections.keys()) socket.destroy();
    },
  };
  app.decorate('lifecycle', lifecycle);
}

export interface ShutdownOptions {
  /**
   * Serving on, before the port closes, while the health check already reports 503
   * (SHUTDOWN_GRACE_MS; 0 by default: for a balancer that cannot try another instance when a
   * connection is refused).
   */
  graceMs: number;
  /** Then the time running requests, jobs and streams get (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  /** Closes what outlives the app (the database), after the app. */
  closeResources: () => Promise<void>;
  exit: (code: number) => void;
}

const TIMED_OUT = Symbol('timed out');
/** What the clean-up after a timeout may still take (onClose hooks, closing the database). */
const CLEANUP_MS = 2_000;

async function within<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  const controller = new AbortController();
  try {
    return await Promise.race([work, delay(ms, TIMED_OUT, { signal: controller.signal })]);
  } finally {
    controller.abort();
  }
}

/**
 * The shutdown of one instance for a rolling restart (docs/operations.md, 'Rolling restarts'):
 *
 * 1. draining: the health check answers 503 `{ status: 'draining' }`, every answer carries
 *    `Connection: close`, the notification streams end (their browsers reconnect to another
 *    instance and resume from their last event id); with `graceMs`, requests are still
 *    accepted that long;
 * 2. the listening socket closes: a new connection is refused, so a proxy sends the request to
 *    another instance; idle keep-alive connections are closed; every request already accepted
 *    (also one whose connection was accepted but whose request is still on its way) is
 *    answered, as ever, and its connection ends;
 * 3. only then `app.close()`: the job worker stops claiming and finishes its jobs, the
 *    notification listener stops; then the database pools close and the process exits 0.
 *
 * If steps 2 and 3 take longer than `timeoutMs`, the remaining connections are cut, the
 * database is closed regardless (a job still running is run again after its lease) and the
 * exit code is 1. Returns the function the signal handlers call; every call after the first is
 * ignored.
 */
export function gracefulShutdown(
  app: FastifyInstance,
  options: ShutdownOptions,
): (signal: string, how?: { grace: boolean }) => Promise<void> {
  let running: Promise<void> | undefined;

  const run = async (signal: string, grace: boolean) => {
    app.lifecycle.startDraining();
    app.log.info(`${signal}: Server wird beendet …`);
    if (grace && options.graceMs > 0) {
      app.log.info(
        `Gesundheitsprüfung meldet 503; Anfragen werden noch ${options.graceMs} ms angenommen`,
      );
      await delay(options.graceMs);
    }
    const deadline = Date.now() + options.timeoutMs;
    const left = () => Math.max(0, deadline - Date.now());
    let code = 0;
    const timedOut = () => {
      code = 1;
      app.log.warn(
        `Beenden: nach ${options.timeoutMs} ms noch nicht fertig – offene Verbindungen werden getrennt`,
      );
      app.lifecycle.cutConnections();
    };
    if ((await within(app.lifecycle.stopAccepting(), left())) === TIMED_OUT) timedOut();
    const closing = app.close().then(
      () => true,
      (error: unknown) => {
        app.log.error({ err: error }, 'Beenden: Fehler beim Schließen des Servers');
        return false;
      },
    );
    const closed = await within(closing, code === 0 ? left() : CLEANUP_MS);
    if (closed === TIMED_OUT) {
      if (code === 0) timedOut();
      await within(closing, CLEANUP_MS);
    } else if (!closed) {
      code = 1;
    }
    try {
      if ((await within(options.closeResources(), CLEANUP_MS)) === TIMED_OUT) code = 1;
    } catch (error) {
      app.log.error({ err: error }, 'Beenden: Fehler beim Schließen der Datenbank');
      code = 1;
    }
    options.exit(code);
  };

  return (signal, how = { grace: true }) => (running ??= run(signal, how.grace));
}
