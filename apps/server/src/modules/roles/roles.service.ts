import { newId } from '@kontor/core/ids';
import {
  roleMessages,
  type RoleDetail,
  type UpdateRoleBody,
  createRoleBodySchema,
} from '@kontor/core/schemas/roles';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/database.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors.ts';
import { HttpProblem } from '../../lib/problem.ts';
import type { Auth } from '../../plugins/access.ts';
import * as repo from './roles.repository.ts';

type Caller = Pick<Auth, 'isSuperuser'> & { project: NonNullable<Auth['project']> };

/**
 * No escalation (docs/roles-and-invitations.md): a project administrator may only add modules to a role
 * that their own role opens; superusers may add any module of the project.
 */
async function checkModules(
  db: DbOrTx,
  caller: Caller,
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
  if (caller.isSuperuser) return;
  const own = new Set(caller.project.role?.moduleIds ?? []);
  const added = moduleIds.filter((id) => !before.includes(id));
  if (added.some((id) => !own.has(id))) throw new HttpProblem(403, roleMessages.moduleNotOwn);
}

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
  caller: Caller,
  projectId: string,
  body: z.output<typeof createRoleBodySchema>,
): Promise<RoleDetail> {
  const id = newId();
  await db
    .transaction(async (tx) => {
      await repo.lockProject(tx, projectId);
      await checkModules(tx, caller, projectId, body.moduleIds);
      if (body.isDefault) await repo.clearDefault(tx, projectId, id);
      await repo.insertRole(tx, { id, projectId, ...body });
    })
    .catch(nameTaken);
  return getOr404(db, projectId, id);
}

export async function updateRole(
  db: Db,
  caller: Caller,
  projectId: string,
  roleId: string,
  { version, ...changes }: UpdateRoleBody,
): Promise<RoleDetail> {
  await db
    .transaction(async (tx) => {
      await repo.lockProject(tx, projectId);
      const role = await getOr404(tx, projectId, roleId);
      if (role.version !== version) throw new HttpProblem(409, roleMessages.conflict);
      if (changes.isDefault === false && role.isDefault) {
        throw new HttpProblem(409, roleMessages.defaultOff, {
          isDefault: [roleMessages.defaultOff],
        });
      }
      const ownRole = caller.project.role?.id === roleId;
      if (!caller.isSuperuser && ownRole && changes.type && changes.type !== role.type) {
        throw new HttpProblem(403, roleMessages.ownType);
      }
      if (changes.moduleIds) {
        await checkModules(tx, caller, projectId, changes.moduleIds, role.moduleIds);
      }
      // Switching the default: the others off, then this one on, in this transaction.
      if (changes.isDefault && !role.isDefault) await repo.clearDefault(tx, projectId, roleId);
      await repo.updateRole(tx, projectId, roleId, version, changes);
    })
    .catch(nameTaken);
  return getOr404(db, projectId, roleId);
}

export async function deleteRole(db: Db, projectId: string, roleId: string) {
  await db
    .transaction(async (tx) => {
      await repo.lockProject(tx, projectId);
      const role = await getOr404(tx, projectId, roleId);
      if (role.isDefault) throw new HttpProblem(409, roleMessages.deleteDefault);
      const inUse = role.memberCount + (await repo.countOpenInvitations(tx, roleId));
      if (inUse > 0) throw new HttpProblem(409, roleMessages.deleteInUse);
      await repo.deleteRole(tx, projectId, roleId);
    })
    .catch((error: unknown) => {
      // A membership added meanwhile by a request that did not take the project lock.
      if (isForeignKeyViolation(error)) throw new HttpProblem(409, roleMessages.deleteInUse);
      throw error;
    });
}
