import { z } from 'zod';
import {
  contentBulkDeleteSchema,
  createSchemaOf,
  itemSchemaOf,
  listQuerySchemaOf,
  pageSchemaOf,
  updateSchemaOf,
} from '@kontor/core/content/content-schemas';
import type { ContentTypeDeclaration } from '@kontor/core/content/declaration';
import { idSchema } from '@kontor/core/schemas/common';
import { projectParamsSchema } from '@kontor/core/schemas/projects';
import { bulkResultSchema } from '@kontor/core/schemas/work-item-fields';
import { sendJsonText } from '../../lib/json-text.ts';
import { problemResponses } from '../../lib/problem.ts';
import { authOf, prefetchedOf, projectOf, requireModule } from '../../plugins/access.ts';
import { emptyAnswer } from '../../plugins/empty-answers.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import type { contentService } from './content.service.ts';

type Body = Record<string, unknown>;

/** The six routes of one content type, guarded by the type's module. */
export function contentRoutes(
  type: ContentTypeDeclaration,
  service: ReturnType<typeof contentService>,
) {
  const base = `/api/projects/:projectId/${type.type}`;
  const one = { params: z.object({ projectId: idSchema, itemId: idSchema }) };
  const item = itemSchemaOf(type);
  const label = type.texts.title;
  return modulePlugin(
    {
      tag: `content: ${type.type}`,
      guard: requireModule(type.module),
      params: projectParamsSchema,
    },
    async (app) => {
      const deps = { db: app.db, storage: app.storage, log: app.log };
      app.get(
        base,
        {
          onRequest: requireModule(type.module, { prefetch: service.list.prefetch }),
          schema: {
            summary: `${label}: one page, sorted, searched (German full text) and filtered`,
            querystring: listQuerySchemaOf(type),
            response: { 200: pageSchemaOf(type) },
          },
        },
        async (request, reply) => {
          const { id } = projectOf(request);
          const query = request.query as Parameters<typeof service.list.json>[2];
          return sendJsonText(
            reply,
            await service.list.json(app, id, query, prefetchedOf(request)),
          );
        },
      );

      app.post(
        base,
        {
          schema: {
            summary: `${label}: create`,
            body: createSchemaOf(type),
            response: { 201: item },
          },
        },
        async (request, reply) => {
          const created = await service.create(
            deps,
            projectOf(request).id,
            authOf(request).userId,
            request.body as Body,
          );
          return reply.code(201).send(created);
        },
      );

      app.post(
        `${base}/delete`,
        {
          schema: {
            summary: `${label}: delete the selected items`,
            body: contentBulkDeleteSchema,
            response: { 200: bulkResultSchema },
          },
        },
        async (request) => service.removeMany(deps, projectOf(request).id, request.body.ids),
      );

      app.get(
        `${base}/:itemId`,
        { schema: { ...one, summary: `${label}: one item`, response: { 200: item } } },
        async (request) => service.get(app.db, projectOf(request).id, request.params.itemId),
      );

      app.patch(
        `${base}/:itemId`,
        {
          schema: {
            ...one,
            summary: `${label}: change fields, state or custom data (optimistic locking by version)`,
            body: updateSchemaOf(type),
            response: { 200: item, ...problemResponses(409) },
          },
        },
        async (request) =>
          service.update(
            deps,
            projectOf(request).id,
            request.params.itemId,
            authOf(request).userId,
            request.body as Body & { version: number },
          ),
      );

      app.delete(
        `${base}/:itemId`,
        {
          schema: {
            ...one,
            summary: `${label}: delete one item`,
            response: { 204: emptyAnswer('Deleted') },
          },
        },
        async (request, reply) => {
          await service.remove(deps, projectOf(request).id, request.params.itemId);
          return reply.code(204).send(null);
        },
      );
    },
  );
}
