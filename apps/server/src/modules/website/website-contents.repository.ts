import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ContentKind, WebsiteContent } from '@kontor/core/schemas/website';
import type { DbOrTx } from '../../db/database.ts';
import { containsPattern } from '../../db/search.ts';
import { users } from '../../db/schema/users.ts';
import { websiteContents } from '../../db/schema/website.ts';

export type ContentRow = typeof websiteContents.$inferSelect;

const creator = alias(users, 'creator');
const updater = alias(users, 'updater');

type UserRef = { id: string; name: string } | null;

/** A stored row with its user names, as the staff API answers it. */
function toContent(row: ContentRow, created: UserRef, updated: UserRef): WebsiteContent {
  return {
    id: row.id,
    name: row.name,
    contentId: row.contentId,
    kind: row.kind,
    active: row.active,
    body: row.body,
    categories: row.categories,
    createdBy: created,
    updatedBy: updated,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

function selectWithNames(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      row: websiteContents,
      created: { id: creator.id, name: creator.name },
      updated: { id: updater.id, name: updater.name },
    })
    .from(websiteContents)
    .leftJoin(creator, eq(creator.id, websiteContents.createdBy))
    .leftJoin(updater, eq(updater.id, websiteContents.updatedBy))
    .where(where);
}

export interface ContentListParams {
  kinds: readonly ContentKind[];
  page: number;
  pageSize: number;
  search?: string;
}

/** One page of the project's contents of the given kinds, newest first. */
export async function listContents(db: DbOrTx, projectId: string, q: ContentListParams) {
  const search = q.search?.trim();
  const pattern = search ? containsPattern(search) : undefined;
  const where = and(
    eq(websiteContents.projectId, projectId),
    inArray(websiteContents.kind, [...q.kinds]),
    pattern
      ? or(ilike(websiteContents.name, pattern), ilike(websiteContents.contentId, pattern))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectWithNames(db, where)
      .orderBy(desc(websiteContents.createdAt), desc(websiteContents.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(websiteContents).where(where),
  ]);
  return {
    items: rows.map((r) => toContent(r.row, r.created, r.updated)),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function findContent(
  db: DbOrTx,
  projectId: string,
  id: string,
): Promise<WebsiteContent | undefined> {
  const [found] = await selectWithNames(
    db,
    and(eq(websiteContents.projectId, projectId), eq(websiteContents.id, id)),
  );
  return found && toContent(found.row, found.created, found.updated);
}

/** The row locked for an update (same transaction). */
export async function lockContent(db: DbOrTx, projectId: string, id: string) {
  const [row] = await db
    .select()
    .from(websiteContents)
    .where(and(eq(websiteContents.projectId, projectId), eq(websiteContents.id, id)))
    .for('update');
  return row;
}

/** An active content by its content id (case-insensitive, like the unique index). */
export async function findActiveByContentId(db: DbOrTx, projectId: string, contentId: string) {
  const [row] = await db
    .select()
    .from(websiteContents)
    .where(
      and(
        eq(websiteContents.projectId, projectId),
        sql`lower(${websiteContents.contentId}) = lower(${contentId})`,
        eq(websiteContents.active, true),
      ),
    );
  return row;
}

export async function deleteContent(db: DbOrTx, projectId: string, id: string) {
  const rows = await db
    .delete(websiteContents)
    .where(and(eq(websiteContents.projectId, projectId), eq(websiteContents.id, id)))
    .returning({ id: websiteContents.id });
  return rows.length > 0;
}
