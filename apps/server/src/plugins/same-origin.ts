import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpProblem } from '../lib/problem.ts';
import { httpMessages } from './messages.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Called by other sites' pages (a club website posting a form): exempt from the same-origin
     * check and answered with CORS headers. Only for public routes that use no session.
     */
    crossOrigin?: boolean;
  }
}

/** Methods that change nothing; all others are checked (also in plugins/route-answers.ts). */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin (scheme, host, port) of an absolute URL, or null for anything else. */
function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Where the request says it comes from: the Origin header, else the Referer's origin; `null`
 * for a page the browser will not name (sandboxed frame, privacy redirect), which counts as
 * foreign. Undefined when the request names nothing at all.
 */
function claimedOrigin(request: FastifyRequest): string | null | undefined {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return originOf(origin);
  if (referer !== undefined) return originOf(referer);
  // Fetch metadata: a browser that names no origin still says whether the page was foreign.
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site' ? null : undefined;
}

/**
 * CSRF protection for every state-changing request (docs/operations.md, docs/security.md): a browser sends
 * the session cookie along with a form or `fetch` from any page of the same site, and only
 * JSON requests are held back by a CORS preflight, so multipart uploads and body-less POSTs
 * (logout, publish, resend) would be open. The request must come from the app's own origin:
 * PUBLIC_URL, or the address the request itself was sent to (so a server reached directly,
 * without PUBLIC_URL, still works). Browsers send Origin on every cross-origin POST, PUT,
 * PATCH and DELETE; a request naming no origin at all comes from a non-browser client, which
 * holds its cookie itself and cannot be forged by a page, so it passes.
 */
export function setupSameOrigin(app: FastifyInstance) {
  // A form may post text/plain without a preflight; no route reads text, so none is parsed
  // (415), and a JSON body can only come as application/json, which a foreign page cannot
  // send without a CORS preflight the server never grants.
  app.removeContentTypeParser('text/plain');
  const publicOrigin = originOf(app.config.publicUrl);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // Decided by the matched route, never by the raw URL: the router decodes the path
    // ('/%61pi/…' is '/api/…'), so a prefix test on request.url misses spellings. A request no
    // route matches is checked too (it finds only the 404 answer).
    const { config } = request.routeOptions;
    if (config?.crossOrigin && config.public) return;
    const claimed = claimedOrigin(request);
    if (claimed === undefined) return;
    const own = originOf(`${request.protocol}://${request.host}`);
    if (claimed !== null && (claimed === publicOrigin || claimed === own)) return;
    throw new HttpProblem(403, httpMessages.foreignOrigin);
  });
}
