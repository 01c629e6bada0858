import type { ImportInvitations } from '@kontor/core/schemas/imports';
import type { Db } from '../../db/database.ts';
import { passwordResetTokens } from '../../db/schema/users.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { MailThrottled, reserveRecipientMail } from '../../lib/mail-throttle.ts';
import { composeMail, MailLink, mailField, mailNameField, mailText } from '../../plugins/mail.ts';
import { enqueueMail } from '../../plugins/mail.ts';
import * as repo from './imports.repository.ts';

/** As long as an invitation's link (invitations.service.ts): a week. */
export const IMPORT_INVITATION_DAYS = 7;

/**
 * The mail to an imported account: the invitation's wording (the project's and the person's
 * name as quoted fields, docs/security.md, Mails) with the password-reset page's link, which
 * sets the account's first password.
 */
export function importInvitationMail(input: {
  name: string;
  email: string;
  projectName: string;
  link: string;
}) {
  return composeMail(mailText`Kontor: Ihr Zugang zu Kontor`, [
    mailText`Guten Tag,`,
    mailText`Ihr Betrieb arbeitet ab jetzt mit Kontor. Ihr Konto wurde aus dem bisherigen System übernommen.`,
    mailNameField('Projekt', input.projectName),
    mailNameField('Ihr Name im Projekt', input.name),
    mailField('Ihr Benutzername (Ihre E-Mail-Adresse)', input.email),
    mailText`Über den folgenden Link legen Sie Ihr Passwort für Kontor fest:`,
    mailText`${new MailLink(input.link)}`,
    mailText`Der Link ist ${IMPORT_INVITATION_DAYS} Tage gültig und kann nur einmal verwendet werden. Falls Sie mit dieser E-Mail nichts anfangen können, ignorieren Sie sie einfach.`,
  ]);
}

/**
 * 'Einladungen senden': a set-password link to every imported account of the project that
 * never set a password (joined accounts, which existed before the import, never). Each mail
 * is counted by the per-address mail throttle; an address it holds back is left out and
 * counted, the others go out. One transaction per account, so a refusal keeps the rest.
 */
export async function sendImportInvitations(
  db: Db,
  ctx: { publicUrl: string; projectId: string; projectName: string },
): Promise<ImportInvitations> {
  let sent = 0;
  let throttled = 0;
  for (const user of await repo.invitableUsers(db, ctx.projectId)) {
    const token = randomToken();
    const link = `${ctx.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    try {
      await db.transaction(async (tx) => {
        await reserveRecipientMail(tx, 'invitation', user.email);
        await tx.insert(passwordResetTokens).values({
          tokenHash: sha256(token),
          userId: user.id,
          expiresAt: new Date(Date.now() + IMPORT_INVITATION_DAYS * 24 * 60 * 60 * 1000),
        });
        const mail = importInvitationMail({ ...user, projectName: ctx.projectName, link });
        await enqueueMail(tx, { to: user.email, ...mail });
      });
      sent++;
    } catch (error) {
      if (!(error instanceof MailThrottled)) throw error;
      throttled++;
    }
  }
  return { sent, throttled };
}
