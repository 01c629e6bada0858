import { projectParamsSchema } from '@kontor/core/schemas/projects';
import * as s from '@kontor/core/schemas/website';
import { problemResponses } from '../../lib/problem.ts';
import {
  authOf,
  projectOf,
  requireModule,
  requireSuperuserInModule,
} from '../../plugins/access.ts';
import { emptyAnswer } from '../../plugins/empty-answers.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import * as service from './website-pages.service.ts';

/** 'Seiten' of the website module (spec 001 §2 Website; docs/website.md). */
export const websitePagesRoutes = modulePlugin(
  { tag: 'website', guard: requireModule('/website'), params: projectParamsSchema },
  async (app) => {
    const base = '/api/projects/:projectId/website/pages';
    const one = { params: s.webpageParamsSchema };

    app.get(
      base,
      {
        schema: {
          summary: 'Pages of the website, newest first, searched by title or path',
          querystring: s.webpageListQuerySchema,
          response: { 200: s.webpagePageSchema },
        },
      },
      async (request) => service.list(app.db, projectOf(request).id, request.query),
    );

    app.post(
      base,
      {
        onRequest: requireSuperuserInModule('/website', s.websiteMessages.superuserOnly),
        schema: {
          summary: 'Create a page (superusers; the path is unique in the project)',
          body: s.webpageCreateSchema,
          response: { 201: s.webpageSchema },
        },
      },
      async (request, reply) => {
        const created = await service.create(
          app.db,
          projectOf(request).id,
          authOf(request).userId,
          request.body,
        );
        return reply.code(201).send(created);
      },
    );

    app.get(
      `${base}/:webpageId`,
      {
        schema: {
          ...one,
          summary: 'One page with its elements',
          response: { 200: s.webpageSchema },
        },
      },
      async (request) => service.get(app.db, projectOf(request).id, request.params.webpageId),
    );

    app.patch(
      `${base}/:webpageId`,
      {
        schema: {
          ...one,
          summary:
            'Change the side panel and/or the whole ordered element list (path: superusers; optimistic locking by version)',
          body: s.webpageUpdateSchema,
          response: { 200: s.webpageSchema, ...problemResponses(409) },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const caller = {
          projectId: projectOf(request).id,
          userId: auth.userId,
          isSuperuser: auth.isSuperuser,
        };
        return service.update(app.db, caller, request.params.webpageId, request.body);
      },
    );

    app.delete(
      `${base}/:webpageId`,
      {
        // Deleting takes the page's path off the site, like changing it (spec 001 §6).
        onRequest: requireSuperuserInModule('/website', s.websiteMessages.superuserOnly),
        schema: {
          ...one,
          summary: 'Delete a page (superusers)',
          response: { 204: emptyAnswer('Deleted') },
        },
      },
      async (request, reply) => {
        await service.remove(app.db, projectOf(request).id, request.params.webpageId);
        return reply.code(204).send(null);
      },
    );
  },
);
