import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  accountEditableBy,
  type MemberDirectory,
  type RoleOption,
  type StaffMember,
} from '@kontor/core/schemas/members';
import type { RoleType } from '@kontor/core/schemas/projects';
import type { DbOrTx, Tx } from '../../db/database.ts';
import { memberships, roles } from '../../db/schema/projects.ts';
import { passwordResetTokens, sessions, users } from '../../db/schema/users.ts';

export interface MemberRecord extends Omit<StaffMember, 'accountEditable'> {
  role: StaffMember['role'] & { moduleIds: string[] };
  /** The account belongs to another project too. */
  sharedAccount: boolean;
}

/** Who looks at a member (decides `accountEditable`). */
export interface Viewer {
  userId: string;
  isSuperuser: boolean;
}

function selectMembers(db: DbOrTx) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isWorker: memberships.isWorker,
      isSuperuser: users.isSuperuser,
      color: users.color,
      portrait: memberships.portrait,
      sharedAccount: sql<boolean>`exists (
        select 1 from ${memberships} other
        where other.user_id = ${users.id} and other.project_id <> ${memberships.projectId})`,
      role: {
        id: roles.id,
        name: roles.name,
        color: roles.color,
        type: roles.type,
        moduleIds: roles.moduleIds,
      },
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(roles, eq(roles.id, memberships.roleId));
}

export const toStaffMember = (
  { role: { moduleIds: _, ...role }, sharedAccount, ...rest }: MemberRecord,
  viewer: Viewer,
): StaffMember => ({
  ...rest,
  role,
  accountEditable: accountEditableBy(viewer, { id: rest.id, sharedAccount }),
});

export async function listRoleOptions(db: DbOrTx, projectId: string): Promise<RoleOption[]> {
  return db
    .select({
      id: roles.id,
      name: roles.name,
      color: roles.color,
      type: roles.type,
      isDefault: roles.isDefault,
    })
    .from(roles)
    .where(eq(roles.projectId, projectId))
    .orderBy(sql`lower(${roles.name})`, asc(roles.id));
}

/** Members with the roles for the pickers; superusers only where asked (spec 001 §6). */
export async function listDirectory(
  db: DbOrTx,
  projectId: string,
  options: { superusers: boolean; viewer: Viewer },
): Promise<MemberDirectory> {
  const [rows, roleOptions] = await Promise.all([
    selectMembers(db)
      .where(
        and(
          eq(memberships.projectId, projectId),
          options.superusers ? undefined : eq(users.isSuperuser, false),
        ),
      )
      .orderBy(sql`lower(${users.name})`, asc(users.id)),
    listRoleOptions(db, projectId),
  ]);
  return {
    members: rows.map((row) => toStaffMember(row, options.viewer)),
    roles: roleOptions,
  };
}

export async function findMember(
  db: DbOrTx,
  projectId: string,
  userId: string,
): Promise<MemberRecord | undefined> {
  const [row] = await selectMembers(db).where(
    and(eq(memberships.projectId, projectId), eq(memberships.userId, userId)),
  );
  return row;
}

export async function findStaffMember(
  db: DbOrTx,
  projectId: string,
  userId: string,
  viewer: Viewer,
) {
  const row = await findMember(db, projectId, userId);
  return row && toStaffMember(row, viewer);
}

export async function findRole(
  db: DbOrTx,
  projectId: string,
  roleId: string,
): Promise<{ id: string; type: RoleType; moduleIds: string[] } | undefined> {
  const [row] = await db
    .select({ id: roles.id, type: roles.type, moduleIds: roles.moduleIds })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.projectId, projectId)));
  return row;
}

export async function findActiveUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id, isSuperuser: users.isSuperuser })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)));
  return row;
}

export async function countMemberships(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  return row?.n ?? 0;
}

/** Account-wide data: written only by `changeAccount` in the service, which applies the rule. */
export interface AccountChanges {
  name?: string;
  email?: string;
  color?: string;
  passwordHash?: string;
}

export async function updateAccount(
  tx: Tx,
  userId: string,
  changes: AccountChanges,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await tx
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function updateMembership(
  tx: Tx,
  projectId: string,
  userId: string,
  changes: Partial<{
    roleId: string;
    portrait: string | null;
    notificationSettings: object;
    /** 'Arbeiter': the membership's own, so no other project's member changes with it. */
    isWorker: boolean;
  }>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await tx
    .update(memberships)
    .set(changes)
    .where(and(eq(memberships.projectId, projectId), eq(memberships.userId, userId)));
}

export async function deleteMembership(tx: Tx, projectId: string, userId: string) {
  await tx
    .delete(memberships)
    .where(and(eq(memberships.projectId, projectId), eq(memberships.userId, userId)));
}

export async function deleteSessions(tx: Tx, userId: string, exceptTokenHash?: string) {
  await tx
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        exceptTokenHash ? ne(sessions.tokenHash, exceptTokenHash) : undefined,
      ),
    );
}

/**
 * Deletes the account but keeps its row as a tombstone: records the user authored keep their
 * author, now shown as 'Gelöschter Nutzer'; the e-mail is freed and the login is gone.
 */
export async function tombstoneUser(tx: Tx, userId: string, deletedName: string) {
  await tx.delete(memberships).where(eq(memberships.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await tx
    .update(users)
    .set({
      name: deletedName,
      email: `deleted-${userId.toLowerCase()}@deleted.invalid`,
      // Not an argon2 hash: no password verifies against it.
      passwordHash: '!deleted',
      isSuperuser: false,
      deletedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}
