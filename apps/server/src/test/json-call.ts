import type { TestApp } from './test-app.ts';

export type JsonMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request with a session cookie; the status and the parsed JSON body (if any). */
export async function jsonCall(
  t: TestApp,
  cookie: string,
  method: JsonMethod,
  url: string,
  payload?: unknown,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload !== undefined && { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.body ? res.json() : undefined };
}
