import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const EMPTY = 'x-empty';

/**
 * The response schema of an answer without a body (202, 204, 304). The OpenAPI document lists
 * it without content (plugins/swagger.ts), and the answer leaves without one, even when a
 * handler sends `null`.
 */
export const emptyAnswer = (description: string) => z.null().meta({ description, [EMPTY]: true });

export function isEmptyAnswer(schema: unknown): boolean {
  if (schema instanceof z.ZodType) return z.globalRegistry.get(schema)?.[EMPTY] === true;
  return typeof schema === 'object' && schema !== null && EMPTY in schema;
}

export function setupEmptyAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const responses = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
    if (!isEmptyAnswer(responses?.[reply.statusCode])) return payload;
    reply.removeHeader('content-type');
    return '';
  });
}
