import { composeMail, MailLink, mailText } from '../../plugins/mail.ts';

// German texts of the auth area that are not form messages (those live in @kontor/core/schemas/auth).

export function resetMail(name: string, link: string) {
  return composeMail(mailText`Kontor: Passwort zurücksetzen`, [
    mailText`Hallo ${name},`,
    mailText`über den folgenden Link können Sie ein neues Passwort für Kontor setzen:`,
    mailText`${new MailLink(link)}`,
    mailText`Der Link ist eine Stunde gültig und kann nur einmal verwendet werden. Falls Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren.`,
  ]);
}
