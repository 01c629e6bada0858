import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@kontor/core/schemas/auth';
import { projectMessages } from '@kontor/core/schemas/projects';
import { CONTENT_TYPES } from '@kontor/core/content/content-types';
import { ALL_MODULES } from './all-modules.ts';
import { websiteMessages } from '@kontor/core/schemas/website';
import type { CreatedProject } from '../lib/project-setup.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Enumerates EVERY registered route (onRoute hook, no hand list) and proves tenant
 * isolation and module permissions for all of them, so a new area cannot forget its guard.
 */
let t: TestApp;
let a: CreatedProject;
let b: CreatedProject;
let memberA: string;
let memberB: string;
let workerB: string;
let propertyB: string;
let superuser: string;

/** Routes only superusers pass (spec 001 §6); the positive control calls them as one. */
const SUPERUSER_ONLY = new Set([
  'POST /api/projects/:projectId/website/contents',
  'POST /api/projects/:projectId/website/pages',
  'DELETE /api/projects/:projectId/website/pages/:webpageId',
]);

/**
 * The methods swept on a route: its own, and for a GET also HEAD and OPTIONS, derived here
 * rather than taken from the registered routes, so a GET whose HEAD or OPTIONS misses the
 * guard (or is not registered and falls to the 404 handler) fails the sweep. The registered
 * HEAD and OPTIONS routes are covered through their GET. The public form's CORS preflight is
 * the one OPTIONS that answers without a guard (public anyway).
 */
const methods = (route: RouteOptions) => {
  const own = [route.method].flat().filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
  return own.includes('GET') && !route.config?.crossOrigin ? [...own, 'HEAD', 'OPTIONS'] : own;
};
/** The sweeps over every route send thousands of requests: more time than one call needs. */
const SWEEP_TIMEOUT_MS = 120_000;
/** Methods whose refusal carries a problem body to read (a HEAD answer has none). */
const hasBody = (method: string) => method !== 'HEAD';
const projectRoutes = () => t.routes.filter((r) => r.url.startsWith('/api/projects/:projectId'));

/** Fills the path with project B's ids (real records where we have them). */
function urlFor(route: RouteOptions, projectId: string) {
  return route.url
    .replace(':projectId', projectId)
    .replace(':propertyId', propertyB)
    .replace(/:[A-Za-z]+/g, 'ZZZZZZZZZZ');
}

async function call(route: RouteOptions, method: string, projectId: string, cookie?: string) {
  return t.app.inject({
    method: method as 'GET',
    url: urlFor(route, projectId),
    headers: cookie ? { cookie } : {},
    ...(['POST', 'PUT', 'PATCH'].includes(method)
      ? { payload: { name: 'Probe 12345', version: 0 } }
      : {}),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const modules = ALL_MODULES;
  a = await t.createProject({ name: 'Projekt A', modules: [...modules] });
  b = await t.createProject({ name: 'Projekt B', modules: [...modules] });
  memberA = (await t.member(a, 'admin')).cookie;
  // Admin of B: the positive control must pass every guard, also the admin-only settings.
  memberB = (await t.member(b, 'admin')).cookie;
  workerB = (await t.member(b, 'worker')).cookie;
  superuser = (await t.superuser()).cookie;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${b.id}/properties`,
    headers: { cookie: memberB },
    payload: { name: 'Geheimstraße 1' },
  });
  propertyB = res.json().id;
});
afterAll(() => t.close());

describe('route isolation', () => {
  it('found the project routes', () => {
    const urls = new Set(projectRoutes().map((r) => r.url));
    expect(urls).toContain('/api/projects/:projectId');
    expect(urls).toContain('/api/projects/:projectId/properties/:propertyId');
    expect(urls).toContain('/api/projects/:projectId/roles/:roleId');
    expect(urls).toContain(
      '/api/projects/:projectId/forms/:formId/submissions/:submissionId/files/:fileId',
    );
    expect(urls).toContain('/api/projects/:projectId/forms/submitters/delete');
    expect(urls).toContain('/api/projects/:projectId/invitations/:invitationId/resend');
    // The live stream: a plain GET (no Accept: text/event-stream) gets 406 after the guard.
    expect(urls).toContain('/api/projects/:projectId/notifications/stream');
    // Routes generated from the content declarations are covered too.
    for (const type of CONTENT_TYPES) {
      expect(urls).toContain(`/api/projects/:projectId/${type.type}/:itemId`);
    }
    expect(propertyB).toHaveLength(10);
  });

  it(
    'answers 401 without a session on every non-public /api route',
    async () => {
      const guarded = t.routes.filter(
        (r) =>
          r.url.startsWith('/api/') &&
          !r.config?.public &&
          !r.url.startsWith('/api/docs') &&
          r.url !== '/api/openapi.json',
      );
      expect(guarded.length).toBeGreaterThan(5);
      for (const route of guarded) {
        for (const method of methods(route)) {
          const res = await call(route, method, b.id);
          expect(res.statusCode, `${method} ${route.url}`).toBe(401);
          if (hasBody(method)) expect(res.json().detail).toBe(authMessages.notLoggedIn);
          const bad = await call(route, method, b.id, 'kontor_session=forged-token');
          expect(bad.statusCode, `${method} ${route.url} with a forged cookie`).toBe(401);
        }
      }
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    "a member of project A gets 404 on every route of project B, B's member gets through",
    async () => {
      for (const route of projectRoutes()) {
        for (const method of methods(route)) {
          const denied = await call(route, method, b.id, memberA);
          expect([403, 404], `${method} ${route.url}`).toContain(denied.statusCode);
          if (hasBody(method)) expect(denied.json().detail).toBe(projectMessages.notFound);
          // Positive control: the same request by B's office member passes the guard.
          const superuserOnly = SUPERUSER_ONLY.has(`${method} ${route.url}`);
          const allowed = await call(route, method, b.id, superuserOnly ? superuser : memberB);
          expect([401, 403], `${method} ${route.url} as member of B`).not.toContain(
            allowed.statusCode,
          );
          if (hasBody(method) && allowed.statusCode === 404) {
            expect(allowed.json().detail).not.toBe(projectMessages.notFound);
          }
        }
      }
    },
    SWEEP_TIMEOUT_MS,
  );

  it('answers OPTIONS behind the GET guard: the methods for a member, nothing for others', async () => {
    const url = `/api/projects/${b.id}/properties`;
    const options = (cookie?: string) =>
      t.app.inject({ method: 'OPTIONS', url, headers: cookie ? { cookie } : {} });
    const own = await options(memberB);
    expect(own.statusCode).toBe(204);
    expect(own.headers.allow).toBe('OPTIONS, GET, HEAD, POST');
    expect((await options()).statusCode).toBe(401);
    expect((await options(memberA)).statusCode).toBe(404);
    expect((await options(workerB)).statusCode).toBe(403);
  });

  it('an unknown project is indistinguishable from a foreign one', async () => {
    for (const route of projectRoutes()) {
      for (const method of methods(route).filter(hasBody)) {
        const res = await call(route, method, 'XXXXXXXXXX', memberA);
        expect(res.statusCode, `${method} ${route.url}`).toBe(404);
        expect(res.json().detail).toBe(projectMessages.notFound);
      }
    }
  });

  it('answers a malformed or unknown record id in the path with 404, never 400', async () => {
    const recordRoutes = projectRoutes().filter((r) => /:(?!projectId)[A-Za-z]+/.test(r.url));
    expect(recordRoutes.length).toBeGreaterThan(20);
    for (const id of ['short', 'ZZZZZZZZZZ']) {
      for (const route of recordRoutes) {
        // OPTIONS passes the guard and names the methods; it reads no record.
        for (const method of methods(route).filter((m) => m !== 'HEAD' && m !== 'OPTIONS')) {
          const res = await t.app.inject({
            method: method as 'GET',
            url: route.url.replace(':projectId', b.id).replace(/:[A-Za-z]+/g, id),
            headers: { cookie: SUPERUSER_ONLY.has(`${method} ${route.url}`) ? superuser : memberB },
            ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: {} } : {}),
          });
          // An unknown id may be refused as a body problem first (400 with field messages).
          if (id === 'ZZZZZZZZZZ' && res.statusCode === 400) continue;
          expect(res.statusCode, `${method} ${route.url} with ${id}`).toBe(404);
        }
      }
    }
  });

  it('an administrator who is no superuser gets 403 on the superuser-only routes', async () => {
    const routes = projectRoutes().flatMap((route) =>
      methods(route)
        .filter((method) => SUPERUSER_ONLY.has(`${method} ${route.url}`))
        .map((method) => ({ route, method })),
    );
    expect(routes).toHaveLength(SUPERUSER_ONLY.size);
    for (const { route, method } of routes) {
      const res = await call(route, method, b.id, memberB);
      expect(res.statusCode, `${method} ${route.url}`).toBe(403);
      expect(res.json().detail).toBe(websiteMessages.superuserOnly);
    }
  });

  it("a role without the '/properties' module gets 403 on every properties route", async () => {
    const propertyRoutes = projectRoutes().filter((r) =>
      r.url.startsWith('/api/projects/:projectId/properties'),
    );
    expect(propertyRoutes.length).toBeGreaterThanOrEqual(4);
    for (const route of propertyRoutes) {
      for (const method of methods(route)) {
        const res = await call(route, method, b.id, workerB);
        expect(res.statusCode, `${method} ${route.url}`).toBe(403);
        if (hasBody(method)) expect(res.json().detail).toBe(projectMessages.forbidden);
      }
    }
    // The worker still reaches the project itself.
    const own = await t.app.inject({ url: `/api/projects/${b.id}`, headers: { cookie: workerB } });
    expect(own.statusCode).toBe(200);
    const paths = own.json<{ modules: { path: string }[] }>().modules.map((m) => m.path);
    expect(paths).not.toContain('/properties');
  });

  it("a worker role, though it lists '/tours', gets 403 on the services routes", async () => {
    const serviceRoutes = projectRoutes().filter((r) =>
      /\/(services|service-matrix)\b/.test(r.url),
    );
    expect(serviceRoutes.length).toBeGreaterThanOrEqual(6);
    const own = await t.app.inject({ url: `/api/projects/${b.id}`, headers: { cookie: workerB } });
    const paths = own.json<{ modules: { path: string }[] }>().modules.map((m) => m.path);
    expect(paths).toContain('/tours');
    for (const route of serviceRoutes) {
      for (const method of methods(route)) {
        const res = await call(route, method, b.id, workerB);
        expect(res.statusCode, `${method} ${route.url}`).toBe(403);
        if (hasBody(method)) expect(res.json().detail).toBe(projectMessages.forbidden);
      }
    }
  });

  it('a worker reaches their own tour and visits, and gets 403 on the office-only tours routes', async () => {
    const officeOnly = projectRoutes().filter((r) =>
      /\/tours\/(settings|visits\/:entryId)/.test(r.url),
    );
    expect(officeOnly.length).toBeGreaterThanOrEqual(3);
    for (const route of officeOnly) {
      for (const method of methods(route)) {
        const res = await call(route, method, b.id, workerB);
        expect(res.statusCode, `${method} ${route.url}`).toBe(403);
        if (hasBody(method)) expect(res.json().detail).toBe(projectMessages.forbidden);
      }
    }
    const own = await t.app.inject({
      url: `/api/projects/${b.id}/tours`,
      headers: { cookie: workerB },
    });
    expect(own.statusCode).toBe(200);
    // The guard answers before the body is read: a foreign worker gets 404, not 400.
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${b.id}/tours/visits`,
      headers: { cookie: memberA },
      payload: { entryId: 'ZZZZZZZZZZ', plannedDate: '2026-03-02' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("a worker gets 403 on 'Zeiten und Zuschläge' and the staff-only time-tracking routes", async () => {
    const staffOnly = projectRoutes().filter(
      (r) =>
        r.url.startsWith('/api/projects/:projectId/time-settings') ||
        /time-tracking\/(weeks|calendar|exports|absences\/:absenceId\/(approve|refuse))/.test(
          r.url,
        ),
    );
    expect(staffOnly.length).toBeGreaterThanOrEqual(15);
    for (const route of staffOnly) {
      for (const method of methods(route)) {
        const res = await call(route, method, b.id, workerB);
        expect(res.statusCode, `${method} ${route.url}`).toBe(403);
        if (hasBody(method)) expect(res.json().detail).toBe(projectMessages.forbidden);
      }
    }
  });

  it('refuses to start when a route lacks its guard', async () => {
    const { default: Fastify } = await import('fastify');
    const { setupAuth } = await import('../plugins/auth.ts');
    const { requireSession, requireProject } = await import('../plugins/access.ts');
    const startWith = async (add: (app: FastifyInstance) => void) => {
      const app = Fastify();
      await setupAuth(app);
      add(app);
      try {
        await app.ready();
      } finally {
        await app.close();
      }
    };
    await expect(
      startWith((app) => app.get('/api/projects/:projectId/leaky', async () => 'oops')),
    ).rejects.toThrow(/no project guard/);
    await expect(
      startWith((app) =>
        app.get('/api/projects/:projectId/leaky', { onRequest: requireSession }, async () => 'x'),
      ),
    ).rejects.toThrow(/no project guard/);
    await expect(startWith((app) => app.get('/api/leaky', async () => 'oops'))).rejects.toThrow(
      /no session guard/,
    );
    await expect(
      startWith((app) =>
        app.get('/api/projects/:projectId/fine', { onRequest: requireProject() }, async () => 'ok'),
      ),
    ).resolves.toBeUndefined();
  });

  it("a module plugin's guard counts, added by its own onRoute hook after the check's", async () => {
    const { default: Fastify } = await import('fastify');
    const { setupAuth } = await import('../plugins/auth.ts');
    const { requireModule } = await import('../plugins/access.ts');
    const { modulePlugin } = await import('../plugins/module-plugin.ts');
    const { serializerCompiler, validatorCompiler } = await import('fastify-type-provider-zod');
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await setupAuth(app);
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => void routes.push(route));
    await app.register(
      modulePlugin({ tag: 'probe', guard: requireModule('/tasks') }, async (probe) => {
        probe.get('/api/projects/:projectId/probe', async () => 'ok');
      }),
    );
    await app.ready();
    const probe = routes.find((r) => r.method === 'GET')!;
    expect([probe.onRequest].flat()).toHaveLength(1);
    expect(probe.schema?.tags).toEqual(['probe']);
    // The guard's answers; the HTTP layer's (400, 414) come from plugins/route-answers.ts.
    expect(Object.keys(probe.schema?.response as object)).toEqual(['401', '403', '404']);
    await app.close();
  });
});
