import { createHash } from 'node:crypto';

/**
 * Parse's REST API with the master key, for seeding the old system's data (parse-company.ts)
 * and reading it back in tests. Every answer that is not 2xx throws with Parse's message.
 */
export interface ParseConnection {
  serverUrl: string;
  appId: string;
  masterKey: string;
}

export interface ParsePointerValue {
  __type: 'Pointer';
  className: string;
  objectId: string;
}

export interface ParseDateValue {
  __type: 'Date';
  iso: string;
}

export interface ParseFileValue {
  __type: 'File';
  name: string;
  url: string;
}

/** An object as `GET /classes/<name>` answers it. */
export interface ParseRow {
  objectId: string;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

export const pointer = (className: string, objectId: string): ParsePointerValue => ({
  __type: 'Pointer',
  className,
  objectId,
});

export const parseDate = (iso: string): ParseDateValue => ({
  __type: 'Date',
  iso: new Date(iso).toISOString(),
});

export const sha256 = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');

/** `/users` and `/roles` instead of `/classes/_User` for creating (Parse wants them there). */
const createPath = (className: string) =>
  className === '_User' ? '/users' : className === '_Role' ? '/roles' : `/classes/${className}`;

export function parseRest(connection: ParseConnection) {
  const headers = {
    'X-Parse-Application-Id': connection.appId,
    'X-Parse-Master-Key': connection.masterKey,
  };

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${connection.serverUrl}${path}`, {
      method,
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`Parse ${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }

  return {
    /** Creates one object; answers its objectId. */
    async create(className: string, fields: Record<string, unknown>): Promise<string> {
      const created = await call<{ objectId: string }>('POST', createPath(className), fields);
      return created.objectId;
    },
    async update(className: string, objectId: string, fields: Record<string, unknown>) {
      await call('PUT', `/classes/${className}/${objectId}`, fields);
    },
    /**
     * One page of a class (`where` as Parse's JSON constraint), with the total count. Without a
     * constraint Parse's PostgreSQL adapter answers `count` from pg_class.reltuples, an estimate
     * (0 before the table was analysed), so an always-true one stands in for "everything".
     */
    async find(
      className: string,
      query: { where?: unknown; limit?: number; order?: string } = {},
    ): Promise<{ results: ParseRow[]; count: number }> {
      const where = query.where ?? { objectId: { $exists: true } };
      const params = new URLSearchParams({
        count: '1',
        limit: String(query.limit ?? 1000),
        where: JSON.stringify(where),
      });
      if (query.order) params.set('order', query.order);
      return call('GET', `/classes/${className}?${params}`);
    },
    async get(className: string, objectId: string): Promise<ParseRow> {
      return call('GET', `/classes/${className}/${objectId}`);
    },
    /** Uploads a file (`POST /files/<name>`); answers the File value to store in a field. */
    async uploadFile(name: string, contentType: string, bytes: Buffer): Promise<ParseFileValue> {
      const response = await fetch(`${connection.serverUrl}/files/${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': contentType },
        body: new Uint8Array(bytes),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`Parse file upload ${name}: ${response.status} ${text}`);
      const file = JSON.parse(text) as { name: string; url: string };
      return { __type: 'File', name: file.name, url: file.url };
    },
  };
}

export type ParseRest = ReturnType<typeof parseRest>;

/** Downloads a Parse file by its url (public in Parse: no key needed) and answers its sha256. */
export async function downloadChecksum(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return sha256(new Uint8Array(await response.arrayBuffer()));
}
