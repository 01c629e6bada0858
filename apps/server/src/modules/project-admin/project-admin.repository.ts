import { and, asc, eq, sql } from 'drizzle-orm';
import {
  MODULES_WITH_SETTINGS,
  type AdminModule,
  type ModuleCategory,
  type ModuleSettings,
} from '@kontor/core/schemas/module-admin';
import type { ModuleField } from '@kontor/core/schemas/module-fields';
import type { DbOrTx } from '../../db/database.ts';
import { modules, roles } from '../../db/schema/projects.ts';

type ModuleRow = typeof modules.$inferSelect;

function toAdminModule(m: ModuleRow): AdminModule {
  return {
    id: m.id,
    name: m.name,
    path: m.path,
    icon: m.icon,
    position: m.position,
    subMenu: m.subMenu,
    hasSettings: MODULES_WITH_SETTINGS.includes(m.path),
    settings: m.settings as ModuleSettings,
    categories: m.categories as ModuleCategory[],
    fields: m.fields as ModuleField[],
    version: m.version,
  };
}

export async function listAdminModules(db: DbOrTx, projectId: string): Promise<AdminModule[]> {
  const rows = await db
    .select()
    .from(modules)
    .where(eq(modules.projectId, projectId))
    .orderBy(asc(modules.position), asc(modules.id));
  return rows.map(toAdminModule);
}

export async function findAdminModule(
  db: DbOrTx,
  projectId: string,
  moduleId: string,
): Promise<AdminModule | undefined> {
  const [row] = await db
    .select()
    .from(modules)
    .where(and(eq(modules.projectId, projectId), eq(modules.id, moduleId)));
  return row && toAdminModule(row);
}

export async function insertModule(db: DbOrTx, row: typeof modules.$inferInsert) {
  const [inserted] = await db.insert(modules).values(row).returning();
  return toAdminModule(inserted!);
}

/** Spec 001 §4: a new module's position is the count of existing modules plus one. */
export async function nextPosition(db: DbOrTx, projectId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(modules)
    .where(eq(modules.projectId, projectId));
  return (row?.count ?? 0) + 1;
}

/** Applies the changes only if the version still matches; undefined when it does not. */
export async function updateModule(
  db: DbOrTx,
  projectId: string,
  moduleId: string,
  version: number,
  changes: Partial<Pick<ModuleRow, 'name' | 'settings' | 'categories' | 'fields'>>,
): Promise<AdminModule | undefined> {
  const [row] = await db
    .update(modules)
    .set({ ...changes, version: sql`${modules.version} + 1` })
    .where(
      and(eq(modules.projectId, projectId), eq(modules.id, moduleId), eq(modules.version, version)),
    )
    .returning();
  return row && toAdminModule(row);
}

export async function setPositions(db: DbOrTx, projectId: string, orderedIds: readonly string[]) {
  for (const [index, id] of orderedIds.entries()) {
    await db
      .update(modules)
      .set({ position: index + 1 })
      .where(and(eq(modules.projectId, projectId), eq(modules.id, id)));
  }
}

/** Deletes the module and takes its id out of every role of the project. */
export async function deleteModule(db: DbOrTx, projectId: string, moduleId: string) {
  await db
    .update(roles)
    .set({ moduleIds: sql`array_remove(${roles.moduleIds}, ${moduleId})` })
    .where(and(eq(roles.projectId, projectId), sql`${moduleId} = any(${roles.moduleIds})`));
  const deleted = await db
    .delete(modules)
    .where(and(eq(modules.projectId, projectId), eq(modules.id, moduleId)))
    .returning({ id: modules.id });
  return deleted.length > 0;
}
