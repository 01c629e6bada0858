import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { isNotModified } from './file-headers.ts';

/** Sends a stored body with its headers, or 304 when the client's ETag still matches. */
export function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  headers: Record<string, string>,
  body: Readable,
) {
  if (isNotModified(request.headers['if-none-match'], headers.ETag ?? '')) {
    body.destroy();
    const { 'Content-Length': _length, 'Content-Type': _type, ...rest } = headers;
    return reply.code(304).headers(rest).send();
  }
  return reply.headers(headers).send(body);
}
