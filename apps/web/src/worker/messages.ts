/** Texts of the worker app (German; the spec shows no such screens — docs/worker-app.md). */
export const workerMessages = {
  appName: 'Kontor Mobil',
  navToday: 'Heute',
  navWeek: 'Woche',
  navTime: 'Zeit',
  navMessages: 'Nachrichten',
  mainNav: 'Hauptnavigation',
  loading: 'Lädt',
  offline:
    'Offline – Ihre Änderungen werden gespeichert und übertragen, sobald Sie wieder online sind.',
  waiting: (count: number) =>
    count === 1
      ? '1 Änderung wartet auf Übertragung'
      : `${count} Änderungen warten auf Übertragung`,
  sending: 'Wird übertragen …',
  delivered: (sent: number, refused: number) =>
    refused === 0
      ? 'Alle Änderungen wurden übertragen.'
      : `${sent} von ${sent + refused} Änderungen wurden übertragen.`,
  sendNow: 'Jetzt senden',
  refusedTitle: 'Nicht übernommen',
  discard: 'Verwerfen',
  sessionEnded: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  signIn: 'Anmelden',
  noProject: 'Sie sind noch keinem Projekt zugeordnet.',
  projectLabel: 'Projekt',
  accountMenu: 'Benutzermenü',
  back: 'Zurück',
  updateAvailable: 'Neue Version verfügbar – neu laden',
  offlineNoData:
    'Offline und noch keine Daten auf diesem Gerät. Bitte einmal mit Verbindung öffnen.',
  toConsole: 'Zur Desktop-Ansicht',
  signOut: 'Abmelden',
  signOutFailed:
    'Abmelden ist fehlgeschlagen. Bitte prüfen Sie die Verbindung und versuchen Sie es erneut.',
} as const;
