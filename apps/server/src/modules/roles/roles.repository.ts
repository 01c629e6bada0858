import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { invitations } from '../../db/schema/invitations.ts';
import { memberships, modules, roles } from '../../db/schema/projects.ts';

const memberCount = sql<number>`(select count(*)::int from ${memberships} where ${memberships.roleId} = ${roles.id})`;

const detail = {
  id: roles.id,
  name: roles.name,
  type: roles.type,
  color: roles.color,
  isDefault: roles.isDefault,
  moduleIds: roles.moduleIds,
  memberCount,
  version: roles.version,
};

export function listRoles(db: DbOrTx, projectId: string) {
  return db
    .select(detail)
    .from(roles)
    .where(eq(roles.projectId, projectId))
    .orderBy(asc(roles.createdAt), asc(roles.name));
}

export async function findRole(db: DbOrTx, projectId: string, roleId: string) {
  const [row] = await db
    .select(detail)
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.projectId, projectId)));
  return row;
}

/** The ids among `ids` that are modules of the project. */
export async function existingModuleIds(db: DbOrTx, projectId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.projectId, projectId), inArray(modules.id, ids)));
  return rows.map((r) => r.id);
}

export async function clearDefault(tx: DbOrTx, projectId: string, exceptRoleId: string) {
  await tx
    .update(roles)
    .set({ isDefault: false, version: sql`${roles.version} + 1` })
    .where(
      and(eq(roles.projectId, projectId), eq(roles.isDefault, true), ne(roles.id, exceptRoleId)),
    );
}

export async function insertRole(tx: DbOrTx, values: typeof roles.$inferInsert) {
  await tx.insert(roles).values(values);
}

/** Updates when `version` still matches; false otherwise. */
export async function updateRole(
  tx: DbOrTx,
  projectId: string,
  roleId: string,
  version: number,
  changes: Partial<typeof roles.$inferInsert>,
) {
  const rows = await tx
    .update(roles)
    .set({ ...changes, version: sql`${roles.version} + 1` })
    .where(and(eq(roles.id, roleId), eq(roles.projectId, projectId), eq(roles.version, version)))
    .returning({ id: roles.id });
  return rows.length > 0;
}

export async function countOpenInvitations(tx: DbOrTx, roleId: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(invitations)
    .where(
      and(
        eq(invitations.roleId, roleId),
        isNull(invitations.acceptedAt),
        isNull(invitations.deletedAt),
      ),
    );
  return row?.n ?? 0;
}

/** Deletes the role and the closed invitations that still name it (they only answer old links). */
export async function deleteRole(tx: DbOrTx, projectId: string, roleId: string) {
  await tx.delete(invitations).where(eq(invitations.roleId, roleId));
  await tx.delete(roles).where(and(eq(roles.id, roleId), eq(roles.projectId, projectId)));
}
