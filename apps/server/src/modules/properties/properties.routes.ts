import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectParamsSchema } from '@kontor/core/schemas/projects';
import {
  createPropertyBodySchema,
  propertyDetailSchema,
  propertyListQuerySchema,
  propertyPageSchema,
  propertyParamsSchema,
  updatePropertyBodySchema,
} from '@kontor/core/schemas/properties';
import { problemResponses } from '../../lib/problem.ts';
import { sendJsonText } from '../../lib/json-text.ts';
import { authOf, prefetchedOf, projectOf, requireModule } from '../../plugins/access.ts';
import * as service from './properties.service.ts';

const tags = ['properties'];
const guard = requireModule('/properties');
// The hot list route: page and total come back with the access check, in one round trip.
const listGuard = requireModule('/properties', {
  prefetch: (request, projectId) => service.listPrefetch(request.query, projectId),
});

export const propertiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/projects/:projectId/properties',
    {
      onRequest: listGuard,
      schema: {
        tags,
        summary: 'Properties of the project, paginated',
        params: projectParamsSchema,
        querystring: propertyListQuerySchema,
        response: { 200: propertyPageSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const page = await service.listJson(
        app,
        projectOf(request).id,
        request.query,
        prefetchedOf(request),
      );
      return sendJsonText(reply, page);
    },
  );

  app.post(
    '/api/projects/:projectId/properties',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Create a property',
        params: projectParamsSchema,
        body: createPropertyBodySchema,
        response: { 201: propertyDetailSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const detail = await service.create(
        app,
        projectOf(request).id,
        authOf(request).userId,
        request.body.name,
      );
      return reply.code(201).send(detail);
    },
  );

  app.get(
    '/api/projects/:projectId/properties/:propertyId',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'One property',
        params: propertyParamsSchema,
        response: { 200: propertyDetailSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.get(app, projectOf(request).id, request.params.propertyId),
  );

  app.patch(
    '/api/projects/:projectId/properties/:propertyId',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'Change name, settings, assigned staff or archived (optimistic locking by version)',
        params: propertyParamsSchema,
        body: updatePropertyBodySchema,
        response: { 200: propertyDetailSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.update(app, projectOf(request).id, request.params.propertyId, request.body),
  );
};
