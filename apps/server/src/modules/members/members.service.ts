import {
  memberMessages,
  randomStaffColor,
  type CreateStaffBody,
  type NotificationSettings,
  type StaffMember,
  type UpdateMemberBody,
} from '@kontor/core/schemas/members';
import { newId } from '@kontor/core/ids';
import type { Db, Tx } from '../../db/database.ts';
import { memberships } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';
import { assertImagesOfProject, setImageUsages } from '../../lib/image-usages.ts';
import {
  lockMemberNames,
  nameTakenInProject,
  nameTakenInProjectsOf,
} from '../../lib/member-names.ts';
import { notificationSettingsOf } from '../../lib/notification-settings.ts';
import { generatePassword, hashPassword } from '../../lib/password.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { lockedActor } from '../../lib/project-rights.ts';
import * as repo from './members.repository.ts';
import {
  assertMayChangeAccount,
  assertMayCreateSuperuser,
  assertNotLastAdmin,
  changeableMember,
  grantableRole,
  type Actor,
} from './members.rules.ts';

const emailTaken = () =>
  new HttpProblem(409, memberMessages.emailTaken, { email: [memberMessages.emailTaken] });

/**
 * Runs a membership change under the project's lock, with the caller's role as it is under the
 * lock; a taken e-mail becomes a field error.
 */
async function inProject<T>(
  db: Db,
  caller: Actor,
  projectId: string,
  work: (tx: Tx, actor: Actor) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) =>
      work(tx, await lockedActor(tx, caller.auth, projectId)),
    );
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_key')) throw emailTaken();
    throw error;
  }
}

const nameTaken = () =>
  new HttpProblem(409, memberMessages.nameTaken, { name: [memberMessages.nameTaken] });

/**
 * The one way to change account-wide data: only the fields that really change, only when
 * the actor may change this account (`assertMayChangeAccount`), a new name unique in every
 * project the account belongs to, a new e-mail unused.
 */
async function changeAccount(
  tx: Tx,
  actor: Actor,
  member: repo.MemberRecord,
  changes: repo.AccountChanges,
): Promise<void> {
  const changed: repo.AccountChanges = {
    ...(changes.name !== undefined && changes.name !== member.name && { name: changes.name }),
    ...(changes.email !== undefined && changes.email !== member.email && { email: changes.email }),
    ...(changes.color !== undefined && changes.color !== member.color && { color: changes.color }),
    ...(changes.passwordHash !== undefined && { passwordHash: changes.passwordHash }),
  };
  const fields = Object.keys(changed).map((key) => (key === 'passwordHash' ? 'password' : key));
  assertMayChangeAccount(actor, member, fields);
  if (changed.name !== undefined) {
    await lockMemberNames(tx);
    if (await nameTakenInProjectsOf(tx, member.id, changed.name)) throw nameTaken();
  }
  if (changed.email !== undefined) {
    const owner = await repo.findActiveUserByEmail(tx, changed.email);
    if (owner && owner.id !== member.id) throw emailTaken();
  }
  await repo.updateAccount(tx, member.id, changed);
}

async function setPortrait(tx: Tx, projectId: string, userId: string, portrait: string | null) {
  if (portrait) await assertImagesOfProject(tx, projectId, [portrait], 'portrait');
  await repo.updateMembership(tx, projectId, userId, { portrait });
  const target = { elementType: 'member', elementId: userId, field: 'portrait' } as const;
  await setImageUsages(tx, projectId, target, portrait ? [portrait] : []);
}

async function staffMember(
  db: Db,
  actor: Actor,
  projectId: string,
  userId: string,
): Promise<StaffMember> {
  const member = await repo.findStaffMember(db, projectId, userId, actor.auth);
  if (!member) throw new HttpProblem(404, memberMessages.notFound);
  return member;
}

/** 'Neuen Mitarbeiter anlegen' (spec 000 §5 "new staff"). */
export async function createStaff(
  db: Db,
  actor: Actor,
  projectId: string,
  body: CreateStaffBody & { withPassword: boolean; portrait: string | null },
): Promise<StaffMember> {
  assertMayCreateSuperuser(actor, body.isSuperuser ?? false);
  const name = `${body.firstName.trim()} ${body.familyName.trim()}`;
  const passwordHash = await hashPassword(
    body.withPassword && body.password ? body.password : generatePassword(),
  );
  const id = newId();
  await inProject(db, actor, projectId, async (tx, actor) => {
    await grantableRole(tx, actor, projectId, body.roleId);
    await lockMemberNames(tx);
    if (await nameTakenInProject(tx, projectId, name)) {
      const errors = [memberMessages.nameTaken];
      throw new HttpProblem(409, memberMessages.nameTaken, {
        firstName: errors,
        familyName: errors,
      });
    }
    if (await repo.findActiveUserByEmail(tx, body.email)) throw emailTaken();
    await tx.insert(users).values({
      id,
      name,
      email: body.email.trim(),
      passwordHash,
      isSuperuser: body.isSuperuser ?? false,
      color: body.color ?? randomStaffColor(),
    });
    await tx.insert(memberships).values({
      projectId,
      userId: id,
      roleId: body.roleId,
      isWorker: body.isWorker ?? false,
    });
    if (body.portrait) await setPortrait(tx, projectId, id, body.portrait);
  });
  return staffMember(db, actor, projectId, id);
}

/** Edit user data, Arbeiter toggle and role change; each field only when given. */
export async function updateMember(
  db: Db,
  actor: Actor,
  projectId: string,
  userId: string,
  body: UpdateMemberBody,
): Promise<StaffMember> {
  await inProject(db, actor, projectId, async (tx, actor) => {
    const member = await changeableMember(tx, actor, projectId, userId);
    if (body.roleId !== undefined && body.roleId !== member.role.id) {
      const role = await grantableRole(tx, actor, projectId, body.roleId);
      await assertNotLastAdmin(tx, projectId, member, role.type);
      await repo.updateMembership(tx, projectId, userId, { roleId: role.id });
    }
    const { name, email, color, isWorker } = body;
    await changeAccount(tx, actor, member, { name, email, color });
    // 'Arbeiter' belongs to this project's membership, not to the account.
    if (isWorker !== undefined) await repo.updateMembership(tx, projectId, userId, { isWorker });
    // The portrait belongs to the membership: each project shows its own.
    if (body.portrait !== undefined) await setPortrait(tx, projectId, userId, body.portrait);
  });
  return staffMember(db, actor, projectId, userId);
}

/** Sets another member's password; their other sessions end (the caller's own stays). */
export async function setPassword(
  db: Db,
  actor: Actor,
  projectId: string,
  userId: string,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await inProject(db, actor, projectId, async (tx, actor) => {
    const member = await changeableMember(tx, actor, projectId, userId);
    await changeAccount(tx, actor, member, { passwordHash });
    await repo.deleteSessions(tx, userId, actor.auth.tokenHash);
  });
}

/** 'Benutzer entfernen' on the admin tab: the membership goes, the account stays. */
export async function removeMember(
  db: Db,
  actor: Actor,
  projectId: string,
  userId: string,
): Promise<void> {
  await inProject(db, actor, projectId, async (tx, actor) => {
    const member = await changeableMember(tx, actor, projectId, userId);
    await assertNotLastAdmin(tx, projectId, member);
    await repo.deleteMembership(tx, projectId, userId);
    const target = { elementType: 'member', elementId: userId, field: 'portrait' } as const;
    await setImageUsages(tx, projectId, target, []);
  });
}

/**
 * 'Löschen' on /users (spec 001 §7 delete-user). A user of this project only is deleted
 * (tombstone, 'Gelöschter Nutzer'); a user of other projects too only leaves this one, since a
 * project's administrator must not take an account away from another project.
 */
export async function deleteUser(
  db: Db,
  actor: Actor,
  projectId: string,
  userId: string,
): Promise<{ accountDeleted: boolean }> {
  if (userId === actor.auth.userId) throw new HttpProblem(409, memberMessages.notSelf);
  return inProject(db, actor, projectId, async (tx, actor) => {
    const member = await changeableMember(tx, actor, projectId, userId);
    await assertNotLastAdmin(tx, projectId, member);
    const target = { elementType: 'member', elementId: userId, field: 'portrait' } as const;
    await setImageUsages(tx, projectId, target, []);
    if ((await repo.countMemberships(tx, userId)) > 1) {
      await repo.deleteMembership(tx, projectId, userId);
      return { accountDeleted: false };
    }
    await repo.tombstoneUser(tx, userId, memberMessages.deletedUser);
    return { accountDeleted: true };
  });
}

export async function notificationSettings(
  db: Db,
  projectId: string,
  userId: string,
): Promise<NotificationSettings> {
  const settings = await notificationSettingsOf(db, projectId, userId);
  if (!settings) throw new HttpProblem(404, memberMessages.notFound);
  return settings;
}

export async function setNotificationSettings(
  db: Db,
  actor: Actor,
  projectId: string,
  userId: string,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  await inProject(db, actor, projectId, async (tx, actor) => {
    // One's own toggles are always one's own; someone else's need the usual rights.
    if (userId !== actor.auth.userId) await changeableMember(tx, actor, projectId, userId);
    else if (!(await repo.findMember(tx, projectId, userId))) {
      throw new HttpProblem(404, memberMessages.notFound);
    }
    await repo.updateMembership(tx, projectId, userId, { notificationSettings: settings });
  });
  return notificationSettings(db, projectId, userId);
}
