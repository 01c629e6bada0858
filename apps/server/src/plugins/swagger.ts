import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '@kontor/core/schemas/common';
import { IDEMPOTENCY_TTL_HOURS } from '@kontor/core/schemas/worker-app';
import { isEmptyAnswer } from './empty-answers.ts';

type Operation = {
  responses?: Record<string, { description?: string; content?: Record<string, unknown> }>;
  requestBody?: object;
  'x-multipart-body'?: object;
};

/** @fastify/swagger's text for a response schema without a description of its own. */
const GENERIC_DESCRIPTION = 'Default Response';

/** What each answer means where the route says no more (problem answers: their cause). */
const DESCRIPTIONS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Bad request: a path, query or body value fails its schema (per-field `errors`)',
  401: 'Not logged in: no or an expired session cookie',
  403: 'Forbidden: the role lacks the module or right, or a state-changing request came from a foreign page',
  404: 'Not found: no such project for the caller (also when not a member) or no such record',
  406: 'Not acceptable: an event stream is sent only to a request with `Accept: text/event-stream`',
  409: 'Conflict: changed meanwhile (version), a duplicate, a state that forbids the change, or a request with the same Idempotency-Key still running',
  422: 'Unprocessable: the Idempotency-Key was used before for a different request',
  413: 'Payload too large',
  414: 'URI too long: a path segment exceeds the router limit',
  415: 'Unsupported media type: only application/json (or multipart/form-data for uploads)',
  429: 'Too many attempts: wait for Retry-After seconds',
  431: "Request header fields too large: the address and headers exceed Node's limit (16 KiB), refused before routing",
  503: 'Service unavailable: the database cannot be reached',
};

const PROBLEM_REF = '#/components/schemas/Problem';

/**
 * An error answer is a problem (application/problem+json); an answer that may also be a plain
 * JSON body (the health check's `draining`) lists that part under application/json.
 */
function errorContent(json: { schema?: { anyOf?: unknown[] } }): Record<string, unknown> {
  const members = json.schema?.anyOf;
  const isProblem = (m: unknown) => (m as { $ref?: string }).$ref === PROBLEM_REF;
  if (!members?.some(isProblem) || members.every(isProblem)) {
    return { 'application/problem+json': json };
  }
  const others = members.filter((m) => !isProblem(m));
  return {
    'application/json': { schema: others.length === 1 ? others[0] : { anyOf: others } },
    'application/problem+json': { schema: { $ref: PROBLEM_REF } },
  };
}

/**
 * Says what is sent and why: each answer's description, error answers as application/problem+json, empty answers without content,
 * multipart uploads with their fields (files/file-responses.ts).
 */
function sentAsDocumented(document: { paths?: Record<string, Record<string, Operation>> }) {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!response.description || response.description === GENERIC_DESCRIPTION) {
          response.description = DESCRIPTIONS[status] ?? GENERIC_DESCRIPTION;
        }
        const json = response.content?.['application/json'];
        if (isEmptyAnswer(json && (json as { schema?: unknown }).schema)) delete response.content;
        else if (Number(status) >= 400 && json && response.content) {
          response.content = errorContent(json as { schema?: { anyOf?: unknown[] } });
        }
      }
      const multipart = operation['x-multipart-body'];
      if (multipart) {
        operation.requestBody = {
          required: true,
          content: { 'multipart/form-data': { schema: multipart } },
        };
        delete operation['x-multipart-body'];
      }
    }
  }
  return document;
}

/** The OpenAPI document is generated from the routes' zod schemas (rule 1 of ARCHITECTURE.md). */
export async function setupSwagger(app: FastifyInstance) {
  if (!z.globalRegistry.has(problemSchema)) z.globalRegistry.add(problemSchema, { id: 'Problem' });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kontor API',
        version: '0.1.0',
        description:
          'HTTP API of Kontor (docs/api.md).\n\n' +
          'Every POST, PUT, PATCH and DELETE of a logged-in caller may carry an `Idempotency-Key` ' +
          'header (16 to 100 characters of A–Z, a–z, 0–9, "-" and "_"; a UUID). The first answer ' +
          `per user and key is kept for ${IDEMPOTENCY_TTL_HOURS} hours; ` +
          'the same request again is answered with it and ' +
          'the header `Idempotent-Replayed: true`, without running again. The same key with a ' +
          'different request: 422; while the first is still running: 409.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'kontor_session' } },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (input) =>
      sentAsDocumented(
        jsonSchemaTransformObject(input) as Parameters<typeof sentAsDocumented>[0],
      ) as ReturnType<typeof jsonSchemaTransformObject>,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
