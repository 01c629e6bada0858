import { composeMail, mailField, MailLink, mailNameField, mailText } from '../../plugins/mail.ts';

// German texts of the invitation mail and of answers that name a value (form messages live in
// @kontor/core/schemas/invitations).

/** Accepting would give the project a second member of this name (they are unique there). */
export const nameTakenOnAccept = (name: string) =>
  `In diesem Projekt gibt es bereits ein Mitglied mit dem Namen „${name}“. Bitte wenden Sie sich an die Person, die Sie eingeladen hat.`;

/**
 * What the inviter typed (the person's and the project's name) appears only as quoted fields on
 * lines of their own, never in the subject or a sentence (docs/security.md, Mails).
 */
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
  return composeMail(mailText`Kontor: Einladung zur Mitarbeit in einem Projekt`, [
    mailText`Guten Tag,`,
    mailText`Sie wurden eingeladen, in Kontor in einem Projekt mitzuarbeiten.`,
    mailNameField('Projekt', projectName),
    mailNameField('Ihr Name im Projekt', name),
    ...(input.initial ? [mailField('Ihr Benutzername (Ihre E-Mail-Adresse)', email)] : []),
    mailText`Über den folgenden Link nehmen Sie die Einladung an:`,
    mailText`${new MailLink(input.link)}`,
    mailText`Der Link ist ${days} Tage gültig und kann nur einmal verwendet werden. Falls Sie mit dieser Einladung nichts anfangen können, ignorieren Sie diese E-Mail einfach.`,
  ]);
}
