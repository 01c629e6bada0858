import { tourMessages, type VisitStatus } from '@kontor/core/schemas/services';

/** Texts of the 'Touren' tab, the calendar subscription and the Leistungsnachweis download. */
export const tourTexts = {
  ...tourMessages,
  year: 'Jahr',
  week: 'Woche',
  worker: 'Arbeiter',
  chooseWorker: 'Arbeiter wählen',
  sheet: 'Tourenplan (PDF)',
  sheetNeedsWeek: 'Den Tourenplan gibt es für eine Kalenderwoche – bitte eine wählen.',
  subscribe: 'Kalender abonnieren',
  tableLabel: (worker: string, week: string) => `Tour von ${worker}: ${week}`,
  property: 'Objekt',
  keyNumber: (value: number) => `Schlüssel-Nr. ${value}`,
  noAddress: 'Keine Adresse hinterlegt',
  anyDay: 'beliebig',
  noVisit: 'Kein Besuch',
  notInTour: 'Nicht auf dieser Tour',
  holidaySkipped: (name: string) => `Feiertag: ${name} – entfällt`,
  holidayMoved: (name: string, day: string) => `Feiertag: ${name} – verschoben auf ${day}`,
  holidayInWeek: (name: string) => `Feiertag: ${name}`,
  substituteFor: (name: string) => `vertritt ${name}`,
  coveredBy: (name: string) => `vertreten durch ${name}`,
  doneBy: (when: string, name: string | null) => (name ? `${when} von ${name}` : when),
  photos: (count: number) => (count === 1 ? '1 Foto' : `${count} Fotos`),
  status: {
    planned: 'geplant',
    done: 'erledigt',
    missed: 'verpasst',
    skipped: 'entfällt',
  } satisfies Record<VisitStatus, string>,
  counts: (done: number, planned: number) => `${done} von ${planned} erledigt`,
  emptyWeek: (worker: string, week: string) => `${worker} hat in ${week} keine Besuche.`,
  ownEmptyWeek: (week: string) => `In ${week} stehen keine Besuche auf Ihrer Tour.`,
  emptyWeekHint:
    'Eine andere Woche wählen, oder im Leistungsverzeichnis einem Objekt eine Leistung mit diesem Arbeiter zuordnen.',
  emptyOverview: (worker: string) => `${worker} ist noch keiner Leistung zugeordnet.`,
  ownEmptyOverview: 'Sie sind noch keiner Leistung zugeordnet.',
  toMatrix: 'Zum Leistungsverzeichnis',
  noServices: 'Noch keine Services – legen Sie unter Leistungseinstellungen einen an',
  toSettings: 'Zu den Leistungseinstellungen',
  noWorkers:
    'Noch keine Arbeiter – kennzeichnen Sie Mitarbeiter in der Nutzerverwaltung als „Arbeiter“, dann erscheinen hier ihre Touren.',
  pickWorker: 'Wählen Sie einen Arbeiter, um seine Tour zu sehen.',
  overviewHint:
    'Die Übersicht zeigt den Turnus jeder Leistung; für Tage und Status eine Woche wählen.',
  calendar: {
    title: 'Kalender abonnieren',
    intro: (worker: string) =>
      `Mit diesem geheimen Link zeigt jeder Kalender die Besuche der Tour von ${worker} an und aktualisiert sie selbst.`,
    ownIntro:
      'Mit diesem geheimen Link zeigt Ihr Kalender die Besuche Ihrer Tour an und aktualisiert sie selbst.',
    none: 'Es gibt noch keinen Kalender-Link.',
    exists: (since: string) => `Ein Kalender-Link besteht seit ${since}.`,
    hidden:
      'Der Link wird aus Sicherheitsgründen nur beim Erstellen angezeigt. Wer ihn verloren hat, erstellt einen neuen – der alte funktioniert dann nicht mehr.',
    create: 'Link erstellen',
    rotate: 'Neuen Link erstellen',
    created: 'Kalender-Link erstellt',
    link: 'Kalender-Link',
    showOnce: 'Kopieren Sie den Link jetzt – er wird nur einmal angezeigt.',
    copy: 'Link kopieren',
    copied: 'Kopiert',
    revoke: 'Link widerrufen',
    revokeTitle: 'Kalender-Link widerrufen?',
    revokeText:
      'Kalender, die diesen Link abonniert haben, erhalten danach keine Besuche mehr. Das lässt sich nicht rückgängig machen.',
    revokeConfirm: 'Widerrufen',
    revoked: 'Kalender-Link widerrufen',
    rotateTitle: 'Neuen Kalender-Link erstellen?',
    rotateText:
      'Der bisherige Link funktioniert danach nicht mehr; abonnierte Kalender müssen den neuen Link erhalten.',
    rotateConfirm: 'Neuen Link erstellen',
    howTo: 'So abonnieren Sie den Kalender',
    google:
      'Google Kalender (im Browser): links bei „Weitere Kalender“ auf „+“ → „Per URL“ → Link einfügen → „Kalender hinzufügen“.',
    outlook:
      'Outlook: „Kalender hinzufügen“ → „Aus dem Internet abonnieren“ → Link einfügen → „Importieren“.',
    apple:
      'Apple Kalender: am Mac „Ablage“ → „Neues Kalenderabonnement …“; am iPhone „Einstellungen“ → „Kalender“ → „Accounts“ → „Account hinzufügen“ → „Andere“ → „Kalenderabo hinzufügen“.',
    refresh:
      'Abonnierte Kalender holen Änderungen selbst ab – Google und Outlook teils erst nach einigen Stunden.',
    close: 'Schließen',
  },
  proof: {
    title: 'Leistungsnachweis',
    hint: 'Alle geplanten Besuche eines Monats mit erledigt / nicht erledigt, nach Kostenart – für die Betriebskostenabrechnung.',
    month: 'Monat',
    pdf: 'PDF herunterladen',
    csv: 'CSV herunterladen',
  },
} as const;
