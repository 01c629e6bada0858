import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Image, ImageListParams } from '@kontor/core/schemas/images';
import type { DbOrTx } from '../../db/database.ts';
import { images } from '../../db/schema/files.ts';
import { modules } from '../../db/schema/projects.ts';
import { containsPattern } from '../../db/search.ts';
import { queryRows } from '../../db/sql.ts';
import { counterValue } from '../../lib/counters.ts';
import { connectedElementsSql } from '../../lib/image-usages.ts';
import type { ImageFieldDeclaration } from '../../lib/module-declarations.ts';

/** The images counter (declared in images.module.ts). */
export const IMAGES_TOTAL = 'images.total';

interface ImageRow {
  id: string;
  name: string;
  description: string;
  file_key: string;
  file_name: string;
  content_type: string;
  width: number | null;
  height: number | null;
  categories: string[];
  module_id: string | null;
  created_by: string | null;
  creator_name: string | null;
  created_at: Date | string;
  version: number;
  connected: Image['connectedElements'] | string;
}

export interface StoredImage extends Image {
  fileKey: string;
  contentType: string;
}

function selectImages(
  fields: readonly ImageFieldDeclaration[],
  where: SQL,
  tail: SQL = sql``,
): SQL {
  return sql`select i.id, i.name, i.description, i.file_key, i.file_name, i.content_type,
      i.width, i.height, i.categories, i.module_id, i.created_by, u.name as creator_name,
      i.created_at, i.version, ${connectedElementsSql(fields)} as connected
    from images i left join users u on u.id = i.created_by
    where ${where} ${tail}`;
}

export function imageFileUrl(projectId: string, imageId: string): string {
  return `/api/projects/${projectId}/images/${imageId}/file`;
}

function toImage(projectId: string, row: ImageRow): StoredImage {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    file: { name: row.file_name, url: imageFileUrl(projectId, row.id) },
    width: row.width,
    height: row.height,
    categories: row.categories,
    module: row.module_id,
    createdBy: row.created_by ? { id: row.created_by, name: row.creator_name ?? '' } : null,
    createdAt: new Date(row.created_at).toISOString(),
    connectedElements:
      typeof row.connected === 'string'
        ? (JSON.parse(row.connected) as Image['connectedElements'])
        : row.connected,
    version: row.version,
    fileKey: row.file_key,
    contentType: row.content_type,
  };
}

function searchFilter(search: string | undefined): SQL {
  return search ? sql`and lower(i.name) like ${containsPattern(search)}` : sql``;
}

/**
 * One page, newest first, and the number of matching images: the declared counter when
 * nothing filters (docs/decisions/0002), else an exact count.
 */
export async function listImages(
  db: DbOrTx,
  fields: readonly ImageFieldDeclaration[],
  projectId: string,
  q: ImageListParams,
): Promise<{ items: StoredImage[]; total: number }> {
  const filtered = Boolean(q.search || q.module);
  const filter = sql`i.project_id = ${projectId} ${searchFilter(q.search)}
    ${q.module ? sql`and i.module_id = ${q.module}` : sql``}`;
  const total = filtered
    ? sql`(select count(*) from images i where ${filter})`
    : counterValue(projectId, IMAGES_TOTAL);
  const [rows, [count]] = await Promise.all([
    queryRows<ImageRow>(
      db,
      selectImages(
        fields,
        filter,
        sql`order by i.created_at desc, i.id desc
          limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
      ),
    ),
    queryRows<{ total: number | string }>(db, sql`select ${total} as total`),
  ]);
  return { items: rows.map((row) => toImage(projectId, row)), total: Number(count?.total ?? 0) };
}

/** The images of this project among `ids`, in the order asked; unknown ids are left out. */
export async function findImages(
  db: DbOrTx,
  fields: readonly ImageFieldDeclaration[],
  projectId: string,
  ids: readonly string[],
): Promise<StoredImage[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<ImageRow>(
    db,
    selectImages(
      fields,
      sql`i.project_id = ${projectId} and i.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
  );
  const byId = new Map(rows.map((row) => [row.id, toImage(projectId, row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findImage(
  db: DbOrTx,
  fields: readonly ImageFieldDeclaration[],
  projectId: string,
  id: string,
): Promise<StoredImage | undefined> {
  return (await findImages(db, fields, projectId, [id]))[0];
}

/** Just what serving the file needs. */
/** Whether `id` is a module of this project (an upload's `moduleId`). */
export async function isProjectModule(db: DbOrTx, projectId: string, id: string) {
  const rows = await db
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.id, id), eq(modules.projectId, projectId)));
  return rows.length > 0;
}

export async function findImageFile(
  db: DbOrTx,
  projectId: string,
  id: string,
): Promise<{ id: string; fileKey: string; fileName: string } | undefined> {
  const [row] = await db
    .select({ id: images.id, fileKey: images.fileKey, fileName: images.fileName })
    .from(images)
    .where(and(eq(images.id, id), eq(images.projectId, projectId)));
  return row;
}

export type NewImage = typeof images.$inferInsert;

export async function insertImages(db: DbOrTx, rows: NewImage[]): Promise<void> {
  await db.insert(images).values(rows);
}

export async function updateImageIfVersion(
  db: DbOrTx,
  projectId: string,
  id: string,
  version: number,
  changes: Partial<Pick<NewImage, 'name' | 'description' | 'categories'>>,
): Promise<boolean> {
  const updated = await db
    .update(images)
    .set({ ...changes, updatedAt: new Date(), version: version + 1 })
    .where(and(eq(images.id, id), eq(images.projectId, projectId), eq(images.version, version)))
    .returning({ id: images.id });
  return updated.length > 0;
}

export async function deleteImageRow(
  db: DbOrTx,
  projectId: string,
  id: string,
): Promise<{ fileKey: string } | undefined> {
  const [row] = await db
    .delete(images)
    .where(and(eq(images.id, id), eq(images.projectId, projectId)))
    .returning({ fileKey: images.fileKey });
  return row;
}
