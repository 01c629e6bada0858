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
  sendNow: 'Jetzt senden',
  refusedTitle: 'Nicht übernommen',
  discard: 'Verwerfen',
  sessionEnded: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  signIn: 'Anmelden',
  noProject: 'Sie sind noch keinem Projekt zugeordnet.',
  projectLabel: 'Projekt',
  updateAvailable: 'Neue Version verfügbar – neu laden',
  offlineNoData:
    'Offline und noch keine Daten auf diesem Gerät. Bitte einmal mit Verbindung öffnen.',
  toConsole: 'Zur Desktop-Ansicht',
} as const;
