import type { FastifyRequest } from 'fastify';

/**
 * For a route whose JSON body may be left out (a DELETE with an optional `reason`): Fastify hands
 * a request without a body to validation as `null`, and so it would a body that is the JSON
 * `null`. Only the first means "no body"; the second is malformed like `[]` or `"x"` and is
 * refused by the schema (400 with the German problem), so this hook turns it into `[]` first.
 */
export async function refuseNullBody(request: FastifyRequest): Promise<void> {
  const length = request.headers['content-length'];
  const sent =
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
  if (request.body === null && sent) request.body = [];
}
