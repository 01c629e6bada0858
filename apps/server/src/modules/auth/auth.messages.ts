// German texts of the auth area that are not form messages (those live in @kontor/core/schemas/auth).

export function resetMail(name: string, link: string) {
  return {
    subject: 'Kontor: Passwort zurücksetzen',
    text:
      `Hallo ${name},\n\n` +
      `über den folgenden Link können Sie ein neues Passwort für Kontor setzen:\n\n${link}\n\n` +
      'Der Link ist eine Stunde gültig und kann nur einmal verwendet werden. ' +
      'Falls Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren.\n',
  };
}
