import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text that is already the answer (built by PostgreSQL), without parsing and
 * serialising it again; the route's response schema still documents it (decision 0005).
 */
export function sendJsonText(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}
