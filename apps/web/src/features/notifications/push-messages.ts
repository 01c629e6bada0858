/** Texts of the Web Push toggle (docs/notifications.md, 'Web Push'). */
export const pushMessages = {
  toggle: 'Push-Benachrichtigungen auf diesem Gerät',
  on: 'Neue Nachrichten erscheinen auch, wenn Kontor geschlossen ist.',
  off: 'Neue Nachrichten erscheinen nur, solange Kontor geöffnet ist.',
  unsupported:
    'Dieser Browser kann keine Push-Benachrichtigungen empfangen. Auf dem iPhone und iPad: Kontor zuerst über „Teilen“ → „Zum Home-Bildschirm“ installieren und von dort öffnen.',
  denied:
    'Benachrichtigungen sind für Kontor in diesem Browser blockiert. Erlauben Sie sie in den Website-Einstellungen (Symbol links neben der Adresse) und laden Sie die Seite neu.',
  unavailable: 'Die App wird noch eingerichtet. Bitte laden Sie die Seite neu.',
  failed: 'Push-Benachrichtigungen konnten nicht eingerichtet werden.',
  checking: 'Wird geprüft …',
} as const;
