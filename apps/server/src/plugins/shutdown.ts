import { setTimeout as delay } from 'node:timers/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the instance drains (from SIGTERM on), and the switch (plugins/shutdown.ts). */
    lifecycle: Lifecycle;
  }
}

export interface Lifecycle {
  readonly draining: boolean;
  startDraining(): void;
}

/**
 * While the instance drains, `/api/health` answers 503 (modules/health) and every answer
 * carries `Connection: close`: a keep-alive client (the load balancer's pool) opens its next
 * connection elsewhere, and the connection ends with the answer, so closing the server does not
 * wait for idle keep-alive connections (Fastify keeps them 72 s). That covers requests arriving
 * later and those already running when draining starts; an answer whose headers went out
 * before (a notification stream, a long download) ends its connection when it is done.
 */
export function setupDraining(app: FastifyInstance): void {
  let draining = false;
  const running = new Set<ServerResponse>();
  // Before Fastify's own handler, so every answer is covered, hijacked ones too.
  app.server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (draining) {
      response.shouldKeepAlive = false;
      return;
    }
    running.add(response);
    response.once('close', () => running.delete(response));
  });
  const lifecycle: Lifecycle = {
    get draining() {
      return draining;
    },
    startDraining() {
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
    },
  };
  app.decorate('lifecycle', lifecycle);
}

export interface ShutdownOptions {
  /** Serving on while the health check already reports 503 (SHUTDOWN_GRACE_MS). */
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
 * 1. draining: the health check answers 503 `{ status: 'draining' }`, requests are still
 *    served (with `Connection: close`) for `graceMs`, the time a load balancer needs to notice;
 * 2. `app.close()`: no new connections, idle keep-alive connections closed, running requests
 *    finish; the notification streams end (their browsers reconnect to another instance and
 *    resume from their last event id), the job worker stops claiming and finishes its jobs;
 * 3. the database is closed and the process exits 0.
 *
 * If step 2 takes longer than `timeoutMs`, the remaining connections are cut, the database is
 * closed regardless (a job still running is run again after its lease) and the exit code is 1.
 * Returns the function the signal handlers call; every call after the first is ignored.
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
    let code = 0;
    const closing = app.close().then(
      () => true,
      (error: unknown) => {
        app.log.error({ err: error }, 'Beenden: Fehler beim Schließen des Servers');
        return false;
      },
    );
    const closed = await within(closing, options.timeoutMs);
    if (closed === TIMED_OUT) {
      code = 1;
      app.log.warn(
        `Beenden: nach ${options.timeoutMs} ms noch nicht fertig – offene Verbindungen werden getrennt`,
      );
      app.server.closeAllConnections();
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
