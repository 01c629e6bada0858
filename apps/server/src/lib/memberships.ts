import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { memberships } from '../db/schema/projects.ts';
import { properties } from '../db/schema/properties.ts';

/** How many of these users are members of the project (staff pickers check all are). */
export async function countMembers(
  db: DbOrTx,
  projectId: string,
  userIds: string[],
): Promise<number> {
  if (userIds.length === 0) return 0;
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.projectId, projectId), inArray(memberships.userId, userIds)));
  return rows.length;
}

/** Whether the property belongs to the project (tasks and tickets name one). */
export async function propertyExists(db: DbOrTx, projectId: string, id: string) {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.projectId, projectId)));
  return rows.length > 0;
}
