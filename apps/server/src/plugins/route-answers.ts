import type { FastifyInstance, RouteOptions } from 'fastify';
import { problemResponses } from '../lib/problem.ts';
import { SAFE_METHODS } from './same-origin.ts';

/** Documentation and the document itself have no response schemas of their own. */
export const UNDOCUMENTED_PREFIXES = ['/api/docs', '/api/openapi.json'];

/** Methods whose body Fastify parses (and so can refuse as too large or of a wrong type). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The problem answers the HTTP layer itself gives, whatever the route: 400 for input that
 * fails its schema (or a value the database refuses), 403 for a state-changing request from a
 * foreign page (plugins/same-origin.ts), 413/415 for a body, 414 for a path segment longer
 * than the router takes, 409/422 for a state change under an `Idempotency-Key` still running or
 * reused (plugins/idempotency.ts; not on public routes, which it leaves alone), and on every
 * route 431 for a request whose address and headers exceed Node's header limit (the parser
 * refuses it before routing, plugins/errors.ts `clientProblem`). Guards add theirs
 * (plugins/module-plugin.ts).
 */
function answersOf(route: RouteOptions): number[] {
  const methods = [route.method].flat();
  const hasPathParams = route.url.includes(':');
  const hasBody = methods.some((method) => BODY_METHODS.has(method));
  const { querystring, body, params } = route.schema ?? {};
  const hasInput = hasPathParams || hasBody || Boolean(querystring ?? body ?? params);
  const changes = methods.some((method) => !SAFE_METHODS.has(method));
  return [
    ...(hasInput ? [400] : []),
    ...(changes ? [403] : []),
    ...(changes && !route.config?.public ? [409, 422] : []),
    ...(hasBody ? [413, 415] : []),
    ...(hasPathParams ? [414] : []),
    431,
  ];
}

/**
 * Declares on every /api route what the HTTP layer answers, and marks the routes reachable
 * without a session (`config.public`) as such in the OpenAPI document, so neither can be
 * forgotten by a route of its own. Registered before any route.
 */
export function setupRouteAnswers(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    if (UNDOCUMENTED_PREFIXES.some((prefix) => route.url.startsWith(prefix))) return;
    const schema = (route.schema ??= {});
    if (route.config?.public) schema.security ??= [];
    schema.response = {
      ...problemResponses(...answersOf(route)),
      ...(schema.response as object | undefined),
    };
  });
}
