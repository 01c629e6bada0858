import { accountEditableBy, memberMessages } from '@kontor/core/schemas/members';
import type { RoleType } from '@kontor/core/schemas/projects';
import type { Tx } from '../../db/database.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { assertMayGrant, countAdmins, exceedsActor, type Actor } from '../../lib/project-rights.ts';
import { findMember, findRole, type MemberRecord } from './members.repository.ts';

export type { Actor };

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
  assertMayGrant(actor, role);
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

/**
 * Account-wide data (name, e-mail, password, colour) of an account that also belongs to another
 * project is only the user's own or a superuser's to change: otherwise one project's
 * administrator could take over a login that opens another project (docs/people.md). `fields`
 * are the body fields that would change; each gets the refusal beside it.
 */
export function assertMayChangeAccount(
  actor: Actor,
  member: MemberRecord,
  fields: readonly string[],
): void {
  if (fields.length === 0 || accountEditableBy(actor.auth, member)) return;
  const errors = Object.fromEntries(fields.map((field) => [field, [memberMessages.accountShared]]));
  throw new HttpProblem(403, memberMessages.accountShared, errors);
}
