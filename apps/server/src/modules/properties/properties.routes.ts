import {
  createPropertyBodySchema,
  propertyDetailSchema,
  propertyListQuerySchema,
  propertyPageSchema,
  propertyParamsSchema,
  updatePropertyBodySchema,
} from '@kontor/core/schemas/properties';
import { projectParamsSchema } from '@kontor/core/schemas/projects';
import { sendJsonText } from '../../lib/json-text.ts';
import { problemResponses } from '../../lib/problem.ts';
import { authOf, prefetchedOf, projectOf, requireModule } from '../../plugins/access.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import * as service from './properties.service.ts';

const conflict = problemResponses(409);

// The hot list route: page and total come back with the access check, in one round trip.
const listGuard = requireModule('/properties', {
  prefetch: service.list.prefetch,
});

export const propertiesRoutes = modulePlugin(
  { tag: 'properties', guard: requireModule('/properties'), params: projectParamsSchema },
  async (app) => {
    app.get(
      '/api/projects/:projectId/properties',
      {
        onRequest: listGuard,
        schema: {
          summary: 'Properties of the project, paginated',
          querystring: propertyListQuerySchema,
          response: { 200: propertyPageSchema },
        },
      },
      async (request, reply) => {
        const { id } = projectOf(request);
        const page = await service.list.json(app.db, id, request.query, prefetchedOf(request));
        return sendJsonText(reply, page);
      },
    );

    app.post(
      '/api/projects/:projectId/properties',
      {
        schema: {
          summary: 'Create a property',
          body: createPropertyBodySchema,
          response: { 201: propertyDetailSchema, ...conflict },
        },
      },
      async (request, reply) => {
        const { id } = projectOf(request);
        const detail = await service.create(app.db, id, authOf(request).userId, request.body.name);
        return reply.code(201).send(detail);
      },
    );

    app.get(
      '/api/projects/:projectId/properties/:propertyId',
      {
        schema: {
          summary: 'One property',
          params: propertyParamsSchema,
          response: { 200: propertyDetailSchema },
        },
      },
      async (request) => service.get(app.db, projectOf(request).id, request.params.propertyId),
    );

    app.patch(
      '/api/projects/:projectId/properties/:propertyId',
      {
        schema: {
          summary:
            'Change name, settings, assigned staff or archived (optimistic locking by version)',
          params: propertyParamsSchema,
          body: updatePropertyBodySchema,
          response: { 200: propertyDetailSchema, ...conflict },
        },
      },
      async (request) =>
        service.update(app.db, projectOf(request).id, request.params.propertyId, request.body),
    );
  },
);
