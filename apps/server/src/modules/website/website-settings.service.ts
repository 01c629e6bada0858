import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { projectMessages } from '@kontor/core/schemas/projects';
import {
  websiteSettingsSchema,
  type websiteSettingsUpdateSchema,
  type WebsiteSettingsAnswer,
} from '@kontor/core/schemas/website';
import type { Db, DbOrTx } from '../../db/database.ts';
import { projects } from '../../db/schema/projects.ts';
import { assertImagesOfProject } from '../../lib/image-usages.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { scheduleDeploy } from '../../lib/deploy-schedule.ts';
import { recordSiteLogos } from './website-images.ts';

export type WebsiteSettingsUpdate = z.output<typeof websiteSettingsUpdateSchema>;

/**
 * The site settings live in the project's settings under `site`, beside the domain: the
 * administration's project settings edit the same colours there (one source of truth).
 */
export async function getWebsiteSettings(
  db: DbOrTx,
  projectId: string,
): Promise<WebsiteSettingsAnswer> {
  const [row] = await db
    .select({ site: sql<unknown>`${projects.settings} -> 'site'` })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!row) throw new HttpProblem(404, projectMessages.notFound);
  // Stored settings may predate a field or hold a value older rules allowed: defaults then.
  const parsed = websiteSettingsSchema.safeParse(row.site ?? {});
  const settings = parsed.success ? parsed.data : websiteSettingsSchema.parse({});
  const { domain } = (row.site ?? {}) as { domain?: unknown };
  return { ...settings, domain: typeof domain === 'string' ? domain : '' };
}

/** Changes the given settings only (merged into `settings.site` in one statement). */
export async function saveWebsiteSettings(
  db: Db,
  projectId: string,
  changes: WebsiteSettingsUpdate,
): Promise<WebsiteSettingsAnswer> {
  const given = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  for (const field of ['logo', 'logoSquare'] as const) {
    const id = changes[field];
    if (id) await assertImagesOfProject(db, projectId, [id], field);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(projects)
      .set({
        settings: sql`jsonb_set(${projects.settings}, '{site}',
          coalesce(${projects.settings} -> 'site', '{}'::jsonb) || ${JSON.stringify(given)}::jsonb)`,
      })
      .where(eq(projects.id, projectId));
    await recordSiteLogos(tx, projectId, changes);
    await scheduleDeploy(tx, projectId);
  });
  return getWebsiteSettings(db, projectId);
}
