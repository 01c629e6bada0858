import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** Documentation and the document itself have no response schemas of their own. */
const UNDOCUMENTED = ['/api/docs', '/api/openapi.json'];

/**
 * Records every /api answer whose status its route's response schema does not list, and every
 * JSON text answer (sent as a string, so Fastify's serializer never checked it: database-built
 * lists, ETag answers, cached ones) that does not match the schema of its status, so the
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
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || payload === '') return payload;
    if (!/json/.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const responses = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
    const schema = responses?.[reply.statusCode];
    if (!(schema instanceof z.ZodType)) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      violations.push(`${request.method} ${request.routeOptions.url} sent no JSON`);
      return payload;
    }
    const issue = schema.safeParse(body).error?.issues[0];
    if (issue) {
      violations.push(
        `${request.method} ${request.routeOptions.url} answered ${reply.statusCode} off its schema: ` +
          `${issue.path.join('.') || '(body)'}: ${issue.message}`,
      );
    }
    return payload;
  });
  return {
    violations,
    assertNone() {
      if (violations.length > 0) {
        throw new Error(`Answers not as documented:\n${[...new Set(violations)].join('\n')}`);
      }
    },
  };
}
