import { composeMail, MailLink, mailText } from '../../plugins/mail.ts';

// German texts of the invitation mail and of answers that name a value (form messages live in
// @kontor/core/schemas/invitations).

/** Accepting would give the project a second member of this name (they are unique there). */
export const nameTakenOnAccept = (name: string) =>
  `In diesem Projekt gibt es bereits ein Mitglied mit dem Namen „${name}“. Bitte wenden Sie sich an die Person, die Sie eingeladen hat.`;

export function invitationMail(input: {
  name: string;
  email: string;
  projectName: string;
  link: string;
  /** The first mail names the user name (spec 001 §7: the initial invite also sends it). */
  initial: boolean;
  days: number;
}) {
  const { name, email, projectName, days } = input;
  return composeMail(mailText`Kontor: Einladung zum Projekt ${projectName}`, [
    mailText`Hallo ${name},`,
    mailText`Sie wurden eingeladen, im Projekt „${projectName}“ in Kontor mitzuarbeiten.`,
    ...(input.initial ? [mailText`Ihr Benutzername ist Ihre E-Mail-Adresse: ${email}`] : []),
    mailText`Über den folgenden Link nehmen Sie die Einladung an:`,
    mailText`${new MailLink(input.link)}`,
    mailText`Der Link ist ${days} Tage gültig und kann nur einmal verwendet werden. Falls Sie mit dieser Einladung nichts anfangen können, ignorieren Sie diese E-Mail einfach.`,
  ]);
}
