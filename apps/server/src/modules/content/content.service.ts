import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { listQuerySchemaOf } from '@kontor/core/content/content-schemas';
import type { ContentTypeDeclaration } from '@kontor/core/content/declaration';
import { defaultValueOf } from '@kontor/core/content/field-schemas';
import { contentMessages } from '@kontor/core/content/messages';
import { newId } from '@kontor/core/ids';
import type { BulkResult } from '@kontor/core/schemas/work-item-fields';
import type { Db, DbOrTx, Tx } from '../../db/database.ts';
import { contentItems } from '../../db/schema/content.ts';
import { imageUsages } from '../../db/schema/files.ts';
import { setImageUsages } from '../../lib/image-usages.ts';
import { removeOwnedDocumentFiles, type OwnedDocumentFile } from '../../lib/owned-documents.ts';
import type { RecordFiles } from '../../files/record-files.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { cachedList } from '../../plugins/cached-list.ts';
import type { CustomFieldSource } from './custom-fields.source.ts';
import * as repo from './content.repository.ts';
import {
  assertReferences,
  cleaned,
  customData,
  toRow,
  valuesOf,
  type Body,
} from './content-values.ts';
import { scheduleDeploy } from '../../lib/deploy-schedule.ts';
import { attachFiles, deleteItemFiles } from './content-files.ts';
import { recordJsonImages } from './content-images.ts';

/** What writes use: the database, and file storage for the documents of file fields. */
export interface ContentDeps extends RecordFiles {
  db: Db;
}

/** Records the typed image column's usage (images' connected elements, see content.module.ts). */
async function recordImage(
  tx: DbOrTx,
  type: ContentTypeDeclaration,
  projectId: string,
  id: string,
  image: string | null,
) {
  if (!type.columns.image) return;
  const target = { elementType: type.type, elementId: id, field: type.columns.image };
  await setImageUsages(tx, projectId, target, image ? [image] : []);
}

/** The routes' operations for one content type. */
export function contentService(type: ContentTypeDeclaration, customFields: CustomFieldSource) {
  const querySchema = listQuerySchemaOf(type) as unknown as z.ZodType<repo.ContentListParams>;
  const notFound = () => new HttpProblem(404, type.texts.notFound);

  async function get(db: DbOrTx, projectId: string, id: string) {
    const item = await repo.findItem(db, type, projectId, id);
    if (!item) throw notFound();
    return item;
  }

  async function create(deps: ContentDeps, projectId: string, userId: string, body: Body) {
    const { db } = deps;
    const { data, ...given } = body;
    const changes = cleaned(type, given);
    await assertReferences(db, type, projectId, changes);
    const custom = customData(await customFields(db, projectId, type.module), 'create', data);
    const defaults = Object.fromEntries(
      Object.entries(type.fields).map(([k, f]) => [k, defaultValueOf(f)]),
    );
    const id = newId();
    const row = toRow(type, { ...defaults, ...changes });
    const replaced = await db.transaction(async (tx) => {
      await tx.insert(contentItems).values({
        id,
        projectId,
        type: type.type,
        ...row,
        state: type.status ? 'draft' : 'published',
        data: custom,
        createdBy: userId,
        updatedBy: userId,
      });
      await recordImage(tx, type, projectId, id, row.image);
      await recordJsonImages(tx, type, projectId, id, changes);
      await scheduleDeploy(tx, projectId);
      return attachFiles(tx, type, projectId, id, changes);
    });
    await removeOwnedDocumentFiles(deps, replaced);
    return get(db, projectId, id);
  }

  async function lock(tx: Tx, projectId: string, id: string) {
    const [row] = await tx
      .select()
      .from(contentItems)
      .where(
        and(
          eq(contentItems.id, id),
          eq(contentItems.projectId, projectId),
          eq(contentItems.type, type.type),
        ),
      )
      .for('update');
    if (!row) throw notFound();
    return row;
  }

  async function update(
    deps: ContentDeps,
    projectId: string,
    id: string,
    userId: string,
    body: Body & { version: number; state?: string },
  ) {
    const { db } = deps;
    const { data, version, state, ...given } = body;
    const changes = cleaned(type, given);
    await assertReferences(db, type, projectId, changes);
    const custom =
      data === undefined
        ? undefined
        : customData(await customFields(db, projectId, type.module), 'update', data);
    const replaced = await db.transaction(async (tx) => {
      const row = await lock(tx, projectId, id);
      if (row.version !== version) throw new HttpProblem(409, contentMessages.conflict);
      const next = toRow(type, { ...valuesOf(type, row), ...changes });
      await tx
        .update(contentItems)
        .set({
          ...next,
          ...(state ? { state: state as 'draft' | 'published' } : {}),
          data: { ...row.data, ...custom },
          version: sql`${contentItems.version} + 1`,
          updatedAt: new Date(),
          updatedBy: userId,
        })
        .where(eq(contentItems.id, id));
      if (next.image !== row.image) await recordImage(tx, type, projectId, id, next.image);
      await recordJsonImages(tx, type, projectId, id, changes);
      await scheduleDeploy(tx, projectId);
      return attachFiles(tx, type, projectId, id, changes);
    });
    await removeOwnedDocumentFiles(deps, replaced);
    return get(db, projectId, id);
  }

  async function removeMany(
    deps: ContentDeps,
    projectId: string,
    ids: string[],
  ): Promise<BulkResult> {
    const unique = [...new Set(ids)];
    const files: OwnedDocumentFile[] = [];
    const deleted = await deps.db.transaction(async (tx) => {
      const rows = await tx
        .delete(contentItems)
        .where(
          and(
            eq(contentItems.projectId, projectId),
            eq(contentItems.type, type.type),
            inArray(contentItems.id, unique),
          ),
        )
        .returning({ id: contentItems.id });
      if (rows.length > 0) {
        const removed = rows.map((r) => r.id);
        await tx
          .delete(imageUsages)
          .where(
            and(
              eq(imageUsages.projectId, projectId),
              eq(imageUsages.elementType, type.type),
              inArray(imageUsages.elementId, removed),
            ),
          );
        await scheduleDeploy(tx, projectId);
        files.push(...(await deleteItemFiles(tx, type, projectId, removed)));
      }
      return new Set(rows.map((r) => r.id));
    });
    await removeOwnedDocumentFiles(deps, files);
    return {
      applied: unique.filter((id) => deleted.has(id)),
      refused: unique
        .filter((id) => !deleted.has(id))
        .map((id) => ({ id, reason: type.texts.notFound })),
    };
  }

  async function remove(deps: ContentDeps, projectId: string, id: string) {
    const result = await removeMany(deps, projectId, [id]);
    if (result.applied.length === 0) throw notFound();
  }

  return {
    // Served from memory while the project's content and user names are unchanged (decision 0011).
    list: cachedList({
      name: `content:${type.type}`,
      querySchema,
      variant: () => '',
      listSql: repo.listSql(type),
      revisionSql: repo.revisionSql,
    }),
    get,
    create,
    update,
    remove,
    removeMany,
  };
}
