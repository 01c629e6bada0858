import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ParseObject } from './contract.ts';

/**
 * An in-process stand-in for Parse Server's REST API, for the import's tests: `GET
 * /parse/classes/<name>` with order=objectId, limit, where {objectId: {$gt}} and
 * {$relatedTo: {object, key}} (and count=1), answered only with the right application id and master key;
 * files under /parse/files/<appId>/<name> (application id only). It counts what it served.
 */
export interface FakeParseServer {
  /** http://127.0.0.1:<port>/parse */
  serverUrl: string;
  port: number;
  classes: Map<string, ParseObject[]>;
  /** `${className}:${objectId}:${key}` → the related objects' ids. */
  relations: Map<string, string[]>;
  files: Map<string, { body: Buffer; contentType: string }>;
  /** Redirects: a file name answered with a 302 to this address. */
  redirects: Map<string, string>;
  /** Every objectId served per class (a paging test checks each once). */
  served: Map<string, string[]>;
  requests: { path: string; headers: http.IncomingHttpHeaders }[];
  /** Parse Server's `maxLimit`: a larger `limit` is cut to it. */
  maxLimit: number;
  /** Awaited before a class query is answered (a test holds the import at a page with it). */
  beforeAnswer?: (className: string, search: URLSearchParams) => Promise<void> | void;
  close(): Promise<void>;
}

export const FAKE_APP_ID = 'kontor-test-app';

function json(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startFakeParseServer(masterKey: string): Promise<FakeParseServer> {
  const classes = new Map<string, ParseObject[]>();
  const relations = new Map<string, string[]>();
  const files = new Map<string, { body: Buffer; contentType: string }>();
  const redirects = new Map<string, string>();
  const served = new Map<string, string[]>();
  const requests: FakeParseServer['requests'] = [];
  const fake = { maxLimit: 10_000 } as FakeParseServer;

  function query(className: string, params: URLSearchParams) {
    if (params.get('order') !== 'objectId') throw new Error('order=objectId expected');
    const limit = Math.min(fake.maxLimit, Number(params.get('limit') ?? 100));
    const where = JSON.parse(params.get('where') ?? '{}') as {
      objectId?: { $gt?: string };
      $relatedTo?: { object: { className: string; objectId: string }; key: string };
    };
    let objects = [...(classes.get(className) ?? [])];
    if (where.$relatedTo) {
      const { object, key } = where.$relatedTo;
      const ids = new Set(relations.get(`${object.className}:${object.objectId}:${key}`) ?? []);
      objects = objects.filter((o) => ids.has(o.objectId));
    }
    const after = where.objectId?.$gt;
    if (after !== undefined) objects = objects.filter((o) => o.objectId > after);
    objects.sort((a, b) => (a.objectId < b.objectId ? -1 : a.objectId > b.objectId ? 1 : 0));
    const page = objects.slice(0, limit);
    if (!where.$relatedTo) {
      served.set(className, [...(served.get(className) ?? []), ...page.map((o) => o.objectId)]);
    }
    return page;
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push({ path: url.pathname + url.search, headers: request.headers });
    if (request.headers['x-parse-application-id'] !== FAKE_APP_ID) {
      return json(response, 403, { code: 403, error: 'unauthorized' });
    }
    const file = /^\/parse\/files\/[^/]+\/(.+)$/.exec(url.pathname);
    if (file) {
      const name = decodeURIComponent(file[1]!);
      const target = redirects.get(name);
      if (target) {
        response.writeHead(302, { location: target });
        return response.end();
      }
      const stored = files.get(name);
      if (!stored) return json(response, 404, { code: 404, error: 'not found' });
      response.writeHead(200, { 'content-type': stored.contentType });
      return response.end(stored.body);
    }
    const match = /^\/parse\/classes\/([^/]+)$/.exec(url.pathname);
    if (!match || request.method !== 'GET') return json(response, 404, { error: 'not found' });
    const key = request.headers['x-parse-master-key'];
    // Echoes the key it got, as a careless proxy might: the reader must not repeat it.
    if (key !== masterKey)
      return json(response, 403, { code: 403, error: `bad key ${String(key)}` });
    const className = decodeURIComponent(match[1]!);
    void Promise.resolve(fake.beforeAnswer?.(className, url.searchParams)).then(() => {
      try {
        if (url.searchParams.get('count') === '1') {
          const count = classes.get(className)?.length ?? 0;
          return json(response, 200, { results: [], count });
        }
        return json(response, 200, { results: query(className, url.searchParams) });
      } catch (error) {
        return json(response, 400, { code: 102, error: (error as Error).message });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  Object.assign(fake, {
    serverUrl: `http://127.0.0.1:${port}/parse`,
    port,
    classes,
    relations,
    files,
    redirects,
    served,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
  return fake;
}

/** A Parse object as the REST API answers it. */
export function parseObject(objectId: string, fields: Record<string, unknown> = {}): ParseObject {
  return {
    objectId,
    createdAt: '2025-01-02T08:00:00.000Z',
    updatedAt: '2025-03-04T09:30:00.000Z',
    ...fields,
  };
}

export const pointer = (className: string, objectId: string) => ({
  __type: 'Pointer' as const,
  className,
  objectId,
});
