import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/database.ts';
import { memberships } from '../db/schema/projects.ts';
import { users } from '../db/schema/users.ts';

/**
 * A member's name is unique in each project it is a member of (case-insensitive). Every write
 * that can break this — a new member, a rename, a joining account — checks under
 * `lockMemberNames`.
 */

/**
 * Serialises every write of a member's name. A rename must be unique in all projects of the
 * account, which a per-project lock cannot cover: a rename coming from project A and a new
 * member of project B would both pass their checks for a project C they share. Taken after the
 * project lock and last of all locks, so it cannot deadlock.
 */
export async function lockMemberNames(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('member-names'))`);
}

/** Whether a member of the project (other than `exceptUserId`) has this name. */
export async function nameTakenInProject(
  tx: Tx,
  projectId: string,
  name: string,
  exceptUserId?: string,
): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.projectId, projectId),
        sql`lower(${users.name}) = ${name.toLowerCase()}`,
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether another member of any project the user belongs to has this name. */
export async function nameTakenInProjectsOf(
  tx: Tx,
  userId: string,
  name: string,
): Promise<boolean> {
  const own = alias(memberships, 'own');
  const rows = await tx
    .select({ id: users.id })
    .from(own)
    .innerJoin(memberships, eq(memberships.projectId, own.projectId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(own.userId, userId),
        ne(memberships.userId, userId),
        sql`lower(${users.name}) = ${name.toLowerCase()}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
