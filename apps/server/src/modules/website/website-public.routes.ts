import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@kontor/core/schemas/common';
import { imageMessages } from '@kontor/core/schemas/images';
import {
  publicPageQuerySchema,
  publicWebpageSchema,
  publicWebsiteSchema,
} from '@kontor/core/schemas/website';
import { originalFileHeaders } from '../../files/file-headers.ts';
import { contentTypesOf, fileResponse } from '../../files/file-responses.ts';
import { openRecordFile } from '../../files/record-files.ts';
import { sendStored } from '../../files/send-stored.ts';
import { replyWithEtag } from '../../lib/etag.ts';
import { HttpProblem, problemResponses } from '../../lib/problem.ts';
import { emptyAnswer } from '../../plugins/empty-answers.ts';
import * as service from './website-public.service.ts';

/**
 * What a static site generator builds the club website from (no session; docs/website.md):
 * the site with its pages, one page by path, and the images the site uses.
 */
export const websitePublicRoutes: FastifyPluginAsyncZod = async (app) => {
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
      replyWithEtag(request, reply, await service.website(app.db, request.params.projectId)),
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
      return replyWithEtag(request, reply, page);
    },
  );

  app.get(
    `${base}/images/:imageId`,
    {
      config: { public: true },
      schema: {
        tags,
        summary: "An image the site uses (a page's cover or image element, logo, favicon)",
        params: params.extend({ imageId: idSchema }),
        response: { ...fileResponse(contentTypesOf('image')), ...problemResponses(404) },
      },
    },
    async (request, reply) => {
      const { projectId, imageId } = request.params;
      const image = await service.websiteImage(app.db, projectId, imageId);
      const files = { storage: app.storage, log: app.log };
      const notFound = () => new HttpProblem(404, imageMessages.notFound);
      const stored = await openRecordFile(files, image, notFound);
      const headers = originalFileHeaders(
        { ...stored, name: image.fileName },
        { immutable: false },
      );
      return sendStored(request, reply, headers, stored.body);
    },
  );
};
