import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Member, Module } from '@kontor/core/schemas/projects';
import type { DbOrTx } from '../../db/database.ts';
import { memberships, modules, roles } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';

/** The project's modules, all of them or only the given ids, by position. */
export async function listModules(
  db: DbOrTx,
  projectId: string,
  onlyIds?: string[],
): Promise<Module[]> {
  if (onlyIds && onlyIds.length === 0) return [];
  const rows = await db
    .select()
    .from(modules)
    .where(
      and(eq(modules.projectId, projectId), onlyIds ? inArray(modules.id, onlyIds) : undefined),
    )
    .orderBy(asc(modules.position), asc(modules.id));
  return rows.map((m) => ({
    id: m.id,
    name: m.name,
    path: m.path,
    icon: m.icon,
    position: m.position,
    subMenu: m.subMenu,
  }));
}

/** Members for the staff picker; superusers are not listed (spec 001 §6). */
export async function listMembers(db: DbOrTx, projectId: string): Promise<Member[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isWorker: users.isWorker,
      roleId: roles.id,
      roleName: roles.name,
      roleColor: roles.color,
      portrait: memberships.portrait,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(eq(memberships.projectId, projectId), eq(users.isSuperuser, false)))
    .orderBy(sql`lower(${users.name})`, asc(users.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    isWorker: r.isWorker,
    role: { id: r.roleId, name: r.roleName, color: r.roleColor },
    portrait: r.portrait,
  }));
}
