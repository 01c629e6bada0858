import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { projectMessages } from '@kontor/core/schemas/projects';
import type { Db } from '../../db/database.ts';
import { modules } from '../../db/schema/projects.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { authOf, projectOf, requireOfficeModule } from '../../plugins/access.ts';

/**
 * Who acts: `staff` (a role of type office or admin listing '/time-tracking', or a superuser)
 * reads and records everyone's times and approves absences; anyone else in a project with the
 * module only their own (the worker app), like the tasks module's execute route.
 */
export interface TimeAccess {
  projectId: string;
  userId: string;
  staff: boolean;
}

export async function timeAccess(db: Db, request: FastifyRequest): Promise<TimeAccess> {
  const auth = authOf(request);
  const project = projectOf(request);
  const base = { projectId: project.id, userId: auth.userId };
  const [module] = await db
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.projectId, project.id), eq(modules.path, '/time-tracking')));
  if (!module) throw new HttpProblem(403, projectMessages.forbidden);
  if (auth.isSuperuser) return { ...base, staff: true };
  const role = project.role;
  const staff = role !== null && role.type !== 'worker' && role.moduleIds.includes(module.id);
  return { ...base, staff };
}

/** The user the caller acts for: anyone for staff, else only themselves (403). */
export function actingFor(access: TimeAccess, userId: string | undefined | null): string {
  const target = userId || access.userId;
  if (!access.staff && target !== access.userId) {
    throw new HttpProblem(403, projectMessages.forbidden);
  }
  return target;
}

export function assertStaff(access: TimeAccess) {
  if (!access.staff) throw new HttpProblem(403, projectMessages.forbidden);
}

/** Staff-only routes (Wochenübersicht, Kalender, approval): the module and an office/admin role. */
export const requireTimeStaff = () => requireOfficeModule('/time-tracking');
