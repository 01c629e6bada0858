import { and, count, eq, ne, sql } from 'drizzle-orm';
import { memberMessages, roleExceeds } from '@kontor/core/schemas/members';
import { projectMessages, type RoleType } from '@kontor/core/schemas/projects';
import type { Tx } from '../db/database.ts';
import { memberships, roles } from '../db/schema/projects.ts';
import type { Auth, MemberRole } from '../plugins/access.ts';
import { HttpProblem } from './problem.ts';

/**
 * Who holds which rights in a project (memberships, roles, invitations) changes only under this
 * lock, and every such change reads the caller's role after taking it (`lockedActor`), so two
 * requests cannot each act on a role the other is taking away.
 */

/** Who acts: the caller with their role in the project (null for a superuser non-member). */
export interface Actor {
  auth: Auth;
  role: MemberRole | null;
}

export type RoleLike = { type: RoleType; moduleIds: readonly string[] };

/** Serialises the changes of rights in one project (see above). */
export async function lockProjectRights(tx: Tx, projectId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rights:${projectId}`}))`);
}

/**
 * Takes the project lock, then reads the caller's role afresh: the guard read it before, and a
 * request that committed meanwhile may have changed it. A caller who lost their membership is
 * answered like a non-member (404); one who is no longer an administrator where `adminOnly` is
 * given gets 403 with that message.
 */
export async function lockedActor(
  tx: Tx,
  auth: Auth,
  projectId: string,
  adminOnly?: string,
): Promise<Actor> {
  await lockProjectRights(tx, projectId);
  const [role] = await tx
    .select({
      id: roles.id,
      name: roles.name,
      type: roles.type,
      color: roles.color,
      moduleIds: roles.moduleIds,
    })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(eq(memberships.projectId, projectId), eq(memberships.userId, auth.userId)));
  const actor = { auth, role: role ?? null };
  if (auth.isSuperuser) return actor;
  if (!role) throw new HttpProblem(404, projectMessages.notFound);
  if (adminOnly !== undefined && role.type !== 'admin') throw new HttpProblem(403, adminOnly);
  return actor;
}

/** Superusers may do anything; everyone else only up to their own role (core `roleExceeds`). */
export function exceedsActor(actor: Actor, role: RoleLike): boolean {
  if (actor.auth.isSuperuser) return false;
  return !actor.role || roleExceeds(role, actor.role);
}

/** Handing out a role (to a member, by an invitation): never one above the actor's own. */
export function assertMayGrant(actor: Actor, role: RoleLike): void {
  if (exceedsActor(actor, role)) {
    throw new HttpProblem(403, memberMessages.roleAboveOwn, {
      roleId: [memberMessages.roleAboveOwn],
    });
  }
}

/** Members holding an admin role of the project, leaving out those of `exceptRoleId`. */
export async function countAdmins(tx: Tx, projectId: string, exceptRoleId?: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(
      and(
        eq(memberships.projectId, projectId),
        eq(roles.type, 'admin'),
        exceptRoleId ? ne(roles.id, exceptRoleId) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * A project keeps an administrator: refuses when the role stops being an admin role (a new type,
 * or none when it is deleted) while its members are the only administrators.
 */
export async function assertRoleKeepsAdmin(
  tx: Tx,
  projectId: string,
  role: { id: string; type: RoleType; memberCount: number },
  newType: RoleType | null,
): Promise<void> {
  if (role.type !== 'admin' || newType === 'admin' || role.memberCount === 0) return;
  if ((await countAdmins(tx, projectId, role.id)) === 0) {
    throw new HttpProblem(409, memberMessages.lastAdmin);
  }
}
