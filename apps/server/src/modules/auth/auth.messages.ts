import { composeMail, MailLink, mailNameField, mailText } from '../../plugins/mail.ts';

// German texts of the auth area that are not form messages (those live in @kontor/core/schemas/auth).

/** The account's name only as a quoted field (docs/security.md, Mails). */
export function resetMail(name: string, link: string) {
  return composeMail(mailText`Kontor: Passwort zurücksetzen`, [
    mailText`Guten Tag,`,
    mailText`für Ihr Konto bei Kontor wurde ein neues Passwort angefordert.`,
    mailNameField('Konto', name),
    mailText`Über den folgenden Link können Sie ein neues Passwort für Kontor setzen:`,
    mailText`${new MailLink(link)}`,
    mailText`Der Link ist eine Stunde gültig und kann nur einmal verwendet werden. Falls Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren.`,
  ]);
}
