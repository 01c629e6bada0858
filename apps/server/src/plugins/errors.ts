import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDataException } from '../lib/pg-errors.ts';
import { HttpProblem, sendProblem, toProblem, type FieldErrors } from '../lib/problem.ts';
import { httpMessages } from './messages.ts';

/** Zod issues → `errors` keyed by field path ('settings.keyNumber'); first message per issue kept. */
function fieldErrors(validation: { instancePath: string; message?: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    const key = field || '_';
    const list = (errors[key] ??= []);
    if (issue.message && !list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

function detailFor(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return httpMessages.invalidJson;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return httpMessages.tooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return httpMessages.unsupportedMediaType;
  }
  if (error.statusCode === 413) return httpMessages.tooLarge;
  if (error.statusCode === 415) return httpMessages.unsupportedMediaType;
  if (error.statusCode === 404) return httpMessages.notFound;
  return httpMessages.badRequest;
}

/**
 * The answers the router gives before any route runs (a path segment longer than
 * maxParamLength: 414, an undecodable URL: 400), as problems like all others; Fastify's own
 * would echo the path in English (passed as the `frameworkErrors` option).
 */
export function frameworkProblem(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode ?? 500;
  if (status === 414) return sendProblem(reply, 414, httpMessages.uriTooLong);
  if (status < 500) return sendProblem(reply, 400, httpMessages.badRequest);
  return sendProblem(reply, 500, httpMessages.internal);
}

/**
 * What Node's HTTP parser refuses before any route sees the request, as problem+json like
 * every other answer (Fastify's default sends a JSON shape of its own): a request line and
 * headers over Node's limit (16 KiB: a very long address, many cookies) get 431, which any
 * route can therefore answer (plugins/route-answers.ts); anything else the parser cannot read
 * gets 400. Fastify's `clientErrorHandler`.
 */
export function clientProblem(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy(error);
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const detail = status === 431 ? httpMessages.headersTooLarge : httpMessages.badRequest;
  const body = JSON.stringify(toProblem(status, detail));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
      `Content-Type: application/problem+json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** Every error leaves as RFC 9457 problem+json with a German detail; never a stack trace. */
export function setupErrors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpProblem) {
      if (error.headers) reply.headers(error.headers);
      return sendProblem(reply, error.status, error.detail, error.errors, error.extensions);
    }
    // A malformed id in the path names no record: not found, like an unknown one.
    if (error.validation && error.validationContext === 'params') {
      return sendProblem(reply, 404, httpMessages.notFound);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendProblem(reply, 400, httpMessages.validation, fieldErrors(error.validation));
    }
    if (error.validation) {
      return sendProblem(reply, 400, httpMessages.validation, fieldErrors(error.validation));
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'input rejected by the database');
      return sendProblem(reply, 400, httpMessages.badRequest);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendProblem(reply, status, detailFor(error));
    }
    request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, 500, httpMessages.internal);
  });
}
