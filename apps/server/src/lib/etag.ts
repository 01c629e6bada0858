import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Websites may cache an answer a minute; the ETag makes the next check cheap. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60';

/** A strong ETag of a JSON body: a hash of its text. */
export function etagOf(body: unknown): string {
  const json = typeof body === 'string' ? body : JSON.stringify(body);
  return `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
}

/** Sends `body` as JSON with its ETag and the public cache header, or 304 when the client's copy is current. */
export function replyWithEtag(request: FastifyRequest, reply: FastifyReply, body: unknown) {
  const json = JSON.stringify(body);
  const etag = etagOf(json);
  reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL);
  const given = request.headers['if-none-match'];
  if (given && given.split(',').some((tag) => tag.trim() === etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
