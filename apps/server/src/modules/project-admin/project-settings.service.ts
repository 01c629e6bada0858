import { eq, sql } from 'drizzle-orm';
import { isRecordId } from '@kontor/core/ids';
import { projectMessages } from '@kontor/core/schemas/projects';
import { projectSettingsSchema, type ProjectSettings } from '@kontor/core/schemas/project-settings';
import type { Db } from '../../db/database.ts';
import { projects } from '../../db/schema/projects.ts';
import { assertImagesOfProject, setImageUsages } from '../../lib/image-usages.ts';
import { HttpProblem } from '../../lib/problem.ts';

export async function getProjectSettings(db: Db, projectId: string): Promise<ProjectSettings> {
  const [row] = await db
    .select({
      name: projects.name,
      description: projects.description,
      logo: projects.logo,
      settings: projects.settings,
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!row) throw new HttpProblem(404, projectMessages.notFound);
  // Stored settings may predate a field; the schema's defaults fill it.
  const { email, site } = projectSettingsSchema
    .pick({ email: true, site: true })
    .parse(row.settings);
  // A logo given as a file path at creation is not an image id; the picker starts empty then.
  const logo = isRecordId(row.logo) ? row.logo : null;
  return { name: row.name, description: row.description, logo, email, site };
}

/** Replaces all settings at once; the logo must be an image of this project. */
export async function saveProjectSettings(
  db: Db,
  projectId: string,
  body: ProjectSettings,
): Promise<ProjectSettings> {
  await db.transaction(async (tx) => {
    if (body.logo) await assertImagesOfProject(tx, projectId, [body.logo], 'logo');
    await tx
      .update(projects)
      .set({
        name: body.name,
        description: body.description,
        // Saving without a logo keeps a file-path logo the picker cannot show.
        logo:
          body.logo ??
          sql`case when length(${projects.logo}) = 10 then null else ${projects.logo} end`,
        // Merged into `site`: the website's settings (logos) live there too and stay.
        settings: sql`jsonb_set(jsonb_set(${projects.settings}, '{email}', ${JSON.stringify(body.email)}::jsonb),
          '{site}', coalesce(${projects.settings} -> 'site', '{}'::jsonb) || ${JSON.stringify(body.site)}::jsonb)`,
      })
      .where(eq(projects.id, projectId));
    const target = { elementType: 'project', elementId: projectId, field: 'logo' } as const;
    await setImageUsages(tx, projectId, target, body.logo ? [body.logo] : []);
  });
  return getProjectSettings(db, projectId);
}
