import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDataException } from '../lib/pg-errors.ts';
import { HttpProblem, sendProblem, type FieldErrors } from '../lib/problem.ts';
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

/** Every error leaves as RFC 9457 problem+json with a German detail; never a stack trace. */
export function setupErrors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpProblem) {
      return sendProblem(reply, error.status, error.detail, error.errors);
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
