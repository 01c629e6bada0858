import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { publicImageSchema } from '@kontor/core/schemas/website';
import type { DbOrTx } from '../../db/database.ts';
import { queryRows } from '../../db/sql.ts';
import { images } from '../../db/schema/files.ts';

export type PublicImage = z.infer<typeof publicImageSchema>;

/** Where the website fetches an image it shows (served by website-public.routes.ts). */
export const publicImageUrl = (projectId: string, imageId: string) =>
  `/api/public/projects/${projectId}/website/images/${imageId}`;

/**
 * The website's view of the project's images: URL and alt text (the description, else the
 * name). Ids that are not (or no longer) images of the project are left out.
 */
export async function publicImages(
  db: DbOrTx,
  projectId: string,
  ids: readonly (string | null)[],
): Promise<Map<string, PublicImage>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: images.id, name: images.name, description: images.description })
    .from(images)
    .where(and(eq(images.projectId, projectId), inArray(images.id, wanted)));
  return new Map(
    rows.map((r) => [r.id, { url: publicImageUrl(projectId, r.id), alt: r.description || r.name }]),
  );
}

/**
 * Whether the website shows the image: an active image content, the site's logo or square
 * logo, or a page's cover or image element. Only these files are served without a session.
 */
export async function isWebsiteImage(db: DbOrTx, projectId: string, imageId: string) {
  const [row] = await queryRows<{ used: boolean }>(
    db,
    sql`select exists(select 1 from modules m where m.project_id = ${projectId} and m.path = '/website')
      and (
        exists(select 1 from website_contents c where c.project_id = ${projectId} and c.active
          and c.kind = 'image' and c.body ->> 'image' = ${imageId})
        or exists(select 1 from projects p where p.id = ${projectId}
          and ${imageId} in (p.settings -> 'site' ->> 'logo', p.settings -> 'site' ->> 'logoSquare'))
        or exists(select 1 from webpages w where w.project_id = ${projectId}
          and (w.image = ${imageId} or w.elements @> jsonb_build_array(jsonb_build_object(
            'type', 'image', 'active', true, 'image', ${imageId}::text))))
      ) as used`,
  );
  return row?.used === true;
}
