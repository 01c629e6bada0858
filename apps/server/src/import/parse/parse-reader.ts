import { isHttpUrl } from '@kontor/core/content/web-address';
import {
  fetchOutgoing,
  OutgoingRequestRefused,
  OutgoingResponseTooLarge,
  type OutgoingPolicy,
} from '../../lib/outgoing-request.ts';
import type { ParseObject, ParsePointer } from './contract.ts';
import { importMessages } from './import-messages.ts';

/** Where the source is: `--server-url`, `--app-id`, `--master-key`. */
export interface ParseSource {
  serverUrl: string;
  appId: string;
  masterKey: string;
}

/** A failure talking to the source; its message is German and never holds the master key. */
export class ParseSourceError extends Error {
  override name = 'ParseSourceError';
  /** The source's HTTP status when it answered (401/403: application id or master key wrong). */
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface ParseReader {
  /** The source's host (name and port): the only one any request of the import reaches. */
  readonly host: string;
  readonly serverUrl: string;
  readonly policy: OutgoingPolicy;
  /**
   * The objects of a class in objectId order, one page at a time (keyset paging: each page asks
   * for objectIds above the last one read, so a class of any size costs the same per page and
   * never holds more than a page in memory). `after` resumes behind an objectId.
   */
  pages(className: string, options?: { after?: string | null }): AsyncGenerator<ParseObject[]>;
  /** How many objects the class holds (Parse's `count=1`), for a progress bar. */
  count(className: string): Promise<number>;
  /** The objects in a relation field (e.g. a _Role's `users`), paged the same way. */
  related(owner: ParsePointer, key: string, className: string): AsyncGenerator<ParseObject[]>;
  /** A file of the source (a Parse file URL), with the application id only. */
  download(
    url: string,
    maxBytes: number,
  ): Promise<{ status: number; contentType: string | undefined; body: Buffer }>;
}

export const DEFAULT_PAGE_SIZE = 500;
const TIMEOUT_MS = 60_000;
/** A page of 500 objects with long texts stays far below this. */
const MAX_PAGE_BYTES = 64 * 1024 * 1024;

/** The base URL without a trailing slash; throws ParseSourceError for anything not http(s). */
export function normalizeServerUrl(serverUrl: string): string {
  if (!isHttpUrl(serverUrl)) throw new ParseSourceError(importMessages.badServerUrl);
  const url = new URL(serverUrl);
  if (url.username || url.password) throw new ParseSourceError(importMessages.badServerUrl);
  return url.href.replace(/\/+$/, '');
}

/**
 * Parse's REST API (`GET /classes/<name>` with the application id and master key headers),
 * through the SSRF-checked outgoing request that reaches exactly the `--server-url` host (it
 * may be internal) and nothing else. The key stays in this closure: no property, log line or
 * error message holds it.
 */
export function parseReader(
  source: ParseSource,
  options: { pageSize?: number; timeoutMs?: number } = {},
): ParseReader {
  const serverUrl = normalizeServerUrl(source.serverUrl);
  const base = new URL(serverUrl);
  const policy: OutgoingPolicy = { allowedHosts: [base.hostname], onlyHosts: [base.host] };
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const { masterKey, appId } = source;
  /** Belt and braces: a source echoing its key back does not get it into a message. */
  const redact = (text: string) => (masterKey ? text.replaceAll(masterKey, '***') : text);

  async function get(
    address: string,
    what: string,
    headers: Record<string, string>,
    maxBytes: number,
  ) {
    try {
      return await fetchOutgoing(address, { method: 'GET', headers, timeoutMs, maxBytes }, policy);
    } catch (error) {
      const reason =
        error instanceof OutgoingRequestRefused
          ? error.message
          : error instanceof OutgoingResponseTooLarge
            ? importMessages.fileTooLarge
            : error instanceof Error
              ? error.message
              : String(error);
      throw new ParseSourceError(redact(importMessages.sourceUnreachable(what, reason)));
    }
  }

  async function classRequest(className: string, params: Record<string, string>) {
    const url = new URL(`${serverUrl}/classes/${encodeURIComponent(className)}`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    const headers = {
      'x-parse-application-id': appId,
      'x-parse-master-key': masterKey,
      accept: 'application/json',
    };
    const answer = await get(url.href, className, headers, MAX_PAGE_BYTES);
    let json: { results?: unknown; count?: unknown; error?: unknown };
    try {
      json = JSON.parse(answer.body.toString('utf8')) as typeof json;
    } catch {
      throw new ParseSourceError(importMessages.sourceNotJson(className));
    }
    if (answer.status !== 200 || !Array.isArray(json.results)) {
      const text = typeof json.error === 'string' ? json.error : '';
      throw new ParseSourceError(
        redact(importMessages.sourceAnswered(className, answer.status, text)),
        answer.status,
      );
    }
    return json;
  }

  async function query(className: string, where: Record<string, unknown>) {
    const params: Record<string, string> = { order: 'objectId', limit: String(pageSize) };
    if (Object.keys(where).length > 0) params.where = JSON.stringify(where);
    return (await classRequest(className, params)).results as ParseObject[];
  }

  async function* paged(className: string, where: Record<string, unknown>, after?: string | null) {
    let last = after ?? null;
    for (;;) {
      const page = await query(
        className,
        last === null ? where : { ...where, objectId: { $gt: last } },
      );
      // Only an empty page ends the class: a server whose maxLimit is below our limit answers
      // short pages, and stopping at the first short one would silently lose the rest.
      if (page.length === 0) return;
      yield page;
      last = page.at(-1)!.objectId;
    }
  }

  return {
    host: base.host,
    serverUrl,
    policy,
    pages: (className, { after } = {}) => paged(className, {}, after),
    count: async (className) => {
      const { count } = await classRequest(className, { count: '1', limit: '0' });
      if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) {
        throw new ParseSourceError(importMessages.sourceNotJson(className));
      }
      return count;
    },
    related: (owner, key, className) =>
      paged(className, {
        $relatedTo: {
          object: { __type: 'Pointer', className: owner.className, objectId: owner.objectId },
          key,
        },
      }),
    download: async (url, maxBytes) => get(url, url, { 'x-parse-application-id': appId }, maxBytes),
  };
}
