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
          r.url !== '/api/openapi.json',
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

  it('docs/openapi.json is up to date (run `npm run openapi -w @kontor/server`)', async () => {
    const committed = JSON.parse(await readFile(OPENAPI_FILE, 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(await generateOpenApi())));
  });

  it('the client types match the document (run `npm run openapi -w @kontor/server`)', async () => {
    const committed = await readFile(OPENAPI_TYPES_FILE, 'utf8');
    expect(committed).toBe(await renderOpenApiTypes(await generateOpenApi()));
  });
});
