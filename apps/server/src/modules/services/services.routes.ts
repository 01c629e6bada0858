import { projectParamsSchema } from '@kontor/core/schemas/projects';
import { propertyParamsSchema } from '@kontor/core/schemas/properties';
import * as s from '@kontor/core/schemas/services';
import { sendJsonText } from '../../lib/json-text.ts';
import { problemResponses } from '../../lib/problem.ts';
import { authOf, projectOf, requireOfficeModule } from '../../plugins/access.ts';
import { emptyAnswer } from '../../plugins/empty-answers.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import * as service from './services.service.ts';

const conflict = problemResponses(409);
const catalogue = '/api/projects/:projectId/services';
const entries = '/api/projects/:projectId/properties/:propertyId/services';

/**
 * The office side of '/tours': catalogue, entries and matrix for office and admin roles with
 * the module; a worker reads only their own tours (the tours routes), so worker roles get 403.
 */
export const servicesRoutes = modulePlugin(
  { tag: 'services', guard: requireOfficeModule('/tours'), params: projectParamsSchema },
  async (app) => {
    app.get(
      catalogue,
      {
        schema: {
          summary: "The service catalogue ('Leistungseinstellungen'), by title",
          response: { 200: s.serviceListSchema },
        },
      },
      async (request) => service.list(app.db, projectOf(request).id),
    );

    app.post(
      catalogue,
      {
        schema: {
          summary: "Create a service ('Service erstellen')",
          body: s.createServiceBodySchema,
          response: { 201: s.serviceSchema },
        },
      },
      async (request, reply) => {
        const { id } = projectOf(request);
        const created = await service.create(app.db, id, authOf(request).userId, request.body);
        return reply.code(201).send(created);
      },
    );

    app.get(
      `${catalogue}/worker-options`,
      {
        schema: {
          summary: "The workers and substitutes pickers: the project's members flagged as worker",
          response: { 200: s.serviceWorkerOptionsSchema },
        },
      },
      async (request) => service.workerOptions(app.db, projectOf(request).id),
    );

    app.get(
      `${catalogue}/:serviceId`,
      {
        schema: {
          summary: 'One service',
          params: s.serviceParamsSchema,
          response: { 200: s.serviceSchema },
        },
      },
      async (request) => service.get(app.db, projectOf(request).id, request.params.serviceId),
    );

    app.patch(
      `${catalogue}/:serviceId`,
      {
        schema: {
          summary: 'Change a service; `active: false` retires it (optimistic locking by version)',
          params: s.serviceParamsSchema,
          body: s.updateServiceBodySchema,
          response: { 200: s.serviceSchema, ...conflict },
        },
      },
      async (request) =>
        service.update(app.db, projectOf(request).id, request.params.serviceId, request.body),
    );

    app.get(
      entries,
      {
        schema: {
          summary: "A property's services ('Leistungsverzeichnis')",
          params: propertyParamsSchema,
          response: { 200: s.serviceEntryListSchema },
        },
      },
      async (request) =>
        service.listEntries(app.db, projectOf(request).id, request.params.propertyId),
    );

    app.post(
      entries,
      {
        schema: {
          summary:
            "Add a service to a property ('Leistung hinzufügen'); staff default to the service's",
          params: propertyParamsSchema,
          body: s.createServiceEntryBodySchema,
          // 409: the property has the service already, or is archived.
          response: { 201: s.serviceEntrySchema, ...conflict },
        },
      },
      async (request, reply) => {
        const { id } = projectOf(request);
        const entry = await service.createEntry(
          app.db,
          id,
          request.params.propertyId,
          authOf(request).userId,
          request.body,
        );
        return reply.code(201).send(entry);
      },
    );

    app.patch(
      `${entries}/:entryId`,
      {
        schema: {
          summary: "Change a property's service entry (optimistic locking by version)",
          params: s.serviceEntryParamsSchema,
          body: s.updateServiceEntryBodySchema,
          response: { 200: s.serviceEntrySchema, ...conflict },
        },
      },
      async (request) => {
        const { propertyId, entryId } = request.params;
        return service.updateEntry(
          app.db,
          projectOf(request).id,
          propertyId,
          entryId,
          request.body,
        );
      },
    );

    app.delete(
      `${entries}/:entryId`,
      {
        schema: {
          summary: "Remove a service from a property's Leistungsverzeichnis",
          params: s.serviceEntryParamsSchema,
          response: { 204: emptyAnswer('Deleted') },
        },
      },
      async (request, reply) => {
        const { propertyId, entryId } = request.params;
        await service.removeEntry(app.db, projectOf(request).id, propertyId, entryId);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/projects/:projectId/service-matrix',
      {
        schema: {
          summary:
            'The services matrix: non-archived properties × active services; with `week` the visits per cell',
          querystring: s.serviceMatrixQuerySchema,
          response: { 200: s.serviceMatrixSchema },
        },
      },
      async (request, reply) => {
        const json = await service.matrixJson(app.db, projectOf(request).id, request.query);
        return sendJsonText(reply, json);
      },
    );
  },
);
