import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_MODULES } from './all-modules.ts';
import { IDEMPOTENCY_HEADER } from '@kontor/core/schemas/worker-app';
import { testImage } from '../files/test-fixtures.ts';
import type { CreatedProject } from '../lib/project-setup.ts';
import { REPLAYED_HEADER } from '../plugins/idempotency.ts';
import { httpMessages } from '../plugins/messages.ts';
import { multipartPayload } from './multipart.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Every way a path can be written reaches the same checks (docs/security.md, 'Paths and
 * methods'): the router decodes percent-escapes, so '/%61pi/…' is '/api/…', and the plugins
 * must decide by the matched route, never by the raw URL. Proved on EVERY state-changing
 * route (enumerated like isolation.test.ts), in every spelling, with a foreign Origin and a
 * valid session.
 */
let t: TestApp;
let b: CreatedProject;
let propertyB: string;
let cookie: string;

const MODULES = ALL_MODULES;
const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE'];
const OWN_ORIGIN = 'http://localhost';

/** The route's path filled in; static segments (no ':') get `spell`, parameters stay. */
function pathOf(route: RouteOptions, spell: (segment: string) => string = (s) => s) {
  return route.url
    .split('/')
    .map((segment) => (segment === '' || segment.includes(':') ? segment : spell(segment)))
    .join('/')
    .replace(':projectId', b.id)
    .replace(':propertyId', propertyB)
    .replace(/:[A-Za-z]+/g, 'ZZZZZZZZZZ');
}

const escapeFirstLetter = (segment: string) =>
  segment.replace(/[a-z]/i, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
const capitalize = (segment: string) => segment.charAt(0).toUpperCase() + segment.slice(1);

/** The spellings of one route's path a browser or a hand-written request can send. */
function spellings(route: RouteOptions) {
  const plain = pathOf(route);
  return {
    // The router decodes these: they reach the route itself.
    decoded: [
      plain.replace('/api/', '/%61pi/'),
      plain.replace('/api/', '/%61%70%69/'),
      pathOf(route, escapeFirstLetter),
    ],
    // One spelling per route (app.ts router options): these match no route.
    unmatched: [
      `/${plain}`,
      plain.replace('/api/', '/api//'),
      `${plain}/`,
      plain.replace('/api/', '/API/'),
      pathOf(route, capitalize),
    ],
  };
}

const unsafeCalls = () =>
  t.routes
    .filter((r) => r.url.startsWith('/api/') && !r.config?.crossOrigin)
    .flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => UNSAFE.includes(method))
        .map((method) => ({ route, method })),
    );

async function imageUpload() {
  return multipartPayload([
    { field: 'files', fileName: 'foto.png', bytes: await testImage('png', 8, 8) },
  ]);
}

beforeAll(async () => {
  t = await createTestApp();
  b = await t.createProject({ name: 'Projekt B', modules: [...MODULES] });
  // A superuser who is also B's administrator passes every guard.
  const admin = await t.superuser();
  await t.addMember(b, admin, b.roleIds.admin);
  cookie = admin.cookie;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/projects/${b.id}/properties`,
    headers: { cookie },
    payload: { name: 'Hauptstraße 1' },
  });
  propertyB = res.json().id;
});
afterAll(() => t.close());

describe('every spelling of a state-changing path', () => {
  it('is refused from a foreign page on every route (403 or 404, never served)', async () => {
    const calls = unsafeCalls();
    expect(calls.length).toBeGreaterThan(100);
    const upload = await imageUpload();
    let refusedByOrigin = 0;
    for (const { route, method } of calls) {
      const { decoded, unmatched } = spellings(route);
      for (const url of [...decoded, ...unmatched]) {
        // Body-less (logout, publish, resend) and multipart (uploads) requests.
        for (const [extra, payload] of [
          [{}, undefined],
          [upload.headers, upload.payload],
        ] as const) {
          const res = await t.app.inject({
            method: method as 'POST',
            url,
            headers: { cookie, origin: 'https://evil.example', ...extra },
            ...(payload === undefined ? {} : { payload }),
          });
          const name = `${method} ${url}`;
          expect([403, 404], name).toContain(res.statusCode);
          // A decoded spelling is the route itself: the Origin check refuses it.
          if (decoded.includes(url)) {
            expect(res.statusCode, name).toBe(403);
            expect(res.json().detail, name).toBe(httpMessages.foreignOrigin);
            refusedByOrigin++;
          }
        }
      }
    }
    expect(refusedByOrigin).toBe(calls.length * 3 * 2);
  });

  it('positive control: from the own origin the decoded spelling uploads, the others match no route', async () => {
    const images = t.routes.find(
      (r) => r.url === '/api/projects/:projectId/images' && r.method === 'POST',
    )!;
    const { decoded, unmatched } = spellings(images);
    for (const url of [pathOf(images), ...decoded]) {
      const { payload, headers } = await imageUpload();
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, cookie, origin: OWN_ORIGIN },
        payload,
      });
      expect(res.statusCode, url).toBe(201);
    }
    for (const url of unmatched) {
      const { payload, headers } = await imageUpload();
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, cookie, origin: OWN_ORIGIN },
        payload,
      });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/problem\+json/);
    }
  });

  it('answers unknown /api paths in any spelling with the API 404, never the web app', async () => {
    for (const url of ['/API/nichts', '//api/nichts', '/%61pi/nichts', '/Api', '/%E0%A4%A']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['content-type'], url).toMatch(/^application\/problem\+json/);
    }
  });

  it('an Idempotency-Key holds on a decoded spelling too: the retry is a replay', async () => {
    const key = 'c0ffee00-0000-4000-8000-000000000001';
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/%61pi/projects/${b.id}/properties`,
        headers: { cookie, [IDEMPOTENCY_HEADER]: key },
        payload: { name: 'Nebenstraße 7' },
      });
    const first = await send();
    expect(first.statusCode).toBe(201);
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.json().id).toBe(first.json().id);
  });
});
