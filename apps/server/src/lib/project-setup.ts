import { findModuleTemplate, type ModulePath } from '@kontor/core/modules';
import { newId } from '@kontor/core/ids';
import type { RoleType } from '@kontor/core/schemas/projects';
import type { Tx } from '../db/database.ts';
import { memberships, modules, projects, roles } from '../db/schema/projects.ts';

/** Modules a new project's worker role may open (if the project has them). */
const WORKER_MODULES: readonly string[] = ['/tasks', '/tickets', '/tours', '/time-tracking'];

export const DEFAULT_ROLES: readonly {
  type: RoleType;
  name: string;
  color: string;
  isDefault: boolean;
}[] = [
  { type: 'admin', name: 'Administrator', color: 'red', isDefault: false },
  { type: 'office', name: 'Büro', color: 'blue', isDefault: false },
  // New users get the least-privileged role unless someone picks another.
  { type: 'worker', name: 'Mitarbeiter', color: 'green', isDefault: true },
];

export interface CreatedProject {
  id: string;
  moduleIds: Record<string, string>;
  roleIds: Record<RoleType, string>;
}

/**
 * Creates a project with the given catalogue modules and its three default roles (exactly
 * one default). Runs inside the caller's transaction.
 */
export async function createProjectWithDefaults(
  tx: Tx,
  input: {
    name: string;
    description?: string;
    logo?: string | null;
    modules: readonly ModulePath[];
    createdBy: string | null;
  },
): Promise<CreatedProject> {
  const projectId = newId();
  await tx.insert(projects).values({
    id: projectId,
    name: input.name,
    description: input.description ?? '',
    logo: input.logo ?? null,
    createdBy: input.createdBy,
  });
  const moduleRows = input.modules.map((path, index) => {
    const template = findModuleTemplate(path)!;
    return {
      id: newId(),
      projectId,
      name: template.label,
      path,
      icon: template.icon,
      position: index + 1,
      subMenu: template.subMenu ?? [],
    };
  });
  if (moduleRows.length > 0) await tx.insert(modules).values(moduleRows);
  const allIds = moduleRows.map((m) => m.id);
  const workerIds = moduleRows.filter((m) => WORKER_MODULES.includes(m.path)).map((m) => m.id);
  const roleRows = DEFAULT_ROLES.map((role) => ({
    id: newId(),
    projectId,
    ...role,
    moduleIds: role.type === 'worker' ? workerIds : allIds,
  }));
  await tx.insert(roles).values(roleRows);
  return {
    id: projectId,
    moduleIds: Object.fromEntries(moduleRows.map((m) => [m.path, m.id])),
    roleIds: Object.fromEntries(roleRows.map((r) => [r.type, r.id])) as Record<RoleType, string>,
  };
}

export async function addMember(
  tx: Tx,
  projectId: string,
  userId: string,
  roleId: string,
  isWorker = false,
) {
  await tx.insert(memberships).values({ projectId, userId, roleId, isWorker });
}
