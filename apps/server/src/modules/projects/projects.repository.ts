import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Member, Module } from '@kontor/core/schemas/projects';
import type { DbOrTx } from '../../db/database.ts';
import { memberships, modules, projects, roles } from '../../db/schema/projects.ts';
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

function selectMembers(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isWorker: memberships.isWorker,
      roleId: roles.id,
      roleName: roles.name,
      roleColor: roles.color,
      portrait: memberships.portrait,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(where)
    .orderBy(sql`lower(${users.name})`, asc(users.id));
}

type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];

function toMember(r: MemberRow): Member {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    isWorker: r.isWorker,
    role: { id: r.roleId, name: r.roleName, color: r.roleColor },
    portrait: r.portrait,
  };
}

/** Members for the staff picker; superusers are not listed (spec 001 §6). */
export async function listMembers(db: DbOrTx, projectId: string): Promise<Member[]> {
  const rows = await selectMembers(
    db,
    and(eq(memberships.projectId, projectId), eq(users.isSuperuser, false)),
  );
  return rows.map(toMember);
}

/** One membership, also of a superuser who is a member. */
export async function findMember(
  db: DbOrTx,
  projectId: string,
  userId: string,
): Promise<Member | undefined> {
  const [row] = await selectMembers(
    db,
    and(eq(memberships.projectId, projectId), eq(memberships.userId, userId)),
  );
  return row && toMember(row);
}

export async function setPortrait(
  db: DbOrTx,
  projectId: string,
  userId: string,
  portrait: string | null,
): Promise<void> {
  await db
    .update(memberships)
    .set({ portrait })
    .where(and(eq(memberships.projectId, projectId), eq(memberships.userId, userId)));
}

/** Name, description and logo, each only when given. */
export async function updateSettings(
  db: DbOrTx,
  projectId: string,
  settings: { name?: string; description?: string; logo?: string | null },
): Promise<void> {
  const { name, description, logo } = settings;
  const changes = {
    ...(name !== undefined && { name }),
    ...(description !== undefined && { description }),
    ...(logo !== undefined && { logo }),
  };
  if (Object.keys(changes).length === 0) return;
  await db.update(projects).set(changes).where(eq(projects.id, projectId));
}
