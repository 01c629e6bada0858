import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { problemResponses, sendProblem } from '../lib/problem.ts';
import { emptyAnswer } from '../plugins/empty-answers.ts';
import { httpMessages } from '../plugins/messages.ts';
import { modulePlugin } from '../plugins/module-plugin.ts';
import { requireProject } from '../plugins/access.ts';
import { watchResponseStatuses } from './response-contract.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let cookie: string;
let projectId: string;

/** The real app plus one probe route that answers what the test asks for. */
async function probeApp() {
  const app = await buildApp(t.config, t.db, { logger: false });
  const watch = watchResponseStatuses(app);
  await app.register(
    modulePlugin({ tag: 'probe', guard: requireProject() }, async (probe) => {
      probe.get(
        '/api/projects/:projectId/probe/:status',
        { schema: { response: { 200: emptyAnswer('Nothing'), ...problemResponses(409) } } },
        async (request, reply) => {
          const status = Number((request.params as { status: string }).status);
          return status >= 400
            ? sendProblem(reply, status, 'Probe')
            : reply.code(status as 200).send(null);
        },
      );
    }),
  );
  await app.ready();
  return { app, watch };
}

beforeAll(async () => {
  t = await createTestApp();
  const project = await t.createProject();
  projectId = project.id;
  cookie = (await t.member(project, 'admin')).cookie;
});
afterAll(() => t.close());

describe('answers are documented', () => {
  it('records an answer whose status the route does not list, not the listed ones', async () => {
    const { app, watch } = await probeApp();
    const call = (status: number) =>
      app.inject({ url: `/api/projects/${projectId}/probe/${status}`, headers: { cookie } });
    expect((await call(200)).statusCode).toBe(200);
    expect((await call(409)).statusCode).toBe(409);
    expect(watch.violations).toEqual([]);
    expect((await call(418)).statusCode).toBe(418);
    expect(watch.violations).toEqual([
      'GET /api/projects/:projectId/probe/:status answered 418, documented: 200, 400, 401, 403, 404, 409, 414, 431',
    ]);
    expect(() => watch.assertNone()).toThrow(/answered 418/);
    await app.close();
  });

  it('sends an empty answer without a body even when the handler sends null', async () => {
    const { app } = await probeApp();
    const res = await app.inject({
      url: `/api/projects/${projectId}/probe/200`,
      headers: { cookie },
    });
    expect(res.body).toBe('');
    expect(res.headers['content-type']).toBeUndefined();
    await app.close();
  });

  it('answers 202 to a password-reset request without a body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: 'niemand@test.example' },
    });
    expect(res.statusCode).toBe(202);
    expect(res.body).toBe('');
  });
});

describe('what the HTTP parser refuses', () => {
  /** One real HTTP request (inject skips Node's parser and its header limit). */
  async function rawGet(app: typeof t.app, path: string) {
    const { port } = app.server.address() as AddressInfo;
    return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, headers: { cookie } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, type: res.headers['content-type'] ?? '', body }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('answers an address over the header limit with a German 431 problem, documented on every route', async () => {
    const app = await buildApp(t.config, t.db, { logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      // A push address of 2,000 characters is valid; of 3-byte characters (€) it is 18 KB encoded.
      const endpoint = encodeURIComponent(`https://push.example/${'€'.repeat(1979)}`);
      const res = await rawGet(
        app,
        `/api/projects/${projectId}/push/subscription?endpoint=${endpoint}`,
      );
      expect(res.status).toBe(431);
      expect(res.type).toMatch(/^application\/problem\+json/);
      expect(JSON.parse(res.body)).toMatchObject({
        status: 431,
        detail: httpMessages.headersTooLarge,
      });
      const ok = await rawGet(app, `/api/projects/${projectId}/push/subscription?endpoint=x`);
      expect(ok.status).toBe(200);
    } finally {
      await app.close();
    }
    const apiRoutes = t.routes.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        !r.url.startsWith('/api/docs') &&
        r.url !== '/api/openapi.json',
    );
    expect(apiRoutes.length).toBeGreaterThan(200);
    for (const route of apiRoutes) {
      expect(Object.keys(route.schema?.response ?? {}), route.url).toContain('431');
    }
  });
});
