import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { workerByDefault } from '@kontor/core/schemas/members';
import type { RoleType } from '@kontor/core/schemas/projects';
import type { DbOrTx } from '../../db/database.ts';
import { invitations } from '../../db/schema/invitations.ts';
import { memberships, projects, roles } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';

const isOpen = and(isNull(invitations.acceptedAt), isNull(invitations.deletedAt));

const listed = {
  id: invitations.id,
  name: invitations.name,
  email: invitations.email,
  roleId: invitations.roleId,
  sentAt: invitations.sentAt,
  expiresAt: invitations.expiresAt,
};
export type InvitationRow = {
  id: string;
  name: string;
  email: string;
  roleId: string;
  sentAt: Date;
  expiresAt: Date;
};

export function listOpen(db: DbOrTx, projectId: string): Promise<InvitationRow[]> {
  return db
    .select(listed)
    .from(invitations)
    .where(and(eq(invitations.projectId, projectId), isOpen))
    .orderBy(desc(invitations.sentAt), desc(invitations.id));
}

export async function findOpen(db: DbOrTx, projectId: string, id: string) {
  const [row] = await db
    .select(listed)
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.projectId, projectId), isOpen));
  return row;
}

export async function projectName(db: DbOrTx, projectId: string) {
  const [row] = await db
    .select({ name: projects.name })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row?.name ?? '';
}

export async function findRole(db: DbOrTx, projectId: string, roleId: string) {
  const [row] = await db
    .select({ type: roles.type, moduleIds: roles.moduleIds })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.projectId, projectId)));
  return row;
}

export async function isMemberByEmail(db: DbOrTx, projectId: string, email: string) {
  const rows = await db
    .select({ id: users.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.projectId, projectId),
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
      ),
    );
  return rows.length > 0;
}

export async function insertInvitation(db: DbOrTx, values: typeof invitations.$inferInsert) {
  await db.insert(invitations).values(values);
}

/** New token and expiry for an open invitation; the older link stops working. */
export async function renewToken(
  db: DbOrTx,
  projectId: string,
  id: string,
  tokenHash: string,
  expiresAt: Date,
) {
  const rows = await db
    .update(invitations)
    .set({ tokenHash, expiresAt, sentAt: new Date() })
    .where(and(eq(invitations.id, id), eq(invitations.projectId, projectId), isOpen))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

export async function markDeleted(db: DbOrTx, projectId: string, id: string) {
  const rows = await db
    .update(invitations)
    .set({ deletedAt: new Date() })
    .where(and(eq(invitations.id, id), eq(invitations.projectId, projectId), isOpen))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/** The invitation of a link with its project; `forUpdate` locks it for accepting. */
export async function findByToken(db: DbOrTx, tokenHash: string, forUpdate = false) {
  const query = db
    .select({
      id: invitations.id,
      projectId: invitations.projectId,
      projectName: projects.name,
      roleId: invitations.roleId,
      roleType: roles.type,
      name: invitations.name,
      email: invitations.email,
      expiresAt: invitations.expiresAt,
      acceptedAt: invitations.acceptedAt,
      deletedAt: invitations.deletedAt,
    })
    .from(invitations)
    .innerJoin(projects, eq(projects.id, invitations.projectId))
    .innerJoin(
      roles,
      and(eq(roles.id, invitations.roleId), eq(roles.projectId, invitations.projectId)),
    )
    .where(eq(invitations.tokenHash, tokenHash));
  const [row] = await (forUpdate ? query.for('update', { of: invitations }) : query);
  return row;
}
export type TokenInvitation = NonNullable<Awaited<ReturnType<typeof findByToken>>>;

export async function findUserIdByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row?.id;
}

/** The account's name as it is now (a rename may have committed since the session was read). */
export async function accountName(db: DbOrTx, userId: string) {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert) {
  await db.insert(users).values(values);
}

/**
 * Joins the project as 'Arbeiter' when the role is of the worker type (as 'Neuen Mitarbeiter
 * anlegen' presets it); an existing membership keeps its role and flag.
 */
export async function joinProject(
  db: DbOrTx,
  invitation: { projectId: string; roleId: string; roleType: RoleType },
  userId: string,
) {
  const { projectId, roleId, roleType } = invitation;
  const joined = await db
    .insert(memberships)
    .values({ projectId, userId, roleId, isWorker: workerByDefault(roleType) })
    .onConflictDoNothing()
    .returning({ userId: memberships.userId });
  return joined.length > 0;
}

export async function markAccepted(db: DbOrTx, id: string) {
  await db.update(invitations).set({ acceptedAt: new Date() }).where(eq(invitations.id, id));
}
