import { newId } from '@kontor/core/ids';
import { notificationTexts } from '@kontor/core/notification-texts';
import type { SessionInfo } from '@kontor/core/schemas/auth';
import {
  invitationMessages,
  type CreateInvitationBody,
  type Invitation,
  type InvitationLookup,
  type InvitationState,
  type SentInvitation,
} from '@kontor/core/schemas/invitations';
import type { Db, DbOrTx, Tx } from '../../db/database.ts';
import type { Auth } from '../../plugins/access.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { lockMemberNames, nameTakenInProject } from '../../lib/member-names.ts';
import { projectAdmins } from '../../lib/notification-recipients.ts';
import { notify } from '../../lib/notify.ts';
import { hashPassword } from '../../lib/password.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { assertMayGrant, lockedActor, type Actor } from '../../lib/project-rights.ts';
import { listProjectSummaries } from '../../lib/project-summaries.ts';
import { createSession } from '../../lib/sessions.ts';
import { reserveMail } from '../../lib/mail-throttle.ts';
import { findLock, recordFailure, type ThrottlePolicy } from '../../lib/throttle.ts';
import { enqueueMail } from '../../plugins/mail.ts';
import { SESSION_MS } from '../../plugins/session-cookie.ts';
import { invitationMail, nameTakenOnAccept } from './invitations.messages.ts';
import * as repo from './invitations.repository.ts';

/** A link is valid this long after it was (re)sent. */
export const INVITATION_DAYS = 7;
const INVITATION_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000;

/** Unknown links per client network: guessing a 256-bit token is hopeless, this stops the noise. */
export const LINK_THROTTLE: ThrottlePolicy = {
  lockAfter: 20,
  firstLockSeconds: 60,
  maxLockSeconds: 15 * 60,
  windowSeconds: 3600,
};
const throttleKey = (ip: string) => `invitation:${clientNetwork(ip)}`;

export function toInvitation(row: repo.InvitationRow): Invitation {
  return {
    ...row,
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() < Date.now(),
  };
}

interface MailContext {
  publicUrl: string;
  projectId: string;
  /** Without a mail server the inviter gets the link to pass on. */
  mailConfigured: boolean;
}

/**
 * Queues the invitation mail, counted by the mail throttle (docs/security.md, Mails) in the same
 * transaction: creating, deleting and creating again mails an address no more often than resending.
 */
async function sendLink(
  tx: Tx,
  ctx: MailContext & { auth: Auth },
  invitation: { name: string; email: string },
  token: string,
  initial: boolean,
) {
  await reserveMail(tx, 'invitation', invitation.email, { userId: ctx.auth.userId });
  const link = `${ctx.publicUrl}/invitation/${encodeURIComponent(token)}`;
  const projectName = await repo.projectName(tx, ctx.projectId);
  const mail = invitationMail({ ...invitation, projectName, link, initial, days: INVITATION_DAYS });
  await enqueueMail(tx, { to: invitation.email, ...mail });
  return link;
}

/** The invitation as sent: the link only goes back to the inviter when no mail carries it. */
function sent(row: repo.InvitationRow, ctx: MailContext, link: string): SentInvitation {
  return {
    ...toInvitation(row),
    mailConfigured: ctx.mailConfigured,
    link: ctx.mailConfigured ? null : link,
  };
}

const newExpiry = () => new Date(Date.now() + INVITATION_MS);

/**
 * The invitation's role, which the actor must be able to hand out directly (the rule of a
 * member's role change: no higher type, no module the actor's role lacks).
 */
async function grantableRole(tx: DbOrTx, actor: Actor, projectId: string, roleId: string) {
  const role = await repo.findRole(tx, projectId, roleId);
  if (!role) {
    throw new HttpProblem(400, invitationMessages.roleUnknown, {
      roleId: [invitationMessages.roleUnknown],
    });
  }
  assertMayGrant(actor, role);
}

/** Inviting writes under the project's rights lock, with the caller's role read under it. */
async function lockedAdmin(tx: Tx, auth: Auth, projectId: string) {
  return lockedActor(tx, auth, projectId, invitationMessages.adminOnly);
}

export async function createInvitation(
  db: Db,
  ctx: MailContext & { auth: Auth },
  body: Required<CreateInvitationBody>,
): Promise<SentInvitation> {
  const id = newId();
  const token = randomToken();
  let link = '';
  await db
    .transaction(async (tx) => {
      const actor = await lockedAdmin(tx, ctx.auth, ctx.projectId);
      await grantableRole(tx, actor, ctx.projectId, body.roleId);
      if (await repo.isMemberByEmail(tx, ctx.projectId, body.email)) {
        throw new HttpProblem(409, invitationMessages.alreadyMember, {
          email: [invitationMessages.alreadyMember],
        });
      }
      // Told now rather than when the invited person accepts (which is refused then).
      await lockMemberNames(tx);
      if (await nameTakenInProject(tx, ctx.projectId, body.name)) {
        throw new HttpProblem(409, invitationMessages.nameTaken, {
          name: [invitationMessages.nameTaken],
        });
      }
      await repo.insertInvitation(tx, {
        id,
        projectId: ctx.projectId,
        ...body,
        tokenHash: sha256(token),
        expiresAt: newExpiry(),
        createdBy: ctx.auth.userId,
      });
      // The mail job exists exactly when the invitation does.
      link = await sendLink(tx, ctx, body, token, true);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'invitations_open_email_key')) {
        throw new HttpProblem(409, invitationMessages.alreadyInvited, {
          email: [invitationMessages.alreadyInvited],
        });
      }
      // The role was deleted between the check and the insert.
      if (isForeignKeyViolation(error)) {
        throw new HttpProblem(400, invitationMessages.roleUnknown, {
          roleId: [invitationMessages.roleUnknown],
        });
      }
      throw error;
    });
  return sent((await repo.findOpen(db, ctx.projectId, id))!, ctx, link);
}

/**
 * A new link for an open invitation. Resending hands the role out again, so the same rule as
 * inviting applies; the mail throttle counts it with the first mail (429 with Retry-After).
 */
export async function resendInvitation(
  db: Db,
  ctx: MailContext & { auth: Auth },
  id: string,
): Promise<SentInvitation> {
  const found = await repo.findOpen(db, ctx.projectId, id);
  if (!found) throw new HttpProblem(404, invitationMessages.notFound);
  const token = randomToken();
  const link = await db.transaction(async (tx) => {
    const actor = await lockedAdmin(tx, ctx.auth, ctx.projectId);
    const invitation = await repo.findOpen(tx, ctx.projectId, id);
    if (!invitation) throw new HttpProblem(404, invitationMessages.notFound);
    await grantableRole(tx, actor, ctx.projectId, invitation.roleId);
    await repo.renewToken(tx, ctx.projectId, id, sha256(token), newExpiry());
    return sendLink(tx, ctx, invitation, token, false);
  });
  return sent((await repo.findOpen(db, ctx.projectId, id))!, ctx, link);
}

export async function deleteInvitation(db: Db, projectId: string, id: string) {
  if (!(await repo.markDeleted(db, projectId, id))) {
    throw new HttpProblem(404, invitationMessages.notFound);
  }
}

function stateOf(row: repo.TokenInvitation | undefined): InvitationState {
  if (!row) return 'invalid';
  if (row.acceptedAt) return 'accepted';
  if (row.deletedAt) return 'deleted';
  return row.expiresAt.getTime() < Date.now() ? 'expired' : 'open';
}

/** Answers 429 while the client's network is locked; counts an unknown link as a failure. */
async function throttled<T>(db: Db, ip: string, find: () => Promise<T | undefined>) {
  const key = throttleKey(ip);
  if (await findLock(db, [key])) throw new HttpProblem(429, invitationMessages.tooManyAttempts);
  const found = await find();
  if (found === undefined) await recordFailure(db, key, LINK_THROTTLE);
  return found;
}

export async function lookup(db: Db, token: string, ip: string): Promise<InvitationLookup> {
  const row = await throttled(db, ip, () => repo.findByToken(db, sha256(token)));
  const state = stateOf(row);
  if (state !== 'open' || !row) return { state, invitation: null };
  const hasAccount = (await repo.findUserIdByEmail(db, row.email)) !== undefined;
  const { projectName, name, email } = row;
  return { state, invitation: { projectName, name, email, hasAccount } };
}

/** The open invitation of a link, locked for this transaction; anything else is a 409. */
async function lockOpen(tx: DbOrTx, token: string) {
  const row = await repo.findByToken(tx, sha256(token), true);
  if (stateOf(row) !== 'open' || !row) throw new HttpProblem(409, invitationMessages.notOpen);
  return row;
}

async function sessionInfo(db: Db, userId: string, user: { email: string; name: string }) {
  const projects = await listProjectSummaries(db, { userId, isSuperuser: false });
  const info: SessionInfo = { user: { id: userId, ...user, isSuperuser: false }, projects };
  return info;
}

/**
 * Names are unique in a project: the joining name must not be taken there. The caller holds the
 * name lock (taken before the name is read) until the membership is written.
 */
async function assertNameFree(tx: Tx, projectId: string, name: string, userId?: string) {
  if (await nameTakenInProject(tx, projectId, name, userId)) {
    throw new HttpProblem(409, nameTakenOnAccept(name));
  }
}

/**
 * 'Neues Mitglied' to the project's administrators when the invitation made someone a member
 * (accepting while already a member changes nothing and tells no one).
 */
async function joinAndTell(tx: Tx, invitation: repo.TokenInvitation, userId: string, name: string) {
  if (!(await repo.joinProject(tx, invitation, userId))) return;
  await notify(tx, {
    projectId: invitation.projectId,
    kind: 'member-joined',
    actorId: userId,
    recipientIds: await projectAdmins(tx, invitation.projectId),
    ...notificationTexts.memberJoined(name),
    link: null,
  });
}

/** Accepting with a new account: creates the user, joins with the role and logs in. */
export async function acceptWithPassword(db: Db, token: string, password: string, ip: string) {
  const known = await throttled(db, ip, () => repo.findByToken(db, sha256(token)));
  if (!known) throw new HttpProblem(409, invitationMessages.notOpen);
  const passwordHash = await hashPassword(password);
  const sessionToken = randomToken();
  const userId = newId();
  const invitation = await db
    .transaction(async (tx) => {
      const row = await lockOpen(tx, token);
      if (await repo.findUserIdByEmail(tx, row.email)) {
        throw new HttpProblem(409, invitationMessages.accountExists);
      }
      await lockMemberNames(tx);
      await assertNameFree(tx, row.projectId, row.name);
      await repo.insertUser(tx, { id: userId, email: row.email, name: row.name, passwordHash });
      await joinAndTell(tx, row, userId, row.name);
      await repo.markAccepted(tx, row.id);
      await createSession(tx, userId, sha256(sessionToken), new Date(Date.now() + SESSION_MS));
      return row;
    })
    .catch((error: unknown) => {
      // The same address registered meanwhile by another way.
      if (isUniqueViolation(error, 'users_email_lower_key')) {
        throw new HttpProblem(409, invitationMessages.accountExists);
      }
      throw error;
    });
  return {
    token: sessionToken,
    info: await sessionInfo(db, userId, { email: invitation.email, name: invitation.name }),
  };
}

/** Accepting as the signed-in owner of the invited address: joins the project. */
export async function acceptAsUser(
  db: Db,
  token: string,
  user: { userId: string; email: string; name: string; isSuperuser: boolean },
  ip: string,
) {
  const known = await throttled(db, ip, () => repo.findByToken(db, sha256(token)));
  if (!known) throw new HttpProblem(409, invitationMessages.notOpen);
  await db.transaction(async (tx) => {
    const row = await lockOpen(tx, token);
    if (row.email.toLowerCase() !== user.email.toLowerCase()) {
      throw new HttpProblem(403, invitationMessages.wrongAccount);
    }
    await lockMemberNames(tx);
    // Read under the lock: a rename may have committed since the session was read. Already a
    // member, joining changes nothing, so their own name is no clash.
    const name = await repo.accountName(tx, user.userId);
    await assertNameFree(tx, row.projectId, name, user.userId);
    await joinAndTell(tx, row, user.userId, name);
    await repo.markAccepted(tx, row.id);
  });
  const projects = await listProjectSummaries(db, user);
  const { userId: id, email, name, isSuperuser } = user;
  return { user: { id, email, name, isSuperuser }, projects } satisfies SessionInfo;
}
