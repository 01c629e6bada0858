import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { problemResponses } from '../lib/problem.ts';
import { isGuard, requireSession, type Guard } from './access.ts';

export interface ModulePluginOptions {
  /** OpenAPI tag of every route. */
  tag: string;
  /** Guard of every route that does not bring its own (e.g. a prefetching list guard). */
  guard: Guard;
  /** Params schema of the routes below `:projectId` that declare none (collection routes). */
  params?: ZodType;
}

/** A body can be too large or of the wrong media type on every method that reads one. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The problem answers the kit itself can give on a route: 401 from every guard, 403 from all
 * but the plain session guard, 404 for a project or record in the path, 400 for input that
 * fails its schema (or a value the database refuses), 413/415 for a body.
 */
function problemsOf(route: RouteOptions, hooks: unknown[]): number[] {
  const hasPathParams = route.url.includes(':');
  const hasBody = [route.method].flat().some((method) => BODY_METHODS.has(method));
  const { querystring, body, params } = route.schema ?? {};
  const hasInput = hasPathParams || hasBody || Boolean(querystring ?? body ?? params);
  return [
    ...(hasInput ? [400] : []),
    401,
    ...(hooks.includes(requireSession) ? [] : [403]),
    ...(hasPathParams ? [404] : []),
    ...(hasBody ? [413, 415] : []),
  ];
}

/** What every route of a module gets: guard, tag, params and the problem answers it can give. */
function applyModule(route: RouteOptions, options: ModulePluginOptions) {
  const hooks = route.onRequest === undefined ? [] : [route.onRequest].flat();
  if (!hooks.some(isGuard)) route.onRequest = [options.guard, ...hooks];
  const schema = (route.schema ??= {});
  schema.tags ??= [options.tag];
  if (schema.params === undefined && options.params && route.url.includes(':projectId')) {
    schema.params = options.params;
  }
  schema.response = {
    ...problemResponses(...problemsOf(route, [route.onRequest].flat())),
    ...(schema.response as object | undefined),
  };
}

/**
 * One Fastify plugin per module (like fastify/demo's autohooks): every route registered inside
 * `routes` gets the module's guard, tag, params schema and standard problem responses, so a
 * route declares only what is its own. The start-up check in plugins/auth.ts still proves that
 * every route ended up guarded.
 */
export function modulePlugin(
  options: ModulePluginOptions | ((app: FastifyInstance) => ModulePluginOptions),
  routes: FastifyPluginAsyncZod,
): FastifyPluginAsync {
  return async (app) => {
    const resolved = typeof options === 'function' ? options(app) : options;
    app.addHook('onRoute', (route) => applyModule(route, resolved));
    await app.register(routes);
  };
}
