import { createApiClient, type ApiClient } from '@kontor/api-client';
import type { BrowserContext } from 'playwright-core';

/**
 * The typed API client acting as the browser's user: it sends the context's session cookie,
 * so a test can change data "from somewhere else" without hand-written URLs.
 */
export async function apiAs(context: BrowserContext, baseUrl: string): Promise<ApiClient> {
  const cookies = await context.cookies(baseUrl);
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  return createApiClient({ baseUrl, headers: { Cookie: cookie } });
}
