import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { newId } from '@kontor/core/ids';
import {
  COMPONENT_KINDS,
  INLINE_CONTENT_KINDS,
  websiteContentCreateSchema,
  websiteContentListQuerySchema,
  websiteContentUpdateSchema,
  websiteMessages,
  type ContentBody,
  type WebsiteContent,
} from '@kontor/core/schemas/website';
import type { Db, DbOrTx } from '../../db/database.ts';
import { websiteContents } from '../../db/schema/website.ts';
import { existingContentIds } from '../../lib/content-references.ts';
import { assertImagesOfProject } from '../../lib/image-usages.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { httpMessages } from '../../plugins/messages.ts';
import { scheduleDeploy } from '../../lib/deploy-schedule.ts';
import * as repo from './website-contents.repository.ts';
import { recordContentImage } from './website-images.ts';

export type ContentCreate = z.output<typeof websiteContentCreateSchema>;
export type ContentUpdate = z.output<typeof websiteContentUpdateSchema>;
export type ContentListQuery = z.output<typeof websiteContentListQuerySchema>;

const UNIQUE_CONTENT_ID = 'website_contents_content_id';

const invalid = (field: string, message: string) =>
  new HttpProblem(400, httpMessages.validation, { [field]: [message] });
const notFound = () => new HttpProblem(404, websiteMessages.contentNotFound);

/** 'Komponenten' list faq and table, 'Inhalte' text, image, video and table (spec 001 §2). */
export const KINDS_OF_AREA = {
  components: COMPONENT_KINDS,
  contents: INLINE_CONTENT_KINDS,
} as const;

/** Rich text stored clean (lib/rich-text.ts allow-list); other kinds as given. */
function sanitized(body: ContentBody): ContentBody {
  switch (body.kind) {
    case 'text':
      return { ...body, text: sanitizeRichText(body.text) };
    case 'faq':
      return {
        ...body,
        faq: body.faq.map((entry) => ({ ...entry, answer: sanitizeRichText(entry.answer) })),
      };
    default:
      return body;
  }
}

/** Images and categories must be the project's (400 beside the field otherwise). */
async function assertReferences(
  db: DbOrTx,
  projectId: string,
  changes: { body?: ContentBody; categories?: string[] },
) {
  if (changes.body?.kind === 'image' && changes.body.image) {
    await assertImagesOfProject(db, projectId, [changes.body.image], 'body.image');
  }
  const categories = [...new Set(changes.categories ?? [])];
  const found = await existingContentIds(db, projectId, 'categories', categories);
  if (found.size !== categories.length) {
    throw invalid('categories', websiteMessages.categoryMissing);
  }
}

/** A content id already used in the project (the unique index decides, so races end here too). */
async function contentIdGuarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, UNIQUE_CONTENT_ID)) {
      throw invalid('contentId', websiteMessages.idTaken);
    }
    throw error;
  }
}

export async function listContents(db: DbOrTx, projectId: string, query: ContentListQuery) {
  return repo.listContents(db, projectId, { ...query, kinds: KINDS_OF_AREA[query.area] });
}

export async function getContent(db: DbOrTx, projectId: string, id: string) {
  const found = await repo.findContent(db, projectId, id);
  if (!found) throw notFound();
  return found;
}

/** A new content starts inactive (spec 001 §4); the route lets only superusers here. */
export async function createContent(
  db: Db,
  projectId: string,
  userId: string,
  body: ContentCreate,
): Promise<WebsiteContent> {
  await assertReferences(db, projectId, body);
  const id = newId();
  await contentIdGuarded(() =>
    db.transaction(async (tx) => {
      await tx.insert(websiteContents).values({
        id,
        projectId,
        name: body.name,
        contentId: body.contentId,
        kind: body.body.kind,
        active: false,
        body: sanitized(body.body),
        categories: [...new Set(body.categories)],
        createdBy: userId,
        updatedBy: userId,
      });
      await recordContentImage(tx, projectId, id, body.body);
      await scheduleDeploy(tx, projectId);
    }),
  );
  return getContent(db, projectId, id);
}

/**
 * Changes fields (optimistic locking by `version`, 409 when stale). Changing the content id is
 * for superusers (403); the kind never changes (400).
 */
export async function updateContent(
  db: Db,
  projectId: string,
  id: string,
  actor: { userId: string; isSuperuser: boolean },
  body: ContentUpdate,
): Promise<WebsiteContent> {
  const { version, ...changes } = body;
  await assertReferences(db, projectId, changes);
  await contentIdGuarded(() =>
    db.transaction(async (tx) => {
      const row = await repo.lockContent(tx, projectId, id);
      if (!row) throw notFound();
      if (row.version !== version) throw new HttpProblem(409, websiteMessages.conflict);
      if (changes.contentId !== undefined && changes.contentId !== row.contentId) {
        if (!actor.isSuperuser) throw new HttpProblem(403, websiteMessages.superuserOnly);
      }
      if (changes.body && changes.body.kind !== row.kind) {
        throw invalid('body', websiteMessages.kindFixed);
      }
      await tx
        .update(websiteContents)
        .set({
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.contentId !== undefined ? { contentId: changes.contentId } : {}),
          ...(changes.active !== undefined ? { active: changes.active } : {}),
          ...(changes.body ? { body: sanitized(changes.body) } : {}),
          ...(changes.categories ? { categories: [...new Set(changes.categories)] } : {}),
          version: sql`${websiteContents.version} + 1`,
          updatedAt: new Date(),
          updatedBy: actor.userId,
        })
        .where(and(eq(websiteContents.id, id), eq(websiteContents.projectId, projectId)));
      if (changes.body) await recordContentImage(tx, projectId, id, changes.body);
      await scheduleDeploy(tx, projectId);
    }),
  );
  return getContent(db, projectId, id);
}

export async function removeContent(db: Db, projectId: string, id: string) {
  await db.transaction(async (tx) => {
    if (!(await repo.deleteContent(tx, projectId, id))) throw notFound();
    await recordContentImage(tx, projectId, id, null);
    await scheduleDeploy(tx, projectId);
  });
}
