import { readFile } from 'node:fs/promises';
import { OPENAPI_TYPES_FILE, renderOpenApiTypes } from '@kontor/api-client/generate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateOpenApi, OPENAPI_FILE } from '../lib/openapi.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Doc = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

describe('OpenAPI', () => {
  it('lists every /api route with its problem answers', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<Doc>();
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([p, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
      ),
    );
    const registered = t.routes
      .filter(
        (r) =>
          r.url.startsWith('/api/') &&
          !r.url.startsWith('/api/docs') &&
          r.url !== '/api/openapi.json' &&
          // The guarded OPTIONS answers (plugins/options-answers.ts) are not part of the API.
          !r.schema?.hide,
      )
      .flatMap((r) =>
        [r.method]
          .flat()
          .filter((m) => m !== 'HEAD')
          .map((m) => `${m} ${r.url.replace(/:(\w+)/g, '{$1}')}`),
      );
    expect(registered.length).toBeGreaterThanOrEqual(13);
    for (const route of registered) expect(documented, route).toContain(route);
    expect(documented.size).toBe(new Set(registered).size);
    const patch = doc.paths['/api/projects/{projectId}/properties/{propertyId}']!.patch!;
    expect(Object.keys(patch.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409']),
    );
  });

  it('documents bodies as sent: empty answers, files, multipart uploads, e-mail addresses', async () => {
    type Media = Record<string, { schema: Record<string, unknown> }>;
    type Op = {
      responses: Record<string, { content?: Media }>;
      requestBody?: { content: Media };
    };
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, Op>>;
    }>();
    const op = (path: string, method: string) => doc.paths[path]![method]!;
    const operations = Object.values(doc.paths).flatMap((ops) => Object.values(ops));
    for (const { responses } of operations) {
      for (const status of ['202', '204', '304']) {
        if (responses[status]) expect(responses[status].content, status).toBeUndefined();
      }
    }
    const file = op('/api/projects/{projectId}/images/{imageId}/file', 'get').responses;
    expect(Object.keys(file['200']!.content!)).toEqual([
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/webp',
    ]);
    expect(file['304']).toBeDefined();
    const thumbnail = op('/api/projects/{projectId}/images/{imageId}/thumbnail', 'get');
    expect(Object.keys(thumbnail.responses['200']!.content!)).toEqual(['image/webp']);
    const upload = op('/api/projects/{projectId}/images', 'post').requestBody!;
    expect(Object.keys(upload.content)).toEqual(['multipart/form-data']);
    expect(upload.content['multipart/form-data']!.schema).toMatchObject({
      properties: { files: { type: 'array' }, name: {}, moduleId: {} },
      required: ['files'],
    });
    const document = op('/api/projects/{projectId}/properties/{propertyId}/documents', 'post');
    expect(document.requestBody!.content['multipart/form-data']!.schema).toMatchObject({
      required: ['name', 'file'],
    });
    const login = op('/api/auth/login', 'post').requestBody!.content['application/json']!;
    expect(login.schema).toMatchObject({ properties: { email: { format: 'email' } } });
  });

  it('marks exactly the public operations `security: []`; every other one answers 401', async () => {
    type Op = { security?: unknown[]; responses: Record<string, unknown> };
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, Op>>;
      security: unknown[];
    }>();
    expect(doc.security).toEqual([{ session: [] }]);
    const publicUrls = new Set<string>();
    for (const route of t.routes.filter((r) => r.config?.public)) {
      publicUrls.add(route.url.replace(/:(\w+)/g, '{$1}'));
    }
    for (const expected of [
      '/api/health',
      '/api/auth/login',
      '/api/auth/password-reset',
      '/api/auth/password-reset/confirm',
      '/api/invitations/{token}',
      '/api/invitations/{token}/accept',
      '/api/public/projects/{projectId}/articles',
      '/api/public/projects/{projectId}/documents/{documentId}/file',
    ]) {
      expect(publicUrls, expected).toContain(expected);
    }
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method} ${path}`;
        const isPublic = publicUrls.has(path);
        if (isPublic) expect(operation.security, name).toEqual([]);
        else {
          expect(operation.security, name).toBeUndefined();
          expect(Object.keys(operation.responses), name).toContain('401');
        }
      }
    }
  });

  it('describes every answer in its own words', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<
        string,
        Record<string, { responses: Record<string, { description?: string }> }>
      >;
    }>();
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, { responses }] of Object.entries(operations)) {
        for (const [status, { description }] of Object.entries(responses)) {
          const name = `${method} ${path} ${status}`;
          expect(description?.trim(), name).toBeTruthy();
          expect(description, name).not.toBe('Default Response');
          if (Number(status) >= 400) expect(description!.length, name).toBeGreaterThan(15);
        }
      }
    }
  });

  it('documents what the router answers on every route with a path: 400 and 414 as problems', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<Doc>();
    const superuser = (await t.superuser()).cookie;
    const withParams = t.routes.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        r.url.includes(':') &&
        !r.url.startsWith('/api/docs') &&
        !r.schema?.hide,
    );
    expect(withParams.length).toBeGreaterThan(100);
    for (const route of withParams) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      for (const method of [route.method].flat().filter((m) => m !== 'HEAD')) {
        const name = `${method} ${route.url}`;
        const documented = Object.keys(doc.paths[path]![method.toLowerCase()]!.responses);
        expect(documented, name).toEqual(expect.arrayContaining(['400', '414']));
        const long = await t.app.inject({
          method: method as 'GET',
          url: route.url.replace(/:\w+/g, 'x'.repeat(101)),
          headers: { cookie: superuser },
        });
        expect(long.statusCode, name).toBe(414);
        expect(long.headers['content-type'], name).toMatch(/^application\/problem\+json/);
        expect(long.json().detail, name).toBe('Die Adresse ist zu lang.');
        // A malformed id: whatever comes back (401, 400, 404) must be documented, which the
        // test app's response contract checks when it closes.
        await t.app.inject({
          method: method as 'GET',
          url: route.url.replace(/:\w+/g, 'x'),
          headers: { cookie: superuser },
        });
      }
    }
  });

  it('docs/openapi.json is up to date (run `npm run openapi -w @kontor/server`)', async () => {
    const committed = JSON.parse(await readFile(OPENAPI_FILE, 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(await generateOpenApi())));
  });

  it('the client types match the document (run `npm run openapi -w @kontor/server`)', async () => {
    const committed = await readFile(OPENAPI_TYPES_FILE, 'utf8');
    expect(committed).toBe(await renderOpenApiTypes(await generateOpenApi()));
  });
});
