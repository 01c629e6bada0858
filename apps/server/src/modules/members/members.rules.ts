import { memberMessages, roleExceeds } from '@kontor/core/schemas/members';
import type { RoleType } from '@kontor/core/schemas/projects';
import type { Tx } from '../../db/database.ts';
import { HttpProblem } from '../../lib/problem.ts';
import type { Auth, MemberRole } from '../../plugins/access.ts';
import { countAdmins, findMember, findRole, type MemberRecord } from './members.repository.ts';

/** Who acts: the caller with their role in the project (null for a superuser non-member). */
export interface Actor {
  auth: Auth;
  role: MemberRole | null;
}

type RoleLike = { type: RoleType; moduleIds: readonly string[] };

/** Superusers may do anything; everyone else only up to their own role. */
function exceedsActor(actor: Actor, role: RoleLike): boolean {
  if (actor.auth.isSuperuser) return false;
  return !actor.role || roleExceeds(role, actor.role);
}

/** The project admin tab: administrators of the project and superusers. */
export function assertProjectAdmin(actor: Actor): void {
  if (!actor.auth.isSuperuser && actor.role?.type !== 'admin') {
    throw new HttpProblem(403, memberMessages.adminOnly);
  }
}

export function assertMayCreateSuperuser(actor: Actor, isSuperuser: boolean): void {
  if (isSuperuser && !actor.auth.isSuperuser) {
    throw new HttpProblem(403, memberMessages.superuserOnly);
  }
}

/** A role of this project that the actor may hand out. */
export async function grantableRole(tx: Tx, actor: Actor, projectId: string, roleId: string) {
  const role = await findRole(tx, projectId, roleId);
  if (!role) {
    throw new HttpProblem(400, memberMessages.roleOfOtherProject, {
      roleId: [memberMessages.roleOfOtherProject],
    });
  }
  if (exceedsActor(actor, role)) throw new HttpProblem(403, memberMessages.roleAboveOwn);
  return role;
}

/**
 * A member of THIS project the actor may change: another project's member is unknown (404),
 * a superuser is for superusers only, and nobody changes someone with more rights.
 */
export async function changeableMember(
  tx: Tx,
  actor: Actor,
  projectId: string,
  userId: string,
): Promise<MemberRecord> {
  const member = await findMember(tx, projectId, userId);
  if (!member) throw new HttpProblem(404, memberMessages.notFound);
  if (member.isSuperuser && !actor.auth.isSuperuser) {
    throw new HttpProblem(403, memberMessages.superuserOnly);
  }
  if (exceedsActor(actor, member.role)) throw new HttpProblem(403, memberMessages.targetAboveOwn);
  return member;
}

/** The member is the project's last administrator and would stop being one. */
export async function assertNotLastAdmin(
  tx: Tx,
  projectId: string,
  member: MemberRecord,
  newType?: RoleType,
): Promise<void> {
  if (member.role.type !== 'admin' || newType === 'admin') return;
  if ((await countAdmins(tx, projectId)) <= 1) {
    throw new HttpProblem(409, memberMessages.lastAdmin);
  }
}
