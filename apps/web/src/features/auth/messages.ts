/**
 * Labels of the login, reset and legal screens. The validation and result texts (spec 001 §8,
 * spec 000 §5) come from `authMessages` in @kontor/core, loaded with the schemas on demand so
 * zod stays out of the login page's first load.
 */
export const messages = {
  tabLogin: 'Anmelden',
  tabRegister: 'Registrieren',
  tabForgot: 'Passwort vergessen',
  email: 'E-Mail',
  password: 'Passwort',
  passwordRepeat: 'Passwort wiederholen',
  submitLogin: 'Anmelden',
  submitReset: 'Link anfordern',
  forgotIntro:
    'Geben Sie Ihre E-Mail-Adresse ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort setzen können.',
  resetTitle: 'Neues Passwort setzen',
  resetIntro: 'Bitte wählen Sie ein neues Passwort mit mindestens 8 Zeichen.',
  submitSetPassword: 'Passwort speichern',
  backToLogin: 'Zurück zur Anmeldung',
  resetTokenMissing: 'Der Link ist unvollständig. Bitte fordern Sie einen neuen an.',
  imprint: 'Impressum',
  privacy: 'Datenschutz',
  logout: 'Abmelden',
  loggedOut: 'Erfolgreich abgemeldet',
} as const;
