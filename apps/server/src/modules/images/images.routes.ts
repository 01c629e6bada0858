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
import { projectParamsSchema } from '@kontor/core/schemas/projects';
import { originalFileHeaders, thumbnailHeaders } from '../../files/file-headers.ts';
import { contentTypesOf, fileResponse, uploadBody } from '../../files/file-responses.ts';
import { receiveUploads } from '../../files/receive-uploads.ts';
import { missingRecordFile, openRecordFile } from '../../files/record-files.ts';
import { sendStored } from '../../files/send-stored.ts';
import { getThumbnail } from '../../files/thumbnails.ts';
import { problemResponses } from '../../lib/problem.ts';
import { authOf, projectOf, requireModule, requireProject } from '../../plugins/access.ts';
import { emptyAnswer } from '../../plugins/empty-answers.ts';
import { modulePlugin } from '../../plugins/module-plugin.ts';
import * as service from './images.service.ts';

// Browsing and managing is the images module (the plugin's guard); every member may upload
// through the picker and read images (they show up in logos, portraits and later tasks):
// docs/decisions/0004.
const member = requireProject();

export const imagesRoutes = modulePlugin(
  { tag: 'images', guard: requireModule('/images'), params: projectParamsSchema },
  async (app) => {
    const deps = {
      db: app.db,
      storage: app.storage,
      log: app.log,
      fields: app.declared.imageFields,
    };

    app.get(
      '/api/projects/:projectId/images',
      {
        schema: {
          summary: 'Images of the project, newest first, paginated',
          querystring: imageListQuerySchema,
          response: { 200: imagePageSchema },
        },
      },
      async (request) => {
        const { query } = request;
        const page = await service.list(deps, projectOf(request).id, query);
        return { ...page, page: query.page, pageSize: query.pageSize };
      },
    );

    app.post(
      '/api/projects/:projectId/images',
      {
        onRequest: member,
        schema: {
          summary: 'Upload 1 to 20 images',
          ...uploadBody({
            fields: {
              name: 'Name for every uploaded image (blank: the file names)',
              moduleId: 'Id of a module of this project the images are uploaded from',
            },
            files: { files: 'The images: JPEG, PNG, GIF or WebP' },
            many: ['files'],
            required: ['files'],
          }),
          response: { 201: imageListSchema },
        },
      },
      async (request, reply) => {
        const items = await service.upload(
          deps,
          projectOf(request).id,
          authOf(request).userId,
          (options) => receiveUploads(request, app.storage, options),
        );
        return reply.code(201).send({ items });
      },
    );

    app.get(
      '/api/projects/:projectId/images/by-ids',
      {
        onRequest: member,
        schema: {
          summary: "Images by id (the picker's selection); ids of other projects are left out",
          querystring: imageIdsQuerySchema,
          response: { 200: imageListSchema },
        },
      },
      async (request) => ({
        items: await service.byIds(deps, projectOf(request).id, request.query.ids),
      }),
    );

    app.get(
      '/api/projects/:projectId/images/:imageId',
      {
        onRequest: member,
        schema: {
          summary: 'One image',
          params: imageParamsSchema,
          response: { 200: imageSchema },
        },
      },
      async (request) => service.get(deps, projectOf(request).id, request.params.imageId),
    );

    app.patch(
      '/api/projects/:projectId/images/:imageId',
      {
        schema: {
          summary: 'Change name, description or categories of an image',
          params: imageParamsSchema,
          body: updateImageBodySchema,
          response: { 200: imageSchema, ...problemResponses(409) },
        },
      },
      async (request) =>
        service.update(deps, projectOf(request).id, request.params.imageId, request.body),
    );

    app.delete(
      '/api/projects/:projectId/images/:imageId',
      {
        schema: {
          summary:
            'Delete an image, its file and thumbnails; image fields using it (logos, portraits) are cleared',
          params: imageParamsSchema,
          response: { 204: emptyAnswer('Deleted') },
        },
      },
      async (request, reply) => {
        await service.remove(deps, projectOf(request).id, request.params.imageId);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/projects/:projectId/images/:imageId/thumbnail',
      {
        onRequest: member,
        schema: {
          summary: 'The image scaled to a width and/or height (WebP, rendered once, then cached)',
          params: imageParamsSchema,
          querystring: thumbnailQuerySchema,
          response: { ...fileResponse(['image/webp']), ...problemResponses(415) },
        },
      },
      async (request, reply) => {
        const image = await service.findFile(app.db, projectOf(request).id, request.params.imageId);
        const { w, h, crop } = request.query;
        const thumbnail = await getThumbnail(app.storage, image.fileKey, {
          width: w,
          height: h,
          crop,
        });
        if (!thumbnail) return missingRecordFile(app.log, image, service.imageNotFound);
        // An image id never gets other content, so every URL of it may be cached for good.
        const headers = thumbnailHeaders(thumbnail, { immutable: true });
        return sendStored(request, reply, headers, thumbnail.body);
      },
    );

    app.get(
      '/api/projects/:projectId/images/:imageId/file',
      {
        onRequest: member,
        schema: {
          summary: 'The stored image file',
          params: imageParamsSchema,
          response: fileResponse(contentTypesOf('image')),
        },
      },
      async (request, reply) => {
        const image = await service.findFile(app.db, projectOf(request).id, request.params.imageId);
        const stored = await openRecordFile(deps, image, service.imageNotFound);
        const headers = originalFileHeaders(
          { ...stored, name: image.fileName },
          { immutable: true },
        );
        return sendStored(request, reply, headers, stored.body);
      },
    );
  },
);
