import createClient, { type Client, type ClientOptions, type Middleware } from 'openapi-fetch';
import { ApiError, NETWORK_ERROR, toApiError } from './api-error.ts';
import { serializeQuery, type Query } from './api-path.ts';
import type { paths } from './openapi.d.ts';

export * from './api-error.ts';
export * from './api-path.ts';
export type { components, paths } from './openapi.d.ts';

export type ApiClient = Client<paths, `${string}/${string}`>;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Throws every non-2xx answer as an ApiError with the German detail; a failed fetch as NETWORK_ERROR. */
export const problemMiddleware: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) {
      const retryAfter = response.headers.get('retry-after');
      throw toApiError(response.status, await readBody(response), retryAfter);
    }
  },
  onError({ error }) {
    if (error instanceof ApiError) return error;
    if (error instanceof Error && error.name === 'AbortError') return error;
    return new ApiError(0, NETWORK_ERROR);
  },
};

export type ApiClientOptions = Omit<ClientOptions, 'headers'> & {
  headers?: Record<string, string>;
};

/**
 * The typed Kontor API client (browser: same origin; Node: pass `baseUrl` and a `Cookie` header).
 * Answers other than 2xx reject with an ApiError; callers take the data with
 * `unwrap(api.GET(...))`.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({
    querySerializer: (query) => serializeQuery(query as Query),
    ...options,
    headers: { Accept: 'application/json', ...options.headers },
  });
  client.use(problemMiddleware);
  return client;
}

/** The data of a successful answer; errors were thrown by the client's middleware already. */
export async function unwrap<T>(
  request: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await request;
  if (error !== undefined || !response.ok) {
    throw toApiError(response.status, error, response.headers.get('retry-after'));
  }
  return data as T;
}
