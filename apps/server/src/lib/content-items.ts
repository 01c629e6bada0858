import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { contentItems } from '../db/schema/content.ts';

/**
 * Ids among `ids` that are content items of `type` in the project: the reference check of
 * content fields (categories, persons, locations) and of website pages (downloads, categories).
 */
export async function existingContentIds(
  db: DbOrTx,
  projectId: string,
  type: string,
  ids: readonly string[],
) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.projectId, projectId),
        eq(contentItems.type, type),
        inArray(contentItems.id, [...ids]),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
