import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { newId } from '@kontor/core/ids';
import {
  websiteMessages,
  type PageElement,
  type WebpageListParams,
} from '@kontor/core/schemas/website';
import type { z } from 'zod';
import type { webpageUpdateSchema } from '@kontor/core/schemas/website';
import type { Db, DbOrTx } from '../../db/database.ts';
import { users } from '../../db/schema/users.ts';
import { webpages, websiteContents } from '../../db/schema/website.ts';
import { containsPattern } from '../../db/search.ts';
import { existingContentIds } from '../../lib/content-references.ts';
import { scheduleDeploy } from '../../lib/deploy-schedule.ts';
import { assertImagesOfProject } from '../../lib/image-usages.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { HttpProblem, type FieldErrors } from '../../lib/problem.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { httpMessages } from '../../plugins/messages.ts';
import { recordPageImages } from './website-images.ts';

export type WebpageUpdate = z.output<typeof webpageUpdateSchema>;

const notFound = () => new HttpProblem(404, websiteMessages.webpageNotFound);
const invalid = (errors: FieldErrors): never => {
  throw new HttpProblem(400, httpMessages.validation, errors);
};
const pathTaken = () => invalid({ path: [websiteMessages.pathTaken] });

const createdByUser = sql`(select json_build_object('id', u.id, 'name', u.name)
  from ${users} u where u.id = ${webpages.createdBy})`;
const updatedByUser = sql`(select json_build_object('id', u.id, 'name', u.name)
  from ${users} u where u.id = ${webpages.updatedBy})`;
const iso = (value: Date) => value.toISOString();
type UserRefs = { createdByRef: unknown; updatedByRef: unknown };

function listItem(row: { page: typeof webpages.$inferSelect } & UserRefs) {
  return {
    id: row.page.id,
    path: row.page.path,
    title: row.page.title,
    createdBy: parseJson<{ id: string; name: string }>(row.createdByRef),
    updatedBy: parseJson<{ id: string; name: string }>(row.updatedByRef),
    createdAt: iso(row.page.createdAt),
  };
}

/** PGlite may hand json over as text. */
function parseJson<T>(value: unknown): T | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

const withUsers = { createdByRef: createdByUser, updatedByRef: updatedByUser };

export async function list(db: Db, projectId: string, q: WebpageListParams) {
  const search = q.search
    ? or(
        sql`lower(${webpages.title}) like ${containsPattern(q.search)}`,
        sql`lower(${webpages.path}) like ${containsPattern(q.search)}`,
      )
    : undefined;
  const where = and(eq(webpages.projectId, projectId), search);
  const [rows, [count]] = await Promise.all([
    db
      .select({ page: webpages, ...withUsers })
      .from(webpages)
      .where(where)
      .orderBy(desc(webpages.createdAt), desc(webpages.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ total: sql<string>`count(*)` })
      .from(webpages)
      .where(where),
  ]);
  return {
    items: rows.map(listItem),
    total: Number(count?.total ?? 0),
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function get(db: DbOrTx, projectId: string, id: string) {
  const [row] = await db
    .select({ page: webpages, ...withUsers })
    .from(webpages)
    .where(and(eq(webpages.id, id), eq(webpages.projectId, projectId)));
  if (!row) throw notFound();
  const { page } = row;
  return {
    id: page.id,
    path: page.path,
    title: page.title,
    subtitle: page.subtitle,
    image: page.image,
    documents: page.documents,
    categories: page.categories,
    elements: page.elements,
    createdBy: parseJson<{ id: string; name: string }>(row.createdByRef),
    updatedBy: parseJson<{ id: string; name: string }>(row.updatedByRef),
    createdAt: iso(page.createdAt),
    updatedAt: iso(page.updatedAt),
    version: page.version,
  };
}

export async function create(
  db: Db,
  projectId: string,
  userId: string,
  body: { path: string; title: string },
) {
  const id = newId();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(webpages).values({
        id,
        projectId,
        path: body.path,
        title: body.title,
        createdBy: userId,
        updatedBy: userId,
      });
      await scheduleDeploy(tx, projectId);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'webpages_path')) pathTaken();
    throw error;
  }
  return get(db, projectId, id);
}

async function tableContentIds(db: DbOrTx, projectId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: websiteContents.id })
    .from(websiteContents)
    .where(
      and(
        eq(websiteContents.projectId, projectId),
        eq(websiteContents.kind, 'table'),
        inArray(websiteContents.id, [...ids]),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * Every reference must be the project's: cover and element images its images, documents items
 * of its downloads, categories its categories, a table element's `tableRef` one of its table
 * contents. A refusal names the field, e.g. `elements.2.tableRef`.
 */
async function assertReferences(db: DbOrTx, projectId: string, changes: WebpageUpdate) {
  const errors: FieldErrors = {};
  if (changes.image) await assertImagesOfProject(db, projectId, [changes.image], 'image');
  if (changes.documents) {
    const found = await existingContentIds(db, projectId, 'downloads', changes.documents);
    if (changes.documents.some((id) => !found.has(id)))
      errors.documents = [websiteMessages.documentNotFound];
  }
  if (changes.categories) {
    const found = await existingContentIds(db, projectId, 'categories', changes.categories);
    if (changes.categories.some((id) => !found.has(id)))
      errors.categories = [websiteMessages.categoryNotFound];
  }
  const elements = changes.elements ?? [];
  const seen = new Set<string>();
  elements.forEach((element, index) => {
    if (seen.has(element.id)) errors[`elements.${index}.id`] = [websiteMessages.elementIdTaken];
    seen.add(element.id);
  });
  const refs = elements.flatMap((e) => (e.type === 'table' && e.tableRef ? [e.tableRef] : []));
  const tables = await tableContentIds(db, projectId, refs);
  elements.forEach((element, index) => {
    if (element.type === 'table' && element.tableRef && !tables.has(element.tableRef))
      errors[`elements.${index}.tableRef`] = [websiteMessages.tableNotFound];
  });
  for (const [index, element] of elements.entries()) {
    if (element.type === 'image' && element.image)
      await assertImagesOfProject(db, projectId, [element.image], `elements.${index}.image`);
  }
  if (Object.keys(errors).length > 0) invalid(errors);
}

/** Rich text is stored clean (lib/rich-text.ts), like the content engine's. */
function cleanElements(elements: PageElement[]): PageElement[] {
  return elements.map((e) => (e.type === 'text' ? { ...e, text: sanitizeRichText(e.text) } : e));
}

export async function update(
  db: Db,
  caller: { projectId: string; userId: string; isSuperuser: boolean },
  id: string,
  { version, ...changes }: WebpageUpdate,
) {
  const { projectId, userId } = caller;
  await assertReferences(db, projectId, { version, ...changes });
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(webpages)
        .where(and(eq(webpages.id, id), eq(webpages.projectId, projectId)))
        .for('update');
      if (!row) throw notFound();
      if (row.version !== version) throw new HttpProblem(409, websiteMessages.conflict);
      // Spec 001 §6: only superusers change a page's path.
      if (changes.path !== undefined && changes.path !== row.path && !caller.isSuperuser)
        throw new HttpProblem(403, websiteMessages.superuserOnly, {
          path: [websiteMessages.superuserOnly],
        });
      await tx
        .update(webpages)
        .set({
          ...changes,
          ...(changes.elements ? { elements: cleanElements(changes.elements) } : {}),
          version: sql`${webpages.version} + 1`,
          updatedAt: new Date(),
          updatedBy: userId,
        })
        .where(eq(webpages.id, id));
      await recordPageImages(tx, projectId, id, changes);
      await scheduleDeploy(tx, projectId);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'webpages_path')) pathTaken();
    throw error;
  }
  return get(db, projectId, id);
}

export async function remove(db: Db, projectId: string, id: string) {
  await db.transaction(async (tx) => {
    const rows = await tx
      .delete(webpages)
      .where(and(eq(webpages.id, id), eq(webpages.projectId, projectId)))
      .returning({ id: webpages.id });
    if (rows.length === 0) throw notFound();
    await recordPageImages(tx, projectId, id, { image: null, elements: [] });
    await scheduleDeploy(tx, projectId);
  });
}
