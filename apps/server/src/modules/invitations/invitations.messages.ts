// German texts of the invitation mail (form messages live in @kontor/core/schemas/invitations).

export function invitationMail(input: {
  name: string;
  email: string;
  projectName: string;
  link: string;
  /** The first mail names the user name (spec 001 §7: the initial invite also sends it). */
  initial: boolean;
  days: number;
}) {
  return {
    subject: `Kontor: Einladung zum Projekt ${input.projectName}`,
    text:
      `Hallo ${input.name},\n\n` +
      `Sie wurden eingeladen, im Projekt „${input.projectName}“ in Kontor mitzuarbeiten.\n\n` +
      (input.initial ? `Ihr Benutzername ist Ihre E-Mail-Adresse: ${input.email}\n\n` : '') +
      `Über den folgenden Link nehmen Sie die Einladung an:\n\n${input.link}\n\n` +
      `Der Link ist ${input.days} Tage gültig und kann nur einmal verwendet werden. ` +
      'Falls Sie mit dieser Einladung nichts anfangen können, ignorieren Sie diese E-Mail einfach.\n',
  };
}
