import { z } from 'zod';
import { idSchema } from '@kontor/core/schemas/common';
import { projectParamsSchema } from '@kontor/core/schemas/projects';
import {
  websiteContentCreateSchema,
  websiteContentListQuerySchema,
  websiteContentPageSchema,
  websiteContentSchema,
  websiteContentUpdateSchema,
  websiteMessages,
} from '@kontor/core/schemas/website';
import { problemResponses } from '../../lib/problem.ts';
import {
  authOf,
  projectOf,
  requireModule,
  requireSuperuserInModule,
} from '../../plugins/access.ts';
import { emptyAnswer } from '../../plugins/empty-answers.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import * as service from './website-contents.service.ts';

const base = '/api/projects/:projectId/website/contents';
const one = { params: z.object({ projectId: idSchema, contentItemId: idSchema }) };

/** 'Komponenten' and 'Inhalte' of the website (docs/website.md), guarded by '/website'. */
export const websiteContentsRoutes = modulePlugin(
  { tag: 'website', guard: requireModule('/website'), params: projectParamsSchema },
  async (app) => {
    app.get(
      base,
      {
        schema: {
          summary:
            "One page of 'Komponenten' (faq, table) or 'Inhalte' (text, image, video, table)",
          querystring: websiteContentListQuerySchema,
          response: { 200: websiteContentPageSchema },
        },
      },
      async (request) => service.listContents(app.db, projectOf(request).id, request.query),
    );

    app.post(
      base,
      {
        onRequest: requireSuperuserInModule('/website', websiteMessages.superuserOnly),
        schema: {
          summary: 'Create a content, inactive (superusers only; content id unique per project)',
          body: websiteContentCreateSchema,
          response: { 201: websiteContentSchema },
        },
      },
      async (request, reply) => {
        const created = await service.createContent(
          app.db,
          projectOf(request).id,
          authOf(request).userId,
          request.body,
        );
        return reply.code(201).send(created);
      },
    );

    app.get(
      `${base}/:contentItemId`,
      { schema: { ...one, summary: 'One content', response: { 200: websiteContentSchema } } },
      async (request) =>
        service.getContent(app.db, projectOf(request).id, request.params.contentItemId),
    );

    app.patch(
      `${base}/:contentItemId`,
      {
        schema: {
          ...one,
          summary:
            'Change name, active, body or categories; the content id only as a superuser (optimistic locking by version)',
          body: websiteContentUpdateSchema,
          response: { 200: websiteContentSchema, ...problemResponses(409) },
        },
      },
      async (request) => {
        const auth = authOf(request);
        return service.updateContent(
          app.db,
          projectOf(request).id,
          request.params.contentItemId,
          { userId: auth.userId, isSuperuser: auth.isSuperuser },
          request.body,
        );
      },
    );

    app.delete(
      `${base}/:contentItemId`,
      {
        schema: { ...one, summary: 'Delete a content', response: { 204: emptyAnswer('Deleted') } },
      },
      async (request, reply) => {
        await service.removeContent(app.db, projectOf(request).id, request.params.contentItemId);
        return reply.code(204).send(null);
      },
    );
  },
);
