import { findModuleTemplate } from '@kontor/core/modules';
import { newId } from '@kontor/core/ids';
import {
  moduleAdminMessages as m,
  predefinedFields,
  withSlugValues,
  type AdminModule,
  type CreateModuleBody,
  type UpdateModuleBody,
} from '@kontor/core/schemas/module-admin';
import { moduleFieldsSchema } from '@kontor/core/schemas/module-fields';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { HttpProblem } from '../../lib/problem.ts';
import * as repo from './project-admin.repository.ts';

export async function createModule(
  db: Db,
  projectId: string,
  body: CreateModuleBody,
): Promise<AdminModule> {
  const template = findModuleTemplate(body.path)!;
  try {
    return await db.transaction(async (tx) =>
      repo.insertModule(tx, {
        id: newId(),
        projectId,
        name: body.name,
        path: template.path,
        icon: template.icon,
        position: await repo.nextPosition(tx, projectId),
        subMenu: template.subMenu ?? [],
        fields: moduleFieldsSchema.parse(predefinedFields(template.path)),
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error, 'modules_project_path_key')) {
      throw new HttpProblem(409, m.pathTaken, { path: [m.pathTaken] });
    }
    throw error;
  }
}

export async function updateModule(
  db: Db,
  projectId: string,
  moduleId: string,
  body: UpdateModuleBody,
): Promise<AdminModule> {
  const { version, settings, ...rest } = body;
  const changes = { ...rest, ...(settings && { settings: withSlugValues(settings) }) };
  const updated = await repo.updateModule(db, projectId, moduleId, version, changes);
  if (updated) return updated;
  if (!(await repo.findAdminModule(db, projectId, moduleId)))
    throw new HttpProblem(404, m.notFound);
  throw new HttpProblem(409, m.stale);
}

/** All positions in one transaction; the list must name every module of the project once. */
export async function reorderModules(
  db: Db,
  projectId: string,
  moduleIds: string[],
): Promise<AdminModule[]> {
  return db.transaction(async (tx) => {
    const current = await repo.listAdminModules(tx, projectId);
    const known = new Set(current.map((module) => module.id));
    const complete =
      moduleIds.length === known.size &&
      new Set(moduleIds).size === moduleIds.length &&
      moduleIds.every((id) => known.has(id));
    if (!complete) throw new HttpProblem(400, m.orderMismatch, { moduleIds: [m.orderMismatch] });
    await repo.setPositions(tx, projectId, moduleIds);
    return repo.listAdminModules(tx, projectId);
  });
}

export async function removeModule(db: Db, projectId: string, moduleId: string): Promise<void> {
  const deleted = await db.transaction((tx) => repo.deleteModule(tx, projectId, moduleId));
  if (!deleted) throw new HttpProblem(404, m.notFound);
}
