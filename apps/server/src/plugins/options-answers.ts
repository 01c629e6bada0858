import type { FastifyInstance, RouteOptions } from 'fastify';
import { emptyAnswer } from './empty-answers.ts';
import { UNDOCUMENTED_PREFIXES } from './route-answers.ts';

/**
 * OPTIONS on every /api path that has a GET, behind that GET's own guard (docs/security.md,
 * 'Paths and methods'): without a session it answers 401 like the GET, to a foreign project's
 * member 404, to a caller the guard lets in 204 with `Allow`. Without it an OPTIONS fell to the
 * 404 handler, unguarded, unlike every other method. The public form's CORS preflight
 * (`config.crossOrigin`) brings its own OPTIONS route and is left alone. Fastify's HEAD routes
 * are copies of the GET route with its guard already. Registered after plugins/route-answers.ts
 * and before any route; the copy is registered on the GET route's own plugin, so a module
 * plugin's hooks give it the module's guard and answers too.
 */
export function setupOptionsAnswers(app: FastifyInstance) {
  const methodsAt = new Map<string, Set<string>>();
  app.addHook('onRoute', function (route) {
    if (!route.url.startsWith('/api/')) return;
    const methods = methodsAt.get(route.url) ?? new Set(['OPTIONS']);
    methodsAt.set(route.url, methods);
    for (const method of [route.method].flat()) methods.add(method);
    if (![route.method].flat().includes('GET') || route.config?.crossOrigin) return;
    if (UNDOCUMENTED_PREFIXES.some((prefix) => route.url.startsWith(prefix))) return;
    if (this.hasRoute({ method: 'OPTIONS', url: route.url })) return;
    const url = route.url;
    this.route({
      method: 'OPTIONS',
      url: route.routePath,
      onRequest: route.onRequest,
      config: route.config,
      schema: {
        hide: true,
        ...(route.schema?.params === undefined ? {} : { params: route.schema.params }),
        response: {
          ...(route.schema?.response as object | undefined),
          204: emptyAnswer('The methods of this path (Allow)'),
        },
      },
      handler: async (_request, reply) =>
        reply
          .code(204)
          .header('allow', [...(methodsAt.get(url) ?? [])].join(', '))
          .send(null),
    } satisfies RouteOptions);
  });
}
