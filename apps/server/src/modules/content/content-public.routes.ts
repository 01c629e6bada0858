import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  publicItemSchemaOf,
  publicListQuerySchema,
  publicPageSchemaOf,
} from '@kontor/core/content/content-schemas';
import { CONTENT_TYPES } from '@kontor/core/content/content-types';
import { publicData } from '@kontor/core/content/custom-fields';
import type { ContentTypeDeclaration } from '@kontor/core/content/declaration';
import { idSchema } from '@kontor/core/schemas/common';
import { projectMessages } from '@kontor/core/schemas/projects';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/sql.ts';
import { sendCached } from '../../lib/etag.ts';
import { HttpProblem, problemResponses } from '../../lib/problem.ts';
import { emptyAnswer } from '../../plugins/empty-answers.ts';
import { itemJson, orderOf } from './content.repository.ts';
import type { CustomFieldSource } from './custom-fields.source.ts';
import { withPublicFiles } from './content-files.ts';

type Item = Record<string, unknown> & { data: Record<string, unknown> };

async function publishedPage(
  db: Db,
  type: ContentTypeDeclaration,
  projectId: string,
  q: { page: number; pageSize: number; category?: string; id?: string },
) {
  const where = sql`c.project_id = ${projectId} and c.type = ${type.type} and c.state = 'published'
    ${q.category ? sql`and c.categories @> array[${q.category}]::text[]` : sql``}
    ${q.id ? sql`and c.id = ${q.id}` : sql``}`;
  const [row] = await queryRows<{ enabled: boolean; items: Item[] | null; total: string }>(
    db,
    sql`select exists(select 1 from modules m where m.project_id = ${projectId} and m.path = ${type.module}) as enabled,
      (select json_agg(${itemJson(type, { public: true })} order by ${orderOf(type, type.list.sorts[0])})
        from (select * from content_items c where ${where} order by ${orderOf(type, type.list.sorts[0])}
          limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}) c) as items,
      (select count(*) from content_items c where ${where}) as total`,
  );
  if (!row?.enabled) throw new HttpProblem(404, projectMessages.notFound);
  return { items: row.items ?? [], total: Number(row.total) };
}

/**
 * The website's read API (no session): published items of a project's content module,
 * without staff names and without custom fields marked internal.
 */
export function publicContentRoutes(customFields: CustomFieldSource): FastifyPluginAsyncZod {
  return async (app) => {
    for (const type of CONTENT_TYPES) {
      const base = `/api/public/projects/:projectId/${type.type}`;
      const tags = ['public content'];
      const answers = { 304: emptyAnswer('Not modified (ETag)'), ...problemResponses(400, 404) };
      const clean = async (projectId: string, items: Item[]) => {
        const definitions = await customFields(app.db, projectId, type.module);
        return items.map((item) => ({
          ...withPublicFiles(type, projectId, item),
          data: publicData(item.data, definitions),
        }));
      };

      app.get(
        base,
        {
          config: { public: true },
          schema: {
            tags,
            summary: `${type.texts.title}: published items for the website`,
            params: z.object({ projectId: idSchema }),
            querystring: publicListQuerySchema,
            response: { 200: publicPageSchemaOf(type), ...answers },
          },
        },
        async (request, reply) => {
          const { projectId } = request.params;
          const page = await publishedPage(app.db, type, projectId, request.query);
          const items = await clean(projectId, page.items);
          return sendCached(request, reply, {
            ...page,
            items,
            page: request.query.page,
            pageSize: request.query.pageSize,
          });
        },
      );

      app.get(
        `${base}/:itemId`,
        {
          config: { public: true },
          schema: {
            tags,
            summary: `${type.texts.title}: one published item for the website`,
            params: z.object({ projectId: idSchema, itemId: idSchema }),
            response: { 200: publicItemSchemaOf(type), ...answers },
          },
        },
        async (request, reply) => {
          const { projectId, itemId } = request.params;
          const page = await publishedPage(app.db, type, projectId, {
            page: 1,
            pageSize: 1,
            id: itemId,
          });
          const [item] = await clean(projectId, page.items);
          if (!item) throw new HttpProblem(404, type.texts.notFound);
          return sendCached(request, reply, item);
        },
      );
    }
  };
}
