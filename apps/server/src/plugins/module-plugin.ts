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

/**
 * The problem answers the kit's guards give: 401 from every guard, 403 from all but the plain
 * session guard, 404 for a project or record in the path. What the HTTP layer answers on any
 * route (400, 413, 414, 415, a foreign origin's 403) plugins/route-answers.ts declares.
 */
function problemsOf(route: RouteOptions, hooks: unknown[]): number[] {
  return [
    401,
    ...(hooks.includes(requireSession) ? [] : [403]),
    ...(route.url.includes(':') ? [404] : []),
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
