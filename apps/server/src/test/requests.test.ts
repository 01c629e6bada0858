import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_MODULES } from './all-modules.ts';
import type { CreatedProject } from '../lib/project-setup.ts';
import { httpMessages } from '../plugins/messages.ts';
import { multipartPayload } from './multipart.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * What every route does with a request before its handler, proved on EVERY registered route
 * (enumerated like isolation.test.ts, so a new route is covered without a hand list): a
 * foreign page cannot change anything (CSRF), the access guard answers before the body is
 * read, and a body of any JSON shape gets a 400, never a 500.
 */
let t: TestApp;
let b: CreatedProject;
let propertyB: string;
let superuser: string;

const MODULES = ALL_MODULES;
const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE'];
const methodsOf = (route: RouteOptions) => [route.method].flat().filter((m) => m !== 'OPTIONS');
const apiRoutes = (app: TestApp) =>
  app.routes.filter(
    (r) =>
      r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.url !== '/api/openapi.json',
  );
const unsafeCalls = (app: TestApp) =>
  apiRoutes(app).flatMap((route) =>
    methodsOf(route)
      .filter((method) => UNSAFE.includes(method))
      .map((method) => ({ route, method })),
  );
/** Routes that validate a JSON body (multipart uploads read theirs in the handler). */
const bodyCalls = (app: TestApp) =>
  unsafeCalls(app).filter(({ route }) => route.schema?.body !== undefined);

function urlFor(route: RouteOptions, projectId: string, propertyId: string) {
  return (
    route.url
      .replace(':projectId', projectId)
      .replace(':propertyId', propertyId)
      // A month in the path is a number; anything else is no such path (404) before the body.
      .replace(':year', '2026')
      .replace(':month', '3')
      .replace(/:[A-Za-z]+/g, 'ZZZZZZZZZZ')
  );
}

beforeAll(async () => {
  t = await createTestApp();
  b = await t.createProject({ name: 'Projekt B', modules: [...MODULES] });
  superuser = (await t.superuser()).cookie;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${b.id}/properties`,
    headers: { cookie: superuser },
    payload: { name: 'Hauptstraße 1' },
  });
  propertyB = res.json().id;
});
afterAll(() => t.close());

describe('state-changing requests from a foreign page (CSRF)', () => {
  const send = (
    route: RouteOptions,
    method: string,
    headers: Record<string, string>,
    payload?: string | Buffer,
  ) =>
    t.app.inject({
      method: method as 'POST',
      url: urlFor(route, b.id, propertyB),
      headers: { cookie: superuser, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });

  it('every state-changing route refuses a foreign Origin or Referer with 403', async () => {
    // The website's public form posts are made for other origins (and use no session).
    const crossOrigin = unsafeCalls(t).filter(({ route }) => route.config?.crossOrigin);
    expect(crossOrigin.map(({ route }) => route.url)).toEqual([
      '/api/public/projects/:projectId/forms/:formId',
    ]);
    expect(crossOrigin.every(({ route }) => route.config?.public)).toBe(true);
    const calls = unsafeCalls(t).filter(({ route }) => !route.config?.crossOrigin);
    expect(calls.length).toBeGreaterThan(100);
    const upload = await multipartPayload([
      { field: 'file', fileName: 'a.pdf', bytes: Buffer.from('%PDF-1.4'), type: 'application/pdf' },
    ]);
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      // The same host on another port or scheme is another origin.
      { origin: 'http://localhost:8080' },
      // A sandboxed frame or a privacy redirect: the browser names no origin.
      { origin: 'null' },
      { referer: 'https://evil.example/form.html' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const { route, method } of calls) {
      for (const headers of foreign) {
        // Body-less (logout, publish, resend) and multipart (uploads) requests.
        for (const [extra, payload] of [
          [{}, undefined],
          [upload.headers, upload.payload],
        ] as const) {
          const res = await send(route, method, { ...headers, ...extra }, payload);
          const name = `${method} ${route.url} ${JSON.stringify(headers)}`;
          expect(res.statusCode, name).toBe(403);
          expect(res.json().detail, name).toBe(httpMessages.foreignOrigin);
        }
      }
    }
  });

  it('passes requests from the own origin, from PUBLIC_URL and from clients that name none', async () => {
    const logout = t.routes.find((r) => r.url === '/api/auth/logout')!;
    const own: Record<string, string>[] = [
      // inject's Host is localhost:80: the address the request was sent to.
      { origin: 'http://localhost' },
      { referer: 'http://localhost/tasks?task=1' },
      { 'sec-fetch-site': 'same-origin' },
      // PUBLIC_URL (the test config's default), e.g. the address behind a proxy.
      { origin: t.config.publicUrl, host: 'internal:3000' },
      // curl, scripts: no browser, nothing a foreign page could forge.
      {},
    ];
    for (const headers of own) {
      // A superuser who is also B's administrator passes every guard, to the validation.
      const admin = await t.superuser();
      await t.addMember(b, admin, b.roleIds.admin);
      const cookie = admin.cookie;
      const res = await send(logout, 'POST', { ...headers, cookie });
      expect(res.statusCode, JSON.stringify(headers)).toBe(204);
    }
  });

  it('never reads a text/plain body (a form can send one without a preflight)', async () => {
    const logout = t.routes.find((r) => r.url === '/api/auth/logout')!;
    const res = await send(logout, 'POST', { 'content-type': 'text/plain' }, 'x');
    expect(res.statusCode).toBe(415);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ email: 'a@b.de', password: 'geheim-123' }),
    });
    expect(login.statusCode).toBe(415);
    expect(login.json().detail).toBe(httpMessages.unsupportedMediaType);
  });
});

describe('the access guard answers before the body is read', () => {
  /**
   * The same app with every body schema removed: its handlers run on any body, so a 403 from
   * one of them shows an access check done after validation (in a handler or service).
   */
  let unchecked: TestApp;
  beforeAll(async () => {
    unchecked = await createTestApp({
      onRoute: (route) => {
        if (route.schema?.body) delete route.schema.body;
      },
      checkStatuses: false,
    });
  });
  afterAll(() => unchecked.close());

  /** The same callers in both apps: none, another project's admin, B's weaker roles, a superuser. */
  async function callers(app: TestApp) {
    const project = await app.createProject({ name: 'Projekt B', modules: [...MODULES] });
    const other = await app.createProject({ name: 'Projekt A', modules: [...MODULES] });
    const property = await app.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/properties`,
      headers: { cookie: (await app.superuser()).cookie },
      payload: { name: 'Hauptstraße 1' },
    });
    const noModules = await app.createRole(project, { name: 'Ohne Module', modules: [] });
    return {
      project,
      propertyId: property.json<{ id: string }>().id,
      sessions: {
        none: '',
        'admin of another project': (await app.member(other, 'admin')).cookie,
        'role without modules': (await app.member(project, { id: noModules })).cookie,
        worker: (await app.member(project, 'worker')).cookie,
        office: (await app.member(project, 'office')).cookie,
        // Passes every project guard, but is nobody's colleague (own portrait: members only).
        'superuser, not a member': (await app.superuser()).cookie,
      },
    };
  }

  it('a caller without access sending an invalid body gets 401, 403 or 404, never 400', async () => {
    const real = await callers(t);
    const probe = await callers(unchecked);
    // Logout takes a body too; without its schema it ends the probe's session: so it comes last.
    const isLogout = ({ route }: { route: RouteOptions }) => route.url === '/api/auth/logout';
    const calls = [
      ...bodyCalls(t).filter((call) => !isLogout(call)),
      ...bodyCalls(t).filter(isLogout),
    ];
    expect(calls.length).toBeGreaterThan(50);
    let refused = 0;
    const late: string[] = [];
    for (const { route, method } of calls) {
      for (const [who, cookie] of Object.entries(real.sessions)) {
        const send = (app: TestApp, target: typeof real, sessionCookie: string) =>
          app.app.inject({
            method: method as 'POST',
            url: urlFor(route, target.project.id, target.propertyId),
            headers: {
              'content-type': 'application/json',
              ...(sessionCookie ? { cookie: sessionCookie } : {}),
            },
            // No body schema takes an array (see the test below); an object with unknown
            // fields would pass the all-optional ones.
            payload: '[]',
          });
        const answer = await send(t, real, cookie);
        const name = `${method} ${route.url} as ${who}`;
        if ([401, 403, 404].includes(answer.statusCode)) {
          refused++;
          continue;
        }
        // Passed the guard: then no check after it may refuse this caller either.
        const unvalidated = await send(
          unchecked,
          probe,
          probe.sessions[who as keyof typeof probe.sessions],
        );
        if ([401, 403].includes(unvalidated.statusCode)) {
          late.push(`${name}: ${unvalidated.json<{ detail: string }>().detail}`);
        }
      }
    }
    expect(late).toEqual([]);
    expect(refused).toBeGreaterThan(100);
  });
});

describe('bodies of any JSON shape', () => {
  it('every route with a body answers null, [] and "x" with 400 and a German problem', async () => {
    const calls = bodyCalls(t);
    expect(calls.length).toBeGreaterThan(50);
    expect(calls.map(({ route }) => route.url)).toContain('/api/projects/:projectId/admin/members');
    // A superuser who is also B's administrator passes every guard, to the validation.
    const admin = await t.superuser();
    await t.addMember(b, admin, b.roleIds.admin);
    const cookie = admin.cookie;
    for (const { route, method } of calls) {
      for (const payload of ['null', '[]', '"x"', '12']) {
        const res = await t.app.inject({
          method: method as 'POST',
          url: urlFor(route, b.id, propertyB),
          headers: { cookie, 'content-type': 'application/json' },
          payload,
        });
        const name = `${method} ${route.url} with ${payload}`;
        expect(res.statusCode, name).toBe(400);
        expect(res.headers['content-type'], name).toMatch(/^application\/problem\+json/);
        expect(res.json().detail, name).toBe(httpMessages.validation);
        expect(Object.values(res.json().errors ?? {}).flat().length, name).toBeGreaterThan(0);
      }
    }
  });
});
