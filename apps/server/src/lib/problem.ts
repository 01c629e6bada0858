import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { problemSchema, type Problem } from '@kontor/core/schemas/common';

export type FieldErrors = Record<string, string[]>;

/** Thrown anywhere in a request; the error handler answers it as problem+json. */
export class HttpProblem extends Error {
  /** Extra answer headers (Retry-After of a 429). */
  headers?: Record<string, string>;
  /** RFC 9457 extension members (a 409's `current` record); the route's schema must name them. */
  extensions?: Record<string, unknown>;
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: FieldErrors,
  ) {
    super(detail);
    this.name = 'HttpProblem';
  }
}

export function toProblem(status: number, detail: string, errors?: FieldErrors): Problem {
  return {
    type: 'about:blank',
    title: STATUS_CODES[status] ?? 'Error',
    status,
    detail,
    ...(errors && Object.keys(errors).length > 0 ? { errors } : {}),
  };
}

export function sendProblem(
  reply: FastifyReply,
  status: number,
  detail: string,
  errors?: FieldErrors,
  extensions?: Record<string, unknown>,
) {
  return reply
    .code(status)
    .type('application/problem+json; charset=utf-8')
    .send({ ...extensions, ...toProblem(status, detail, errors) });
}

/** Response schemas for the problem answers a route can give (keeps OpenAPI honest). */
export function problemResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((s) => [s, problemSchema])) as Record<
    S,
    typeof problemSchema
  >;
}

/** The first message of a failed check of one form field, keyed by the field (or none). */
export function fieldErrorsOf(schema: z.ZodType, value: unknown, field: string): FieldErrors {
  const result = schema.safeParse(value);
  const message = result.error?.issues[0]?.message;
  return result.success || message === undefined ? {} : { [field]: [message] };
}
