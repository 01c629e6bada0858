import { eq } from 'drizzle-orm';
import { projects } from '../../../db/schema/projects.ts';
import type { ClassImporter } from '../contract.ts';
import type { TargetPlan } from '../import-target.ts';
import { importerMessages } from './importer-messages.ts';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * `Project` → the Kontor project of the run (import-target.ts chose or made it). The source
 * project of the plan takes its description (and its name, unless `--project` named the
 * target); any other source project is skipped, and so are the objects that point to it
 * (their pointer does not resolve). Logo and settings follow with the Image importer's files.
 */
export function projectImporter(plan: TargetPlan): ClassImporter {
  return {
    className: 'Project',
    dependsOn: [],
    kontorTable: 'projects',
    async upsert(object, existingId, ctx) {
      if (object.objectId !== plan.sourceProjectId) {
        return { kind: 'skipped', reason: importerMessages.otherProject(plan.name) };
      }
      const description = text(object.description).slice(0, 500);
      const name = text(object.name);
      await ctx.db
        .update(projects)
        .set({
          description,
          ...(!plan.named && name.length >= 5 && name.length <= 36 && { name }),
        })
        .where(eq(projects.id, ctx.projectId));
      if (object.logo) ctx.note('Project', object.objectId, importerMessages.logoLater);
      return { kind: existingId ? 'updated' : 'created', kontorId: ctx.projectId };
    },
  };
}
