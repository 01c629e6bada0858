import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '@kontor/core/schemas/common';

/** The OpenAPI document is generated from the routes' zod schemas (rule 1 of ARCHITECTURE.md). */
export async function setupSwagger(app: FastifyInstance) {
  if (!z.globalRegistry.has(problemSchema)) z.globalRegistry.add(problemSchema, { id: 'Problem' });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kontor API',
        version: '0.1.0',
        description: 'HTTP API of Kontor (docs/api.md).',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'kontor_session' } },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
