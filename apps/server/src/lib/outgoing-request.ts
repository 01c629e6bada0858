import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isHttpUrl } from '@kontor/core/content/web-address';
import { outgoingMessages } from '../plugins/messages.ts';
import { isInternalAddress } from './internal-address.ts';

/**
 * Every request Kontor makes to an address a user typed (deploy hook; later webhooks and
 * imports) goes through here, so none reaches the server's own network (SSRF): loopback,
 * private, link-local and unique-local addresses are refused, as typed, after DNS resolution
 * (the connection goes to the checked address, no second lookup) and on every redirect hop.
 * `allowedHosts` (config OUTGOING_ALLOWED_HOSTS) names internal hosts an operator permits.
 */
export class OutgoingRequestRefused extends Error {
  override name = 'OutgoingRequestRefused';
}

export interface OutgoingPolicy {
  /** Host names as URL parsing writes them ('build.intern', '10.0.0.5', '[::1]'). */
  allowedHosts: readonly string[];
  /**
   * When set, only these hosts (URL `host`: name and port) are called at all, on every hop
   * (an import reaches exactly its source server, nothing else).
   */
  onlyHosts?: readonly string[];
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
export const MAX_REDIRECTS = 5;

/** The refusal of an address before any DNS: its scheme, or an internal IP written in it. */
function refusalOf(url: URL, policy: OutgoingPolicy): string | undefined {
  if (!isHttpUrl(url.href)) return outgoingMessages.notHttp;
  if (policy.onlyHosts && !policy.onlyHosts.includes(url.host)) {
    return outgoingMessages.otherHost(url.host);
  }
  if (policy.allowedHosts.includes(url.hostname)) return undefined;
  const ip = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(ip) && isInternalAddress(ip)) return outgoingMessages.internal(url.hostname);
  return undefined;
}

/** The first internal address among a name's addresses, unless the name is allowed. */
function internalAmong(hostname: string, addresses: LookupAddress[], policy: OutgoingPolicy) {
  if (policy.allowedHosts.includes(hostname.toLowerCase())) return undefined;
  return addresses.find((a) => isInternalAddress(a.address));
}

/**
 * A DNS lookup for the socket that refuses a name with any internal address, so the socket
 * connects only to addresses this check has seen (no time between check and connect).
 */
function checkedLookup(policy: OutgoingPolicy) {
  return (
    hostname: string,
    options: LookupOptions,
    callback: (
      error: NodeJS.ErrnoException | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void,
  ) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const internal = internalAmong(hostname, addresses, policy);
      if (internal) {
        return callback(new OutgoingRequestRefused(outgoingMessages.internal(hostname)), []);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first!.address, first!.family);
    });
  };
}

/**
 * For a form field: the refusal of an address as typed and as its name resolves now, or
 * undefined. A name that does not resolve (yet) passes, unless `mustResolve` (an address
 * Kontor itself calls later, a push service's: it must resolve to public addresses now); the
 * call checks it again either way. Names the operator allows are not looked up.
 */
export async function outgoingRefusal(
  address: string,
  policy: OutgoingPolicy,
  options: { mustResolve?: boolean } = {},
): Promise<string | undefined> {
  if (!isHttpUrl(address)) return outgoingMessages.notHttp;
  const url = new URL(address);
  const refusal = refusalOf(url, policy);
  if (refusal || isIP(url.hostname.replace(/^\[|\]$/g, ''))) return refusal;
  try {
    const addresses = await dns.promises.lookup(url.hostname, { all: true });
    return internalAmong(url.hostname, addresses, policy)
      ? outgoingMessages.internal(url.hostname)
      : undefined;
  } catch {
    const allowed = policy.allowedHosts.includes(url.hostname.toLowerCase());
    return options.mustResolve && !allowed ? outgoingMessages.unresolved(url.hostname) : undefined;
  }
}

interface Hop {
  method: string;
  headers: Record<string, string>;
  body: string | Buffer | undefined;
}

function requestOnce(url: URL, hop: Hop, signal: AbortSignal, policy: OutgoingPolicy) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const send = url.protocol === 'https:' ? https.request : http.request;
    const headers =
      hop.body === undefined
        ? hop.headers
        : { ...hop.headers, 'content-length': String(Buffer.byteLength(hop.body)) };
    const request = send(
      url,
      // agent false: a fresh socket per call, never one connected before the check.
      { method: hop.method, headers, signal, agent: false, lookup: checkedLookup(policy) },
      resolve,
    );
    request.on('error', reject);
    request.end(hop.body);
  });
}

interface OutgoingInit {
  method: string;
  headers?: Record<string, string>;
  /** Text or bytes (an encrypted Web Push message). */
  body?: string | Buffer;
  timeoutMs: number;
}

/**
 * Sends a request under the policy, follows redirects (each hop checked again, at most
 * MAX_REDIRECTS; a 303, or a 301/302 after a POST, continues as GET without a body, as browsers
 * do) and hands the final response to `finish`. Throws OutgoingRequestRefused for a refused
 * address, other errors for network failures.
 */
async function followRedirects<T>(
  address: string,
  init: OutgoingInit,
  policy: OutgoingPolicy,
  finish: (response: IncomingMessage) => Promise<T>,
): Promise<T> {
  const signal = AbortSignal.timeout(init.timeoutMs);
  let hop: Hop = { method: init.method, headers: init.headers ?? {}, body: init.body };
  if (!isHttpUrl(address)) throw new OutgoingRequestRefused(outgoingMessages.notHttp);
  let url = new URL(address);
  for (let redirects = 0; ; redirects++) {
    const refusal = refusalOf(url, policy);
    if (refusal) throw new OutgoingRequestRefused(refusal);
    const response = await requestOnce(url, hop, signal, policy);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (!REDIRECTS.has(status) || !location) return finish(response);
    response.destroy();
    if (redirects >= MAX_REDIRECTS) {
      throw new OutgoingRequestRefused(outgoingMessages.tooManyRedirects(MAX_REDIRECTS));
    }
    let next: URL;
    try {
      next = new URL(location, url);
    } catch {
      throw new OutgoingRequestRefused(outgoingMessages.notHttp);
    }
    if (status === 303 || ((status === 301 || status === 302) && hop.method === 'POST')) {
      const { 'content-type': _dropped, ...headers } = hop.headers;
      hop = { method: 'GET', headers, body: undefined };
    }
    url = next;
  }
}

/** Sends a request under the policy (see followRedirects) and answers the final status; the answer's body is not read. */
export function sendOutgoing(
  address: string,
  init: OutgoingInit,
  policy: OutgoingPolicy,
): Promise<{ status: number }> {
  return followRedirects(address, init, policy, async (response) => {
    response.destroy();
    return { status: response.statusCode ?? 0 };
  });
}

/** An answer too large for `maxBytes`: reading stopped there. */
export class OutgoingResponseTooLarge extends Error {
  override name = 'OutgoingResponseTooLarge';
}

/**
 * Like sendOutgoing, but reads the answer's body (an import's JSON pages and files), at most
 * `maxBytes`: reading stops one chunk past the limit with OutgoingResponseTooLarge.
 */
export function fetchOutgoing(
  address: string,
  init: OutgoingInit & { maxBytes: number },
  policy: OutgoingPolicy,
): Promise<{ status: number; contentType: string | undefined; body: Buffer }> {
  return followRedirects(address, init, policy, async (response) => {
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of response) {
      total += (chunk as Buffer).length;
      if (total > init.maxBytes) {
        response.destroy();
        throw new OutgoingResponseTooLarge(`Answer larger than ${init.maxBytes} bytes`);
      }
      chunks.push(chunk as Buffer);
    }
    return {
      status: response.statusCode ?? 0,
      contentType: response.headers['content-type'],
      body: Buffer.concat(chunks, total),
    };
  });
}
