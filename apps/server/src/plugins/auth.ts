import cookie from '@fastify/cookie';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { guardKindOf } from './access.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (login, health, password reset). */
    public?: boolean;
  }
  interface FastifyInstance {
    sessionEnds: SessionEnds;
  }
}

/**
 * Tells whoever holds something open for a session (the live notification streams) that it
 * ended through this instance (logout), so they close at once. Sessions ended elsewhere
 * (another instance, a password reset, a removed member) are noticed by the holders' own
 * periodic checks.
 */
export class SessionEnds {
  private readonly listeners = new Set<(tokenHash: string) => void>();

  on(listener: (tokenHash: string) => void): void {
    this.listeners.add(listener);
  }

  ended(tokenHash: string): void {
    for (const listener of this.listeners) listener(tokenHash);
  }
}

const UNGUARDED_PREFIXES = ['/api/docs', '/api/openapi.json'];

function guardsOf(route: RouteOptions): string[] {
  const hooks = route.onRequest === undefined ? [] : [route.onRequest].flat();
  return hooks.map(guardKindOf).filter((kind) => kind !== undefined);
}

function checkGuarded(route: RouteOptions) {
  if (!route.url.startsWith('/api/') || route.config?.public) return;
  if (UNGUARDED_PREFIXES.some((prefix) => route.url.startsWith(prefix))) return;
  const guards = guardsOf(route);
  const needsProject = route.url.includes(':projectId');
  if (guards.length === 0 || (needsProject && !guards.includes('project'))) {
    throw new Error(
      `Route ${String(route.method)} ${route.url} has no ${needsProject ? 'project' : 'session'} guard`,
    );
  }
}

/**
 * Session cookie parsing plus a start-up check that every /api route declares a guard
 * (project routes a project guard), so a forgotten check fails loudly instead of leaking.
 * The check runs when the app is ready: a module plugin adds its guard in an onRoute hook of
 * its own, which runs after this plugin's, so only the final route options tell.
 */
export async function setupAuth(app: FastifyInstance) {
  await app.register(cookie);
  app.decorateRequest('auth', null);
  app.decorate('sessionEnds', new SessionEnds());
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  app.addHook('onReady', async () => routes.forEach(checkGuarded));
}
