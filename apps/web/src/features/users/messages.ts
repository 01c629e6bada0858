import { memberMessages } from '@kontor/core/schemas/members';

/** Texts of the user and staff screens (spec 000 §2 "User management", "Staff"; 001 §2). */
export const messages = {
  name: 'Name',
  email: 'E-Mail',
  role: 'Rolle',
  worker: 'Arbeiter',
  noRole: memberMessages.noRole,
  superuser: 'Superuser',
  actions: 'Aktionen',
  cancel: 'Abbrechen',
  save: 'Speichern',
  updated: 'Daten aktualisiert',
  roleUpdated: 'Rolle aktualisiert',
  loadingSlot: 'Wird geladen …',
  userManagement: {
    title: 'Nutzerverwaltung',
    create: 'Neuen Nutzer anlegen',
    search: 'Suche nach Name oder E-Mail',
    empty: 'Keine Nutzer vorhanden',
    emptyFiltered: 'Keine Nutzer gefunden',
  },
  staff: {
    title: 'Mitarbeiter',
    description: 'Informationen und Einstellungen zu den Mitarbeitern',
    search: 'Suche nach Name oder E-Mail',
    empty: 'Keine Mitarbeiter vorhanden',
    emptyFiltered: 'Keine Mitarbeiter gefunden',
  },
  users: {
    title: 'Nutzerübersicht',
    search: 'Suche nach Name oder E-Mail',
    empty: 'Keine aktiven Nutzer vorhanden',
    emptyFiltered: 'Keine Nutzer gefunden',
  },
  tabs: { active: 'Aktive Nutzer', invitations: 'Einladungen' },
  create: {
    title: 'Neuen Mitarbeiter anlegen',
    firstName: 'Vorname',
    familyName: 'Nachname',
    withPassword: 'Passwort jetzt festlegen',
    withoutPasswordHint:
      'Ohne Passwort legt der Mitarbeiter sein Passwort selbst über „Passwort vergessen“ fest.',
    password: 'Passwort',
    passwordRepeat: 'Passwort wiederholen',
    portrait: 'Profilbild',
    color: 'Farbe',
    submit: 'Anlegen',
    created: 'Mitarbeiter angelegt',
  },
  edit: {
    title: 'Nutzerdaten bearbeiten',
    open: 'Nutzerdaten bearbeiten',
  },
  password: {
    title: 'Passwort ändern',
    open: 'Passwort ändern',
    saved: 'Passwort erfolgreich gesetzt',
  },
  /** The pay column and dialog (features/payroll fills them). */
  pay: { column: 'Lohn und Beschäftigung', open: 'Lohn und Beschäftigung' },
  settings: {
    title: 'Mitarbeiter Einstellungen',
    open: 'Bearbeiten',
    notifications: 'Nachrichteneinstellungen',
    topics: {
      tasks: 'Nachrichten zu Aufgaben',
      tickets: 'Nachrichten zu Tickets',
      absences: 'Nachrichten zu Abwesenheiten',
    },
    loadFailed: 'Fehler beim Laden der Daten',
  },
  editName: 'Namen bearbeiten',
  /** Why name, e-mail, password and colour of a member can't be changed here. */
  accountShared: memberMessages.accountShared,
  remove: {
    delete: 'Löschen',
    deleteTitle: 'Nutzer löschen',
    deleteConfirm: 'Sind sich Sicher, dass sie diesen Eintrag löschen möchten?',
    deleted: 'Nutzer gelöscht',
    deleting: 'lädt...',
  },
  admin: {
    create: 'Neuer Benutzer',
    add: 'Benutzer hinzufügen',
    addSubmit: 'Einladung senden',
    addHint:
      'Die Person erhält eine Einladung per E-Mail und wird Mitglied des Projekts, sobald sie die Einladung annimmt.',
    added: memberMessages.invitationSent,
    remove: 'Entfernen',
    removeTitle: 'Benutzer entfernen',
    removeConfirm: (name: string) =>
      `Möchten Sie ${name} wirklich aus dem Projekt entfernen? Das Konto bleibt bestehen.`,
    removed: 'Benutzer entfernt',
    empty: 'Keine Nutzer in diesem Projekt',
    label: 'Nutzer des Projekts',
  },
} as const;
