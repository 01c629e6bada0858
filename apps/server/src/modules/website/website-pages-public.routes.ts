import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@kontor/core/schemas/common';
import {
  publicPageQuerySchema,
  publicWebpageSchema,
  publicWebsiteSchema,
} from '@kontor/core/schemas/website';
import { sendCached } from '../../lib/etag.ts';
import { problemResponses } from '../../lib/problem.ts';
import { emptyAnswer } from '../../plugins/empty-answers.ts';
import * as service from './website-pages-public.service.ts';

/**
 * What a static site generator builds the club website from (no session; docs/website.md):
 * the site with its pages and one page by path (images: website-public.routes.ts).
 */
export const websitePagesPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = '/api/public/projects/:projectId/website';
  const tags = ['public website'];
  const params = z.object({ projectId: idSchema });
  const answers = { 304: emptyAnswer('Not modified (ETag)'), ...problemResponses(400, 404) };

  app.get(
    base,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Site colours, logo, favicon and the list of pages (ETag, 304)',
        params,
        response: { 200: publicWebsiteSchema, ...answers },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await service.website(app.db, request.params.projectId)),
  );

  app.get(
    `${base}/page`,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'One page by path: active elements in order, references resolved (ETag, 304)',
        params,
        querystring: publicPageQuerySchema,
        response: { 200: publicWebpageSchema, ...answers },
      },
    },
    async (request, reply) => {
      const page = await service.page(app.db, request.params.projectId, request.query.path);
      return sendCached(request, reply, page);
    },
  );
};
