import type { FastifyInstance } from 'fastify';

/** Documentation and the document itself have no response schemas of their own. */
const UNDOCUMENTED = ['/api/docs', '/api/openapi.json'];

/**
 * Records every /api answer whose status its route's response schema does not list, so the
 * OpenAPI document cannot drift from what the server sends (installed by the test app for
 * every request of the API suite; `violations` fail the test file when the app closes).
 */
export function watchResponseStatuses(app: FastifyInstance) {
  const violations: string[] = [];
  app.addHook('onResponse', async (request, reply) => {
    const url = request.routeOptions.url;
    if (request.is404 || !url?.startsWith('/api/')) return;
    if (UNDOCUMENTED.some((prefix) => url.startsWith(prefix))) return;
    const listed = Object.keys((request.routeOptions.schema?.response as object) ?? {});
    const status = String(reply.statusCode);
    if (!listed.includes(status) && !listed.includes(`${status[0]}XX`)) {
      violations.push(
        `${request.method} ${url} answered ${status}, documented: ${listed.join(', ')}`,
      );
    }
  });
  return {
    violations,
    assertNone() {
      if (violations.length > 0) {
        throw new Error(`Undocumented answers:\n${[...new Set(violations)].join('\n')}`);
      }
    },
  };
}
