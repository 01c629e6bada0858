import { and, eq, sql } from 'drizzle-orm';
import { projectNameSchema } from '@kontor/core/schemas/projects';
import type { Tx } from '../../db/database.ts';
import { importSources } from '../../db/schema/imports.ts';
import { projects } from '../../db/schema/projects.ts';
import { createProjectWithDefaults } from '../../lib/project-setup.ts';
import type { ParseObject } from './contract.ts';
import { importMessages } from './import-messages.ts';
import type { ImportTarget } from './import-runner.ts';
import type { ParseReader } from './parse-reader.ts';

/** Which source project is imported, and under which name in Kontor. */
export interface TargetPlan {
  /** The Parse Project imported (its objects and those pointing to it); none if the source has none. */
  sourceProjectId: string | undefined;
  /** The Kontor project's name: `--project`, else the source project's. */
  name: string;
  /** True when `--project` named it (the import then never renames the project). */
  named: boolean;
}

/** A user-readable error: the CLI prints its message, no stack. */
export class ImportSetupError extends Error {
  override name = 'ImportSetupError';
}

const nameOf = (project: ParseObject) =>
  typeof project.name === 'string' ? project.name.trim() : '';

/**
 * The source's projects decide the plan: with `--project`, the source project of that name (or
 * the only one); without, the only one. Several without a match are an error naming them.
 */
export async function planTarget(
  reader: ParseReader,
  projectName: string | undefined,
): Promise<TargetPlan> {
  const found: ParseObject[] = [];
  for await (const page of reader.pages('Project')) found.push(...page);
  const names = found.map(nameOf).join(', ');
  const wanted = projectName?.trim();
  if (wanted) {
    const match =
      found.find((p) => nameOf(p).toLowerCase() === wanted.toLowerCase()) ??
      (found.length === 1 ? found[0] : undefined);
    if (!match && found.length > 1) {
      throw new ImportSetupError(importMessages.noMatchingSourceProject(wanted, names));
    }
    return { sourceProjectId: match?.objectId, name: wanted, named: true };
  }
  if (found.length === 0) throw new ImportSetupError(importMessages.noSourceProject);
  if (found.length > 1) throw new ImportSetupError(importMessages.severalSourceProjects(names));
  return { sourceProjectId: found[0]!.objectId, name: nameOf(found[0]!), named: false };
}

/**
 * The Kontor project of the plan: the one an earlier run imported the source project into,
 * else the one of that name, else a new one (with the three default roles and no modules: the
 * Module importer brings the source's).
 */
export async function findOrCreateTarget(tx: Tx, plan: TargetPlan): Promise<ImportTarget> {
  if (plan.sourceProjectId) {
    const [earlier] = await tx
      .select({ id: projects.id, name: projects.name })
      .from(importSources)
      .innerJoin(projects, eq(projects.id, importSources.projectId))
      .where(
        and(
          eq(importSources.className, 'Project'),
          eq(importSources.sourceId, plan.sourceProjectId),
          plan.named ? sql`lower(${projects.name}) = ${plan.name.toLowerCase()}` : undefined,
        ),
      )
      .limit(1);
    if (earlier) return { projectId: earlier.id, projectName: earlier.name };
  }
  const named = await tx
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(sql`lower(${projects.name}) = ${plan.name.toLowerCase()}`);
  if (named.length > 1) throw new ImportSetupError(importMessages.severalTargets(plan.name));
  if (named[0]) return { projectId: named[0].id, projectName: named[0].name };
  const checked = projectNameSchema.safeParse(plan.name);
  if (!checked.success) {
    throw new ImportSetupError(`„${plan.name}“: ${checked.error.issues[0]!.message}`);
  }
  const created = await createProjectWithDefaults(tx, {
    name: checked.data,
    modules: [],
    createdBy: null,
  });
  return { projectId: created.id, projectName: checked.data };
}
