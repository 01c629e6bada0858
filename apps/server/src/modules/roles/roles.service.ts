import { newId } from '@kontor/core/ids';
import {
  roleMessages,
  type RoleDetail,
  type UpdateRoleBody,
  createRoleBodySchema,
} from '@kontor/core/schemas/roles';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/database.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors.ts';
import { HttpProblem } from '../../lib/problem.ts';
import {
  assertRoleKeepsAdmin,
  exceedsActor,
  lockedActor,
  type Actor,
} from '../../lib/project-rights.ts';
import type { Auth } from '../../plugins/access.ts';
import * as repo from './roles.repository.ts';

/**
 * No escalation (docs/roles-and-invitations.md): a project administrator may only add modules to a role
 * that their own role opens; superusers may add any module of the project.
 */
async function checkModules(
  db: DbOrTx,
  actor: Actor,
  projectId: string,
  moduleIds: string[],
  before: string[] = [],
) {
  const known = new Set(await repo.existingModuleIds(db, projectId, moduleIds));
  if (moduleIds.some((id) => !known.has(id))) {
    throw new HttpProblem(400, roleMessages.moduleUnknown, {
      moduleIds: [roleMessages.moduleUnknown],
    });
  }
  const added = moduleIds.filter((id) => !before.includes(id));
  if (exceedsActor(actor, { type: 'worker', moduleIds: added })) {
    throw new HttpProblem(403, roleMessages.moduleNotOwn, {
      moduleIds: [roleMessages.moduleNotOwn],
    });
  }
}

/** Role writes run under the project's rights lock, with the caller's role read under it. */
function asAdmin<T>(
  db: Db,
  auth: Auth,
  projectId: string,
  work: (tx: Tx, actor: Actor) => Promise<T>,
) {
  return db.transaction(async (tx) =>
    work(tx, await lockedActor(tx, auth, projectId, roleMessages.adminOnly)),
  );
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error, 'roles_project_name_key')) {
    throw new HttpProblem(409, roleMessages.nameTaken, { name: [roleMessages.nameTaken] });
  }
  throw error;
}

async function getOr404(db: DbOrTx, projectId: string, roleId: string): Promise<RoleDetail> {
  const role = await repo.findRole(db, projectId, roleId);
  if (!role) throw new HttpProblem(404, roleMessages.notFound);
  return role;
}

export async function createRole(
  db: Db,
  auth: Auth,
  projectId: string,
  body: z.output<typeof createRoleBodySchema>,
): Promise<RoleDetail> {
  const id = newId();
  await asAdmin(db, auth, projectId, async (tx, actor) => {
    await checkModules(tx, actor, projectId, body.moduleIds);
    if (body.isDefault) await repo.clearDefault(tx, projectId, id);
    await repo.insertRole(tx, { id, projectId, ...body });
  }).catch(nameTaken);
  return getOr404(db, projectId, id);
}

export async function updateRole(
  db: Db,
  auth: Auth,
  projectId: string,
  roleId: string,
  { version, ...changes }: UpdateRoleBody,
): Promise<RoleDetail> {
  await asAdmin(db, auth, projectId, async (tx, actor) => {
    const role = await getOr404(tx, projectId, roleId);
    if (role.version !== version) throw new HttpProblem(409, roleMessages.conflict);
    if (changes.isDefault === false && role.isDefault) {
      throw new HttpProblem(409, roleMessages.defaultOff, {
        isDefault: [roleMessages.defaultOff],
      });
    }
    const typeChanged = changes.type !== undefined && changes.type !== role.type;
    const modulesChanged =
      changes.moduleIds !== undefined && !sameIds(changes.moduleIds, role.moduleIds);
    if (!actor.auth.isSuperuser && actor.role?.id === roleId && typeChanged) {
      throw new HttpProblem(403, roleMessages.ownType);
    }
    // Like changing a member's role: nobody changes the rights of a role above their own.
    if ((typeChanged || modulesChanged) && exceedsActor(actor, role)) {
      throw new HttpProblem(403, roleMessages.roleAboveOwn);
    }
    if (changes.moduleIds) {
      await checkModules(tx, actor, projectId, changes.moduleIds, role.moduleIds);
    }
    if (typeChanged) await assertRoleKeepsAdmin(tx, projectId, role, changes.type!);
    // Switching the default: the others off, then this one on, in this transaction.
    if (changes.isDefault && !role.isDefault) await repo.clearDefault(tx, projectId, roleId);
    await repo.updateRole(tx, projectId, roleId, version, changes);
  }).catch(nameTaken);
  return getOr404(db, projectId, roleId);
}

export async function deleteRole(db: Db, auth: Auth, projectId: string, roleId: string) {
  await asAdmin(db, auth, projectId, async (tx) => {
    const role = await getOr404(tx, projectId, roleId);
    if (role.isDefault) throw new HttpProblem(409, roleMessages.deleteDefault);
    await assertRoleKeepsAdmin(tx, projectId, role, null);
    const inUse = role.memberCount + (await repo.countOpenInvitations(tx, roleId));
    if (inUse > 0) throw new HttpProblem(409, roleMessages.deleteInUse);
    await repo.deleteRole(tx, projectId, roleId);
  }).catch((error: unknown) => {
    // A membership added meanwhile by a request that did not take the project lock.
    if (isForeignKeyViolation(error)) throw new HttpProblem(409, roleMessages.deleteInUse);
    throw error;
  });
}
