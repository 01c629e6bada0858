import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { UserRef } from '@kontor/core/schemas/common';
import type { DbOrTx } from '../db/database.ts';
import { memberships } from '../db/schema/projects.ts';
import { properties } from '../db/schema/properties.ts';
import { users } from '../db/schema/users.ts';

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

/**
 * The project's members flagged as worker (only they may be assigned to services, spec 000
 * §6), by name; with `userIds`, only those of them. The one place that reads the worker flag.
 */
export async function projectWorkers(
  db: DbOrTx,
  projectId: string,
  userIds?: readonly string[],
): Promise<UserRef[]> {
  if (userIds?.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.projectId, projectId),
        eq(memberships.isWorker, true),
        userIds ? inArray(memberships.userId, [...userIds]) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}
