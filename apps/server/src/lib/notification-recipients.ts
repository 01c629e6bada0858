import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ModulePath } from '@kontor/core/modules';
import type { DbOrTx } from '../db/database.ts';
import { memberships, modules, roles } from '../db/schema/projects.ts';

/**
 * Who hears about an event (docs/notifications.md). The candidates go to lib/notify.ts, which
 * leaves out the actor and those who switched the topic off.
 */

/**
 * The office of a module: members whose role is of type office or admin and lists the module,
 * the same people `requireOfficeModule` lets in (a worker role that lists it is not the
 * office). A superuser counts only through a membership and its role: messages go to members.
 */
export async function officeOfModule(
  db: DbOrTx,
  projectId: string,
  modulePath: ModulePath,
): Promise<string[]> {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .innerJoin(
      modules,
      and(eq(modules.projectId, memberships.projectId), eq(modules.path, modulePath)),
    )
    .where(
      and(
        eq(memberships.projectId, projectId),
        inArray(roles.type, ['office', 'admin']),
        sql`${modules.id} = any(${roles.moduleIds})`,
      ),
    );
  return rows.map((row) => row.userId);
}

/** The project's administrators: members holding a role of type admin. */
export async function projectAdmins(db: DbOrTx, projectId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(eq(memberships.projectId, projectId), eq(roles.type, 'admin')));
  return rows.map((row) => row.userId);
}
