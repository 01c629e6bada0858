import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR, apiPath, createApiClient, unwrap } from './index.ts';

const BASE = 'http://kontor.test';

function clientAnswering(answer: (request: Request) => Response | Promise<Response>) {
  const fetch = vi.fn(async (request: Request) => answer(request));
  return { fetch, api: createApiClient({ baseUrl: BASE, fetch }) };
}

describe('createApiClient', () => {
  it('throws a problem answer as an ApiError with the German detail and field errors', async () => {
    const { api } = clientAnswering(() =>
      Response.json(
        {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          detail: 'Bitte prüfen Sie die Eingaben',
          errors: { email: ['Bitte eine gültige E-Mail-Adresse angeben'] },
        },
        { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
      ),
    );
    const error = await unwrap(
      api.POST('/api/auth/login', { body: { email: 'x', password: 'y' } }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, detail: 'Bitte prüfen Sie die Eingaben' });
    expect((error as ApiError).fieldError('email')).toBe(
      'Bitte eine gültige E-Mail-Adresse angeben',
    );
  });

  it('maps a failed fetch to the network text but keeps an abort', async () => {
    const { api } = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(unwrap(api.GET('/api/health'))).rejects.toMatchObject({
      status: 0,
      detail: NETWORK_ERROR,
    });
    const aborted = clientAnswering(() =>
      Promise.reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
    await expect(unwrap(aborted.api.GET('/api/health'))).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('fills path and query, leaves out empty values, and answers 204 with undefined', async () => {
    const { api, fetch } = clientAnswering((request) =>
      request.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : Response.json({ items: [], total: 0, page: 1, pageSize: 20 }),
    );
    await unwrap(
      api.GET('/api/projects/{projectId}/properties', {
        params: {
          path: { projectId: 'p 1' },
          query: { page: 1, pageSize: 20, sort: 'name', search: '' },
        },
      }),
    );
    expect(fetch.mock.calls[0]![0].url).toBe(
      `${BASE}/api/projects/p%201/properties?page=1&pageSize=20&sort=name`,
    );
    expect(fetch.mock.calls[0]![0].headers.get('Accept')).toBe('application/json');
    await expect(
      unwrap(
        api.DELETE('/api/projects/{projectId}/images/{imageId}', {
          params: { path: { projectId: 'p', imageId: 'i' } },
        }),
      ),
    ).resolves.toBeUndefined();
  });
});

describe('generated types', () => {
  it('a renamed field fails to compile instead of breaking a screen', async () => {
    const { api } = clientAnswering(() => Response.json({ status: 'ok' }));
    const health = await unwrap(api.GET('/api/health'));
    expect(health.status).toBe('ok');
    // @ts-expect-error the answer has `status`, not `state`
    expect(health.state).toBeUndefined();
    await unwrap(
      // @ts-expect-error the login body has `email`, not `mail`
      api.POST('/api/auth/login', { body: { mail: 'a@b.de', password: 'x' } }),
    );
  });
});

describe('apiPath', () => {
  it('fills the parameters of a documented route and its query', () => {
    expect(
      apiPath(
        '/api/projects/{projectId}/images/{imageId}/thumbnail',
        { projectId: 'p/1', imageId: 'i' },
        { w: 256, h: undefined, crop: 'true' },
      ),
    ).toBe('/api/projects/p%2F1/images/i/thumbnail?w=256&crop=true');
    expect(apiPath('/api/health')).toBe('/api/health');
  });

  it('refuses unknown routes, parameters and fields at compile time', () => {
    // @ts-expect-error a route the document does not list
    const unknown = apiPath('/api/projects/{projectId}/nothing', { projectId: 'p' });
    expect(unknown).toBe('/api/projects/p/nothing');
    // @ts-expect-error a renamed path parameter
    expect(() => apiPath('/api/projects/{projectId}', { project: 'p' })).toThrow();
  });
});
