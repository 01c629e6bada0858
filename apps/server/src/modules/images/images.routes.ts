import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectParamsSchema } from '@kontor/core/schemas/projects';
import {
  imageIdsQuerySchema,
  imageListQuerySchema,
  imageListSchema,
  imagePageSchema,
  imageParamsSchema,
  imageSchema,
  thumbnailQuerySchema,
  updateImageBodySchema,
} from '@kontor/core/schemas/images';
import { originalFileHeaders, thumbnailHeaders } from '../../files/file-headers.ts';
import { missingRecordFile, openRecordFile } from '../../files/record-files.ts';
import { sendStored } from '../../files/send-stored.ts';
import { getThumbnail } from '../../files/thumbnails.ts';
import { problemResponses } from '../../lib/problem.ts';
import { authOf, projectOf, requireModule, requireProject } from '../../plugins/access.ts';
import { findImages, listImages } from './images.repository.ts';
import * as service from './images.service.ts';

const tags = ['images'];
// Browsing and managing is the images module; every member may upload through the picker and
// read images (they show up in logos, portraits and later tasks): docs/decisions/0004.
const manage = requireModule('/images');
const member = requireProject();

export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/projects/:projectId/images',
    {
      onRequest: manage,
      schema: {
        tags,
        summary: 'Images of the project, newest first, paginated',
        params: projectParamsSchema,
        querystring: imageListQuerySchema,
        response: { 200: imagePageSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { items, total } = await listImages(app.db, projectOf(request).id, request.query);
      return { items, total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.post(
    '/api/projects/:projectId/images',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Upload 1 to 20 images (multipart field "files"; optional "name", "moduleId")',
        params: projectParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: imageListSchema, ...problemResponses(400, 401, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const items = await service.upload(
        app,
        request,
        projectOf(request).id,
        authOf(request).userId,
      );
      return reply.code(201).send({ items });
    },
  );

  app.get(
    '/api/projects/:projectId/images/by-ids',
    {
      onRequest: member,
      schema: {
        tags,
        summary: "Images by id (the picker's selection); ids of other projects are left out",
        params: projectParamsSchema,
        querystring: imageIdsQuerySchema,
        response: { 200: imageListSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      items: await findImages(app.db, projectOf(request).id, request.query.ids),
    }),
  );

  app.get(
    '/api/projects/:projectId/images/:imageId',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'One image',
        params: imageParamsSchema,
        response: { 200: imageSchema, ...problemResponses(400, 401, 404) },
      },
    },
    async (request) => service.get(app, projectOf(request).id, request.params.imageId),
  );

  app.patch(
    '/api/projects/:projectId/images/:imageId',
    {
      onRequest: manage,
      schema: {
        tags,
        summary: 'Change name, description or categories of an image',
        params: imageParamsSchema,
        body: updateImageBodySchema,
        response: { 200: imageSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.update(app, projectOf(request).id, request.params.imageId, request.body),
  );

  app.delete(
    '/api/projects/:projectId/images/:imageId',
    {
      onRequest: manage,
      schema: {
        tags,
        summary:
          'Delete an image, its file and thumbnails; logos and portraits using it are cleared',
        params: imageParamsSchema,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.remove(request, projectOf(request).id, request.params.imageId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/projects/:projectId/images/:imageId/thumbnail',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'The image scaled to a width and/or height (WebP, rendered once, then cached)',
        params: imageParamsSchema,
        querystring: thumbnailQuerySchema,
        response: { ...problemResponses(400, 401, 404, 415) },
      },
    },
    async (request, reply) => {
      const image = await service.findFile(app, projectOf(request).id, request.params.imageId);
      const { w, h, crop } = request.query;
      const thumbnail = await getThumbnail(app.storage, image.fileKey, {
        width: w,
        height: h,
        crop,
      });
      if (!thumbnail) return missingRecordFile(request, image, service.imageNotFound);
      // An image id never gets other content, so every URL of it may be cached for good.
      return sendStored(
        request,
        reply,
        thumbnailHeaders(thumbnail, { immutable: true }),
        thumbnail.body,
      );
    },
  );

  app.get(
    '/api/projects/:projectId/images/:imageId/file',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'The stored image file',
        params: imageParamsSchema,
        response: { ...problemResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const image = await service.findFile(app, projectOf(request).id, request.params.imageId);
      const stored = await openRecordFile(request, image, service.imageNotFound);
      const headers = originalFileHeaders({ ...stored, name: image.fileName }, { immutable: true });
      return sendStored(request, reply, headers, stored.body);
    },
  );
};
