import { newId } from '@kontor/core/ids';
import type { Db } from '../../db/database.ts';
import { contentItems } from '../../db/schema/content.ts';
import { websiteContents } from '../../db/schema/website.ts';

/** A content item (a download, a category …) as the pages refer to it. */
export async function insertContentItem(
  db: Db,
  projectId: string,
  type: string,
  title: string,
  fields: Record<string, unknown> = {},
) {
  const id = newId();
  await db.insert(contentItems).values({ id, projectId, type, title, fields });
  return id;
}

/** A table component ('Komponenten') with one column and one row. */
export async function insertTableContent(db: Db, projectId: string, active = true) {
  const id = newId();
  await db.insert(websiteContents).values({
    id,
    projectId,
    name: 'Beiträge',
    contentId: `tabelle-${id}`,
    kind: 'table',
    active,
    body: {
      kind: 'table',
      table: {
        columns: [{ id: 'c1', name: 'Alter', textAlign: 'left' }],
        rows: [{ id: 'r1', data: { c1: 'bis 18' } }],
        settings: { title: 'Beiträge', description: '', footer: '', showHeader: true },
      },
    },
  });
  return id;
}
