import { invitationMessages } from '@kontor/core/schemas/invitations';

/** Texts of the invitations (spec 001 §2 "Users overview", §5 "User invite", §8). */
export const messages = {
  ...invitationMessages,
  invite: 'Neuen Benutzer einladen',
  tableLabel: 'Einladungen',
  name: 'Name',
  email: 'E-Mail',
  id: 'ID',
  date: 'Datum',
  role: 'Rolle',
  expired: 'abgelaufen',
  resend: 'Erneut senden',
  notSentTitle: 'Keine E-Mail versandt',
  notSent:
    'Es ist kein Mailserver eingerichtet. Geben Sie den Einladungslink selbst an die eingeladene Person weiter.',
  link: 'Einladungslink',
  copyLink: 'Link kopieren',
  linkCopied: 'Link kopiert',
  close: 'Schließen',
  send: 'Einladen',
  empty: 'Keine offenen Einladungen',
  delete: 'Einladung löschen',
  deleteTitle: 'Einladung löschen',
  deleteConfirm:
    'Möchten Sie diese Einladung wirklich löschen? Der Link in der E-Mail funktioniert danach nicht mehr.',
  // Public accept page.
  pageTitle: 'Einladung annehmen',
  openIntro: (projectName: string) =>
    `Sie wurden eingeladen, im Projekt „${projectName}“ mitzuarbeiten. Legen Sie ein Passwort fest, um Ihr Konto anzulegen.`,
  signInIntro: (projectName: string) =>
    `Sie wurden eingeladen, im Projekt „${projectName}“ mitzuarbeiten. Für Ihre E-Mail-Adresse gibt es bereits ein Konto: Melden Sie sich an, um die Einladung anzunehmen.`,
  password: 'Passwort',
  passwordRepeat: 'Passwort wiederholen',
  passwordHint: 'Mindestens 8 Zeichen',
  acceptSubmit: 'Konto anlegen und beitreten',
  signInSubmit: 'Anmelden und beitreten',
  accepted: 'Einladung angenommen',
  loading: 'Wird geladen …',
  loadFailed: 'Die Einladung konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
  toLogin: 'Zur Anmeldung',
  states: {
    accepted: {
      title: 'Einladung bereits angenommen',
      text: 'Diese Einladung wurde bereits angenommen. Melden Sie sich mit Ihrer E-Mail-Adresse an.',
    },
    deleted: {
      title: 'Einladung zurückgezogen',
      text: 'Diese Einladung wurde gelöscht. Wenden Sie sich an die Person, die Sie eingeladen hat.',
    },
    expired: {
      title: 'Einladung abgelaufen',
      text: 'Dieser Einladungslink ist abgelaufen. Bitten Sie die Person, die Sie eingeladen hat, die Einladung erneut zu senden.',
    },
    invalid: {
      title: 'Link ungültig',
      text: 'Dieser Einladungslink ist ungültig. Vielleicht wurde inzwischen eine neuere Einladung gesendet – bitte verwenden Sie den Link aus der neuesten E-Mail.',
    },
  },
} as const;
