import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isNotModified } from '../files/file-headers.ts';

/** Websites may cache a public answer a minute; the ETag makes the next check cheap. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60';

/** A strong ETag of a JSON text (a hash of the bytes the client receives). */
export function etagOf(json: string): string {
  return `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
}

/**
 * Sends `body` as JSON with an ETag and `Cache-Control: public, max-age=60`, or 304 without a
 * body when the client's `If-None-Match` names the current ETag (or `*`).
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: unknown) {
  const json = JSON.stringify(body);
  const etag = etagOf(json);
  reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL);
  if (isNotModified(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
