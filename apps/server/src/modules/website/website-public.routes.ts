import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@kontor/core/schemas/common';
import { imageMessages } from '@kontor/core/schemas/images';
import { projectMessages } from '@kontor/core/schemas/projects';
import { publicContentSchema, websiteMessages } from '@kontor/core/schemas/website';
import type { DbOrTx } from '../../db/database.ts';
import { images } from '../../db/schema/files.ts';
import { modules } from '../../db/schema/projects.ts';
import { originalFileHeaders } from '../../files/file-headers.ts';
import { contentTypesOf, fileResponse } from '../../files/file-responses.ts';
import { openRecordFile } from '../../files/record-files.ts';
import { sendStored } from '../../files/send-stored.ts';
import { PUBLIC_CACHE_CONTROL, sendCached } from '../../lib/etag.ts';
import { HttpProblem, problemResponses } from '../../lib/problem.ts';
import { emptyAnswer } from '../../plugins/empty-answers.ts';
import * as repo from './website-contents.repository.ts';
import { isWebsiteImage, publicImages } from './website-public-images.ts';

const tags = ['public website'];
const base = '/api/public/projects/:projectId/website';

async function assertWebsiteEnabled(db: DbOrTx, projectId: string) {
  const [found] = await db
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.projectId, projectId), eq(modules.path, '/website')));
  if (!found) throw new HttpProblem(404, projectMessages.notFound);
}

/** An active content as the website needs it: rich text as html, image ids as URLs. */
async function publicContent(db: DbOrTx, row: repo.ContentRow) {
  const head = { contentId: row.contentId, name: row.name, kind: row.kind };
  const body = row.body;
  switch (body.kind) {
    case 'faq':
      return { ...head, faq: body.faq.map(({ question, answer }) => ({ question, answer })) };
    case 'table':
      return { ...head, table: body.table };
    case 'text':
      return { ...head, html: body.text };
    case 'video':
      return { ...head, url: body.url };
    case 'image': {
      const resolved = await publicImages(db, row.projectId, [body.image]);
      return { ...head, image: (body.image && resolved.get(body.image)) || null };
    }
  }
}

/**
 * The website's read API for contents (no session): an active content by its content id, and
 * the files of the images the website shows. ETag, `Cache-Control: public, max-age=60`, 304.
 */
export const websitePublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${base}/contents/:contentId`,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'An active content by its content id (case-insensitive), references resolved',
        params: z.object({ projectId: idSchema, contentId: z.string().min(1).max(60) }),
        response: {
          200: publicContentSchema,
          304: emptyAnswer('Not modified (ETag)'),
          ...problemResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { projectId, contentId } = request.params;
      await assertWebsiteEnabled(app.db, projectId);
      const row = await repo.findActiveByContentId(app.db, projectId, contentId);
      if (!row) throw new HttpProblem(404, websiteMessages.contentNotFound);
      return sendCached(request, reply, await publicContent(app.db, row));
    },
  );

  app.get(
    `${base}/images/:imageId`,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The file of an image the website shows (active contents, logos, pages)',
        params: z.object({ projectId: idSchema, imageId: idSchema }),
        response: { ...fileResponse(contentTypesOf('image')), ...problemResponses(404) },
      },
    },
    async (request, reply) => {
      const { projectId, imageId } = request.params;
      const notFound = () => new HttpProblem(404, imageMessages.notFound);
      if (!(await isWebsiteImage(app.db, projectId, imageId))) throw notFound();
      const [image] = await app.db
        .select({ id: images.id, fileKey: images.fileKey, fileName: images.fileName })
        .from(images)
        .where(and(eq(images.projectId, projectId), eq(images.id, imageId)));
      if (!image) throw notFound();
      const stored = await openRecordFile({ storage: app.storage, log: app.log }, image, notFound);
      const headers = originalFileHeaders(
        { ...stored, name: image.fileName },
        { immutable: false },
      );
      // Public while the website shows it; a minute of caching like the JSON answers.
      headers['Cache-Control'] = PUBLIC_CACHE_CONTROL;
      return sendStored(request, reply, headers, stored.body);
    },
  );
};
